/**
 * notify: tells chat groups about the builds upload-and-wait published (its `builds` output), or
 * that the upload step failed (docs/notifications.md). Needs no API key: it sends to the webhooks
 * only.
 */
import * as core from '@actions/core';
import { redact } from '../../api/redact.js';
import { readCiContext } from '../../common/ci-context.js';
import { checkNotifyJobOptions, NOTIFY_JOB_SETTINGS } from '../../jobs/notify/job-options.js';
import { notifyFactsOf } from '../../jobs/notify/outcome.js';
import { throwIfNotifyFailed } from '../../jobs/notify/options.js';
import { runNotify } from '../../jobs/notify/run.js';
import { actionLogger } from '../common/action-logger.js';
import { maskedSecrets, readInputs } from '../common/read-inputs.js';
import { runAction } from '../common/run-action.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (_start, signal) => {
    const { notify, builds, uploadOutcome } = checkNotifyJobOptions(
      readInputs(NOTIFY_JOB_SETTINGS),
    );
    const facts = notifyFactsOf(uploadOutcome, builds, readCiContext());
    if (!facts) {
      actionLogger.info(`The upload step was ${uploadOutcome}: no notification`);
      return;
    }
    const result = await runNotify({ logger: actionLogger, signal, now: Date.now }, notify, {
      ...facts,
      failures: facts.failures.map((line) => redact(line, maskedSecrets())),
    });
    const delivered = result.deliveries.filter((delivery) => delivery.delivered).length;
    core.setOutput('delivered', delivered);
    core.setOutput('failed', result.deliveries.length - delivered);
    throwIfNotifyFailed(result, notify);
  });
}
