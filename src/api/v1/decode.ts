/** 1.0 answers as 2.0 records: renamed by rename.ts, then decoded by 2.0's decoders. */
import {
  decodeList,
  decodePage,
  decodeRecord,
  type Fields,
  type Page,
  type RecordOf,
} from '../decode.js';
import { type NamesOf, rename, renameList } from './rename.js';

/** One 1.0 record as the 2.0 record `fields` declares. */
export function decodeV1Record<F extends Fields>(
  fields: F,
  names: NamesOf<F>,
  raw: unknown,
): RecordOf<F> {
  return decodeRecord(fields, rename(names, raw));
}

/** A 1.0 list (a bare array or `{ list }`) as 2.0 records. */
export function decodeV1List<F extends Fields>(
  fields: F,
  names: NamesOf<F>,
  raw: unknown,
): RecordOf<F>[] {
  return decodeList(fields, renameList(names, raw));
}

/** A 1.0 page (`{ list, currentPage, pageCount }` or a bare array) as a page of 2.0 records. */
export function decodeV1Page<F extends Fields>(
  fields: F,
  names: NamesOf<F>,
  raw: unknown,
): Page<RecordOf<F>> {
  return decodePage(fields, renameList(names, raw));
}
