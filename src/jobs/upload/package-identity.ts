/**
 * What makes two uploads the same package (README.md `if-published`): the identity the service
 * reads from the manifest (service.md#build-record: buildIdentifier, buildVersion, buildVersionNo)
 * and a digest of the file's bytes.
 */
import { createHash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
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
    const manifest = await withoutBufferWarning(async () => {
      const { default: ApkParser } = await import('app-info-parser/src/apk.js');
      return new ApkParser(path).parse();
    });
    return {
      identifier: manifest.package ?? '',
      version: manifest.versionName ?? '1.0',
      versionNo: String(manifest.versionCode ?? '1'),
    };
  },
  async ios(path) {
    const plist = await withoutBufferWarning(async () => {
      const { default: IpaParser } = await import('app-info-parser/src/ipa.js');
      return new IpaParser(path).parse();
    });
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

/**
 * Runs `parse` with deprecation warnings off. bytebuffer, under app-info-parser, calls the
 * deprecated Buffer(), and Node would print DEP0005 on stderr, which a user cannot act on (the
 * sandbox turns them off for good: src/sandbox/command.ts). Node warns of Buffer() once per
 * process and counts this one as warned.
 */
async function withoutBufferWarning<T>(parse: () => Promise<T>): Promise<T> {
  const before = process.noDeprecation;
  process.noDeprecation = true;
  try {
    return await parse();
  } finally {
    process.noDeprecation = before;
  }
}

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

/** Bytes before the zip directory that the digest covers: the APK or HAP signing block is there. */
const BEFORE_DIRECTORY_BYTES = 1024 * 1024;

/** The end of central directory record's signature, and its fixed size in bytes. */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_BYTES = 22;
/** The ZIP64 end of central directory locator's signature; it sits right before the record. */
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;

/**
 * The package's digest, 64 hex digits: the SHA-256 of the file from 1 MiB before its zip
 * directory to its end. The directory lists every entry's name, sizes and CRC-32, and the 1 MiB
 * before it holds the APK or HAP signing block, so two packages of one digest (and one size) have
 * the same contents and signature; reading only that much keeps the look-up from costing a read
 * of the whole file before its upload (1 GiB: about 1 s of SHA-256, more than its loopback
 * upload). A file whose directory is not found is hashed whole.
 * @param size the file's size in bytes
 * @throws the read error
 */
export async function packageDigest(path: string, size: number): Promise<string> {
  const file = await open(path, 'r');
  try {
    const directory = await directoryOffset(file, size);
    const start = directory === undefined ? 0 : Math.max(0, directory - BEFORE_DIRECTORY_BYTES);
    const hash = createHash('sha256');
    for await (const chunk of file.createReadStream({ start, autoClose: false })) {
      hash.update(chunk as Buffer);
    }
    return hash.digest('hex');
  } finally {
    await file.close();
  }
}

/**
 * Where the zip directory starts, from the end of central directory record (ZIP64's when the
 * record defers to it); undefined when no record is found in the file's last 64 KiB.
 */
async function directoryOffset(file: FileHandle, size: number): Promise<number | undefined> {
  const tailBytes = Math.min(size, EOCD_BYTES + 0xffff);
  const tail = Buffer.alloc(tailBytes);
  await file.read(tail, 0, tailBytes, size - tailBytes);
  for (let at = tailBytes - EOCD_BYTES; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const offset = tail.readUInt32LE(at + 16);
    if (offset !== 0xffffffff) return offset <= size ? offset : undefined;
    const locator = at - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) return undefined;
    const record = Buffer.alloc(56);
    await file.read(record, 0, 56, Number(tail.readBigUInt64LE(locator + 8)));
    const zip64Offset = Number(record.readBigUInt64LE(48));
    return zip64Offset <= size ? zip64Offset : undefined;
  }
  return undefined;
}
