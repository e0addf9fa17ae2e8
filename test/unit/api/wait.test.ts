/**
 * waitForPublish under the hourly limit (service.md#build-info): a refused poll is not retried
 * within the poll, and the pause before the next one stretches until an answer comes, within the
 * wait's deadline. Time is a manual clock that jumps to the end of each pause.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PublishTimeoutError, waitForPublish } from '../../../src/api/index.js';
import { ManualClock } from '../../helpers/clock.js';
import { operationUrl, testTransport, useMockService } from '../../helpers/msw.js';

const server = useMockService();

/** A ManualClock that moves on by each pause as soon as it is asked for; records them in seconds. */
class SteppingClock extends ManualClock {
  readonly pauses: number[] = [];

  override sleep(ms: number, signal: AbortSignal): Promise<void> {
    this.pauses.push(ms / 1000);
    const slept = super.sleep(ms, signal);
    this.advance(ms);
    return slept;
  }
}

/** buildInfo answers each response in turn, the last one for ever; counts the requests. */
function serveBuildInfo([first, ...rest]: [() => Response, ...(() => Response)[]]) {
  const seen = { requests: 0 };
  server.use(
    http.get(operationUrl('app/buildInfo'), () => {
      const answer = [first, ...rest][Math.min(seen.requests, rest.length)] ?? first;
      seen.requests += 1;
      return answer();
    }),
  );
  return seen;
}

const rateLimited = () => HttpResponse.json({ code: 1098, message: 'hourly limit' });
const publishing = () => HttpResponse.json({ code: 1247, message: '' });
const published = () =>
  HttpResponse.json({ code: 0, message: '', data: { buildKey: 'k1', buildName: 'Demo' } });

describe('waitForPublish under the hourly limit', () => {
  it('doubles the pause on 1098 up to 60 s, one request a poll, and still ends at the deadline', async () => {
    const seen = serveBuildInfo([rateLimited]);
    const clock = new SteppingClock();
    const error = await waitForPublish(testTransport({ retries: 3 }), 'k1', 600, 3, clock).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PublishTimeoutError);
    expect((error as Error).message).toMatch(
      /^build k1 was not published after 600 s \(last answer: app\/buildInfo failed with code 1098/,
    );
    // Polls at 0, 6, 18, 42, 90 s, then every 60 s; the last pause ends at the deadline.
    expect(clock.pauses).toEqual([6, 12, 24, 48, 60, 60, 60, 60, 60, 60, 60, 60, 30]);
    expect(seen.requests).toBe(13);
  });

  it('waits as long as a 429 asks with Retry-After, beyond 60 s', async () => {
    const limited = () =>
      HttpResponse.text('<html>429</html>', {
        status: 429,
        headers: { 'content-type': 'text/html', 'retry-after': '120' },
      });
    const seen = serveBuildInfo([limited, published]);
    const clock = new SteppingClock();
    const outcome = await waitForPublish(testTransport({ retries: 3 }), 'k1', 600, 3, clock);
    expect(outcome.build.buildKey).toBe('k1');
    expect(clock.pauses).toEqual([120]);
    expect(seen.requests).toBe(2);
  });

  it('goes back to the plain interval once the service answers again', async () => {
    const seen = serveBuildInfo([rateLimited, rateLimited, publishing, publishing, published]);
    const clock = new SteppingClock();
    const outcome = await waitForPublish(testTransport({ retries: 3 }), 'k1', 600, 3, clock);
    expect(outcome.publishSeconds).toBe(6 + 12 + 3 + 3);
    expect(clock.pauses).toEqual([6, 12, 3, 3]);
    expect(seen.requests).toBe(5);
  });
});
