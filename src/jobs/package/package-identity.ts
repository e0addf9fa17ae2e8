/**
 * What makes two uploads the same package (README.md `if-published`): the identity the service
 * reads from the manifest (service.md#build-record: buildIdentifier, buildVersion, buildVersionNo)
 * and the SHA-256 of the whole file.
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { BuildType } from '../../api/index.js';
import { androidIdentity } from './android-manifest.js';
import { iosIdentity } from './info-plist.js';
import { MANIFESTS, readManifest } from './manifest.js';
import type { PackageIdentity } from './identity.js';
import { openZip } from './zip-reader.js';

export type { PackageIdentity } from './identity.js';

/**
 * The identity the service will show for the package at `path`, read from its manifest with the
 * service's defaults (1.0 and 1) for a missing version. Reads the zip's directory and the
 * manifest through the bounded reader (manifest.ts), never the rest of the file.
 * @throws Error saying what was not understood: no manifest, one too large, one the parser cannot
 *   read through, or one that declares no identifier
 */
export async function readPackageIdentity(
  path: string,
  buildType: BuildType,
): Promise<PackageIdentity> {
  const zip = await openZip(path);
  let bytes: Buffer;
  try {
    const manifest = await readManifest(zip, buildType);
    if (!manifest) throw new Error(`it has no ${MANIFESTS[buildType].name}`);
    bytes = manifest.bytes;
  } finally {
    zip.close();
  }
  return identityOfManifest(buildType, bytes);
}

/**
 * The identity in a manifest's bytes (as checkPackage or readManifest read them), with the
 * service's defaults for a missing version.
 * @throws Error saying what was not understood: a manifest the parser cannot read through, or one
 *   that declares no identifier
 */
export async function identityOfManifest(
  buildType: BuildType,
  manifest: Buffer,
): Promise<PackageIdentity> {
  const identity = await PARSERS[buildType](manifest);
  if (identity.identifier === '') throw new Error('the manifest declares no identifier');
  return identity;
}

const PARSERS: Record<BuildType, (manifest: Buffer) => Promise<PackageIdentity>> = {
  android: androidIdentity,
  ios: iosIdentity,
  harmony: (manifest) => Promise.resolve(harmonyIdentity(manifest)),
};

/** The identity of module.json's `app`. */
function harmonyIdentity(manifest: Buffer): PackageIdentity {
  let parsed: { app?: { bundleName?: unknown; versionName?: unknown; versionCode?: unknown } };
  try {
    parsed = JSON.parse(manifest.toString('utf8')) as typeof parsed;
  } catch (error) {
    throw new Error(`module.json is not JSON (${String(error)})`);
  }
  const app = parsed.app;
  return {
    identifier: typeof app?.bundleName === 'string' ? app.bundleName : '',
    version: typeof app?.versionName === 'string' ? app.versionName : '1.0',
    versionNo:
      typeof app?.versionCode === 'number' || typeof app?.versionCode === 'string'
        ? String(app.versionCode)
        : '1',
  };
}

/** Bytes read at a time for the digest: one buffer for the whole file. */
const DIGEST_READ_BYTES = 1024 * 1024;

/**
 * The package's digest, 64 hex digits: the SHA-256 of the whole file. Nothing less tells two
 * packages apart: the zip directory's CRC-32s and sizes can be kept while the contents change
 * (4 forged bytes an entry). Costs a read of the file: about 1.5 s of CPU a GiB (README.md
 * `if-published`; `npm run bench` measures it beside curl's storage upload of the same file),
 * which the look-up's requests overlap (skip-published.ts).
 * @throws the read error
 */
export async function packageDigest(path: string): Promise<string> {
  const hash = createHash('sha256');
  // One buffer, reused: a read stream's fresh 1 MiB chunk per read stayed alive until the garbage
  // collector ran, and a 512 MiB package's digest alone peaked at 125-135 MiB RSS on Node 24
  // (53 MiB with one buffer; the storage upload reads the same way, src/api/upload/file-chunks.ts).
  const buffer = Buffer.allocUnsafeSlow(DIGEST_READ_BYTES);
  const file = await open(path, 'r');
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
  return hash.digest('hex');
}
