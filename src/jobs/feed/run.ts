/**
 * The update feed job: for the builds a run published, asks the update check (app/check, api-v2
 * §4.12) once per build, says in the log what it offered (verify-update), and writes the feed
 * (feed.ts) where `update-feed` names. `pgyer update-feed` feeds an app's newest build (ofApp).
 */
import {
  buildTypeOfCode,
  checkForUpdate,
  iosInstallLink,
  viewApp,
  webPageOf,
  type PublishedBuild,
  type UpdateCheck,
} from '../../api/index.js';
import type { JobContext } from '../context.js';
import { writeFileWhole } from '../output-file.js';
import { feedText, updateFeed, type FeedSource, type UpdateFeed } from './feed.js';
import type { FeedOptions } from './options.js';
import { findBuild, offerToPrevious } from './verify.js';

/** What the feed job found. */
export interface FeedResult {
  /** The feed written; undefined when `update-feed` was not given or no build was published. */
  feed: UpdateFeed | undefined;
  /** Each offer that was not the build (verify-update warn or fail), one line each. */
  problems: string[];
}

/**
 * Runs the feed job over `builds` (published ones with an app; a skipped upload's build counts):
 * nothing when neither the feed nor verify-update is asked for. A wrong offer is a warning line;
 * the front-end fails the step on `problems` when verify-update is `fail`.
 * @throws ApiError, NetworkError as Transport.call; the file system's error writing the feed
 */
export async function runFeed(
  job: JobContext,
  builds: readonly PublishedBuild[],
  options: FeedOptions,
): Promise<FeedResult> {
  const fed = builds.filter((build) => build.published && build.appKey !== '');
  if ((options.feedPath === '' && options.verify === 'off') || fed.length === 0) {
    return { feed: undefined, problems: [] };
  }
  const sources: FeedSource[] = [];
  const problems: string[] = [];
  for (const build of fed) {
    let check: UpdateCheck;
    if (options.verify === 'off') {
      check = await checkForUpdate(job.transport, channelParams(build.appKey, options.channelKey));
    } else {
      const offer = await offerToPrevious(
        job,
        {
          appKey: build.appKey,
          buildKey: build.buildKey,
          buildNumber: build.record.buildBuildVersion,
        },
        options.channelKey,
      );
      check = offer.answer;
      if (offer.problem === undefined) job.logger.info(`${build.fileName}: ${offer.line}`);
      else {
        job.logger.warning(`${build.fileName}: ${offer.line}`);
        problems.push(`${build.fileName}: ${offer.line}`);
      }
    }
    sources.push({
      buildType: build.buildType,
      record: build.record,
      installPageUrl: build.buildPageUrl,
      iosInstallUrl: build.iosInstallUrl,
      check,
    });
  }
  if (options.feedPath === '') return { feed: undefined, problems };
  // The records are the service's text: a quote of the request in them is redacted like a log line.
  const feed = job.transport.secrets.scrub(updateFeed(sources));
  await writeFileWhole(options.feedPath, feedText(feed));
  job.logger.info(
    `Update feed written to ${options.feedPath} (${Object.keys(feed.builds).join(', ')})`,
  );
  return { feed, problems };
}

/** app/check's parameters for the app, on `channelKey` when given; asked as no build (0). */
function channelParams(appKey: string, channelKey: string) {
  return { appKey, buildBuildVersion: 0, ...(channelKey === '' ? {} : { channelKey }) };
}

/**
 * The feed of the build app/check offers a first install of `appKey` (on `channelKey` when not
 * ''): the build found by its build number in app/builds, its record read with app/view; redacted
 * of the run's secrets, as runFeed's.
 * @param webOrigin the service's web origin (webOriginFor), for the install page and iOS link
 * @throws Error when app/builds lists no build of the offered number or it has no known type; ApiError, NetworkError as
 *   Transport.call
 */
export async function feedOfApp(
  job: JobContext,
  appKey: string,
  channelKey: string,
  webOrigin: string,
): Promise<UpdateFeed> {
  const check = await checkForUpdate(job.transport, channelParams(appKey, channelKey));
  const number = check.buildBuildVersion;
  const listed =
    number === undefined
      ? undefined
      : await findBuild(job, appKey, (build) => build.buildBuildVersion === number);
  if (listed?.buildKey === undefined) {
    throw new Error(
      `app/check offers build ${check.buildBuildVersion ?? '?'} of ${appKey}, which app/builds does not list`,
    );
  }
  const record = await viewApp(job.transport, appKey, listed.buildKey);
  const buildType = buildTypeOfCode(record.buildType ?? listed.buildType);
  if (buildType === undefined) throw new Error(`build ${listed.buildKey} has no known build type`);
  return job.transport.secrets.scrub(
    updateFeed([
      {
        buildType,
        record,
        installPageUrl: webPageOf(webOrigin, listed.buildKey),
        iosInstallUrl: buildType === 'ios' ? iosInstallLink(webOrigin, listed.buildKey) : '',
        check,
      },
    ]),
  );
}
