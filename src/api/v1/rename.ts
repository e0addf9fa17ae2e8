/**
 * Renaming between API 1.0's field names and 2.0's (service.md#v1-names): 1.0 says aKey, app*,
 * feedBack*, sdkCrashGroup*, userAppGroup* where 2.0 says buildKey, build*, feedback*, crash*,
 * appGroup*. A rename table lists every field of a 1.0 record with its 2.0 name; a field the
 * table does not list is dropped, so a 1.0 name can never pass for a 2.0 name of another meaning
 * (1.0's `appKey` is a build key, 2.0's an app key).
 */
import type { Fields } from '../decode.js';

/** How one 1.0 field becomes a 2.0 field: its 2.0 name; for a list of records, also their table. */
export type Rename<Name extends string = string> =
  Name | { readonly to: Name; readonly items: Renames };

/** A rename table: 1.0 field name -> its rename. */
export type Renames<Name extends string = string> = Readonly<Record<string, Rename<Name>>>;

/** A table whose 2.0 names are fields of the declaration `F`, so that a typo does not compile. */
export type NamesOf<F extends Fields> = Renames<keyof F & string>;

type Raw = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Renames one record; a `raw` that is not an object (such as the service's `[]`) gives `{}`. */
export function rename(names: Renames, raw: unknown): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  if (!isRecord(raw)) return renamed;
  for (const [from, to] of Object.entries(names)) {
    if (!Object.hasOwn(raw, from)) continue;
    const value = raw[from];
    if (typeof to === 'string') renamed[to] = value;
    else
      renamed[to.to] = Array.isArray(value) ? value.map((item) => rename(to.items, item)) : value;
  }
  return renamed;
}

/**
 * Renames each record of a list answer, a bare array or `{ list, ... }`; the paging fields
 * (`currentPage`, `pageCount`, `count`) keep their names, which both versions share.
 */
export function renameList(names: Renames, raw: unknown): unknown {
  if (Array.isArray(raw)) return raw.map((item) => rename(names, item));
  if (isRecord(raw) && Array.isArray(raw.list)) {
    return { ...raw, list: raw.list.map((item) => rename(names, item)) };
  }
  return raw;
}

/** The table the other way round, 2.0 -> 1.0 (the sandbox answers 1.0 from 2.0 records). */
export function invert(names: Renames): Renames {
  return Object.fromEntries(
    Object.entries(names).map(([from, to]): [string, Rename] =>
      typeof to === 'string' ? [to, from] : [to.to, { to: from, items: invert(to.items) }],
    ),
  );
}
