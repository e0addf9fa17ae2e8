// A package grown to a chosen size: for uploads whose size matters (socket buffers in the tests,
// the size change `npm run demo` shows between its two builds).
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/** The end of central directory record's signature and size without a comment (APPNOTE 4.3.16). */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_BYTES = 22;
/** Where the record keeps the central directory's offset from the file's start. */
const CENTRAL_DIRECTORY_OFFSET_AT = 16;

/**
 * Writes to `target` the zip `source` (an .ipa, .apk or .hap without an archive comment) with
 * `paddingBytes` random bytes between its entries and its central directory, whose offset moves
 * by as much: zip readers find entries through the directory, so the package reads as before.
 * @param {string} source
 * @param {string} target
 * @param {number} paddingBytes
 * @returns {Promise<void>}
 * @throws Error when `source` ends with an archive comment (or is no zip)
 */
export async function writePaddedPackage(source, target, paddingBytes) {
  const zip = await readFile(source);
  const end = zip.subarray(zip.length - EOCD_BYTES);
  if (end.readUInt32LE(0) !== EOCD_SIGNATURE) {
    throw new Error(`${source} does not end with a comment-less end of central directory record`);
  }
  const directoryOffset = end.readUInt32LE(CENTRAL_DIRECTORY_OFFSET_AT);
  const movedEnd = Buffer.from(end);
  movedEnd.writeUInt32LE(directoryOffset + paddingBytes, CENTRAL_DIRECTORY_OFFSET_AT);
  await writeFile(
    target,
    Buffer.concat([
      zip.subarray(0, directoryOffset),
      randomBytes(paddingBytes),
      zip.subarray(directoryOffset, zip.length - EOCD_BYTES),
      movedEnd,
    ]),
  );
}
