/** Waiting for an uploaded build to be published: buildInfo, polled (service.md#build-info). */
import { setTimeout as sleep } from 'node:timers/promises';
import { getBuildInfo, type BuildInfo } from '../endpoints/upload.js';
import { describeErrorCode } from '../error-codes.js';
import {
  ApiError,
  IncompleteAnswerError,
  PublishFailedError,
  PublishTimeoutError,
  UnexpectedResponseError,
} from '../errors.js';
import { isRateLimited, isTransientFailure, type Transport } from '../transport/index.js';
import type { PublishOutcome } from './published-build.js';

/** The time the wait reads and sleeps by: the system's, or a test's manual clock. */
export interface WaitClock {
  now(): Date;
  /** Resolves after `ms` of this clock's time; rejects with the signal's reason when it aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

const systemClock: WaitClock = {
  now: () => new Date(),
  sleep: (ms, signal) => sleep(ms, undefined, { signal }),
};

/**
 * Longest pause between two polls while the service refuses them for the hourly limit, in
 * seconds: long enough that a wait does not keep the account over its limit, short enough that
 * the build is seen within a minute once the limit lifts.
 */
const MAX_SLOWED_INTERVAL_SECONDS = 60;

/**
 * Polls buildInfo with the upload token's key at once and then every `intervalSeconds` until the
 * build is published (service.md#build-info). The file is stored by then, so a poll that gets no
 * answer (no answer, 1098 or a 5xx after the transport's retries, an answer without the record) is
 * asked again until the deadline rather than failing the wait: a user who re-runs a failed step
 * makes a second build. Each such outage logs one warning, however many tries it lasts. A poll
 * refused for the hourly limit (1098, HTTP 429) is not retried within the poll, and the pause
 * before the next doubles, up to MAX_SLOWED_INTERVAL_SECONDS or as long as a Retry-After asks,
 * until an answer comes.
 * @param clock the time the deadline and the pauses follow; default the system's
 * @throws PublishFailedError on 1216; PublishTimeoutError once `timeoutSeconds` have passed
 * @throws ApiError for any other code buildInfo answers
 */
export async function waitForPublish(
  transport: Transport,
  uploadKey: string,
  timeoutSeconds: number,
  intervalSeconds: number,
  clock: WaitClock = systemClock,
): Promise<PublishOutcome> {
  const started = clock.now().getTime();
  const elapsed = () => (clock.now().getTime() - started) / 1000;
  const remainingMs = () => timeoutSeconds * 1000 - (clock.now().getTime() - started);
  // Never aborts without the transport's signal: the pauses need one.
  const cancel = transport.signal ?? new AbortController().signal;
  const log = transport.logger;
  // An outage (tries without an answer, until the next answer) logs one warning: the first, be it
  // a retry's within a poll or the poll's own; then one line that the wait goes on; the rest go
  // to debug.
  const outage = { warned: false, polled: false };
  const warnOnce = (message: string) => {
    if (outage.warned) log.debug(message);
    else log.warning(message);
    outage.warned = true;
  };
  const poller = transport.extend({
    logger: {
      debug: (message) => {
        log.debug(message);
      },
      info: (message) => {
        log.info(message);
      },
      warning: warnOnce,
    },
    // The poll loop slows down on the hourly limit itself: the transport's burst of retries would
    // only spend more of the account's requests. A hook that throws ends the call with no retry.
    hooks: {
      beforeRetry: (error) => {
        if (isRateLimited(error)) throw error;
      },
    },
  });
  let lastAnswer = 'none yet';
  const timedOut = () => new PublishTimeoutError(uploadKey, Math.round(elapsed()), lastAnswer);
  let interval = intervalSeconds;
  for (;;) {
    // Bounds each poll too: a poll stuck in retries must not outlive the deadline.
    const bound = AbortSignal.timeout(Math.max(remainingMs(), 0));
    const poll = await pollOnce(poller, uploadKey, AbortSignal.any([cancel, bound])).catch(
      (error: unknown) => {
        throw bound.aborted && !cancel.aborted ? timedOut() : error;
      },
    );
    if (poll.state === 'unanswered') {
      const limited = isRateLimited(poll.error);
      interval = limited ? slowedInterval(interval, poll.error) : intervalSeconds;
      const message =
        `${poll.error.message}; asking again ` +
        (limited
          ? `in ${interval} s, less often while the service refuses (at most every ` +
            `${MAX_SLOWED_INTERVAL_SECONDS} s unless it asks for longer),`
          : `every ${intervalSeconds} s`) +
        ` until the wait's deadline (${timeoutSeconds} s)`;
      if (!outage.polled) {
        if (outage.warned) log.info(message);
        else warnOnce(message);
      }
      outage.polled = true;
      lastAnswer = poll.error.message;
    } else {
      Object.assign(outage, { warned: false, polled: false });
      interval = intervalSeconds;
      if (poll.state === 'published') {
        const buildKey = poll.build.buildKey ?? uploadKey;
        log.info(`Published build ${buildKey} after ${elapsed().toFixed(1)} s`);
        return { build: poll.build, publishSeconds: elapsed() };
      }
      if (poll.state === 'failed') throw new PublishFailedError(uploadKey, poll.message);
      const answer = `code ${poll.code}, ${describeErrorCode(poll.code)}`;
      if (answer !== lastAnswer) log.info(`The service answers ${answer}`);
      lastAnswer = answer;
    }
    await clock.sleep(Math.max(Math.min(interval * 1000, remainingMs()), 0), cancel);
    if (remainingMs() <= 0) throw timedOut();
  }
}

/**
 * The pause after a poll refused for the hourly limit, in seconds: twice the last one, at most
 * MAX_SLOWED_INTERVAL_SECONDS, and at least what the refusal's Retry-After asks.
 */
function slowedInterval(lastSeconds: number, refusal: Error): number {
  const askedMs =
    refusal instanceof ApiError || refusal instanceof UnexpectedResponseError
      ? refusal.retryAfterMs
      : undefined;
  return Math.max(Math.min(lastSeconds * 2, MAX_SLOWED_INTERVAL_SECONDS), (askedMs ?? 0) / 1000);
}

/** What one poll learned: buildInfo's answer, or the transient failure that stood in for it. */
type Poll = BuildInfo | { state: 'unanswered'; error: Error };

/**
 * One buildInfo call. A failure the transport counts as transient (isTransientFailure: no answer,
 * 1098, a 429 or 5xx, an answer that is not the envelope) and code 0 without the record
 * (IncompleteAnswerError) are returned, not thrown.
 * @throws the signal's reason once it aborts; ApiError for a code other than 1216, 1246, 1247
 */
async function pollOnce(
  transport: Transport,
  buildKey: string,
  signal: AbortSignal,
): Promise<Poll> {
  try {
    return await getBuildInfo(transport, buildKey, signal);
  } catch (error) {
    if (signal.aborted || !(error instanceof Error)) throw error;
    if (!isTransientFailure(error) && !(error instanceof IncompleteAnswerError)) throw error;
    return { state: 'unanswered', error };
  }
}
