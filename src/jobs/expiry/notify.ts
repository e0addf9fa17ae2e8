/**
 * An expiry check to chat (the expiry/ sub-action, `pgyer expiry` with a webhook): one message per
 * webhook through the notify job, with the check's sections; the generic webhook gets the whole
 * report as `report`.
 */
import type { CiContext } from '../../common/ci-context.js';
import type { NotifyOptions } from '../notify/options.js';
import { runNotify, type NotifyJobContext, type NotifyResult } from '../notify/run.js';
import { expirySections, expiryTitle } from './lines.js';
import type { ExpiryReport } from './report.js';

/**
 * Sends `report` to every webhook of `options`; one log line per webhook, a failed delivery a
 * warning (notify-required fails the run afterwards: throwIfNotifyFailed).
 * @throws only the run's cancel
 */
export async function notifyExpiry(
  context: NotifyJobContext,
  options: NotifyOptions,
  report: ExpiryReport,
  ci: CiContext,
): Promise<NotifyResult> {
  return runNotify(context, options, {
    builds: [],
    failures: [],
    ci,
    title: expiryTitle(report),
    sections: expirySections(report),
    report,
  });
}
