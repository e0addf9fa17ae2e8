/** Request bodies: urlencoded forms and multipart bodies streamed from disk. */
import { stat } from 'node:fs/promises';
import { FileChangedError } from '../errors.js';
import { fileNameOf } from '../file-name.js';
import { FileChunks, READ_CHUNK_BYTES } from '../upload/file-chunks.js';
import { multipartBody, type MultipartBody } from '../upload/multipart.js';
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
 * The multipart body of `params` and `files` (the files last), read from disk as it is sent: each
 * file as the size it was measured, or its size now when it was not (FileChunks). Made anew for
 * each try, which opens the files again on its first read (design.md §5).
 * @throws FileChangedError (nothing sent) when a file is no longer its measured size
 */
export async function multipartRequestBody(
  params: Params,
  files: readonly FilePart[],
): Promise<MultipartBody> {
  const parts = await Promise.all(
    files.map(async (file) => {
      const { size } = await stat(file.path);
      if (file.size !== undefined && size !== file.size) {
        throw new FileChangedError(file.path, file.size, true);
      }
      const chunks = new FileChunks(file.path, size, READ_CHUNK_BYTES);
      return { field: file.field, fileName: fileNameOf(file.path), chunks };
    }),
  );
  return multipartBody(definedEntries(params), parts);
}
