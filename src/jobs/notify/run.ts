/**
 * The notify job: tells chat groups about published builds, or a failed upload, with the QR code,
 * the install page and the CI context (docs/notifications.md). A notification that cannot be
 * delivered is a warning; with notify-required, throwIfNotifyFailed fails the run.
 */
import { PgyerError, type PublishedBuild } from '../../api/index.js';
import type { SecretSet } from '../../api/redact.js';
import type { CiContext } from '../../common/ci-context.js';
import {
  deliver,
  DELIVERY_POLICY,
  type Delivery,
  type DeliveryPolicy,
  type NotifyContext,
} from './deliver.js';
import {
  notifyMessage,
  type MessageSection,
  type NotifyFacts,
  type Outcome,
  type ReportEvent,
} from './message.js';
import { hasNewsIn, wantsNotice, type NotifyOptions, type UploadOutcome } from './options.js';

/** What the notify job needs of the run: a notification's context and the run's secrets. */
export interface NotifyJobContext extends NotifyContext {
  /** Every secret of the run (api key, webhooks, passwords): the result is scrubbed of them. */
  secrets: SecretSet;
}

/**
 * Sends the message about `facts` to every target at once, when notify-on asks for its outcome.
 * Logs one line per target: delivered (info) or why not (warning). The result and the lines are
 * scrubbed of the run's secrets (`context.secrets`): a receiver may echo any of them.
 * @throws only the run's cancel
 */
export async function runNotify(
  context: NotifyJobContext,
  options: NotifyOptions,
  facts: NotifyFacts,
  policy: DeliveryPolicy = DELIVERY_POLICY,
): Promise<NotifyResult> {
  const message = notifyMessage({ ...facts, title: options.title ?? facts.title });
  if (!wantsNotice(options, message.outcome)) return { outcome: message.outcome, deliveries: [] };
  const deliveries = context.secrets.scrub(
    await Promise.all(options.targets.map((target) => deliver(target, message, context, policy))),
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

/** A report for chat: its heading, its sections, and the whole of it for the generic webhook. */
export interface ChatReport {
  title: string;
  sections: readonly MessageSection[];
  /** What the generic webhook sends as `report` (the report's JSON). */
  report: unknown;
  /** The generic webhook's event; default `report`. */
  reportEvent?: ReportEvent;
}

/**
 * Sends a report that is about no build (the report/ and expiry/ sub-actions, `pgyer report` and
 * `pgyer expiry` with a webhook): one message per webhook with the report's sections, as runNotify
 * sends it (one log line per webhook, a failed delivery a warning; notify-required fails the run
 * afterwards: throwIfNotifyFailed).
 * @throws only the run's cancel
 */
export async function notifyReport(
  context: NotifyJobContext,
  options: NotifyOptions,
  chat: ChatReport,
  ci: CiContext,
): Promise<NotifyResult> {
  return runNotify(context, options, { builds: [], failures: [], ci, ...chat });
}

/** The notifications could not all be delivered, and notify-required asked for them. */
export class NotifyFailed extends PgyerError {
  override name = 'NotifyFailed';
}

/** What the notify job did. */
export interface NotifyResult {
  outcome: Outcome;
  /** One per webhook; empty when notify-on did not ask for this outcome (or no webhook was given). */
  deliveries: Delivery[];
}

/**
 * Fails the run when a notification was not delivered and notify-required asked for it.
 * @throws NotifyFailed naming each webhook that was not reached
 */
export function throwIfNotifyFailed(result: NotifyResult, options: NotifyOptions): void {
  const failed = result.deliveries.filter((delivery) => !delivery.delivered);
  if (!options.required || failed.length === 0) return;
  throw new NotifyFailed(
    `${failed.length} of ${result.deliveries.length} notifications could not be delivered ` +
      `(notify-required is true): ${failed.map((delivery) => delivery.target).join(', ')}`,
  );
}

/** The failure line of an upload step known only by its outcome. */
export const UPLOAD_STEP_FAILED = 'The upload step failed: its log on the run page says why';

/** The one line logged instead of a notification about a cancelled or skipped upload step. */
export function nothingToSend(outcome: UploadOutcome): string {
  return `Nothing to send: the upload step was ${outcome}`;
}

/**
 * The facts to notify about an upload step that ended with `outcome`; undefined when it was
 * cancelled or skipped (nothing to tell: see nothingToSend).
 */
export function notifyFactsOf(
  outcome: UploadOutcome,
  builds: readonly PublishedBuild[],
  ci: CiContext,
): NotifyFacts | undefined {
  if (!hasNewsIn(outcome)) return undefined;
  return { builds, failures: outcome === 'failure' ? [UPLOAD_STEP_FAILED] : [], ci };
}
