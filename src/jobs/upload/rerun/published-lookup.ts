/**
 * Looking for builds already published of the files about to be uploaded (README.md
 * `if-published`), so that a re-run of a workflow publishes nothing twice.
 *
 * The lists of the service carry no description (service.md#app-builds, #list-my), and the digest
 * rides in the description (digest-line.ts), so the look-up goes in three steps:
 * 1. app/listMy, page 1, once for the run (lookup/run-lookup.ts): the app of each file by
 *    identifier and build type (the apps with the most recent uploads come first);
 * 2. app/builds, page 1, once per app and run: the builds of the same identifier, version, build number
 *    and size (the newest builds of the app);
 * 3. app/buildInfo of each such build, newest first, until one's description carries the file's
 *    digest line: that record is the build a skipped file reports, as an upload would. The
 *    file's digest (the SHA-256 of the whole file) is awaited only then: it is computed while the
 *    requests of steps 1 and 2 are under way, and most runs find no candidate. A build the
 *    service refuses to show because testers cannot install it (1048 expired, 1051 blocked) is
 *    passed over, with a log line: nothing is reused that testers cannot install.
 */
import {
  ApiError,
  ErrorCode,
  getBuildInfo,
  type BuildRecord,
  type BuildType,
  type ServiceRecord,
  type Transport,
} from '../../../api/index.js';
import { recordedDigest } from '../../package/digest-line.js';
import type { PackageIdentity } from '../../package/package-identity.js';
import { isOfApp, type AppsOfFiles } from '../lookup/run-lookup.js';

/** One file to look for. */
export interface LookedFor {
  buildType: BuildType;
  identity: PackageIdentity;
  /** The package digest (packageDigest), 64 hex digits, awaited only when a candidate is found. */
  digest: Promise<string>;
  /** Size of the file in bytes (buildFileSize). */
  size: number;
}

/** A build of the same package already published, as app/buildInfo answered it. */
export interface PublishedMatch {
  /** The record (the basic build set, api-v2 §4.1 step 3) with the app's `appKey` (app/listMy). */
  record: BuildRecord;
  /** The same record as the service sent it, less its password: the vendor's `info` output. */
  asSent: ServiceRecord;
}

/**
 * For each of `files`, in order, the build of the same package already published, or undefined.
 * Requests: app/listMy and app/builds of each app found through the run's look-up (`apps`: asked
 * once per run, shared with the release notes and the app keys), one app/buildInfo per build of
 * the same identity and size (usually none or one). A candidate whose description records the earlier
 * 16-digit digest (of the zip directory only) is not the same package: `info` says so in one
 * line, and the file is uploaded.
 * @param info where the look-up's decisions go, one line each
 * @throws ApiError, NetworkError as Transport.call; a file's digest error: the caller warns and
 *   uploads (or fails, for a refused API key)
 */
export async function findPublished(
  transport: Transport,
  apps: Pick<AppsOfFiles, 'apps' | 'buildsOf'>,
  files: readonly LookedFor[],
  info: (line: string) => void = () => undefined,
): Promise<(PublishedMatch | undefined)[]> {
  if (files.length === 0) return [];
  const listed = await apps.apps();
  const found: (PublishedMatch | undefined)[] = [];
  // One file after the other: two files of one app share its list, and the requests stay few.
  for (const file of files) {
    const app = listed.find((entry) => isOfApp(entry, file));
    if (!app?.appKey) {
      found.push(undefined);
      continue;
    }
    const appKey = app.appKey;
    const match = await confirmed(
      transport,
      (await apps.buildsOf(appKey)).filter((build) => isSamePackage(build, file)),
      file,
      info,
    );
    // buildInfo's record names no app: the appKey found here spares the run another app/listMy.
    found.push(match && { ...match, record: { ...match.record, appKey } });
  }
  return found;
}

/** Whether a listed build has the identity and size of `file`; its digest is not listed. */
function isSamePackage(build: BuildRecord, file: LookedFor): boolean {
  return (
    isSameVersion(build, file.identity) &&
    (build.buildFileSize === undefined || build.buildFileSize === file.size)
  );
}

/**
 * Whether a listed build has `identity`: the same identifier, version (buildVersion) and build
 * number (buildVersionNo), api-v2 §4.9.
 */
export function isSameVersion(build: BuildRecord, identity: PackageIdentity): boolean {
  return (
    build.buildIdentifier === identity.identifier &&
    build.buildVersion === identity.version &&
    build.buildVersionNo === identity.versionNo
  );
}

/** The service's refusals of a build testers cannot install (service.md#error-codes). */
const NOT_INSTALLABLE: ReadonlySet<number> = new Set([ErrorCode.AppExpired, ErrorCode.AppBlocked]);

/**
 * The first candidate (newest first) whose description has the file's digest; a candidate the
 * service refuses as expired or blocked is passed over with a log line.
 */
async function confirmed(
  transport: Transport,
  candidates: readonly BuildRecord[],
  file: LookedFor,
  info: (line: string) => void,
): Promise<PublishedMatch | undefined> {
  for (const { buildKey } of candidates) {
    if (!buildKey) continue;
    const [answer, digest] = await Promise.all([
      getBuildInfo(transport, buildKey).catch((error: unknown) => {
        if (!(error instanceof ApiError && NOT_INSTALLABLE.has(error.code))) throw error;
        info(
          `Build ${buildKey} of the same version is not reused: testers cannot install it (${error.message})`,
        );
        return undefined;
      }),
      file.digest,
    ]);
    if (answer?.state !== 'published') continue;
    const recorded = recordedDigest(answer.build.buildDescription, digest);
    if (recorded === 'same') return { record: answer.build, asSent: answer.asSent };
    if (recorded === 'old') {
      info(
        `Build ${buildKey} has this identity and size, but its description records ` +
          'a digest of the zip directory only (16 hex digits), which cannot tell packages apart: ' +
          'taken as another package, uploading',
      );
    }
  }
  return undefined;
}
