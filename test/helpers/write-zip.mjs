// Writing a zip of given entries with yazl (which ships no types, hence JavaScript): the package
// check's tests build zips made to cost or mislead with it.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/**
 * Writes a zip of `entries` (archive path, data; deflated) to `path`.
 * @param {string} path
 * @param {[string, Buffer][]} entries
 * @returns {Promise<void>}
 */
export async function writeZip(path, entries) {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}
