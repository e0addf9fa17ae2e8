/** cleanup-old-builds end to end: the dist bundle as a child process against the sandbox. */
import { beforeEach, describe, expect, it } from 'vitest';
import { GITHUB_PUSH_CONTEXT_LINE, GITHUB_PUSH_ENV } from '../helpers/github-env.js';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, type ActionRun } from './harness.js';

const DAY = 86_400_000;

const sandbox = useSandbox();
let appKey: string;
/** buildKeys of the seeded app, oldest first. */
let keys: string[];
/** When each of `keys` was uploaded. */
let uploaded: Date[];

/** A fresh app with `count` builds, versions 1.0.1 … , uploaded one day apart, the last today. */
function seedApp(count: number): void {
  const identifier = `com.example.cleanup${String(Math.random()).slice(2, 8)}`;
  uploaded = Array.from(
    { length: count },
    (_, index) => new Date(Date.now() - (count - index) * DAY),
  );
  keys = uploaded.map((created, index) => {
    const build = sandbox.state.addBuild({
      platform: 'android',
      identifier,
      version: `1.0.${index + 1}`,
      created,
    });
    appKey = build.appKey;
    return build.key;
  });
}

beforeEach(() => {
  seedApp(12);
});

function remaining(): string[] {
  return keys.filter((key) => sandbox.state.builds.has(key));
}

function cleanup(inputs: Record<string, string>, env?: Record<string, string>): Promise<ActionRun> {
  return runActionOn(sandbox, 'cleanup-old-builds', { 'app-key': appKey, ...inputs }, { env });
}

describe('cleanup-old-builds', () => {
  it('deletes all but the newest keep-latest builds, oldest first, and reports them', async () => {
    const run = await cleanup({ 'keep-latest': '3' }, GITHUB_PUSH_ENV);
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(remaining()).toEqual(keys.slice(-3));
    expect(run.outputs['deleted-count']).toBe('9');
    expect(run.outputs['kept-count']).toBe('3');
    const deleted = JSON.parse(run.outputs.deleted ?? '') as {
      buildKey: string;
      buildVersion: string;
    }[];
    expect(deleted.map((build) => build.buildKey).sort()).toEqual(keys.slice(0, 9).sort());
    expect(deleted[0]).toHaveProperty('buildCreated');
    expect(run.summary).toContain('Deleted 9 builds, kept 3.');
    expect(run.summary).toContain('not among the 3 newest');
    expect(run.summary).toContain('newest build');
    // Which run deleted them, and when each was uploaded, in UTC with its zone (the service
    // answers in UTC+8), as on the upload's card.
    expect(run.summary).toContain(GITHUB_PUSH_CONTEXT_LINE);
    keys.forEach((key, index) => {
      const time = `${(uploaded[index] ?? new Date(0)).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      expect(run.summary).toContain(`<td>${time}</td><td>${key}</td>`);
    });
  });

  it('keeps the build set-newest marked, although app/builds does not say which it is', async () => {
    const app = sandbox.state.apps.get(appKey);
    if (app) app.newestBuildKey = keys[2];
    const run = await cleanup({ 'keep-latest': '1' });
    expect(run.exitCode).toBe(0);
    expect(remaining()).toEqual([keys[2], keys[11]]);
    expect(run.summary).toContain('marked as the newest version');
  });

  it('reads every page of app/builds', async () => {
    seedApp(45);
    const run = await cleanup({ 'keep-latest': '40' });
    expect(run.outputs['deleted-count']).toBe('5');
    expect(sandbox.requests.filter((request) => request.operation === 'app/builds')).toHaveLength(
      3,
    );
  });

  it('deletes nothing in a dry run and says what it would delete', async () => {
    const run = await cleanup({ 'keep-latest': '3', 'dry-run': 'true' });
    expect(run.exitCode).toBe(0);
    expect(remaining()).toEqual(keys);
    expect(run.outputs['deleted-count']).toBe('9');
    expect(run.summary).toContain('(dry run)');
    expect(run.summary).toContain('Would delete 9 builds');
    expect(run.stdout).toContain('Would delete 1.0.1');
    expect(sandbox.requests.some((request) => request.operation === 'app/buildDelete')).toBe(false);
  });

  it('keeps listed keys, versions matching the pattern and recent builds', async () => {
    const run = await cleanup({
      'keep-latest': '1',
      'keep-build-keys': `${keys[0] ?? ''}, ${keys[1] ?? ''}`,
      'keep-version-pattern': '^1\\.0\\.(3|4)$',
      'older-than-days': '6',
    });
    expect(run.exitCode).toBe(0);
    // 1.0.5 to 1.0.7 are 8 to 6 days old (and a little more): deleted. 1.0.8 to 1.0.12 are recent.
    expect(remaining()).toEqual([keys[0], keys[1], keys[2], keys[3], ...keys.slice(7)]);
  });

  it('deletes at most max-deletions, the oldest first', async () => {
    const run = await cleanup({ 'keep-latest': '1', 'max-deletions': '4' });
    expect(run.outputs['deleted-count']).toBe('4');
    expect(remaining()).toEqual(keys.slice(4));
    expect(run.summary).toContain('beyond max-deletions (4); next run');
  });

  it('ends cleanly with a warning when the service answers 1202 mid-run', async () => {
    sandbox.faults.inject({ kind: 'refuse', code: 1202, operation: 'app/buildDelete' });
    const run = await cleanup({ 'keep-latest': '3' });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::Stopped after \d+ deletions: app\/buildDelete failed with code 1202/,
    );
    const deletedCount = Number(run.outputs['deleted-count']);
    expect(deletedCount).toBeLessThan(9);
    expect(remaining()).toHaveLength(12 - deletedCount);
    const deleteCalls = sandbox.requests.filter(
      (request) => request.operation === 'app/buildDelete',
    );
    expect(deleteCalls.length).toBeLessThanOrEqual(deletedCount + 4);
  });

  it('fails after reporting what was deleted when another error stops it', async () => {
    sandbox.faults.inject({ kind: 'html', status: 500, operation: 'app/buildDelete' });
    const run = await cleanup({ 'keep-latest': '3' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(
      /^Stopped after \d+ deletions: app\/buildDelete answered HTTP 500/,
    );
    expect(Number(run.outputs['deleted-count'])).toBe(12 - remaining().length);
  });
});
