/**
 * The notify job: tells chat groups about published builds, or a failed upload, with the QR code,
 * the install page and the CI context (docs/notifications.md). A notification that cannot be
 * delivered is a warning; with notify-required, throwIfNotifyFailed (options.ts) fails the run.
 */
import { deliver, DELIVERY_POLICY, type DeliveryPolicy, type NotifyContext } from './deliver.js';
import { notifyMessage, type NotifyFacts } from './message.js';
import { wantsNotice, type NotifyOptions, type NotifyResult } from './options.js';

/**
 * Sends the message about `facts` to every target at once, when notify-on asks for its outcome.
 * Logs one line per target: delivered (info) or why not (warning).
 * @throws only the run's cancel
 */
export async function runNotify(
  context: NotifyContext,
  options: NotifyOptions,
  facts: NotifyFacts,
  policy: DeliveryPolicy = DELIVERY_POLICY,
): Promise<NotifyResult> {
  const message = notifyMessage({ ...facts, title: options.title ?? facts.title });
  if (!wantsNotice(options, message.outcome)) return { outcome: message.outcome, deliveries: [] };
  const deliveries = await Promise.all(
    options.targets.map((target) => deliver(target, message, context, policy)),
  );
  for (const delivery of deliveries) {
    if (delivery.delivered) {
      const tries = delivery.attempts > 1 ? ` (after ${delivery.attempts} tries)` : '';
      context.logger.info(`Notified ${delivery.target}${tries}`);
    } else {
      context.logger.warning(`Notification not delivered: ${delivery.problem ?? delivery.target}`);
    }
  }
  return { outcome: message.outcome, deliveries };
}
