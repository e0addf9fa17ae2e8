/** Request bodies: urlencoded forms and multipart bodies streamed from disk. */
import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileNameOf } from '../file-name.js';
import type { FilePart, Params } from './types.js';

/** The params that have a value, as strings, in their order. */
export function definedEntries(params: Params): [string, string][] {
  return Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => [name, String(value)]);
}

/** The total size of `files` on disk, in bytes. */
export async function sizeOfFiles(files: readonly FilePart[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (file) => (await stat(file.path)).size));
  return sizes.reduce((total, size) => total + size, 0);
}

/** A multipart body whose files are streamed from disk when sent, not read up front. */
export async function multipartBody(params: Params, files: readonly FilePart[]): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of definedEntries(params)) form.append(name, value);
  for (const file of files)
    form.append(file.field, await openAsBlob(file.path), fileNameOf(file.path));
  return form;
}
