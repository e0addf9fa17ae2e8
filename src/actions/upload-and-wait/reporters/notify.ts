/** The step's chat notifications (src/jobs/notify), as a reporter. */
import type { NotifyResult } from '../../../jobs/notify/run.js';
import { failureLines } from '../../../jobs/upload/run.js';
import type { Reporter, RunFacts } from './reporter.js';

/**
 * Sends the chat notifications (none without a webhook, nor after a cancel); a notification that
 * cannot be delivered is a warning here, and with notify-required fails the step in `check`, after
 * the upload's own failure.
 */
export function notifyReporter({ job, notify, ci }: RunFacts): Reporter {
  let notified: NotifyResult | undefined;
  let throwIfNotifyFailed: ((result: NotifyResult, options: typeof notify) => void) | undefined;
  return {
    after: async ({ result, deployment }) => {
      if (notify.targets.length === 0 || job.signal.aborted) return undefined;
      // Loaded here: the message builders of six platforms are only needed by runs that notify.
      const [notifyJob, { replacedHealthSections }] = await Promise.all([
        import('../../../jobs/notify/run.js'),
        import('../../../jobs/health/lines.js'),
      ]);
      throwIfNotifyFailed = notifyJob.throwIfNotifyFailed;
      notified = await notifyJob.runNotify({ ...job, secrets: job.transport.secrets }, notify, {
        builds: result.builds,
        failures: failureLines(result),
        ci,
        deployment,
        sections: replacedHealthSections(result.health),
        health: result.health,
      });
      return undefined;
    },
    check: () => {
      if (notified) throwIfNotifyFailed?.(notified, notify);
    },
  };
}
