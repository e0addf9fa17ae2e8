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
import { deadline } from '../transport/deadline.js';
import { isRateLimited, isTransientFailure, type Transport } from '../transport/index.js';
import type { Logger } from '../logger.js';
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
export const MAX_SLOWED_INTERVAL_SECONDS = 60;

/**
 * Longest silence of a wait, in seconds: a line says the state and the time waited at least this
 * often, so that a CI that ends a step after minutes without output does not, and a reader of the
 * log sees the wait go on.
 */
const WAIT_PROGRESS_SECONDS = 30;

/**
 * Polls buildInfo with the upload token's key at once and then every `intervalSeconds` until the
 * build is published (service.md#build-info). The file is stored by then, so a poll that gets no
 * answer (no answer, 1098 or a 5xx after the transport's retries, an answer without the record) is
 * asked again until the deadline rather than failing the wait: a user who re-runs a failed step
 * makes a second build. A poll refused for the hourly limit (1098, HTTP 429) is not retried within
 * the poll, and the pause before the next doubles, up to MAX_SLOWED_INTERVAL_SECONDS or as long as
 * a Retry-After asks, until an answer comes.
 *
 * The log (info lines, no warnings: the wait goes on) gets a line when the answer changes
 * (1246 parsing, 1247 publishing, published), the first line of each outage, and a line with the
 * state and the time waited whenever WAIT_PROGRESS_SECONDS passed without one.
 * @param clock the time the deadline, the pauses and the progress lines follow; default the
 *   system's
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
  const progress = new WaitProgress(transport.logger, clock, timeoutSeconds, elapsed);
  // An outage (tries without an answer, until the next answer) shows its first line, be it a
  // retry's within a poll or the poll's own; the rest go to debug unless a progress line is due.
  const outage = { shown: false, polled: false };
  const poller = transport.extend({
    logger: {
      debug: (message) => {
        transport.logger.debug(message);
      },
      info: (message) => {
        progress.infoOnce(outage, message);
      },
      warning: (message) => {
        progress.infoOnce(outage, message);
      },
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
    const bound = deadline(Math.max(remainingMs(), 0), cancel);
    const poll = await pollOnce(poller, uploadKey, bound.signal)
      .catch((error: unknown) => {
        throw bound.signal.aborted && !cancel.aborted ? timedOut() : error;
      })
      .finally(() => {
        bound.clear();
      });
    if (poll.state === 'unanswered') {
      const limited = isRateLimited(poll.error);
      interval = limited ? slowedInterval(interval, poll.error) : intervalSeconds;
      if (!outage.polled) {
        progress.infoOnce(
          outage,
          `${poll.error.message}; asking again ` +
            (limited
              ? `in ${interval} s, less often while the service refuses (at most every ` +
                `${MAX_SLOWED_INTERVAL_SECONDS} s unless it asks for longer),`
              : `every ${intervalSeconds} s`) +
            ` until the wait's deadline (${timeoutSeconds} s)`,
          true,
        );
      }
      outage.polled = true;
      lastAnswer = poll.error.message;
      progress.state = `no answer from app/buildInfo (${limited ? 'hourly limit' : 'see above'})`;
    } else {
      Object.assign(outage, { shown: false, polled: false });
      interval = intervalSeconds;
      if (poll.state === 'published') {
        const buildKey = poll.build.buildKey ?? uploadKey;
        progress.info(`Published build ${buildKey} after ${elapsed().toFixed(1)} s`);
        return { build: poll.build, asSent: poll.asSent, publishSeconds: elapsed() };
      }
      if (poll.state === 'failed') throw new PublishFailedError(uploadKey, poll.message);
      const answer = `code ${poll.code}, ${describeErrorCode(poll.code)}`;
      if (answer !== lastAnswer)
        progress.info(`The service answers ${answer} ${progress.waited()}`);
      lastAnswer = answer;
      progress.state = answer;
    }
    await progress.pause(Math.max(Math.min(interval * 1000, remainingMs()), 0), cancel);
    if (remainingMs() <= 0) throw timedOut();
  }
}

/**
 * The wait's lines, and the progress line every WAIT_PROGRESS_SECONDS of silence: a pause longer
 * than that is slept in parts, each ending when a progress line is due.
 */
class WaitProgress {
  /** What the service said last, e.g. `code 1247, app is being published`. */
  state = 'no answer yet';
  private lastLineAt: number;

  constructor(
    private readonly log: Logger,
    private readonly clock: WaitClock,
    private readonly timeoutSeconds: number,
    private readonly elapsed: () => number,
  ) {
    this.lastLineAt = clock.now().getTime();
  }

  /** `(waited 12 s of at most 600 s)`. */
  waited(): string {
    return `(waited ${Math.round(this.elapsed())} s of at most ${this.timeoutSeconds} s)`;
  }

  info(message: string): void {
    this.log.info(message);
    this.lastLineAt = this.clock.now().getTime();
  }

  /**
   * The first line of an outage as info, the others (retries within a poll) as debug lines unless
   * a progress line is due, so that a long outage is never silent; `poll`: the poll's own line,
   * shown as info when a retry's line was the outage's first.
   */
  infoOnce(outage: { shown: boolean }, message: string, poll = false): void {
    if (!outage.shown || poll || this.due()) this.info(message);
    else this.log.debug(message);
    outage.shown = true;
  }

  /** Sleeps `ms`, writing a progress line each time one is due. */
  async pause(ms: number, signal: AbortSignal): Promise<void> {
    const end = this.clock.now().getTime() + ms;
    for (let now = this.clock.now().getTime(); now < end; now = this.clock.now().getTime()) {
      // A progress line moves lastLineAt to now, so the next one is due a full period later.
      if (this.due()) this.info(`Still waiting for the build: ${this.state} ${this.waited()}`);
      await this.clock.sleep(
        Math.min(end, this.lastLineAt + WAIT_PROGRESS_SECONDS * 1000) - now,
        signal,
      );
    }
  }

  private due(): boolean {
    return this.clock.now().getTime() - this.lastLineAt >= WAIT_PROGRESS_SECONDS * 1000;
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
