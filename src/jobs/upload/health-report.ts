/**
 * upload-and-wait's and `pgyer upload`'s `health-report` (README.md "Release health"): with
 * `previous`, after the upload, the crash groups and feedback the service received since the build
 * each file replaces was uploaded (lookup/replaced-build.ts), for the job summary, the pull
 * request comment and chat. Off by default: a v1 workflow asks nothing more.
 */
import type { PublishedBuild } from '../../api/index.js';
import { DEFAULT_MAX_ITEMS, DEFAULT_MAX_PAGES } from '../health/options.js';
import type { HealthReport } from '../health/report.js';
import { countsText } from '../health/lines.js';
import { baseOfReplaced, healthSince } from '../health/run.js';
import type { JobContext } from '../context.js';
import { choiceSetting } from '../options/setting.js';

/** The words of `health-report`. */
export const HEALTH_REPORTS = ['previous', 'none'] as const;

/** One of HEALTH_REPORTS. */
export type HealthReportChoice = (typeof HEALTH_REPORTS)[number];

/** The `health-report` setting. */
export const HEALTH_REPORT = choiceSetting({
  name: 'health-report',
  help: 'a section in the summary, the pull request comment and chat notices with the crash groups and feedback received since the build each file replaces was uploaded',
  value: '<word>',
  choices: HEALTH_REPORTS,
  fallback: 'none',
});

/**
 * The health report of each build `builds` replace, once per app and base build, in the order of
 * the builds: crash/listAll and feedback/listAll pages (at most DEFAULT_MAX_PAGES each) per
 * report. A build that replaces none has no report; a read that fails is one warning in its report
 * (healthSince), never a failure: the builds are published.
 * @throws only the run's cancel
 */
export async function replacedHealth(
  job: JobContext,
  builds: readonly PublishedBuild[],
): Promise<HealthReport[]> {
  const reports: HealthReport[] = [];
  const seen = new Set<string>();
  for (const { replaces, fileName, record } of builds) {
    if (replaces === undefined || replaces === 'none' || job.signal.aborted) continue;
    const key = `${replaces.appKey} ${replaces.buildKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const base = baseOfReplaced(replaces);
    if (base === undefined) {
      job.logger.warning(
        `No health section for ${fileName}: the build it replaces, ${replaces.buildKey}, has no upload time in the build list`,
      );
      continue;
    }
    const report = await healthSince(job, replaces.appKey, base, {
      maxItems: DEFAULT_MAX_ITEMS,
      maxPages: DEFAULT_MAX_PAGES,
    });
    job.logger.info(
      `Health since build ${replaces.buildKey} (${replaces.chosen}): ${countsText(report)}`,
    );
    reports.push(record.buildName ? { ...report, appName: record.buildName } : report);
  }
  return reports;
}
