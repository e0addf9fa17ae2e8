/**
 * What the look-up of README.md `if-published` reads of a package: the identity the service shows
 * and the package digest, the SHA-256 of the whole file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  packageDigest,
  readPackageIdentity,
} from '../../../../src/jobs/package/package-identity.js';
import { apkFixture, hapFixture, ipaFixture } from '../../../fixtures/packages.js';
import { crcTwins } from '../../../helpers/crc-forge.js';
import { storedZip } from '../../../helpers/stored-zip.js';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'package-identity-'));
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const MIB = 1024 * 1024;

/** `bytes` written to a new file of the scratch folder; its path. */
async function written(name: string, bytes: Buffer): Promise<string> {
  const path = join(scratch, name);
  await writeFile(path, bytes);
  return path;
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
  it('is the SHA-256 of the whole file', async () => {
    const apk = await readFile(apkFixture.path);
    await expect(packageDigest(apkFixture.path)).resolves.toBe(sha256(apk));
  });

  it('tells apart two packages whose entries keep each CRC-32 and size (4 bytes forged)', async () => {
    const [first, second] = crcTwins(2 * MIB, 4096, randomBytes).map((payload) =>
      storedZip({
        'Payload/Forged.app/Forged': payload,
        'Payload/Forged.app/Info.plist': '<plist/>',
      }),
    );
    // The zip directories and the last MiB are equal: what version 1.0 hashed.
    expect(first?.subarray(-MIB).equals(second?.subarray(-MIB) ?? Buffer.alloc(0))).toBe(true);
    const [a, b] = await Promise.all([
      packageDigest(await written('first.ipa', first ?? Buffer.alloc(0))),
      packageDigest(await written('second.ipa', second ?? Buffer.alloc(0))),
    ]);
    expect(a).not.toBe(b);
  });
});
