/**
 * A health report to chat (the report/ sub-action, `pgyer report` with a webhook): one message per
 * webhook through the notify job, with the report's sections (the newest few of each list, "and N
 * more"); the generic webhook gets the whole report as `report`. Each platform holds its limits.
 */
import type { CiContext } from '../../common/ci-context.js';
import type { NotifyOptions } from '../notify/options.js';
import { runNotify, type NotifyJobContext, type NotifyResult } from '../notify/run.js';
import { healthSections, healthTitle } from './lines.js';
import type { HealthReport } from './report.js';

/** Entries of each list a chat message shows: a phone screen, not an archive. */
export const CHAT_ITEMS = 5;

/**
 * Sends `report` to every webhook of `options`; one log line per webhook, a failed delivery a
 * warning (notify-required fails the run afterwards: throwIfNotifyFailed).
 * @throws only the run's cancel
 */
export async function notifyHealth(
  context: NotifyJobContext,
  options: NotifyOptions,
  report: HealthReport,
  ci: CiContext,
): Promise<NotifyResult> {
  return runNotify(context, options, {
    builds: [],
    failures: [],
    ci,
    title: healthTitle(report),
    sections: healthSections(report, CHAT_ITEMS),
    report,
  });
}
