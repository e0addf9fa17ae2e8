/**
 * Payload/<name>.app/embedded.mobileprovision of an IPA: the XML property list Apple signs into a
 * CMS (PKCS#7) SignedData DER envelope, and what it says of who can install the app
 * (README.md `profile-check`). The plist is found between the fixed markers `<?xml` and
 * `</plist>` within the capped bytes, never by a RegExp, and parsed by `plist` (info-plist.ts):
 * DER keeps the content in one piece, so no ASN.1 parse is needed, and the work grows with the
 * entry's size alone.
 */
import type { Entry, ZipFile } from 'yauzl';
import { toError, type ProfileFacts, type ProfileKind } from '../../api/index.js';
import { parseXml } from './info-plist.js';
import { isAppBundleEntry } from './manifest.js';
import { findEntries, openZip, readEntry } from './zip-reader.js';

/**
 * The largest profile read, in bytes: real ones are 10 to 30 KB, about 250 KB with thousands of
 * devices.
 */
export const MAX_PROFILE_BYTES = 1024 * 1024;

/** The profile's facts, and the devices it provisions (UDIDs as written, for expected-udids). */
export interface ProvisioningProfile extends ProfileFacts {
  devices: string[];
}

/** A profile read, or why it could not be read (one warning, never a failure). */
export type ProfileRead = { profile: ProvisioningProfile } | { problem: string };

const XML_START = Buffer.from('<?xml', 'latin1');
const PLIST_END = Buffer.from('</plist>', 'latin1');

/** Whether `path` is Payload/<one folder>.app/embedded.mobileprovision. */
export function isProfilePath(path: string): boolean {
  return isAppBundleEntry(path, 'embedded.mobileprovision');
}

/**
 * The provisioning profile of the IPA at `path`, read through the bounded reader: undefined when
 * it has none (a simulator or unsigned build), a problem when it cannot be read.
 * Never throws for the package's content; the zip itself was checked before (package-check.ts).
 */
export async function readProvisioningProfile(path: string): Promise<ProfileRead | undefined> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch (error) {
    return { problem: `the package cannot be opened (${toError(error).message})` };
  }
  try {
    const { profile: entry } = await findEntries(zip, { profile: isProfilePath });
    return entry && (await readProfileEntry(zip, entry));
  } catch (error) {
    return { problem: toError(error).message };
  } finally {
    zip.close();
  }
}

/**
 * The profile in `entry` of `zip` (an entry isProfilePath names), read within MAX_PROFILE_BYTES:
 * the package check reads it so in its one pass over the zip (package-check.ts).
 */
export async function readProfileEntry(zip: ZipFile, entry: Entry): Promise<ProfileRead> {
  let bytes: Buffer;
  try {
    bytes = await readEntry(zip, entry, MAX_PROFILE_BYTES, 'provisioning profile');
  } catch (error) {
    return { problem: toError(error).message };
  }
  try {
    return { profile: await parseProfile(bytes) };
  } catch (error) {
    return { problem: `${entry.fileName} cannot be read: ${toError(error).message}` };
  }
}

/**
 * The profile in `bytes` (a signed embedded.mobileprovision, or its bare plist).
 * @throws Error saying what is wrong: no plist inside, one that does not parse, or one without a
 *   Name or an ExpirationDate
 */
export async function parseProfile(bytes: Buffer): Promise<ProvisioningProfile> {
  const start = bytes.indexOf(XML_START);
  const end = start < 0 ? -1 : bytes.indexOf(PLIST_END, start);
  if (end < 0) throw new Error('it holds no XML property list');
  const plist = await parseXml(bytes.subarray(start, end + PLIST_END.length).toString('utf8'));
  if (typeof plist !== 'object' || plist === null || Array.isArray(plist)) {
    throw new Error('its property list is not a dictionary');
  }
  const dictionary = plist as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const name = text(dictionary.Name);
  const expires = dictionary.ExpirationDate;
  if (name === '') throw new Error('it has no Name');
  if (!(expires instanceof Date) || Number.isNaN(expires.getTime())) {
    throw new Error('it has no ExpirationDate');
  }
  const devices = Array.isArray(dictionary.ProvisionedDevices)
    ? dictionary.ProvisionedDevices.filter((udid): udid is string => typeof udid === 'string')
    : undefined;
  const teams = Array.isArray(dictionary.TeamIdentifier) ? dictionary.TeamIdentifier : [];
  return {
    kind: kindOf(dictionary, devices),
    name,
    teamName: text(dictionary.TeamName),
    teamId: text(teams[0]),
    expires: expires.toISOString(),
    deviceCount: devices?.length ?? 0,
    devices: devices ?? [],
  };
}

/** Apple's rules, as fastlane and AppBox read them. */
function kindOf(dictionary: Record<string, unknown>, devices: string[] | undefined): ProfileKind {
  if (dictionary.ProvisionsAllDevices === true) return 'enterprise';
  if (!devices) return 'App Store';
  const entitlements = dictionary.Entitlements;
  const debuggable =
    typeof entitlements === 'object' &&
    entitlements !== null &&
    (entitlements as Record<string, unknown>)['get-task-allow'] === true;
  return debuggable ? 'development' : 'ad hoc';
}
