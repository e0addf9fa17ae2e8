/**
 * A look at each package before any request: a file the service would only refuse after its
 * storage upload (1216, service.md#build-info) is refused here, with the other bad options. Only
 * the zip's central directory and the manifest entry are read, never the whole file.
 */
import { open } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import type { Entry, ZipFile } from 'yauzl';
import { toError, formatSize, InputError, type BuildType } from '../../api/index.js';
import { openZip } from './zip-reader.js';

/** The manifest entry each build type's service parser reads first. */
const MANIFESTS: Readonly<Record<BuildType, { name: string; matches: (path: string) => boolean }>> =
  {
    android: {
      name: 'AndroidManifest.xml',
      matches: (path) => path === 'AndroidManifest.xml',
    },
    ios: {
      name: 'Payload/<name>.app/Info.plist',
      matches: (path) => /^Payload\/[^/]+\.app\/Info\.plist$/.test(path),
    },
    harmony: { name: 'module.json', matches: (path) => path === 'module.json' },
  };

/**
 * The largest manifest inflated, in bytes: real ones (binary XML, a plist, JSON) are kilobytes;
 * a few MiB of deflated zeros would otherwise cost seconds of CPU (4 GiB: 3.3 s) before any request.
 */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/** The local file header signature every non-empty zip (APK, IPA, HAP) starts with. */
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** What an Android App Bundle's problem says: the service parses APKs only. */
const AAB_PROBLEM =
  'is an Android App Bundle, and the service takes APKs: build an APK (bundletool can make a ' +
  'universal one: bundletool build-apks --mode=universal)';

/**
 * The problem of a file whose extension names no build type, for the `file` setting: an Android
 * App Bundle is told how to make an APK; anything else which extensions are taken.
 */
export function unknownPackageProblem(path: string): string {
  return /\.aab$/i.test(path)
    ? `${path} ${AAB_PROBLEM}`
    : `${path} is not an .ipa, .apk or .hap file`;
}

/**
 * Checks that the package at `path` is a zip whose central directory reads and that it holds the
 * manifest of `buildType` (AndroidManifest.xml, Payload/<name>.app/Info.plist, module.json), whose
 * data decompresses. The manifest's contents are not parsed: the service does that.
 * @throws InputError for `file` naming the path and what is wrong
 */
export async function checkPackage(path: string, buildType: BuildType): Promise<void> {
  const kind = `${path} is not a readable ${extensionOf(path)} package`;
  if (!(await startsWithZipMagic(path))) {
    throw new InputError('file', `${kind}: it is not a zip archive`);
  }
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch (error) {
    throw new InputError('file', `${kind}: ${zipProblem(error)}`);
  }
  const manifest = MANIFESTS[buildType];
  // The entry found, named when its data cannot be read (the manifest's name is a pattern).
  let entry: Entry | undefined;
  try {
    entry = await findEntry(zip, manifest.matches, kind);
    if (!entry) throw new InputError('file', `${kind}: it has no ${manifest.name}`);
    // yauzl checks the data against this size as it inflates (validateEntrySizes): a manifest
    // that says less than it holds fails there, one that says this much is not inflated at all.
    if (entry.uncompressedSize > MAX_MANIFEST_BYTES) {
      throw new InputError(
        'file',
        `${kind}: ${entry.fileName} is ${formatSize(entry.uncompressedSize)} uncompressed, ` +
          `more than any manifest (at most ${formatSize(MAX_MANIFEST_BYTES)})`,
      );
    }
    // Read to its end and dropped: whether it decompresses is all that is checked, and a
    // manifest's declared size is not trusted with memory.
    const data = await zip.openReadStreamPromise(entry);
    data.resume();
    await finished(data);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const name = entry?.fileName ?? manifest.name;
    throw new InputError('file', `${kind}: ${name} cannot be read (${String(error)})`);
  } finally {
    zip.close();
  }
}

/** Whether the file at `path` starts with ZIP_MAGIC. */
async function startsWithZipMagic(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { bytesRead, buffer } = await file.read(
      Buffer.alloc(ZIP_MAGIC.length),
      0,
      ZIP_MAGIC.length,
      0,
    );
    return bytesRead === ZIP_MAGIC.length && buffer.equals(ZIP_MAGIC);
  } finally {
    await file.close();
  }
}

/**
 * The first entry whose path `matches`, or undefined once the central directory is read.
 * @throws InputError (`kind`, then what is wrong) for an entry whose path yauzl refuses, named,
 *   or a directory it cannot read: the zip's fault, not the manifest's
 */
async function findEntry(
  zip: ZipFile,
  matches: (path: string) => boolean,
  kind: string,
): Promise<Entry | undefined> {
  try {
    for await (const entry of zip.eachEntry()) if (matches(entry.fileName)) return entry;
  } catch (error) {
    const message = toError(error).message;
    const badPath = BAD_PATH.exec(message)?.[1];
    throw new InputError(
      'file',
      badPath === undefined
        ? `${kind}: ${zipProblem(error)}`
        : `${kind}: its entry ${JSON.stringify(badPath)} has an invalid path (${message})`,
    );
  }
  return undefined;
}

/** yauzl's errors for an entry's path (`..`, absolute, `\\`): the path is after the colon. */
const BAD_PATH = /^(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/;

/** Why yauzl could not open the zip, worded for a user. */
function zipProblem(error: unknown): string {
  const message = toError(error).message;
  // The zip starts right (ZIP_MAGIC) but its directory, the last thing in a zip, is missing: the
  // file was cut short, by an interrupted download, copy or build.
  if (/end of central directory record signature not found/i.test(message)) {
    return 'it was cut short (the zip directory at its end is missing)';
  }
  return `its zip directory cannot be read (${message})`;
}

function extensionOf(path: string): string {
  return path.slice(path.lastIndexOf('.')).toLowerCase();
}
