/** Waiting for an uploaded build to be published: buildInfo, polled (service.md#build-info). */
import { setTimeout as sleep } from 'node:timers/promises';
import { getBuildInfo, type BuildInfo } from '../endpoints/upload.js';
import { describeErrorCode } from '../error-codes.js';
import { IncompleteAnswerError, PublishFailedError, PublishTimeoutError } from '../errors.js';
import { isTransientFailure, type Transport } from '../transport/index.js';
import type { PublishOutcome } from './published-build.js';

/**
 * Polls buildInfo with the upload token's key at once and then every `intervalSeconds` until the
 * build is published (service.md#build-info). The file is stored by then, so a poll that gets no
 * answer (no answer, 1098 or a 5xx after the transport's retries, an answer without the record) is
 * asked again until the deadline rather than failing the wait: a user who re-runs a failed step
 * makes a second build. Each such outage logs one warning, however many tries it lasts.
 * @throws PublishFailedError on 1216; PublishTimeoutError once `timeoutSeconds` have passed
 * @throws ApiError for any other code buildInfo answers
 */
export async function waitForPublish(
  transport: Transport,
  uploadKey: string,
  timeoutSeconds: number,
  intervalSeconds: number,
): Promise<PublishOutcome> {
  const started = Date.now();
  // Bounds each poll too: a poll stuck in retries must not outlive the deadline.
  const deadline = AbortSignal.timeout(timeoutSeconds * 1000);
  const cancel = transport.signal ? AbortSignal.any([transport.signal, deadline]) : deadline;
  const elapsed = () => (Date.now() - started) / 1000;
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
  });
  let lastAnswer = 'none yet';
  try {
    for (;;) {
      const poll = await pollOnce(poller, uploadKey, cancel);
      if (poll.state === 'unanswered') {
        const message =
          `${poll.error.message}; asking again every ${intervalSeconds} s until the wait's ` +
          `deadline (${timeoutSeconds} s)`;
        if (!outage.polled) {
          if (outage.warned) log.info(message);
          else warnOnce(message);
        }
        outage.polled = true;
        lastAnswer = poll.error.message;
      } else {
        Object.assign(outage, { warned: false, polled: false });
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
      await sleep(intervalSeconds * 1000, undefined, { signal: cancel });
    }
  } catch (error) {
    if (!deadline.aborted || transport.signal?.aborted) throw error;
    throw new PublishTimeoutError(uploadKey, Math.round(elapsed()), lastAnswer);
  }
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
