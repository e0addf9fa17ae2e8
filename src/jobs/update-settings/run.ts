/** The update-settings job: app/update and app/updateApp, each only when its settings were given. */
import {
  fetchAllPages,
  listAllBuilds,
  listMyApps,
  updateAppSettings,
  updateBuildSettings,
  viewApp,
  type BuildRecord,
  type Transport,
} from '../../api/index.js';
import type { JobContext } from '../context.js';
import type { UpdateSettingsOptions } from './options.js';

/** One operation's change: the record it returned and the settings it changed. */
export interface SettingsChange {
  /** What was changed, e.g. `App <appKey>` or `Build <name> <version> <buildKey>`. */
  title: string;
  changed: ReadonlySet<string>;
  /** The settings before, when they could be read (a summary-only read, never required). */
  before: BuildRecord | undefined;
  after: BuildRecord;
}

/** What update-settings changed. */
export interface UpdateSettingsResult {
  /** One entry per operation called, app/update first. */
  changes: SettingsChange[];
  /** The record of the changed build, or of the app's current build for app settings only. */
  record: BuildRecord;
}

/**
 * Runs update-settings. The settings before the change are read for the report only: when that
 * read fails the job warns and goes on without them, unless it also names the build to change
 * (build settings with app-key and no build-key: app/view says which build is the latest).
 * @throws ApiError, NetworkError, UnexpectedResponseError when a change or a needed read fails
 */
export async function runUpdateSettings(
  job: JobContext,
  options: UpdateSettingsOptions,
): Promise<UpdateSettingsResult> {
  const { transport, logger } = job;
  const needsLatest = options.buildSettings !== undefined && options.buildKey === undefined;
  const before = await readBefore(job, options, needsLatest);
  const changes: SettingsChange[] = [];

  if (options.appSettings && options.appKey) {
    if (options.buildKey && !options.buildSettings) {
      logger.warning('build-key is not used: app settings apply to every build of the app');
    }
    const after = await updateAppSettings(transport, options.appKey, options.appSettings);
    logger.info(
      `Changed the app settings of ${options.appKey}: ${[...options.appChanges].join(', ')}`,
    );
    changes.push({ title: `App ${options.appKey}`, changed: options.appChanges, before, after });
  }
  if (options.buildSettings) {
    // Without a build-key, the app's latest build: the one app/view just returned.
    const buildKey = options.buildKey ?? before?.buildKey;
    const update = { ...options.buildSettings.update, buildKey };
    const after = await updateBuildSettings(transport, options.buildSettings.userKey, update);
    logger.info(
      `Changed the settings of build ${buildKey ?? ''}: ${[...options.buildChanges].join(', ')}`,
    );
    changes.push({
      title: ['Build', after.buildName, after.buildVersion, buildKey ?? after.buildKey]
        .filter(Boolean)
        .join(' '),
      changed: options.buildChanges,
      before,
      after,
    });
  }
  return { changes, record: changes.at(-1)?.after ?? {} };
}

/**
 * The settings before the change: app/view with the app key, which also names the app's latest
 * build. With only a build key, app/view needs the build's app first: see {@link appOfBuild}
 * (app/buildInfo would not do: it takes an upload token's key, and for an existing build's key
 * the service may refuse). When the app cannot be found or a read fails the report has no
 * "before", with a warning.
 */
async function readBefore(
  job: JobContext,
  options: UpdateSettingsOptions,
  needed: boolean,
): Promise<BuildRecord | undefined> {
  const { buildKey } = options;
  try {
    const appKey = options.appKey ?? (buildKey && (await appOfBuild(job.transport, buildKey)));
    if (appKey) return await viewApp(job.transport, appKey, buildKey);
    if (buildKey) warnNoBefore(job, `none of your apps lists build ${buildKey}`);
    return undefined;
  } catch (error) {
    if (needed || job.signal.aborted) throw error;
    warnNoBefore(job, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

function warnNoBefore(job: JobContext, why: string): void {
  job.logger.warning(
    `Could not read the settings before the change (${why}); the report shows only the new values`,
  );
}

/**
 * The app whose builds include `buildKey`: first the caller's apps by their latest build
 * (app/listMy), then each app's builds (app/builds), one app at a time, stopping at the first
 * that has it. undefined when no app of the caller has it.
 * @throws ApiError, NetworkError as Transport.call
 */
async function appOfBuild(transport: Transport, buildKey: string): Promise<string | undefined> {
  const apps = await fetchAllPages((page) => listMyApps(transport, page));
  const byLatest = apps.find((app) => app.buildKey === buildKey)?.appKey;
  if (byLatest) return byLatest;
  for (const { appKey } of apps) {
    if (!appKey) continue;
    const builds = await listAllBuilds(transport, appKey);
    if (builds.some((build) => build.buildKey === buildKey)) return appKey;
  }
  return undefined;
}
