/**
 * A look at each package before any request: a file the service would only refuse after its
 * storage upload (1216, service.md#build-info) is refused here, with the other bad options. Only
 * the zip's central directory and the manifest entry are read (zip-reader.ts), never the whole
 * file.
 */
import { open } from 'node:fs/promises';
import type { Entry, ZipFile } from 'yauzl';
import { toError, InputError, type BuildType } from '../../api/index.js';
import { MANIFESTS, MAX_MANIFEST_BYTES, manifestProblem } from './manifest.js';
import { isProfilePath, readProfileEntry, type ProfileRead } from './provisioning-profile.js';
import { EntryTooLargeError, findEntries, openZip, readEntry } from './zip-reader.js';

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

/** What the check read of a package, so that nothing opens it again before the upload. */
export interface CheckedPackage {
  /** The manifest's inflated bytes (at most MAX_MANIFEST_BYTES): the identity is parsed from them. */
  manifest: Buffer;
  /**
   * An .ipa's provisioning profile (provisioning-profile.ts), read in the same pass; undefined for
   * other build types and an .ipa without one.
   */
  profile: ProfileRead | undefined;
}

/**
 * Checks that the package at `path` is a zip whose central directory reads and that it holds the
 * manifest of `buildType` (AndroidManifest.xml, Payload/<name>.app/Info.plist, module.json), whose
 * data decompresses within MAX_MANIFEST_BYTES and can be that manifest at all (manifestProblem:
 * binary XML, a property list, JSON). Whether the parser reads it through is the identity's
 * business (package-identity.ts): a manifest it cannot fully read is uploaded after a warning.
 * One pass over the central directory finds the manifest and an .ipa's profile.
 * @returns the manifest's bytes and the profile read
 * @throws InputError for `file` naming the path, the entry and what is wrong
 */
export async function checkPackage(path: string, buildType: BuildType): Promise<CheckedPackage> {
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
  const wanted = MANIFESTS[buildType];
  let bytes: Buffer;
  let entry: Entry | undefined;
  let profile: ProfileRead | undefined;
  try {
    const found = await findManifest(zip, wanted.matches, buildType === 'ios', kind);
    entry = found.manifest;
    if (!entry) throw new InputError('file', `${kind}: it has no ${wanted.name}`);
    bytes = await readEntry(zip, entry, MAX_MANIFEST_BYTES, 'manifest');
    profile = found.profile && (await readProfileEntry(zip, found.profile));
  } catch (error) {
    if (error instanceof InputError) throw error;
    const problem =
      error instanceof EntryTooLargeError
        ? error.message
        : `${entry?.fileName ?? wanted.name} cannot be read (${toError(error).message})`;
    throw new InputError('file', `${kind}: ${problem}`);
  } finally {
    zip.close();
  }
  const problem = manifestProblem(buildType, bytes);
  if (problem) throw new InputError('file', `${kind}: ${entry.fileName} ${problem}`);
  return { manifest: bytes, profile };
}

/**
 * The manifest's entry and, when `withProfile`, the provisioning profile's: each undefined when the
 * central directory has none.
 * @throws InputError (`kind`, then what is wrong) for an entry whose path yauzl refuses, named,
 *   or a directory it cannot read: the zip's fault, not the manifest's
 */
async function findManifest(
  zip: ZipFile,
  matches: (path: string) => boolean,
  withProfile: boolean,
  kind: string,
): Promise<{ manifest?: Entry | undefined; profile?: Entry | undefined }> {
  try {
    // Without a profile to find, the pass stops at the manifest.
    return withProfile
      ? await findEntries(zip, { manifest: matches, profile: isProfilePath })
      : await findEntries(zip, { manifest: matches });
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
