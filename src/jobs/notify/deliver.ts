/**
 * Sends one message to one webhook: signed at each try (a fresh timestamp), tried again on a
 * network error before the message was sent (a proxy's refused CONNECT too), a 5xx, a 429 or the platform's own rate-limit answer,
 * a bounded number of times. A timeout or a broken connection after the message was sent is not
 * tried again: the platform may have shown it, and a chat should not get it twice.
 * Nothing it logs or returns carries the webhook's URL or secret: a target is named by its
 * platform alone, and every quoted answer is redacted.
 */
import {
  toError,
  ANSWER_LIMITS,
  exchange,
  isUntrustedCertificateCode,
  PgyerError,
  proxyDispatcher,
  refusedTunnelStatus,
  SecretSet,
  systemCodeOf,
  UNTRUSTED_CERTIFICATE_HINT,
  withRetryPolicy,
  type Exchanged,
} from '../../api/index.js';
import type { JobContext } from '../context.js';
import { PUBLIC_WEBHOOK_PARTS } from './channels.js';
import type { NotifyMessage } from './message.js';
import type { NotifyTarget } from './options.js';
import { jsonRequest, type WebhookRequest } from './platforms/platform.js';
import { PLATFORMS } from './platforms/index.js';

/**
 * What a notification needs of the job's context: where to log, the cancel, the clock, and how
 * the front-end names a setting (a refusal of the platform's security settings names the
 * signing secret).
 */
export type NotifyContext = Pick<JobContext, 'logger' | 'signal' | 'now' | 'settingName'>;

/** How delivery tries again. */
export interface DeliveryPolicy {
  /** Extra tries after the first. */
  retries: number;
  /** Backoff before the first retry, in ms, doubled each time (with jitter). */
  retryDelayMs: number;
  /** Upper bound of one wait, a Retry-After included, in ms. */
  maxRetryDelayMs: number;
  /** Time one request may take, in ms. */
  timeoutMs: number;
}

/**
 * 3 more tries, 1 s, 2 s, 4 s apart (at most 20 s when a platform asks), 10 s a request: the
 * platforms answer in well under a second, and a dead webhook should not hold the run.
 */
export const DELIVERY_POLICY: DeliveryPolicy = {
  retries: 3,
  retryDelayMs: 1000,
  maxRetryDelayMs: 20_000,
  timeoutMs: 10_000,
};

/** How one notification ended. */
export interface Delivery {
  /** `DingTalk`. */
  target: string;
  delivered: boolean;
  /** Requests made for the message that needed the most (1: each went at its first try). */
  attempts: number;
  /** Why it was not delivered: the last answer or network error, without secrets. */
  problem?: string;
}

/** A try that failed; `transient` when another may succeed. */
class DeliveryError extends PgyerError {
  override name = 'DeliveryError';

  constructor(
    message: string,
    readonly transient: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * `DingTalk`: how a log names a target. Not even the host: every piece of a webhook's URL counts
 * as a secret (one webhook a platform, so the name is enough).
 */
function targetName(target: NotifyTarget): string {
  return target.name;
}

/**
 * What signing added to `request`, none of which may be shown: the signed URL (its `sign` and
 * `timestamp`, DingTalk), each header value added or changed (`X-Pgyer-Signature`), each field
 * the body gained (Feishu's `sign` and `timestamp`).
 */
function signatureParts(request: WebhookRequest, signed: WebhookRequest): string[] {
  if (signed === request) return [];
  const headers = Object.entries(signed.headers)
    .filter(([name, value]) => request.headers[name] !== value && name !== 'content-length')
    .map(([, value]) => value);
  return [signed.url.href, ...headers, ...addedFields(request.body, signed.body)];
}

/** The values of the top-level fields of the JSON `signed` that `body` lacks. */
function addedFields(body: string, signed: string): string[] {
  if (body === signed) return [];
  const fields = (text: string) => Object.entries(JSON.parse(text) as Record<string, unknown>);
  const before = new Set(fields(body).map(([name]) => name));
  return fields(signed)
    .filter(([name, value]) => !before.has(name) && typeof value === 'string')
    .map(([, value]) => String(value));
}

function networkProblem(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const refused = refusedTunnelStatus(error);
  if (refused !== undefined) return `the proxy refused to connect (HTTP ${String(refused)})`;
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : toError(error).message;
}

/**
 * Sends `message` to `target` with `policy`'s tries: the platform's payload, then its follow-up
 * messages (WeCom's QR code pictures) in order, each with its own tries; `attempts` is the most
 * tries one message took. Never throws (but for the run's cancel): a delivery that failed for good, at any of
 * its messages, is the result's `problem`.
 */
export async function deliver(
  target: NotifyTarget,
  message: NotifyMessage,
  context: NotifyContext,
  policy: DeliveryPolicy = DELIVERY_POLICY,
): Promise<Delivery> {
  const name = targetName(target);
  // The URL and every part of its path and query, the signing secret, each try's signature.
  const secrets = new SecretSet([target.url.href, target.secret], PUBLIC_WEBHOOK_PARTS);
  const platform = PLATFORMS[target.platform];
  // Tries of the message being sent, and the most any message sent so far took.
  let attempts = 0;
  let most = 0;
  const tryOnce = async (request: WebhookRequest) => {
    attempts += 1;
    const signed =
      target.secret && platform.sign
        ? platform.sign(request, target.secret, context.now())
        : request;
    for (const part of signatureParts(request, signed)) secrets.add(part);
    let answer: Exchanged;
    // An object: TypeScript does not see the callback's assignment to a plain variable.
    const progress = { sent: false };
    try {
      answer = await exchange(signed.url, 'POST', signed.headers, signed.body, {
        signal: context.signal,
        timeoutMs: policy.timeoutMs,
        maxAnswerBytes: ANSWER_LIMITS.chat,
        dispatcher: await proxyDispatcher(),
        onSent: () => {
          progress.sent = true;
        },
      });
    } catch (error) {
      if (context.signal.aborted) throw error;
      const problem = secrets.quote(networkProblem(error), 200);
      // The handshake failed, so nothing was sent, and every try would fail alike.
      if (isUntrustedCertificateCode(systemCodeOf(error))) {
        throw new DeliveryError(`${name}: ${problem}: ${UNTRUSTED_CERTIFICATE_HINT}`, false);
      }
      throw new DeliveryError(
        progress.sent
          ? `${name}: ${problem} after the message was sent (not sent again)`
          : `${name}: ${problem}`,
        !progress.sent,
      );
    }
    const verdict = platform.verdict(answer);
    if (!verdict.delivered) {
      const hint =
        verdict.securityRefused && platform.securityHint
          ? `: ${platform.securityHint(context.settingName ?? ((setting) => setting))}`
          : '';
      throw new DeliveryError(
        `${name} refused the message: ${secrets.quote(verdict.problem, 300)}${hint}`,
        verdict.transient,
        verdict.retryAfterMs,
      );
    }
  };
  try {
    // Each message its own request with its own tries: one delivered is never sent again.
    const bodies = [platform.payload(message), ...((await platform.followUps?.(message)) ?? [])];
    for (const body of bodies) {
      const request = jsonRequest(target.url, body);
      attempts = 0;
      await withRetryPolicy(() => tryOnce(request), {
        retries: policy.retries,
        retryDelayMs: policy.retryDelayMs,
        maxRetryDelayMs: policy.maxRetryDelayMs,
        isTransient: (error) => error instanceof DeliveryError && error.transient,
        beforeRetry: () => undefined,
        logger: context.logger,
        signal: context.signal,
      });
      most = Math.max(most, attempts);
    }
    return { target: name, delivered: true, attempts: most };
  } catch (error) {
    if (context.signal.aborted) throw error;
    const problem = toError(error).message;
    return {
      target: name,
      delivered: false,
      attempts: Math.max(most, attempts),
      problem: secrets.quote(problem, 500),
    };
  }
}
