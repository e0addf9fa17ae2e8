/** openZip: yauzl through a block-buffered reader reads what yauzl's own file reader reads. */
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer as readAll } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { openZip } from '../../../../src/jobs/package/zip-reader.js';
import { apkFixture, hapFixture, ipaFixture } from '../../../fixtures/packages.js';

/** Each entry's name, sizes and CRC, and the bytes of every entry whose name ends with `read`. */
async function contentsOf(zip: yauzl.ZipFile, read: string) {
  const entries: string[] = [];
  const data: Buffer[] = [];
  for await (const entry of zip.eachEntry()) {
    entries.push(
      `${entry.fileName} ${entry.compressedSize} ${entry.uncompressedSize} ${entry.crc32}`,
    );
    if (entry.fileName.endsWith(read))
      data.push(await readAll(await zip.openReadStreamPromise(entry)));
  }
  zip.close();
  return { entries, data };
}

describe('openZip', () => {
  it.each([
    [apkFixture.path, 'AndroidManifest.xml'],
    [ipaFixture.path, 'Info.plist'],
    [hapFixture.path, 'module.json'],
  ])('reads %s as yauzl does, with reads across blocks of 61 bytes', async (path, manifest) => {
    const expected = await contentsOf(
      await yauzl.openPromise(path, { autoClose: false }),
      manifest,
    );
    const actual = await contentsOf(await openZip(path, 61), manifest);
    expect(expected.entries.length).toBeGreaterThan(2);
    expect(expected.data).toHaveLength(1);
    expect(actual).toEqual(expected);
  });

  it('refuses a zip cut short', async () => {
    const whole = await readFile(apkFixture.path);
    const cut = join(await mkdtemp(join(tmpdir(), 'zip-reader-')), 'cut.apk');
    await writeFile(cut, whole.subarray(0, whole.length - 100));
    await expect(openZip(cut)).rejects.toThrow(
      /end of central directory record signature not found/i,
    );
  });
});
