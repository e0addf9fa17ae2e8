/**
 * set-newest end to end: the committed dist bundle as a child process against the sandbox over
 * loopback, on builds seeded straight into the sandbox's state (no upload).
 */
import { describe, expect, it } from 'vitest';
import { GITHUB_PUSH_CONTEXT_LINE, GITHUB_PUSH_ENV } from '../helpers/github-env.js';
import { seedApp } from '../helpers/seed.js';
import { useSandbox } from '../helpers/sandbox.js';
import { ok } from '../unit/sandbox/helpers.js';
import { failureOf, runActionOn, SYSTEM_NODE, type ActionRun } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

/** Runs set-newest as a step of a GitHub Actions run (GITHUB_PUSH_ENV). */
function setNewest(inputs: Record<string, string>, node?: string): Promise<ActionRun> {
  return runActionOn(
    sandbox,
    'set-newest',
    { 'request-timeout-seconds': '5', ...inputs },
    { node, env: { ...GITHUB_PUSH_ENV } },
  );
}

/** The key of the build testers get (app/view without a buildKey). */
async function currentBuildOf(appKey: string): Promise<string> {
  const data = await ok<{ buildKey: string }>(sandbox, 'app/view', { appKey });
  return data.buildKey;
}

/** buildIsLastest of one build, as app/view reports it: '1' marked newest, '2' not. */
async function newestFlagOf(appKey: string, buildKey: string): Promise<string> {
  const data = await ok<{ buildIsLastest: string }>(sandbox, 'app/view', { appKey, buildKey });
  return data.buildIsLastest;
}

function operations(): string[] {
  return sandbox.requests.map((request) => request.operation);
}

describe('set-newest, normal runs', () => {
  it('marks an older build as the newest version', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const [oldest, , latest] = buildKeys as [string, string, string];
    expect(await currentBuildOf(appKey)).toBe(latest);
    sandbox.requests.length = 0;

    const run = await setNewest({ 'build-key': oldest });
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ code: '0', message: '' });
    expect(operations()).toEqual(['app/setNewestVersion']);
    expect(run.stdout).toContain(`Build ${oldest} is now the newest version`);
    expect(run.summary).toContain('Pgyer: newest version');
    expect(run.summary).toContain(GITHUB_PUSH_CONTEXT_LINE);
    expect(run.summary).toContain(`Build <code>${oldest}</code> is now the newest version.`);

    expect(await currentBuildOf(appKey)).toBe(oldest);
    expect(await newestFlagOf(appKey, oldest)).toBe('1');
    expect(await newestFlagOf(appKey, latest)).toBe('2');
    expect(sandbox.state.apps.get(appKey)?.newestBuildKey).toBe(oldest);
  });

  it('cancels the mark: the most recent other upload takes over', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const [oldest, middle, latest] = buildKeys as [string, string, string];
    expect((await setNewest({ 'build-key': middle })).exitCode).toBe(0);
    expect(await currentBuildOf(appKey)).toBe(middle);
    sandbox.requests.length = 0;

    const run = await setNewest({ 'build-key': middle, mode: 'cancel' });
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ code: '0', message: '' });
    expect(operations()).toEqual(['app/cancelNewestVersion']);
    expect(run.summary).toContain(
      `Build <code>${middle}</code> is no longer marked as the newest version.`,
    );
    expect(await newestFlagOf(appKey, middle)).toBe('2');
    expect(await currentBuildOf(appKey)).toBe(latest);
    expect(await newestFlagOf(appKey, oldest)).toBe('2');
  });

  it("accepts the mode in capitals (SET) and runs on the machine's Node 20", async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const [first] = buildKeys as [string, string];
    const run = await setNewest({ 'build-key': first, mode: 'SET' }, SYSTEM_NODE);
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs.code).toBe('0');
    expect(await currentBuildOf(appKey)).toBe(first);
  });

  it('recovers from one 1098 rate limit', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const [first] = buildKeys as [string, string];
    sandbox.faults.inject({ kind: 'rate-limit', operation: 'app/setNewestVersion' });
    const run = await setNewest({ 'build-key': first });
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({ code: '0', message: '' });
    // A retry is a plain line, not a warning annotation.
    expect(run.stdout).toMatch(
      /^app\/setNewestVersion failed with code 1098: API requests reached the hourly limit; trying again/m,
    );
    expect(run.stdout).not.toContain('::warning::');
    expect(operations()).toEqual(['app/setNewestVersion', 'app/setNewestVersion']);
    expect(await currentBuildOf(appKey)).toBe(first);
  });
});

describe('set-newest, service failures', () => {
  it('fails on an unknown build key with the code and its meaning, and outputs the code', async () => {
    const run = await setNewest({ 'build-key': 'no-such-build-key' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe('app/setNewestVersion failed with code 1093: no information found');
    expect(run.outputs).toEqual({ code: '1093', message: 'no information found' });
    expect(run.summary).toContain(
      'Build <code>no-such-build-key</code> failed with code 1093: no information found.',
    );
    expect(operations()).toEqual(['app/setNewestVersion']);
  });

  it('fails a cancel of an unknown build key the same way', async () => {
    const run = await setNewest({ 'build-key': 'no-such-build-key', mode: 'cancel' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe(
      'app/cancelNewestVersion failed with code 1093: no information found',
    );
    expect(run.outputs.code).toBe('1093');
  });

  it('fails on a wrong api key with 1002, never printing the key', async () => {
    const { buildKeys } = seedApp(sandbox, 1);
    const run = await setNewest({ 'api-key': 'wrong-key-7f3a9c', 'build-key': buildKeys[0] ?? '' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe('the API key (input api-key) is not valid (service code 1002)');
    expect(run.outputs.code).toBe('1002');
  });

  it('gives up after the retries when the rate limit goes on', async () => {
    const { buildKeys } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'rate-limit', times: Infinity });
    const run = await setNewest({ 'build-key': buildKeys[0] ?? '', retries: '1' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(/^app\/setNewestVersion failed with code 1098/);
    expect(run.outputs.code).toBe('1098');
    expect(operations()).toEqual(['app/setNewestVersion', 'app/setNewestVersion']);
  });
});

describe('set-newest, bad input fails before any request', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['no build key', {}, /^Input "build-key": is required\nNothing was uploaded or changed\.$/],
    ['a blank build key', { 'build-key': '   ' }, /^Input "build-key": is required/],
    [
      'an unknown mode',
      { 'build-key': 'abc', mode: 'maybe' },
      /^Input "mode": "maybe" is not one of set, cancel\nNothing was uploaded or changed\.$/,
    ],
    ['no api key', { 'api-key': '', 'build-key': 'abc' }, /^Input "api-key": is required/],
    [
      'an api-url that is no URL',
      { 'api-url': 'api.pgyer.com', 'build-key': 'abc' },
      /^Input "api-url": "api\.pgyer\.com" is not a URL/,
    ],
    [
      'a retries count out of range',
      { retries: '11', 'build-key': 'abc' },
      /^Input "retries": 11 is not between 0 and 10/,
    ],
  ];

  it.each(cases)('%s', async (_name, inputs, message) => {
    const run = await setNewest(inputs);
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(message);
    expect(run.outputs).toEqual({});
    expect(sandbox.requests).toEqual([]);
  });
});
