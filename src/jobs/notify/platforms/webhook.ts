/**
 * A generic JSON webhook: the builds as upload-and-wait outputs them, what failed, and the CI
 * context. With webhook-secret, `X-Pgyer-Signature: sha256=<hex>` is the HMAC-SHA256 of the body
 * keyed with the secret (as GitHub signs its webhooks), so a receiver can check the sender. Any
 * 2xx is delivered; 429 (Retry-After) and 5xx are tried again.
 */
import { createHmac } from 'node:crypto';
import { retryAfterMs } from '../../../api/index.js';
import type { NotifyMessage, ReportEvent } from '../message.js';
import { httpVerdict, type Platform } from './platform.js';

/** The header with the body's signature. */
export const SIGNATURE_HEADER = 'x-pgyer-signature';

/** The generic webhook's body (docs/notifications.md#generic-webhook). */
export interface WebhookBody {
  /**
   * report: a health digest (the report/ sub-action, `pgyer report`); expiry: an expiry check (the
   * expiry/ sub-action, `pgyer expiry`); either in `report`.
   */
  event: 'published' | 'failed' | ReportEvent;
  title: string;
  builds: NotifyMessage['records'];
  failures: string[];
  ci: NotifyMessage['ci'];
  /** The report as `--json` prints it; only with events `report` and `expiry`. */
  report?: unknown;
  /**
   * The health reports of the builds an upload replaced (upload-and-wait's health-report:
   * previous), each as `pgyer report --json` prints one; only with events `published` and
   * `failed`, and only when there are any.
   */
  health?: unknown[];
}

/** The generic webhook's JSON of `message`. */
export function webhookPayload(message: NotifyMessage): WebhookBody {
  if (message.report !== undefined) {
    const { title, records, failures, ci, report } = message;
    return { event: message.reportEvent ?? 'report', title, builds: records, failures, ci, report };
  }
  return {
    event: message.outcome === 'success' ? 'published' : 'failed',
    title: message.title,
    builds: message.records,
    failures: message.failures,
    ci: message.ci,
    ...(message.health ? { health: message.health } : {}),
  };
}

/** `sha256=<hex>`: the signature of `body` with `secret`. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The generic JSON webhook. */
export const webhook: Platform = {
  payload: webhookPayload,
  sign: (request, secret) => ({
    ...request,
    headers: { ...request.headers, [SIGNATURE_HEADER]: webhookSignature(request.body, secret) },
  }),
  verdict: (answer) =>
    httpVerdict(answer, retryAfterMs(answer.headers.get('retry-after'))) ?? { delivered: true },
};
