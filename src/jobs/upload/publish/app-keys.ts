/**
 * The app key of each published build: buildInfo's record (the basic build set, api-v2 §4.3) does
 * not carry `appKey`, yet `pgyer builds`, cleanup and update-settings name the app by it.
 */
import { toError, listMyApps, type BuildRecord, type PublishedBuild } from '../../../api/index.js';
import type { JobContext } from '../../context.js';

/**
 * `builds` with each published build's `appKey` filled in from app/listMy's first page (api-v2
 * §4.10: the caller's apps, each by its current build, with its appKey). `listed` is the run's
 * own page (lookup/run-lookup.ts), asked before or while the files were uploaded: a build of an
 * app it lists costs no request after the publish. Only a build whose app it does not list (the
 * first upload of an app), or a run whose page could not be read, asks app/listMy once more, for
 * the whole run. An app is found by the build's buildKey (a new build is its app's current one),
 * else by its identifier and platform (an app's builds share both; set-newest may have kept an
 * older build current). A build of an app past the first page keeps ''. Best-effort, as the key
 * only names the app for later steps: a failed read is a warning (nothing when the run was
 * cancelled). Never throws.
 * @param warn how a failed read is told: a warning by default; the upload job's look-up makes it
 *   an info line when the run warned already that app/listMy could not be read (warnOnce)
 */
export async function withAppKeys(
  job: JobContext,
  builds: PublishedBuild[],
  listed?: Promise<readonly BuildRecord[]>,
  warn: (line: string) => void = (line) => {
    job.logger.warning(line);
  },
): Promise<PublishedBuild[]> {
  const known = withKeysFrom(builds, (await listed?.catch(() => undefined)) ?? []);
  // Read at each use: the run may be cancelled while app/listMy is asked.
  const cancelled = (): boolean => job.signal.aborted;
  // Nothing is asked once cancelled: a request begun on an aborted signal ends the process with
  // an unhandled 'error' event (seen with `pgyer upload` and Ctrl-C, test/e2e/cancel-upload).
  if (cancelled() || !known.some(lacksKey)) return known;
  let apps: BuildRecord[];
  try {
    ({ items: apps } = await listMyApps(job.transport, 1));
  } catch (error) {
    if (cancelled()) return known;
    warn(
      `Could not read the app key of the builds (app/listMy: ${toError(error).message}); app-key is empty`,
    );
    return known;
  }
  const found = withKeysFrom(known, apps);
  for (const build of found.filter(lacksKey))
    job.logger.debug(`app/listMy's first page does not name the app of ${build.buildKey}`);
  return found;
}

/** Whether `build` is published and its app key is not known yet. */
function lacksKey(build: PublishedBuild): boolean {
  return build.published && build.appKey === '';
}

/** `builds` with the app key of each that lacks it, when `apps` lists its app. */
function withKeysFrom(
  builds: readonly PublishedBuild[],
  apps: readonly BuildRecord[],
): PublishedBuild[] {
  return builds.map((build) => {
    const appKey = lacksKey(build) ? appOf(apps, build.record)?.appKey : undefined;
    return appKey ? { ...build, appKey } : build;
  });
}

/** The app (an app/listMy entry) `record` belongs to, or undefined. */
function appOf(apps: readonly BuildRecord[], record: BuildRecord): BuildRecord | undefined {
  const { buildKey, buildIdentifier, buildType } = record;
  return (
    apps.find((app) => app.buildKey === buildKey) ??
    (buildIdentifier === undefined
      ? undefined
      : apps.find((app) => app.buildIdentifier === buildIdentifier && app.buildType === buildType))
  );
}
