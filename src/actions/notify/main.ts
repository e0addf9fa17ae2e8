/**
 * notify: tells chat groups about the builds upload-and-wait published (its `builds` output), or
 * that the upload step failed (docs/notifications.md). Needs no API key: it sends to the webhooks
 * only.
 */
import * as core from '@actions/core';
import { readCiContext } from '../../common/ci-context.js';
import type { Delivery } from '../../jobs/notify/deliver.js';
import { checkNotifyJobOptions, NOTIFY_JOB_SETTINGS } from '../../jobs/notify/options.js';
import {
  nothingToSend,
  notifyFactsOf,
  runNotify,
  throwIfNotifyFailed,
} from '../../jobs/notify/run.js';
import { redacting } from '../../jobs/logger.js';
import { actionLogger } from '../common/action-logger.js';
import { maskedSecrets, readInputs } from '../common/read-inputs.js';
import { inputName, runAction } from '../common/run-action.js';

/** Said after bad inputs: notify never uploads or changes anything, it only sends. */
const NOTHING_SENT = 'Nothing was sent.';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (_start, signal) => {
    const { notify, builds, uploadOutcome } = checkNotifyJobOptions(
      readInputs(NOTIFY_JOB_SETTINGS),
    );
    const facts = notifyFactsOf(uploadOutcome, builds, readCiContext());
    if (!facts) {
      actionLogger.info(nothingToSend(uploadOutcome));
      setCounts([]);
      return;
    }
    const logger = redacting(actionLogger, maskedSecrets());
    const result = await runNotify(
      { logger, signal, now: Date.now, secrets: maskedSecrets(), settingName: inputName },
      notify,
      facts,
    );
    setCounts(result.deliveries);
    throwIfNotifyFailed(result, notify);
  }, NOTHING_SENT);
}

/** The `delivered` and `failed` outputs: 0 and 0 when nothing was sent. */
function setCounts(deliveries: readonly Delivery[]): void {
  const delivered = deliveries.filter((delivery) => delivery.delivered).length;
  core.setOutput('delivered', delivered);
  core.setOutput('failed', deliveries.length - delivered);
}
