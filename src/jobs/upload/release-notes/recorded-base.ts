/**
 * The base of release notes made from commits: the commit of the app's newest build from the same
 * branch, as its commit line records it (commit-line.ts; README.md `update-description-from`).
 */
import { listBuilds, viewApp, type BuildRecord, type Transport } from '../../../api/index.js';
import { commitOfBranch } from './commit-line.js';

/**
 * Builds whose description is read at most: the newest few. A branch that has not been published
 * among them lists the commits since the last tag instead.
 */
export const MAX_BUILDS_READ = 5;

/** The app the files are published to, and its builds when the run's look-up has listed them. */
export interface KnownApp {
  appKey: string;
  /** Page 1 of app/builds, newest first; listed here (one request) when absent. */
  builds?: readonly BuildRecord[];
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
 * (newest first, at most MAX_BUILDS_READ, stopping at the first from `branch`).
 * @throws ApiError, NetworkError as Transport.call: the caller warns and uses the last tag
 */
export async function recordedBase(
  transport: Transport,
  app: KnownApp,
  branch: string,
): Promise<RecordedBase | undefined> {
  const builds = app.builds ?? (await listBuilds(transport, app.appKey, 1)).items;
  for (const { buildKey } of builds.slice(0, MAX_BUILDS_READ)) {
    if (!buildKey) continue;
    const record = await viewApp(transport, app.appKey, buildKey);
    const sha = commitOfBranch(record, branch);
    if (sha) return { sha, buildNumber: String(record.buildBuildVersion ?? '') };
  }
  return undefined;
}
