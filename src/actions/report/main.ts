/**
 * report: an app's new crash groups and feedback since a build, a day, a time or a duration, to the
 * job summary, GitHub issues (create-issues), chat and the `report` output, for scheduled digests
 * (README.md "Release health").
 */
import * as core from '@actions/core';
import { viewCrash } from '../../api/index.js';
import { readCiContext } from '../../common/ci-context.js';
import { openCrashIssues } from '../../github/crash-issues.js';
import { writeHealthSummary } from '../../github/health-section.js';
import type { JobContext } from '../../jobs/context.js';
import { checkHealthJobOptions } from '../../jobs/health/options.js';
import { healthChat } from '../../jobs/health/lines.js';
import type { HealthReport } from '../../jobs/health/report.js';
import { runHealth } from '../../jobs/health/run.js';
import { notifyReport, throwIfNotifyFailed } from '../../jobs/notify/run.js';
import { Checker } from '../../jobs/options/checker.js';
import { maskedSecrets, readInputs } from '../common/read-inputs.js';
import { runAction, writeReport } from '../common/run-action.js';
import { CREATE_ISSUES, HEALTH_SUMMARY, ISSUES_TOKEN, REPORT_ACTION_SETTINGS } from './inputs.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const raw = readInputs(REPORT_ACTION_SETTINGS);
    const check = new Checker();
    const summary = HEALTH_SUMMARY.check(check, raw.summary);
    const createIssues = CREATE_ISSUES.check(check, raw['create-issues']);
    const token = ISSUES_TOKEN.check(check, raw['github-token']) ?? '';
    const options = checkHealthJobOptions(raw, check);
    const job = start(options);
    const report = await runHealth(job, options.health);
    setOutputs(report);
    const ci = readCiContext();
    if (summary) await writeReport('job summary', () => writeHealthSummary(report, ci));
    if (createIssues === 'crashes') await crashIssues(job, report, token);
    if (options.notify.targets.length === 0) return;
    const result = await notifyReport(
      { ...job, secrets: maskedSecrets() },
      options.notify,
      healthChat(report),
      ci,
    );
    throwIfNotifyFailed(result, options.notify);
  });
}

/** crash-count and feedback-count (in the window, listed or not), and the report as JSON. */
function setOutputs(report: HealthReport): void {
  core.setOutput('crash-count', report.crashes.items.length + report.crashes.more);
  core.setOutput('feedback-count', report.feedback.items.length + report.feedback.more);
  core.setOutput('report', JSON.stringify(report));
}

/**
 * An issue for each listed crash group without one; one line per group, and one warning when
 * GitHub refuses (the report stands).
 */
async function crashIssues(job: JobContext, report: HealthReport, token: string): Promise<void> {
  const outcome = await openCrashIssues(
    {
      token,
      appKey: report.appKey,
      crashes: report.crashes.items,
      logOf: (crashId) =>
        viewCrash(job.transport, report.appKey, crashId).then(
          (crash) => crash.crashLog ?? '',
          () => undefined,
        ),
    },
    job.logger,
  );
  for (const issue of outcome.issues) {
    job.logger.info(
      issue.created
        ? `Opened issue #${issue.number} for crash group ${issue.crashId}: ${issue.url}`
        : `Crash group ${issue.crashId} has issue #${issue.number} already: ${issue.url}`,
    );
  }
  if (!outcome.done) job.logger.warning(`Crash issues not opened: ${outcome.reason}`);
}
