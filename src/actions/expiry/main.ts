/**
 * expiry: signing certificates, apps' install windows and iOS builds' profiles that end within
 * within-days, to the job summary, chat and the `expiry` output, for a daily scheduled check
 * (docs/expiry.md); fails with fail-within-days.
 */
import * as core from '@actions/core';
import { readCiContext } from '../../common/ci-context.js';
import { writeExpirySummary } from '../../github/expiry-section.js';
import { checkExpiryJobOptions } from '../../jobs/expiry/options.js';
import { soonItems, throwIfDue, type ExpiryReport } from '../../jobs/expiry/report.js';
import { runExpiry } from '../../jobs/expiry/run.js';
import { expiryChat, expiryLine } from '../../jobs/expiry/lines.js';
import { notifyReport, throwIfNotifyFailed } from '../../jobs/notify/run.js';
import { Checker } from '../../jobs/options/checker.js';
import { maskedSecrets, readInputs } from '../common/read-inputs.js';
import { runAction, writeReport } from '../common/run-action.js';
import { EXPIRY_ACTION_SETTINGS, EXPIRY_SUMMARY } from './inputs.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const raw = readInputs(EXPIRY_ACTION_SETTINGS);
    const check = new Checker();
    const summary = EXPIRY_SUMMARY.check(check, raw.summary);
    const options = checkExpiryJobOptions(raw, check);
    const job = start(options);
    const report = await runExpiry(job, options.expiry);
    setOutputs(report);
    for (const item of soonItems(report)) job.logger.warning(expiryLine(item));
    if (summary)
      await writeReport('job summary', () => writeExpirySummary(report, readCiContext()));
    if (options.notify.targets.length > 0) {
      const result = await notifyReport(
        { ...job, secrets: maskedSecrets() },
        options.notify,
        expiryChat(report),
        readCiContext(),
      );
      throwIfNotifyFailed(result, options.notify);
    }
    throwIfDue(report);
  });
}

/** expiring-count (ends within within-days, ended ones included) and the check as JSON. */
function setOutputs(report: ExpiryReport): void {
  core.setOutput('expiring-count', soonItems(report).length);
  core.setOutput('expiry', JSON.stringify(report));
}
