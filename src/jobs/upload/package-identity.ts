/**
 * What makes two uploads the same package (README.md `if-published`): the identity the service
 * reads from the manifest (service.md#build-record: buildIdentifier, buildVersion, buildVersionNo)
 * and a digest of the file's bytes.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { buffer as readAll } from 'node:stream/consumers';
import type { BuildType } from '../../api/index.js';
import { openZip } from '../options/zip-reader.js';

/** The manifest's facts the service shows in every build list (service.md#app-builds). */
export interface PackageIdentity {
  /** buildIdentifier: the bundle id (iOS), package name (Android) or bundle name (HarmonyOS). */
  identifier: string;
  /** buildVersion: versionName, CFBundleShortVersionString, app.versionName. */
  version: string;
  /** buildVersionNo: versionCode, CFBundleVersion, app.versionCode, as a string. */
  versionNo: string;
}

/**
 * The identity the service will show for the package at `path`, read from its manifest as the
 * service's parser reads it, with the service's defaults (1.0 and 1) for a missing version.
 * Reads the zip's directory and the manifest (an APK also its resources.arsc), not the whole file.
 * @throws Error when the manifest cannot be read or declares no identifier
 */
export async function readPackageIdentity(
  path: string,
  buildType: BuildType,
): Promise<PackageIdentity> {
  const identity = await READERS[buildType](path);
  if (identity.identifier === '') throw new Error('the manifest declares no identifier');
  return identity;
}

const READERS: Record<BuildType, (path: string) => Promise<PackageIdentity>> = {
  // The parsers load lazily: they are large, and only the look-up needs them.
  async android(path) {
    const { default: ApkParser } = await import('app-info-parser/src/apk.js');
    const manifest = await new ApkParser(path).parse();
    return {
      identifier: manifest.package ?? '',
      version: manifest.versionName ?? '1.0',
      versionNo: String(manifest.versionCode ?? '1'),
    };
  },
  async ios(path) {
    const { default: IpaParser } = await import('app-info-parser/src/ipa.js');
    const plist = await new IpaParser(path).parse();
    return {
      identifier: plist.CFBundleIdentifier ?? '',
      version: plist.CFBundleShortVersionString ?? '1.0',
      versionNo: plist.CFBundleVersion ?? '1',
    };
  },
  async harmony(path) {
    const { app } = JSON.parse((await readModuleJson(path)).toString('utf8')) as {
      app?: { bundleName?: unknown; versionName?: unknown; versionCode?: unknown };
    };
    return {
      identifier: typeof app?.bundleName === 'string' ? app.bundleName : '',
      version: typeof app?.versionName === 'string' ? app.versionName : '1.0',
      versionNo:
        typeof app?.versionCode === 'number' || typeof app?.versionCode === 'string'
          ? String(app.versionCode)
          : '1',
    };
  },
};

/** module.json of a .hap (its size was bounded by the package check). */
async function readModuleJson(path: string): Promise<Buffer> {
  const zip = await openZip(path);
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName === 'module.json')
        return await readAll(await zip.openReadStreamPromise(entry));
    }
    throw new Error('it has no module.json');
  } finally {
    zip.close();
  }
}

/**
 * The SHA-256 of the file at `path`, as 64 lowercase hex digits, read as a stream (memory does not
 * grow with the file).
 * @throws the read error
 */
export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
