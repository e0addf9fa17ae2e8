/** Which failures are tried again, and the backoff between tries (p-retry). */
import { setTimeout as sleep } from 'node:timers/promises';
import pRetry from 'p-retry';
import { ErrorCode } from '../error-codes.js';
import { ApiError, NetworkError, UnexpectedResponseError } from '../errors.js';
import type { Logger } from '../logger.js';

/** Whether a failed call is worth another try (see `Transport`). */
export function isTransientFailure(error: Error): boolean {
  // An untrusted certificate fails the same way on every try: not a fault of the network.
  if (error instanceof NetworkError) return !error.certificateUntrusted;
  if (error instanceof UnexpectedResponseError) return true;
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.RateLimited || error.httpStatus === 429 || error.httpStatus >= 500)
  );
}

/** Whether a failed call of a non-idempotent operation can be repeated without acting twice. */
export function isSafeToRepeat(error: Error): boolean {
  if (error instanceof NetworkError) return error.neverSent && !error.certificateUntrusted;
  // A rate limiter turned the request away before the service acted on it.
  return isRateLimited(error);
}

/** A refusal for the hourly limit: code 1098, or HTTP 429 from the service or a gateway. */
export function isRateLimited(error: Error): boolean {
  if (error instanceof UnexpectedResponseError) return error.httpStatus === 429;
  return (
    error instanceof ApiError && (error.code === ErrorCode.RateLimited || error.httpStatus === 429)
  );
}

/** How `withRetryPolicy` tries again. */
export interface RetryPolicy {
  /** Extra tries after the first. */
  retries: number;
  /** Backoff before the first retry, in ms, doubled each time, with jitter (x1 to x2). */
  retryDelayMs: number;
  /** Upper bound of one backoff, and of a wait a Retry-After header asks for, in ms. */
  maxRetryDelayMs: number;
  /** Which failures are tried again. */
  isTransient: (error: Error) => boolean;
  /** Called before each retry, with the failure and the number of the try that failed. */
  beforeRetry: (error: Error, attempt: number) => void;
  /**
   * Gets an info line before each retry, naming the failure, the wait and the next try (`…;
   * trying again in 1.4 s (try 2 of 4)`): a retry is no problem yet (a warning annotation for each
   * would crowd out the real ones), and the final failure says what went wrong.
   */
  logger: Logger;
  /** The failure as a retry's line names it; its message when not given. */
  describe?: (error: Error) => string;
  signal: AbortSignal | undefined;
}

/**
 * Runs `task` until it succeeds, fails for good, or the policy's tries run out, with exponential
 * backoff and jitter; a Retry-After the failure carries (429, 503) adds its wait, within the
 * backoff's bound.
 * @throws the last failure; the signal's reason once it aborts
 */
export function withRetryPolicy<T>(
  task: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
): Promise<T> {
  const { signal, isTransient } = policy;
  const describe = policy.describe ?? ((error: Error) => error.message);
  return pRetry(task, {
    retries: policy.retries,
    // The waits are ours (backoffMs), so that the line before each says how long it is.
    minTimeout: 0,
    maxTimeout: 0,
    ...(signal ? { signal } : {}),
    shouldRetry: (error) => isTransient(error),
    onFailedAttempt: async (error) => {
      if (error.retriesLeft > 0 && isTransient(error)) {
        policy.beforeRetry(error, error.attemptNumber);
        // The server said when to come back (429, 503): wait that long, within the backoff's bound,
        // on top of the backoff itself.
        const asked = retryAfterOf(error);
        const askedWait = asked === undefined ? 0 : Math.min(asked, policy.maxRetryDelayMs);
        const wait = backoffMs(policy, error.attemptNumber) + askedWait;
        const total = policy.retries + 1;
        policy.logger.info(
          `${describe(error)}; trying again in ${seconds(wait)}` +
            `${askedWait ? `, ${seconds(askedWait)} of it as asked` : ''} ` +
            `(try ${error.attemptNumber + 1} of ${total})`,
        );
        if (wait) await sleep(wait, undefined, signal ? { signal } : {});
      }
    },
  });
}

/**
 * The backoff after try `attempt` (1 for the first), in ms: retryDelayMs doubled for each try
 * before, with jitter (x1 to x2), at most maxRetryDelayMs.
 */
function backoffMs(policy: RetryPolicy, attempt: number): number {
  const jitter = 1 + Math.random();
  return Math.min(
    Math.round(policy.retryDelayMs * 2 ** (attempt - 1) * jitter),
    policy.maxRetryDelayMs,
  );
}

/** A wait for a log line: `0.004 s`, `1.4 s`, `12 s`. */
function seconds(ms: number): string {
  const digits = ms < 1_000 ? 3 : ms < 10_000 ? 1 : 0;
  return `${Number((ms / 1000).toFixed(digits))} s`;
}

/**
 * The wait a failure carries from a Retry-After header, in ms: the service's answers
 * (UnexpectedResponseError, ApiError) and any other failure with a numeric `retryAfterMs` (a chat
 * webhook's 429).
 */
function retryAfterOf(error: Error): number | undefined {
  const asked = (error as { retryAfterMs?: unknown }).retryAfterMs;
  return typeof asked === 'number' && Number.isFinite(asked) ? asked : undefined;
}
