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

/**
 * A ManualClock that moves on by each pause as soon as it is asked for; `pauses` are the times
 * between buildInfo's requests, in seconds (a pause may be slept in parts, for progress lines).
 */
class SteppingClock extends ManualClock {
  readonly #requestsAt: number[] = [];

  override sleep(ms: number, signal: AbortSignal): Promise<void> {
    const slept = super.sleep(ms, signal);
    this.advance(ms);
    return slept;
  }

  /** Notes a request at the clock's time. */
  request(): void {
    this.#requestsAt.push(this.now().getTime());
  }

  get pauses(): number[] {
    return this.#requestsAt
      .slice(1)
      .map((at, index) => (at - (this.#requestsAt[index] ?? 0)) / 1000);
  }
}

/**
 * buildInfo answers each response in turn, the last one for ever; counts the requests, and notes
 * each on `clock`.
 */
function serveBuildInfo(
  clock: SteppingClock,
  [first, ...rest]: [() => Response, ...(() => Response)[]],
) {
  const seen = { requests: 0 };
  server.use(
    http.get(operationUrl('app/buildInfo'), () => {
      const answer = [first, ...rest][Math.min(seen.requests, rest.length)] ?? first;
      seen.requests += 1;
      clock.request();
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
    const clock = new SteppingClock();
    const seen = serveBuildInfo(clock, [rateLimited]);
    const error = await waitForPublish(testTransport({ retries: 3 }), 'k1', 600, 3, clock).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PublishTimeoutError);
    expect((error as Error).message).toMatch(
      /^build k1 was not published after 600 s \(last answer: app\/buildInfo failed with code 1098/,
    );
    // Polls at 0, 6, 18, 42, 90 s, then every 60 s; the last pause (30 s) ends at the deadline.
    expect(clock.pauses).toEqual([6, 12, 24, 48, 60, 60, 60, 60, 60, 60, 60, 60]);
    expect(seen.requests).toBe(13);
  });

  it('waits as long as a 429 asks with Retry-After, beyond 60 s', async () => {
    const limited = () =>
      HttpResponse.text('<html>429</html>', {
        status: 429,
        headers: { 'content-type': 'text/html', 'retry-after': '120' },
      });
    const clock = new SteppingClock();
    const seen = serveBuildInfo(clock, [limited, published]);
    const outcome = await waitForPublish(testTransport({ retries: 3 }), 'k1', 600, 3, clock);
    expect(outcome.build.buildKey).toBe('k1');
    expect(clock.pauses).toEqual([120]);
    expect(seen.requests).toBe(2);
  });

  it('goes back to the plain interval once the service answers again', async () => {
    const clock = new SteppingClock();
    const seen = serveBuildInfo(clock, [
      rateLimited,
      rateLimited,
      publishing,
      publishing,
      published,
    ]);
    const outcome = await waitForPublish(testTransport({ retries: 3 }), 'k1', 600, 3, clock);
    expect(outcome.publishSeconds).toBe(6 + 12 + 3 + 3);
    expect(clock.pauses).toEqual([6, 12, 3, 3]);
    expect(seen.requests).toBe(5);
  });
});

/** A logger that notes each line with its level and the clock's time in seconds since now. */
function timedLogger(clock: ManualClock) {
  const start = clock.now().getTime();
  const lines: { at: number; line: string }[] = [];
  const note = (level: string) => (message: string) => {
    lines.push({ at: (clock.now().getTime() - start) / 1000, line: `${level}${message}` });
  };
  return { lines, logger: { debug: note('debug: '), info: note(''), warning: note('warning: ') } };
}

/** The longest time without a line that can be seen (not debug), from 0 to `end` seconds. */
function longestSilence(lines: { at: number; line: string }[], end: number): number {
  const shown = [0, ...lines.filter(({ line }) => !line.startsWith('debug: ')).map(({ at }) => at)];
  return Math.max(...[...shown, end].slice(1).map((at, index) => at - (shown[index] ?? 0)));
}

describe("waitForPublish's log", () => {
  const parsing = () => HttpResponse.json({ code: 1246, message: '' });

  it('says when the state changes and at least every 30 s how long it has waited', async () => {
    const clock = new SteppingClock();
    // 1246 for 45 s, 1247 for 99 s (polls every 3 s), then published at 144 s.
    serveBuildInfo(clock, [
      parsing,
      ...Array.from({ length: 14 }, () => parsing),
      ...Array.from({ length: 33 }, () => publishing),
      published,
    ]);
    const { lines, logger } = timedLogger(clock);
    const outcome = await waitForPublish(testTransport({ logger }), 'k1', 600, 3, clock);
    expect(outcome.publishSeconds).toBe(144);
    expect(lines.filter(({ line }) => !line.startsWith('debug: '))).toEqual([
      {
        at: 0,
        line: 'The service answers code 1246, the package is being parsed (waited 0 s of at most 600 s)',
      },
      {
        at: 30,
        line: 'Still waiting for the build: code 1246, the package is being parsed (waited 30 s of at most 600 s)',
      },
      {
        at: 45,
        line: 'The service answers code 1247, app is being published (waited 45 s of at most 600 s)',
      },
      {
        at: 75,
        line: 'Still waiting for the build: code 1247, app is being published (waited 75 s of at most 600 s)',
      },
      {
        at: 105,
        line: 'Still waiting for the build: code 1247, app is being published (waited 105 s of at most 600 s)',
      },
      {
        at: 135,
        line: 'Still waiting for the build: code 1247, app is being published (waited 135 s of at most 600 s)',
      },
      { at: 144, line: 'Published build k1 after 144.0 s' },
    ]);
  });

  it('is never silent for 30 s, nor warns, while the hourly limit spaces the polls 60 s apart', async () => {
    const clock = new SteppingClock();
    serveBuildInfo(clock, [rateLimited]);
    const { lines, logger } = timedLogger(clock);
    await waitForPublish(testTransport({ logger, retries: 3 }), 'k1', 600, 3, clock).catch(
      () => undefined,
    );
    expect(clock.pauses).toContain(60);
    expect(longestSilence(lines, 600)).toBeLessThanOrEqual(30);
    expect(lines.filter(({ line }) => line.startsWith('warning: '))).toEqual([]);
    expect(lines.map(({ line }) => line)).toContain(
      'Still waiting for the build: no answer from app/buildInfo (hourly limit) (waited 120 s of at most 600 s)',
    );
  });
});
