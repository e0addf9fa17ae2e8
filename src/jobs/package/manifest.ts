/**
 * The manifest entry each build type's service parser reads first (service.md#build-info), found
 * and read through the bounded reader (zip-reader.ts), and whether its bytes can be that manifest
 * at all. Both the package check and the identity read it so.
 */
import type { Entry, ZipFile } from 'yauzl';
import type { BuildType } from '../../api/index.js';
import { binaryXmlProblem } from './android-manifest.js';
import { plistKind } from './info-plist.js';
import { findEntries, readEntry } from './zip-reader.js';

/** Each build type's manifest: its name for a user, and the paths that are it. */
export const MANIFESTS: Readonly<
  Record<BuildType, { name: string; matches: (path: string) => boolean }>
> = {
  android: { name: 'AndroidManifest.xml', matches: (path) => path === 'AndroidManifest.xml' },
  ios: { name: 'Payload/<name>.app/Info.plist', matches: isInfoPlistPath },
  harmony: { name: 'module.json', matches: (path) => path === 'module.json' },
};

/** Whether `path` is Payload/<one folder>.app/Info.plist. */
function isInfoPlistPath(path: string): boolean {
  return isAppBundleEntry(path, 'Info.plist');
}

/**
 * Whether `path` is Payload/<one folder>.app/`name` (an .ipa's app bundle entry), compared piece
 * by piece.
 */
export function isAppBundleEntry(path: string, name: string): boolean {
  const parts = path.split('/');
  return (
    parts.length === 3 &&
    parts[0] === 'Payload' &&
    (parts[1] ?? '').length > '.app'.length &&
    (parts[1] ?? '').endsWith('.app') &&
    parts[2] === name
  );
}

/**
 * The largest manifest inflated, in bytes: real ones (binary XML, a plist, JSON) are kilobytes to
 * a few hundred KiB; a few MiB of deflated zeros would otherwise cost seconds of CPU and the
 * parse memory in proportion.
 */
export const MAX_MANIFEST_BYTES = 8 * 1024 * 1024;

/** The manifest's entry and its inflated bytes. */
export interface Manifest {
  entry: Entry;
  bytes: Buffer;
}

/**
 * The manifest of `buildType` in `zip`, or undefined when it has none.
 * @throws EntryTooLargeError (zip-reader.ts) past MAX_MANIFEST_BYTES; yauzl's errors for a
 *   directory or data that cannot be read
 */
export async function readManifest(
  zip: ZipFile,
  buildType: BuildType,
): Promise<Manifest | undefined> {
  const { manifest: entry } = await findEntries(zip, { manifest: MANIFESTS[buildType].matches });
  if (!entry) return undefined;
  return { entry, bytes: await readEntry(zip, entry, MAX_MANIFEST_BYTES, 'manifest') };
}

/**
 * Why `bytes` cannot be the manifest of `buildType` at all (a text file where Android binary XML
 * belongs, a plist neither XML nor binary, a module.json that is not JSON), or undefined.
 */
export function manifestProblem(buildType: BuildType, bytes: Buffer): string | undefined {
  switch (buildType) {
    case 'android':
      return binaryXmlProblem(bytes);
    case 'ios':
      return plistKind(bytes) === undefined
        ? 'is neither an XML nor a binary property list'
        : undefined;
    case 'harmony':
      return isJson(bytes) ? undefined : 'is not JSON';
  }
}

function isJson(bytes: Buffer): boolean {
  try {
    JSON.parse(bytes.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}
