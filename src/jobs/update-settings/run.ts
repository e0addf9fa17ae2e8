/** The update-settings job: app/update and app/updateApp, each only when its settings were given. */
import {
  ApiError,
  PgyerError,
  listBuilds,
  listMyApps,
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

/** An operation that failed after an earlier one had changed settings. */
export interface SettingsFailure {
  /** What it was to change, e.g. `Build <buildKey>`. */
  title: string;
  /** The settings it was to change. */
  settings: ReadonlySet<string>;
  /**
   * The service's refusal (an ApiError: nothing changed), or a failure that may have come after
   * the service acted (the settings may or may not have changed).
   */
  error: Error;
}

/** What update-settings changed. */
export interface UpdateSettingsResult {
  /** One entry per operation that succeeded, app/update first. */
  changes: SettingsChange[];
  /** The record of the changed build, or of the app's current build for app settings only. */
  record: BuildRecord;
  /**
   * Set when app/updateApp failed after app/update had changed the app: the run failed, but
   * `changes` must still be reported (see {@link throwIfSettingsFailed}).
   */
  failure?: SettingsFailure | undefined;
}

/** One operation of the job: what it changes, and the call that changes it. */
interface Step {
  title: string;
  settings: ReadonlySet<string>;
  change: () => Promise<SettingsChange>;
}

/**
 * Runs update-settings. The settings before the change are read for the report only: when that
 * read fails the job warns and goes on without them, unless it also names the build to change
 * (build settings with app-key and no build-key: app/view says which build is the latest); with
 * only a build key, a search of a few calls for its app may find nothing (see appOfBuild). When
 * app/updateApp fails after app/update changed the app, the result carries both.
 * @throws ApiError, NetworkError, UnexpectedResponseError when a needed read or the first change
 *   fails
 */
export async function runUpdateSettings(
  job: JobContext,
  options: UpdateSettingsOptions,
): Promise<UpdateSettingsResult> {
  const needsLatest = options.buildSettings !== undefined && options.buildKey === undefined;
  const before = await readBefore(job, options, needsLatest);
  const changes: SettingsChange[] = [];
  // What the front-ends show, redacted once for all of them (see runUpload).
  const result = (failure?: SettingsFailure) =>
    job.transport.secrets.scrub({ changes, record: changes.at(-1)?.after ?? {}, failure });
  for (const step of steps(job, options, before)) {
    try {
      changes.push(await step.change());
    } catch (error) {
      if (changes.length === 0) throw error;
      return result({ title: step.title, settings: step.settings, error: asError(error) });
    }
  }
  return result();
}

/** app/update when app settings were given, then app/updateApp when build settings were. */
function steps(
  { transport, logger }: JobContext,
  options: UpdateSettingsOptions,
  before: BuildRecord | undefined,
): Step[] {
  const planned: Step[] = [];
  const { appKey, appSettings, buildSettings } = options;
  if (appSettings && appKey) {
    if (options.buildKey && !buildSettings) {
      logger.warning('build-key is not used: app settings apply to every build of the app');
    }
    const title = `App ${appKey}`;
    planned.push({
      title,
      settings: options.appChanges,
      change: async () => {
        const after = await updateAppSettings(transport, appKey, appSettings);
        logger.info(`Changed the app settings of ${appKey}: ${[...options.appChanges].join(', ')}`);
        return { title, changed: options.appChanges, before, after };
      },
    });
  }
  if (buildSettings) {
    // Without a build-key, the app's latest build: the one app/view just returned.
    const buildKey = options.buildKey ?? before?.buildKey;
    planned.push({
      title: buildKey ? `Build ${buildKey}` : 'The latest build',
      settings: options.buildChanges,
      change: async () => {
        const update = { ...buildSettings.update, buildKey };
        const after = await updateBuildSettings(transport, buildSettings.userKey, update);
        logger.info(
          `Changed the settings of build ${buildKey ?? ''}: ${[...options.buildChanges].join(', ')}`,
        );
        return {
          title: ['Build', after.buildName, after.buildVersion, buildKey ?? after.buildKey]
            .filter(Boolean)
            .join(' '),
          changed: options.buildChanges,
          before,
          after,
        };
      },
    });
  }
  return planned;
}

/**
 * `<title> failed, <settings> not changed: <error>`; "whether … changed is unknown" when the
 * failure may have come after the service acted.
 */
export function failureNote({ title, settings, error }: SettingsFailure): string {
  const names = [...settings].join(', ');
  const outcome =
    error instanceof ApiError ? `${names} not changed` : `whether ${names} changed is unknown`;
  return `${title} failed, ${outcome}: ${error.message}`;
}

/**
 * Fails the run when a change failed after another succeeded: one rule for both front-ends,
 * called after the outputs and the report of what changed are written.
 * @throws PgyerError naming what changed, then what failed
 */
export function throwIfSettingsFailed(result: UpdateSettingsResult): void {
  if (!result.failure) return;
  const changed = result.changes.map(
    (change) => `${change.title} (${[...change.changed].join(', ')})`,
  );
  throw new PgyerError(`Changed ${changed.join('; ')}; then ${failureNote(result.failure)}`);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The settings before the change: app/view with the app key, which also names the app's latest
 * build. With only a build key, app/view needs the build's app first: see {@link appOfBuild}
 * (app/buildInfo would not do: it takes an upload token's key, and for an existing build's key
 * the service may refuse). When a read fails the report has no "before", with a warning; when the
 * search for the app gives up, with a debug line.
 */
async function readBefore(
  job: JobContext,
  options: UpdateSettingsOptions,
  needed: boolean,
): Promise<BuildRecord | undefined> {
  const { buildKey } = options;
  try {
    const appKey = options.appKey ?? (buildKey && (await appOfBuild(job, buildKey)));
    return appKey ? await viewApp(job.transport, appKey, buildKey) : undefined;
  } catch (error) {
    if (needed || job.signal.aborted) throw error;
    job.logger.warning(
      `Could not read the settings before the change (${asError(error).message}); the report shows only the new values`,
    );
    return undefined;
  }
}

// The search only feeds the summary's Before column, yet it runs before the change and spends
// the account's hourly request limit: unbounded it cost app/listMy plus every page of app/builds
// of every app. A build named by its key is most often the latest of its app (app/listMy's first
// page names it) or among the newest of a recently updated app, so app/listMy's first page and
// the first page of app/builds of the first few apps it lists find it in most runs; past that the
// summary goes without Before rather than delay the change.
const FIND_APP_CALLS = 4;

/**
 * The app whose builds include `buildKey`, in at most {@link FIND_APP_CALLS} calls: app/listMy's
 * first page (each app by its latest build), then the first page of app/builds of each app it
 * lists, in its order. undefined, with a debug line, when these do not name it.
 * @throws ApiError, NetworkError as Transport.call
 */
async function appOfBuild(job: JobContext, buildKey: string): Promise<string | undefined> {
  const { items: apps } = await listMyApps(job.transport, 1);
  const byLatest = apps.find((app) => app.buildKey === buildKey)?.appKey;
  if (byLatest) return byLatest;
  const searched = apps
    .flatMap(({ appKey }) => (appKey ? [appKey] : []))
    .slice(0, FIND_APP_CALLS - 1);
  for (const appKey of searched) {
    const { items: builds } = await listBuilds(job.transport, appKey, 1);
    if (builds.some((build) => build.buildKey === buildKey)) return appKey;
  }
  job.logger.debug(
    `Stopped looking for the app of build ${buildKey} after ${searched.length + 1} calls ` +
      `(app/listMy's first page, then the first page of app/builds of ${searched.length} apps; ` +
      `at most ${FIND_APP_CALLS}): the report shows only the new values`,
  );
  return undefined;
}
