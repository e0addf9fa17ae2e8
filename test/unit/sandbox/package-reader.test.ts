import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageError, readPackage } from '../../../src/sandbox/package-reader.js';
import {
  apkFixture,
  brokenHapPath,
  hapFixture,
  ipaFixture,
  noIconHapPath,
} from '../../fixtures/packages.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'package-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Bytes this process has passed to read(2) and its kin so far: Linux's /proc/self/io `rchar`. */
async function bytesReadByProcess(): Promise<number> {
  return Number(/^rchar: (\d+)$/m.exec(await readFile('/proc/self/io', 'utf8'))?.[1]);
}

describe('readPackage', () => {
  it.each([
    ['android', apkFixture],
    ['ios', ipaFixture],
    ['harmony', hapFixture],
  ] as const)('reads the %s fixture with its icon', async (platform, fixture) => {
    const { info, icon } = await readPackage(fixture.path, platform);
    expect(info).toEqual({
      name: fixture.name,
      version: fixture.version,
      versionNo: fixture.versionNo,
      identifier: fixture.identifier,
    });
    const png = PNG.sync.read(icon ?? Buffer.alloc(0));
    expect(png.width).toBeGreaterThanOrEqual(16);
    if (fixture.iconColor !== undefined) {
      expect([...png.data.subarray(0, 3)]).toEqual(fixture.iconColor);
    }
  });

  it('reads a package whose icon is missing, without an icon', async () => {
    expect(await readPackage(noIconHapPath, 'harmony')).toMatchObject({ icon: undefined });
  });

  it('rejects a package of another platform', async () => {
    await expect(readPackage(apkFixture.path, 'ios')).rejects.toThrow(PackageError);
    await expect(readPackage(ipaFixture.path, 'harmony')).rejects.toThrow(PackageError);
    await expect(readPackage(hapFixture.path, 'android')).rejects.toThrow(PackageError);
  });

  // Counted in bytes, not timed: a timing bound fails on a loaded machine.
  it.skipIf(!existsSync('/proc/self/io'))(
    'rejects a huge file that is not a zip without reading it',
    async () => {
      const path = join(dir, 'huge.apk');
      await writeFile(path, 'MZ');
      await truncate(path, 4 * 1024 ** 3);
      const before = await bytesReadByProcess();
      await expect(readPackage(path, 'android')).rejects.toThrow('not a zip archive');
      expect(await bytesReadByProcess()).toBeLessThan(before + 1024 ** 2);
    },
  );

  it('rejects a HAP whose module.json lacks the app fields', async () => {
    await expect(readPackage(brokenHapPath, 'harmony')).rejects.toThrow(
      'lacks app.bundleName or app.versionName',
    );
  });
});
