/**
 * The numbers the docs and manifests state in prose, where no table is generated: each is the
 * constant the code uses, so a changed constant fails here until the text says so too.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MAX_SLOWED_INTERVAL_SECONDS } from '../../../src/api/upload/wait.js';
import { DELIVERY_POLICY } from '../../../src/jobs/notify/deliver.js';

/** `text` on one line: the prose wraps anywhere. */
const oneLine = (path: string) => readFileSync(path, 'utf8').replace(/\s+/g, ' ');

const seconds = (ms: number) => String(ms / 1000);
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

it("states the chat delivery's tries, waits and request time as DELIVERY_POLICY has them", () => {
  const { retries, retryDelayMs, maxRetryDelayMs, timeoutMs } = DELIVERY_POLICY;
  const delays = Array.from({ length: retries }, (_, index) => seconds(retryDelayMs * 2 ** index));
  const listed = `${delays.slice(0, -1).join(', ')} and ${delays.at(-1) ?? ''} s apart`;
  const notifications = oneLine('docs/notifications.md');
  expect(notifications).toContain(`${WORDS[retries] ?? ''} more tries, ${listed}`);
  expect(notifications).toContain(`Retry-After asks, up to ${seconds(maxRetryDelayMs)} s)`);
  expect(notifications).toContain(`${seconds(timeoutMs)} s a request`);
  expect(oneLine('README.md')).toContain(`a chat webhook ${seconds(timeoutMs)} s`);
});

it("states the longest slowed poll interval as the wait's constant", () => {
  expect(oneLine('action.yml')).toContain(
    `Spaced out up to ${String(MAX_SLOWED_INTERVAL_SECONDS)} s while the service answers 1098`,
  );
});
