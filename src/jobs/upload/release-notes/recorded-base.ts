/**
 * The base of release notes made from commits: the commit of the app's newest build from the same
 * branch, as its commit line records it (commit-line.ts; README.md `update-description-from`).
 */
import { listBuilds, viewApp, type BuildRecord, type Transport } from '../../../api/index.js';
import { newestRecorded } from '../lookup/recorded-builds.js';

export { MAX_BUILDS_READ } from '../lookup/recorded-builds.js';

/** The app the files are published to, and its builds when the run's look-up has listed them. */
export interface KnownApp {
  appKey: string;
  /** Page 1 of app/builds, newest first; listed here (one request) when absent. */
  builds?: readonly BuildRecord[];
  /** A build's record with its description (app/view); asked of the service when absent. */
  view?: (buildKey: string) => Promise<BuildRecord>;
}

/** The commit the app's newest build from a branch records, and that build's number (`3`). */
export interface RecordedBase {
  /** The full SHA. */
  sha: string;
  /** The service's build number of that build (buildBuildVersion), '' when it gave none. */
  buildNumber: string;
}

/**
 * The commit the newest build of `app` made from `branch` records, or undefined.
 * Requests: app/builds page 1 unless `app.builds` is given, then one app/view per build read
 * (newest first, at most MAX_BUILDS_READ, stopping at the first from `branch`) unless `app.view`
 * answers them.
 * @throws ApiError, NetworkError as Transport.call: the caller warns and uses the last tag
 */
export async function recordedBase(
  transport: Transport,
  app: KnownApp,
  branch: string,
): Promise<RecordedBase | undefined> {
  const builds = app.builds ?? (await listBuilds(transport, app.appKey, 1)).items;
  const view = app.view ?? ((buildKey: string) => viewApp(transport, app.appKey, buildKey));
  const found = await newestRecorded(builds, view, (recorded) => recorded.branch === branch);
  return (
    found && { sha: found.recorded.sha, buildNumber: String(found.record.buildBuildVersion ?? '') }
  );
}
