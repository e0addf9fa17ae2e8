/**
 * The latest job: an app's build with the highest version code, its newest upload, and the next
 * build number, for the Gradle or Xcode step before a build (README.md#latest).
 * It reads only: app/listMy with --identifier, then every page of app/builds.
 */
import {
  buildTypeOfCode,
  listAllBuilds,
  PgyerError,
  type BuildRecord,
  type BuildType,
} from '../../api/index.js';
import type { JobContext } from '../context.js';
import { chooseLatest, type LatestChoice } from './choose.js';
import { findAppByIdentifier } from './find-app.js';
import type { LatestOptions } from './options.js';

/** What the service holds of the app, read back, and the number that comes next. */
export interface LatestResult extends LatestChoice {
  appKey: string;
  /** The type of the builds read: build-type, else the newest upload's; undefined: no build. */
  buildType?: BuildType | undefined;
  /** How many builds of that type the app has. */
  buildCount: number;
}

/**
 * Runs the latest job, logging what it chose and why.
 * @throws PgyerError when the identifier names no app (or two, without a build type) or the app
 *   has builds but none of build-type; ApiError, NetworkError as Transport.call
 */
export async function runLatest(job: JobContext, options: LatestOptions): Promise<LatestResult> {
  const { app } = options;
  const appKey =
    'appKey' in app
      ? app.appKey
      : await findAppByIdentifier(job, app.identifier, options.buildType);
  const all = await listAllBuilds(job.transport, appKey);
  const buildType = options.buildType ?? buildTypeOfCode(all[0]?.buildType);
  const builds = all.filter((build) => buildTypeOfCode(build.buildType) === buildType);
  if (all.length > 0 && builds.length === 0) {
    throw new PgyerError(
      `build-type: app ${appKey} has no ${buildType ?? ''} build (its builds are ${typesOf(all)})`,
    );
  }
  if (builds.length < all.length) {
    job.logger.info(
      `App ${appKey} also has builds of ${typesOf(all.filter((build) => !builds.includes(build)))}: only its ${buildType ?? ''} builds are read (build-type chooses)`,
    );
  }
  const choice = chooseLatest(builds);
  if (choice.note) job.logger.info(choice.note);
  return job.transport.secrets.scrub({ appKey, buildType, buildCount: builds.length, ...choice });
}

/** The distinct build types of `builds`, as a list for a message. */
function typesOf(builds: readonly BuildRecord[]): string {
  const types = new Set(builds.map((build) => buildTypeOfCode(build.buildType) ?? 'unknown'));
  return [...types].join(', ');
}
