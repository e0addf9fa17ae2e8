/**
 * What the look-up of README.md `if-published` reads of a package: the identity the service shows
 * and the package digest, which reads the zip directory and the 1 MiB before it, not the file.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  packageDigest,
  readPackageIdentity,
} from '../../../../src/jobs/upload/package-identity.js';
import { apkFixture, hapFixture, ipaFixture } from '../../../fixtures/packages.js';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'package-identity-'));
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `bytes` written to a new file of the scratch folder; its path and size. */
async function written(name: string, bytes: Buffer): Promise<[string, number]> {
  const path = join(scratch, name);
  await writeFile(path, bytes);
  return [path, bytes.length];
}

describe('readPackageIdentity', () => {
  it.each([
    ['android', apkFixture],
    ['ios', ipaFixture],
    ['harmony', hapFixture],
  ] as const)('reads what the service shows of a %s package', async (buildType, fixture) => {
    await expect(readPackageIdentity(fixture.path, buildType)).resolves.toEqual({
      identifier: fixture.identifier,
      version: fixture.version,
      versionNo: fixture.versionNo,
    });
  });
});

describe('packageDigest', () => {
  it('is the SHA-256 of a package smaller than its window, and of a file with no zip directory', async () => {
    const ipa = await readFile(ipaFixture.path);
    await expect(packageDigest(ipaFixture.path, ipa.length)).resolves.toBe(sha256(ipa));
    const other = Buffer.from('no zip at all');
    await expect(packageDigest(...(await written('other.bin', other)))).resolves.toBe(
      sha256(other),
    );
  });

  it('changes with the zip directory and the MiB before it, and reads nothing earlier', async () => {
    const apk = await readFile(apkFixture.path);
    expect(apk.length).toBeGreaterThan(2 * 1024 * 1024);
    const digest = await packageDigest(apkFixture.path, apk.length);
    // A byte of the first entry's data, megabytes before the directory: not read.
    const early = Buffer.from(apk);
    early[100] = (early[100] ?? 0) ^ 0xff;
    await expect(packageDigest(...(await written('early.apk', early)))).resolves.toBe(digest);
    // The last byte: the end of the directory record.
    const late = Buffer.from(apk);
    late[late.length - 1] = (late[late.length - 1] ?? 0) ^ 0xff;
    await expect(packageDigest(...(await written('late.apk', late)))).resolves.not.toBe(digest);
    // 512 KiB before the directory (the last entries' data, where the signing block is).
    const offset = apk.readUInt32LE(apk.length - 22 + 16);
    const before = Buffer.from(apk);
    before[offset - 512 * 1024] = (before[offset - 512 * 1024] ?? 0) ^ 0xff;
    await expect(packageDigest(...(await written('before.apk', before)))).resolves.not.toBe(digest);
  });
});
