/**
 * Looking for builds already published of the files about to be uploaded (README.md
 * `if-published`), so that a re-run of a workflow publishes nothing twice.
 *
 * The lists of the service carry no description (service.md#app-builds, #list-my), and the digest
 * rides in the description (digest-line.ts), so the look-up goes in three steps:
 * 1. app/listMy, page 1, once for all files: the app of each file by identifier and build type
 *    (the apps with the most recent uploads come first);
 * 2. app/builds, page 1, once per app: the builds of the same identifier, version, build number
 *    and size (the newest builds of the app);
 * 3. app/buildInfo of each such build, newest first, until one's description carries the file's
 *    digest line: that record is the build a skipped file reports, as an upload would. The
 *    file's digest (the SHA-256 of the whole file) is awaited only then: it is computed while the
 *    requests of steps 1 and 2 are under way, and most runs find no candidate.
 */
import {
  getBuildInfo,
  listBuilds,
  listMyApps,
  type BuildRecord,
  type BuildType,
  type Transport,
} from '../../api/index.js';
import { recordedDigest } from '../package/digest-line.js';
import type { PackageIdentity } from '../package/package-identity.js';

/** The service's buildType numbers (service.md#build-record; 3 as it reports HarmonyOS). */
const TYPE_CODES: Readonly<Record<BuildType, number>> = { ios: 1, android: 2, harmony: 3 };

/** One file to look for. */
export interface LookedFor {
  buildType: BuildType;
  identity: PackageIdentity;
  /** The package digest (packageDigest), 64 hex digits, awaited only when a candidate is found. */
  digest: Promise<string>;
  /** Size of the file in bytes (buildFileSize). */
  size: number;
}

/**
 * For each of `files`, in order, the record (app/buildInfo, the basic build set, with the app's
 * `appKey` from app/listMy) of a build of the same package already published, or undefined.
 * Requests: one app/listMy, one app/builds per app found, one app/buildInfo per build of the same
 * identity and size (usually none or one). A candidate whose description records the earlier
 * 16-digit digest (of the zip directory only) is not the same package: `info` says so
 * in one line, and the file is uploaded.
 * @throws ApiError, NetworkError as Transport.call; a file's digest error: the caller warns and
 *   uploads
 */
export async function findPublished(
  transport: Transport,
  files: readonly LookedFor[],
  info: (line: string) => void = () => undefined,
): Promise<(BuildRecord | undefined)[]> {
  if (files.length === 0) return [];
  const apps = (await listMyApps(transport, 1)).items;
  const buildsOfApp = new Map<string, Promise<BuildRecord[]>>();
  const found: (BuildRecord | undefined)[] = [];
  // One file after the other: two files of one app share its list, and the requests stay few.
  for (const file of files) {
    const app = apps.find((entry) => isOfApp(entry, file));
    if (!app?.appKey) {
      found.push(undefined);
      continue;
    }
    const appKey = app.appKey;
    let builds = buildsOfApp.get(appKey);
    if (!builds) {
      builds = listBuilds(transport, appKey, 1).then((page) => page.items);
      buildsOfApp.set(appKey, builds);
    }
    const record = await confirmed(
      transport,
      (await builds).filter((build) => isSamePackage(build, file)),
      file,
      info,
    );
    // buildInfo's record names no app: the appKey found here spares the run another app/listMy.
    found.push(record && { ...record, appKey });
  }
  return found;
}

/** Whether the listMy entry is the app of `file`: same identifier and build type. */
export function isOfApp(
  entry: BuildRecord,
  file: Pick<LookedFor, 'buildType' | 'identity'>,
): boolean {
  return (
    entry.buildIdentifier === file.identity.identifier &&
    (entry.buildType === undefined || entry.buildType === TYPE_CODES[file.buildType])
  );
}

/** Whether a listed build has the identity and size of `file`; its digest is not listed. */
function isSamePackage(build: BuildRecord, file: LookedFor): boolean {
  return (
    build.buildIdentifier === file.identity.identifier &&
    build.buildVersion === file.identity.version &&
    build.buildVersionNo === file.identity.versionNo &&
    (build.buildFileSize === undefined || build.buildFileSize === file.size)
  );
}

/** The record of the first candidate (newest first) whose description has the file's digest. */
async function confirmed(
  transport: Transport,
  candidates: readonly BuildRecord[],
  file: LookedFor,
  info: (line: string) => void,
): Promise<BuildRecord | undefined> {
  for (const candidate of candidates) {
    if (!candidate.buildKey) continue;
    const [record, digest] = await Promise.all([
      getBuildInfo(transport, candidate.buildKey),
      file.digest,
    ]);
    if (record.state !== 'published') continue;
    const recorded = recordedDigest(record.build.buildDescription, digest);
    if (recorded === 'same') return record.build;
    if (recorded === 'old') {
      info(
        `Build ${candidate.buildKey} has this identity and size, but its description records ` +
          'a digest of the zip directory only (16 hex digits), which cannot tell packages apart: ' +
          'taken as another package, uploading',
      );
    }
  }
  return undefined;
}
