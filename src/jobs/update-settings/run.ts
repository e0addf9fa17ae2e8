/** The update-settings job: app/update and app/updateApp, each only when its settings were given. */
import {
  getBuildInfo,
  updateAppSettings,
  updateBuildSettings,
  viewApp,
  type BuildRecord,
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
 * The settings before the change: app/view with an app key (which also names the app's latest
 * build), else the build's record from buildInfo. buildInfo takes an upload token's key, and for
 * an existing build's key the service may refuse (1009): the report then has no "before".
 */
async function readBefore(
  job: JobContext,
  options: UpdateSettingsOptions,
  needed: boolean,
): Promise<BuildRecord | undefined> {
  const { appKey, buildKey } = options;
  try {
    if (appKey) return await viewApp(job.transport, appKey, buildKey);
    if (!buildKey) return undefined;
    const info = await getBuildInfo(job.transport, buildKey);
    return info.state === 'published' ? info.build : undefined;
  } catch (error) {
    if (needed || job.signal.aborted) throw error;
    job.logger.warning(
      `Could not read the settings before the change (${error instanceof Error ? error.message : String(error)}); the report shows only the new values`,
    );
    return undefined;
  }
}
