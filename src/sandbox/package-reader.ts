import { open } from 'node:fs/promises';
import { buffer as readAll } from 'node:stream/consumers';
import yauzl from 'yauzl';
import type { PackageInfo, Platform } from './model.js';

/** The package cannot be read as the platform's package: the service's publish failure, 1216. */
export class PackageError extends Error {
  override name = 'PackageError';
}

/** Local file header signature that every non-empty zip (APK, IPA, HAP) starts with. */
const zipMagic = Buffer.from('PK\x03\x04', 'latin1');
/** module.json is a few KiB; anything far larger is not a HAP manifest. */
const maxModuleJsonBytes = 1024 * 1024;

/**
 * Reads name, version, version code and identifier from the package at `path`, as `platform`
 * requires: AndroidManifest.xml (+ resources.arsc for the label) of an APK, Info.plist of an
 * IPA, module.json of a HAP. Only the zip's directory and those entries are read, so memory
 * does not grow with the file.
 * @throws PackageError when the file is not a zip, lacks the manifest, or the manifest lacks the
 *   identifier, so a package of another platform fails too.
 */
export async function readPackage(path: string, platform: Platform): Promise<PackageInfo> {
  await assertZip(path);
  try {
    const info = await readers[platform](path);
    if (info.identifier === '') throw new PackageError('the package declares no identifier');
    return info;
  } catch (error) {
    if (error instanceof PackageError) throw error;
    throw new PackageError(`cannot read the ${platform} package: ${String(error)}`);
  }
}

const readers: Record<Platform, (path: string) => Promise<PackageInfo>> = {
  // The parsers load lazily: they are most of the bundle, and not needed to start.
  async android(path) {
    const { default: ApkParser } = await import('app-info-parser/src/apk.js');
    const manifest = await new ApkParser(path).parse();
    const label = manifest.application?.label;
    return {
      name: (Array.isArray(label) ? label[0] : label) ?? manifest.package ?? '',
      version: manifest.versionName ?? '1.0',
      versionNo: String(manifest.versionCode ?? '1'),
      identifier: manifest.package ?? '',
    };
  },
  async ios(path) {
    const { default: IpaParser } = await import('app-info-parser/src/ipa.js');
    const plist = await new IpaParser(path).parse();
    return {
      name: plist.CFBundleDisplayName ?? plist.CFBundleName ?? '',
      version: plist.CFBundleShortVersionString ?? '1.0',
      versionNo: plist.CFBundleVersion ?? '1',
      identifier: plist.CFBundleIdentifier ?? '',
    };
  },
  async harmony(path) {
    const { app } = parseModuleJson(await readZipEntry(path, 'module.json'));
    // A label like `$string:app_name` points into resources.index, which the sandbox does not
    // resolve; the bundle name is the honest fallback.
    const label = typeof app.label === 'string' && !app.label.startsWith('$') ? app.label : '';
    return {
      name: label || app.bundleName,
      version: app.versionName,
      versionNo: String(app.versionCode),
      identifier: app.bundleName,
    };
  },
};

async function assertZip(path: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    const { bytesRead, buffer } = await file.read(
      Buffer.alloc(zipMagic.length),
      0,
      zipMagic.length,
      0,
    );
    if (bytesRead < zipMagic.length || !buffer.equals(zipMagic)) {
      throw new PackageError('the file is not a zip archive');
    }
  } finally {
    await file.close();
  }
}

async function readZipEntry(path: string, name: string): Promise<Buffer> {
  const zip = await yauzl.openPromise(path);
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== name) continue;
      if (entry.uncompressedSize > maxModuleJsonBytes)
        throw new PackageError(`${name} is too large`);
      return await readAll(await zip.openReadStreamPromise(entry));
    }
    throw new PackageError(`${name} is missing`);
  } finally {
    zip.close();
  }
}

interface ModuleJson {
  app: { bundleName: string; versionName: string; versionCode: string | number; label?: unknown };
}

function parseModuleJson(bytes: Buffer): ModuleJson {
  const parsed: unknown = JSON.parse(bytes.toString('utf8'));
  const app: unknown =
    typeof parsed === 'object' && parsed !== null ? (parsed as { app?: unknown }).app : undefined;
  if (typeof app !== 'object' || app === null) throw new PackageError('module.json has no app');
  const { bundleName, versionName, versionCode, label } = app as Record<string, unknown>;
  if (typeof bundleName !== 'string' || typeof versionName !== 'string') {
    throw new PackageError('module.json lacks app.bundleName or app.versionName');
  }
  if (typeof versionCode !== 'string' && typeof versionCode !== 'number') {
    throw new PackageError('module.json lacks app.versionCode');
  }
  return { app: { bundleName, versionName, versionCode, label } };
}
