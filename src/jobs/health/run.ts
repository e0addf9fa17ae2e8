/**
 * The health job (the report/ sub-action, `pgyer report`; README.md "Release health"): resolves
 * `since` (a build's upload time, a day, a time, a duration before now) and reads the report.
 */
import { ApiError, PgyerError, viewApp } from '../../api/index.js';
import { parseTime } from '../../common/time.js';
import type { JobContext } from '../context.js';
import type { HealthOptions } from './options.js';
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
  const base =
    since.kind === 'build' ? await sinceBuild(job, options.appKey, since.buildKey) : undefined;
  const from =
    base !== undefined
      ? new Date(base.created)
      : since.kind === 'time'
        ? since.at
        : new Date(job.now() - (since.kind === 'duration' ? since.ms : 0));
  const sinceText =
    since.kind === 'build'
      ? since.buildKey
      : since.kind === 'time'
        ? since.at.toISOString()
        : since.text;
  const report = await readHealth(job, { ...options, from, since: sinceText, base });
  job.logger.info(
    `App ${options.appKey} since ${sinceText}: ${report.crashes.items.length + report.crashes.more} crash groups, ` +
      `${report.feedback.items.length + report.feedback.more} feedback messages`,
  );
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
  const created = parseTime(record.buildCreated ?? '');
  if (record.buildKey !== buildKey || created === undefined) {
    throw notFound(record.buildKey === buildKey ? 'it has no upload time' : 'deleted?');
  }
  return {
    buildKey,
    version: record.buildVersion ?? '',
    buildNumber: record.buildBuildVersion,
    created: created.toISOString(),
    chosen: 'given as since',
  };
}
