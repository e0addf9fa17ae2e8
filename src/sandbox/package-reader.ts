import { open } from 'node:fs/promises';
import { buffer as readAll } from 'node:stream/consumers';
import yauzl from 'yauzl';
import type { PackageInfo, Platform } from './model.js';

/** The package cannot be read as the platform's package: the service's publish failure, 1216. */
export class PackageError extends Error {
  override name = 'PackageError';
}

/** What a package holds that the service shows: its declared facts and its icon. */
export interface PackageContents {
  info: PackageInfo;
  /** The app icon's image file (PNG for the parsers' outputs), undefined when none was found. */
  icon: Buffer | undefined;
}

/** Local file header signature that every non-empty zip (APK, IPA, HAP) starts with. */
const zipMagic = Buffer.from('PK\x03\x04', 'latin1');
/** module.json is a few KiB and an icon tens of KiB; anything far larger is not what it claims. */
const maxEntryBytes = 1024 * 1024;

/**
 * Reads name, version, version code, identifier and icon from the package at `path`, as
 * `platform` requires: AndroidManifest.xml (+ resources.arsc for the label and icon) of an APK,
 * Info.plist (+ the icon file it names) of an IPA, module.json (+ the `$media:` icon it names
 * under resources/base/media) of a HAP. Only the zip's directory and those entries are read, so
 * memory does not grow with the file. A missing icon is no error.
 * @throws PackageError when the file is not a zip, lacks the manifest, or the manifest lacks the
 *   identifier, so a package of another platform fails too.
 */
export async function readPackage(path: string, platform: Platform): Promise<PackageContents> {
  await assertZip(path);
  try {
    const contents = await readers[platform](path);
    if (contents.info.identifier === '') {
      throw new PackageError('the package declares no identifier');
    }
    return contents;
  } catch (error) {
    if (error instanceof PackageError) throw error;
    throw new PackageError(`cannot read the ${platform} package: ${String(error)}`);
  }
}

const readers: Record<Platform, (path: string) => Promise<PackageContents>> = {
  // The parsers load lazily: they are most of the bundle, and not needed to start.
  async android(path) {
    const { default: ApkParser } = await import('app-info-parser/src/apk.js');
    const manifest = await new ApkParser(path).parse();
    const label = manifest.application?.label;
    return {
      info: {
        name: (Array.isArray(label) ? label[0] : label) ?? manifest.package ?? '',
        version: manifest.versionName ?? '1.0',
        versionNo: String(manifest.versionCode ?? '1'),
        identifier: manifest.package ?? '',
      },
      icon: fromDataUrl(manifest.icon),
    };
  },
  async ios(path) {
    const { default: IpaParser } = await import('app-info-parser/src/ipa.js');
    const plist = await new IpaParser(path).parse();
    return {
      info: {
        name: plist.CFBundleDisplayName ?? plist.CFBundleName ?? '',
        version: plist.CFBundleShortVersionString ?? '1.0',
        versionNo: plist.CFBundleVersion ?? '1',
        identifier: plist.CFBundleIdentifier ?? '',
      },
      icon: fromDataUrl(plist.icon),
    };
  },
  async harmony(path) {
    const { app } = parseModuleJson(await readZipEntry(path, 'module.json'));
    // A label like `$string:app_name` points into resources.index, which the sandbox does not
    // resolve; the bundle name is the honest fallback.
    const label = typeof app.label === 'string' && !app.label.startsWith('$') ? app.label : '';
    // `$media:<name>` is the file resources/base/media/<name>.png in the packages DevEco builds;
    // resources.index, which maps it in general, is not read.
    const media =
      typeof app.icon === 'string' ? /^\$media:([\w.-]+)$/.exec(app.icon)?.[1] : undefined;
    const icon =
      media === undefined
        ? undefined
        : await readZipEntry(path, `resources/base/media/${media}.png`).catch(() => undefined);
    return {
      info: {
        name: label || app.bundleName,
        version: app.versionName,
        versionNo: String(app.versionCode),
        identifier: app.bundleName,
      },
      icon,
    };
  },
};

/** The bytes of the parser's `data:image/png;base64,...` icon; undefined for none. */
function fromDataUrl(icon: string | null | undefined): Buffer | undefined {
  const base64 = icon?.split(',', 2)[1];
  return base64 === undefined || base64 === '' ? undefined : Buffer.from(base64, 'base64');
}

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
      if (entry.uncompressedSize > maxEntryBytes) throw new PackageError(`${name} is too large`);
      return await readAll(await zip.openReadStreamPromise(entry));
    }
    throw new PackageError(`${name} is missing`);
  } finally {
    zip.close();
  }
}

interface ModuleJson {
  app: {
    bundleName: string;
    versionName: string;
    versionCode: string | number;
    label?: unknown;
    icon?: unknown;
  };
}

function parseModuleJson(bytes: Buffer): ModuleJson {
  const parsed: unknown = JSON.parse(bytes.toString('utf8'));
  const app: unknown =
    typeof parsed === 'object' && parsed !== null ? (parsed as { app?: unknown }).app : undefined;
  if (typeof app !== 'object' || app === null) throw new PackageError('module.json has no app');
  const { bundleName, versionName, versionCode, label, icon } = app as Record<string, unknown>;
  if (typeof bundleName !== 'string' || typeof versionName !== 'string') {
    throw new PackageError('module.json lacks app.bundleName or app.versionName');
  }
  if (typeof versionCode !== 'string' && typeof versionCode !== 'number') {
    throw new PackageError('module.json lacks app.versionCode');
  }
  return { app: { bundleName, versionName, versionCode, label, icon } };
}
