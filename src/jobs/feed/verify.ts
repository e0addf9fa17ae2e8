/**
 * `verify-update` (README.md): after publishing, asks the update check (app/check, api-v2 §4.12)
 * what it offers the build before this one, as that build's app would ask, and whether that is
 * this build. It catches a build uploaded but not the newest, a newest build cancelled, a channel
 * that offers another build.
 */
import { checkForUpdate, listBuilds, type BuildRecord, type UpdateCheck } from '../../api/index.js';
import type { JobContext } from '../context.js';

/** What verify-update does: `off` asks nothing; `warn` and `fail` say so when the offer is wrong. */
export type VerifyMode = 'warn' | 'fail' | 'off';

/** The words of VerifyMode, `off` the default. */
export const VERIFY_MODES = ['warn', 'fail', 'off'] as const satisfies readonly VerifyMode[];

/** A build just published, by its record's keys and numbers. */
export interface CheckedBuild {
  appKey: string;
  buildKey: string;
  /** The service's build number (buildBuildVersion). */
  buildNumber: number | undefined;
}

/** What the update check offered the build before `build`. */
export interface UpdateOffer {
  /** The build before this one in app/builds; undefined for the app's first build. */
  previous: BuildRecord | undefined;
  answer: UpdateCheck;
  /** Why the offer is not this build; undefined when it is. */
  problem: string | undefined;
  /** One line for the log: what app/check offered to whom. */
  line: string;
}

/**
 * The first build of the app's builds (app/builds, newest first) for which `found` is true,
 * reading page by page until then; undefined when none is.
 * @throws ApiError, NetworkError as Transport.call
 */
export async function findBuild(
  job: JobContext,
  appKey: string,
  found: (build: BuildRecord) => boolean,
): Promise<BuildRecord | undefined> {
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const answer = await listBuilds(job.transport, appKey, page);
    pageCount = answer.pageCount;
    const build = answer.items.find(found);
    if (build) return build;
  }
  return undefined;
}

/**
 * The build published before `buildKey` in the app's builds; undefined when `buildKey` is the
 * first or is not listed.
 * @throws ApiError, NetworkError as Transport.call
 */
export async function buildBefore(
  job: JobContext,
  appKey: string,
  buildKey: string,
): Promise<BuildRecord | undefined> {
  let seen = false;
  return findBuild(job, appKey, (build) => {
    if (seen) return true;
    seen = build.buildKey === buildKey;
    return false;
  });
}

/**
 * Asks app/check as the build before `build` would (its buildVersion and buildBuildVersion; no
 * build number, 0, for the app's first build) on `channelKey` when given, and compares the offer
 * with `build` by build number.
 * @param channelKey '' for the app's own check
 * @throws ApiError, NetworkError as Transport.call
 */
export async function offerToPrevious(
  job: JobContext,
  build: CheckedBuild,
  channelKey: string,
): Promise<UpdateOffer> {
  const previous = await buildBefore(job, build.appKey, build.buildKey);
  const answer = await checkForUpdate(job.transport, {
    appKey: build.appKey,
    ...(previous?.buildVersion === undefined ? {} : { buildVersion: previous.buildVersion }),
    buildBuildVersion: previous?.buildBuildVersion ?? 0,
    ...(channelKey === '' ? {} : { channelKey }),
  });
  const asker = previous
    ? `build ${previous.buildBuildVersion ?? '?'} (${previous.buildVersion ?? '?'})`
    : 'a first install';
  const where = channelKey === '' ? '' : ` on channel ${channelKey}`;
  const offered = answer.buildHaveNewVersion
    ? `build ${answer.buildBuildVersion ?? '?'} (${answer.buildVersion ?? '?'})`
    : 'no update';
  const problem = offerProblem(build, answer);
  return {
    previous,
    answer,
    problem,
    line: `Update check${where}: asked as ${asker}, app/check offered ${offered}${problem ? `: ${problem}` : ', this build'}`,
  };
}

/** Why `answer` does not offer `build`; undefined when it does. */
function offerProblem(build: CheckedBuild, answer: UpdateCheck): string | undefined {
  const ours = build.buildNumber ?? '?';
  if (answer.buildHaveNewVersion !== true) {
    return `not this build ${ours}: no update is offered (is this build the newest, set-newest?)`;
  }
  if (answer.buildBuildVersion !== build.buildNumber) {
    return `not this build ${ours} (a newer build, another channel's, or this one no longer the newest)`;
  }
  return undefined;
}
