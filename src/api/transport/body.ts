/** Request bodies: urlencoded forms and multipart bodies streamed from disk. */
import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { FileChangedError } from '../errors.js';
import { fileNameOf } from '../file-name.js';
import type { FilePart, Params } from './types.js';

/** The params that have a value, as strings, in their order. */
export function definedEntries(params: Params): [string, string][] {
  return Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => [name, String(value)]);
}

/** The total size of `files` in bytes: their measured sizes, or their sizes on disk. */
export async function sizeOfFiles(files: readonly FilePart[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (file) => file.size ?? (await stat(file.path)).size),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

/**
 * A multipart body whose files are streamed from disk when sent, not read up front.
 * @throws FileChangedError when a file with a measured `size` is no longer that size
 */
export async function multipartBody(params: Params, files: readonly FilePart[]): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of definedEntries(params)) form.append(name, value);
  for (const file of files) {
    const blob = await openAsBlob(file.path);
    if (file.size !== undefined && blob.size !== file.size) {
      throw new FileChangedError(file.path, file.size, true);
    }
    form.append(file.field, blob, fileNameOf(file.path));
  }
  return form;
}
