/**
 * The build an upload replaces (README.md "Release health"): the app's newest build from the
 * run's branch (for a pull request, the branch it merges into) as its commit line records it, else
 * the app's newest build of the same identifier and build type. Size changes and health sections
 * compare with it, and every report says which it was (ReplacedBuild.chosen).
 */
import { toError, type BuildRecord, type ReplacedBuild } from '../../../api/index.js';
import { PLATFORM_NAMES } from '../../../common/build-view.js';
import type { CiContext } from '../../../common/ci-context.js';
import type { JobContext } from '../../context.js';
import type { UploadFile, UploadOptions } from '../options.js';
import { sizeGateOn } from '../size/size-options.js';
import { newestRecorded, type ReadBuild } from './recorded-builds.js';
import type { AppsOfFiles } from './run-lookup.js';

/** What the run knows of where it was built. */
export interface ReplacedBuildQuery {
  /**
   * The branch whose builds are replaced: the run's branch, or a pull request's base branch.
   * Undefined: builds are not read for their commit lines (the run records none: its release
   * notes are off), and the app's newest build is taken.
   */
  branch: string | undefined;
  /** A build not to take: the file's own, already published (if-published: skip). */
  not?: string | undefined;
}

/**
 * The build `file` replaces, 'none' when its app has no other build of its identifier (a first
 * build: the app is new, or its builds are all `query.not`).
 * Requests, each asked once per run through `lookup`: app/listMy, app/builds page 1 of the app,
 * and with a branch one app/view per build read (newest first, at most MAX_BUILDS_READ, stopping at
 * the branch's). Builds of a pull request (their commit line names one) are previews, never
 * replaced: a branch's build is one built on a push; without one among those read, the newest
 * build read that was made for no pull request, else the first build not read, each said in
 * `chosen`; 'none' when every build of the app is a preview read.
 * @throws what the look-up throws (ApiError, NetworkError; a manifest that cannot be read)
 */
export async function replacedBuild(
  lookup: Pick<AppsOfFiles, 'appOf' | 'buildsOf' | 'viewOf' | 'identityOf'>,
  file: UploadFile,
  query: ReplacedBuildQuery,
): Promise<ReplacedBuild | 'none'> {
  const [app, identity] = await Promise.all([lookup.appOf(file), lookup.identityOf(file)]);
  if (!app?.appKey) return 'none';
  const appKey = app.appKey;
  const builds = (await lookup.buildsOf(appKey)).filter(
    (build) =>
      build.buildKey !== query.not &&
      (build.buildIdentifier === undefined || build.buildIdentifier === identity.identifier),
  );
  const newest = builds[0];
  if (!newest?.buildKey) return 'none';
  const { branch } = query;
  const appName = `${identity.identifier} (${PLATFORM_NAMES[file.buildType]})`;
  if (branch === undefined) return replaced(appKey, newest, `newest build of ${appName}`);
  const read: ReadBuild[] = [];
  const found = await newestRecorded(
    builds,
    (buildKey) => lookup.viewOf(appKey, buildKey),
    (recorded) => recorded.branch === branch && recorded.pullRequest === undefined,
    read,
  );
  const listed = (record: BuildRecord) =>
    builds.find((build) => build.buildKey === record.buildKey) ?? record;
  if (found) {
    return {
      ...replaced(appKey, listed(found.record), `newest build of branch ${branch}`),
      branch,
    };
  }
  const none = notRecorded(read, branch);
  // Another pull request's preview is no build a branch replaces: the newest pushed one is.
  const pushed = read.find(({ recorded }) => recorded?.pullRequest === undefined);
  if (pushed === read[0]) return replaced(appKey, newest, `newest build of ${appName}: ${none}`);
  if (pushed) {
    return replaced(
      appKey,
      listed(pushed.record),
      `newest build of ${appName} not made for a pull request: ${none}`,
    );
  }
  // Only previews among those read: the next build, not read, is taken; without one, none is.
  const next = builds[read.length];
  if (next?.buildKey) {
    return replaced(
      appKey,
      next,
      `build of ${appName} after its ${String(read.length)} newest, each made for a pull request (not read: ${none})`,
    );
  }
  return 'none';
}

/** Why no build read is the branch's: `none of its 5 newest records branch main`. */
function notRecorded(read: readonly ReadBuild[], branch: string): string {
  const builds =
    read.length === 1 ? 'its newest build' : `its ${String(read.length)} newest builds`;
  // Builds of a workflow without release notes record no commit line at all: say that instead.
  if (read.every(({ recorded }) => recorded === undefined)) {
    return `${builds} ${read.length === 1 ? 'records' : 'record'} no branch`;
  }
  return read.length === 1
    ? `its newest build does not record branch ${branch}`
    : `none of its ${String(read.length)} newest records branch ${branch}`;
}

function replaced(appKey: string, record: BuildRecord, chosen: string): ReplacedBuild {
  return {
    buildKey: record.buildKey ?? '',
    appKey,
    version: record.buildVersion ?? '',
    buildNumber: record.buildBuildVersion,
    fileSize: record.buildFileSize,
    created: record.buildCreated ?? '',
    chosen,
  };
}

/**
 * Whether the run looks up the build each file replaces: when it lists the app's builds anyway
 * (if-published, same-version) or compares with that build (health-report, a size setting).
 * Otherwise nothing is asked for it, and no build shows a size change.
 */
export function looksUpReplaced(
  options: Pick<UploadOptions, 'ifPublished' | 'sameVersion' | 'healthReport' | 'size'>,
): boolean {
  return (
    options.ifPublished !== 'upload' ||
    options.sameVersion !== 'allow' ||
    options.healthReport === 'previous' ||
    sizeGateOn(options.size)
  );
}

/**
 * Whether the run reads the builds' commit lines to find the build its branch replaces (up to
 * MAX_BUILDS_READ app/view requests): when it records them (release notes on), or when it was asked
 * to compare with that build (health-report, a size threshold), which must not be another branch's
 * or another pull request's. Otherwise the app's newest build is taken, for nothing more.
 */
export function readsCommitLines(
  options: Pick<UploadOptions, 'releaseNotesFrom' | 'healthReport' | 'size'>,
): boolean {
  const { releaseNotesFrom, healthReport, size } = options;
  return (
    releaseNotesFrom !== 'none' ||
    healthReport === 'previous' ||
    size.warnIncrease !== undefined ||
    size.failIncrease !== undefined
  );
}

/**
 * The branch whose builds a run replaces: a pull request's base branch, else the run's branch;
 * undefined when the CI does not say.
 */
export function branchReplaced(ci: CiContext): string | undefined {
  return ci.change ? ci.change.baseBranch : ci.ref?.text;
}

/**
 * replacedBuild of each of `files`, in order, one after the other (two files of one app share its
 * lists). A look-up that fails is one warning (lookup.warnOnce: an info line when an earlier step
 * warned of it), and no file has a build replaced: the upload goes on, without size changes or
 * health sections.
 */
export async function replacedBuilds(
  job: JobContext,
  lookup: Pick<AppsOfFiles, 'appOf' | 'buildsOf' | 'viewOf' | 'identityOf' | 'warnOnce'>,
  files: readonly { file: UploadFile; not?: string | undefined }[],
  branch: string | undefined,
): Promise<(ReplacedBuild | 'none')[] | undefined> {
  const found: (ReplacedBuild | 'none')[] = [];
  try {
    for (const { file, not } of files) {
      const each = await replacedBuild(lookup, file, { branch, not });
      job.logger.info(
        each === 'none'
          ? `${file.path}: no earlier build to compare with (the app's first build, or only pull requests' previews)`
          : `${file.path}: replaces build ${each.buildKey}, the ${each.chosen}`,
      );
      found.push(each);
    }
    return found;
  } catch (error) {
    if (!job.signal.aborted) {
      lookup.warnOnce(
        job.logger,
        `Could not find the build each file replaces (${toError(error).message}): no size change or health section`,
      );
    }
    return undefined;
  }
}
