/**
 * The health job (the report/ sub-action, `pgyer report`; README.md "Release health"): resolves
 * `since` (a build's upload time, a day, a time, a duration before now) and reads the report.
 */
import {
  ApiError,
  PgyerError,
  viewApp,
  type BuildRecord,
  type ReplacedBuild,
} from '../../api/index.js';
import { parseTime } from '../../common/time.js';
import type { JobContext } from '../context.js';
import type { HealthOptions } from './options.js';
import { countsText } from './lines.js';
import { readHealth } from './read.js';
import type { HealthBase, HealthReport } from './report.js';

/** `since` names a build the app does not have (deleted, or another app's). */
export class SinceBuildNotFound extends PgyerError {
  override name = 'SinceBuildNotFound';
}

/**
 * The report `options` ask for: one app/view when `since` is a build, then the lists.
 * @throws SinceBuildNotFound when `since` names a build that app/view does not return for the app
 * @throws ApiError, NetworkError of that app/view; never for the lists (warnings)
 */
export async function runHealth(job: JobContext, options: HealthOptions): Promise<HealthReport> {
  const { since } = options;
  const report =
    since.kind === 'build'
      ? await healthSince(
          job,
          options.appKey,
          await sinceBuild(job, options.appKey, since.buildKey),
          options,
        )
      : await readHealth(job, {
          ...options,
          from: since.kind === 'time' ? since.at : new Date(job.now() - since.ms),
          since: since.kind === 'time' ? since.at.toISOString() : since.text,
        });
  const sinceText = report.window.since;
  job.logger.info(`App ${options.appKey} since ${sinceText}: ${countsText(report)}`);
  return report;
}

/** The build `buildKey` of the app as a base, by app/view. */
async function sinceBuild(job: JobContext, appKey: string, buildKey: string): Promise<HealthBase> {
  const notFound = (why: string) =>
    new SinceBuildNotFound(
      `since: the build ${buildKey} is not one of app ${appKey}'s builds (${why}): give a day, a time or a duration instead`,
    );
  const record = await viewApp(job.transport, appKey, buildKey).catch((error: unknown) => {
    throw error instanceof ApiError && error.code !== 1098 && error.httpStatus < 500
      ? notFound(`the service answered ${error.code}: ${error.serviceMessage}`)
      : error;
  });
  if (record.buildKey !== buildKey) throw notFound('deleted?');
  const base = baseOf(record, 'given as since');
  if (base === undefined) throw notFound('it has no upload time');
  return base;
}

/**
 * `record` as the base of a report (upload-and-wait's build this one replaces, a `since` build);
 * undefined without a buildKey or an upload time (buildCreated).
 * @param chosen how it was chosen, one phrase the report shows: `newest build of branch main`
 */
export function baseOf(record: BuildRecord, chosen: string): HealthBase | undefined {
  const created = parseTime(record.buildCreated ?? '');
  if (created === undefined || !record.buildKey) return undefined;
  return {
    buildKey: record.buildKey,
    version: record.buildVersion ?? '',
    buildNumber: record.buildBuildVersion,
    created: created.toISOString(),
    chosen,
  };
}

/**
 * The build an upload replaces (lookup/replaced-build.ts) as the base of its health section, with
 * how it was chosen; undefined when the build list gave no upload time.
 */
export function baseOfReplaced(replaced: ReplacedBuild): HealthBase | undefined {
  return baseOf(
    {
      buildKey: replaced.buildKey,
      buildVersion: replaced.version,
      buildBuildVersion: replaced.buildNumber,
      buildCreated: replaced.created,
    },
    replaced.chosen,
  );
}

/**
 * The report of what came since `base` was uploaded (upload-and-wait's health section): crash
 * groups of its version, feedback by time. Never throws but the run's cancel: a read that fails
 * is a warning in the report.
 */
export function healthSince(
  job: JobContext,
  appKey: string,
  base: HealthBase,
  limits: Pick<HealthOptions, 'maxItems' | 'maxPages'>,
): Promise<HealthReport> {
  return readHealth(job, {
    appKey,
    from: new Date(base.created),
    since: base.buildKey,
    base,
    ...limits,
  });
}
