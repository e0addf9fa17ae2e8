/**
 * cleanup-old-builds scoped by the git-commit line (issue 31 point 2): builds of three branches and
 * of a pull request on the sandbox, the dist bundle as a child process.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, type ActionRun } from './harness.js';

const DAY = 86_400_000;
const sandbox = useSandbox();

/** What each seeded build records, oldest first; undefined: no git-commit line (an old upload). */
const RECORDS: (string | undefined)[] = [
  undefined,
  'main',
  'feat/a',
  'release',
  'release pull-request:7',
  'feat/a',
  'release pull-request:7',
  'main',
  'release',
  'release pull-request:7',
  'feat/a',
  'main',
];

let appKey: string;
/** buildKeys, oldest first, as RECORDS. */
let keys: string[];

beforeEach(() => {
  const identifier = `com.example.scope${String(Math.random()).slice(2, 8)}`;
  keys = RECORDS.map((record, index) => {
    const sha = String(index).padStart(40, 'a').slice(-40);
    const build = sandbox.state.addBuild({
      platform: 'android',
      identifier,
      version: `1.0.${index + 1}`,
      created: new Date(Date.now() - (RECORDS.length - index) * DAY),
      settings: {
        description: record === undefined ? 'Nightly' : `Nightly\n\ngit-commit: ${sha} ${record}`,
      },
    });
    appKey = build.appKey;
    return build.key;
  });
});

/** The keys of RECORDS at `indexes`. */
const at = (...indexes: number[]) => indexes.map((index) => keys[index]);

function cleanup(inputs: Record<string, string>): Promise<ActionRun> {
  return runActionOn(sandbox, 'cleanup-old-builds', { 'app-key': appKey, ...inputs });
}

function deletedKeys(run: ActionRun): string[] {
  const deleted = JSON.parse(run.outputs.deleted ?? '[]') as { buildKey: string }[];
  return deleted.map((build) => build.buildKey).sort();
}

describe('cleanup-old-builds scoped by the git-commit line', () => {
  it("deletes a closed pull request's builds only, and the dry run lists exactly those", async () => {
    const dry = await cleanup({ 'pull-request': '7', 'dry-run': 'true' });
    expect(failureOf(dry)).toBe('');
    expect(sandbox.state.builds.size).toBeGreaterThanOrEqual(keys.length);
    const real = await cleanup({ 'pull-request': '7' });
    expect(failureOf(real)).toBe('');
    // The push builds of the same branch (release) stay: the pull request is named by its number.
    expect(deletedKeys(real)).toEqual(at(4, 6, 9).sort());
    expect(deletedKeys(dry)).toEqual(deletedKeys(real));
    expect(keys.filter((key) => !sandbox.state.builds.has(key)).sort()).toEqual(deletedKeys(real));
    expect(real.summary).toContain('no git-commit line');
  });

  it('deletes the builds of one branch, although keep-latest (10 by default) would keep them all', async () => {
    const run = await cleanup({ branch: 'feat/a' });
    expect(failureOf(run)).toBe('');
    expect(deletedKeys(run)).toEqual(at(2, 5, 10).sort());
  });

  it('keeps the newest builds of each branch with keep-per-branch, and never a build without the line', async () => {
    const dry = await cleanup({ 'keep-per-branch': '1', 'dry-run': 'true' });
    const real = await cleanup({ 'keep-per-branch': '1' });
    expect(failureOf(real)).toBe('');
    // Kept: 0 (no line), 11 (the newest build), and of the builds left to delete the newest of
    // each branch: 7 (main), 9 (release), 10 (feat/a).
    expect(deletedKeys(real)).toEqual(at(1, 2, 3, 4, 5, 6, 8).sort());
    expect(deletedKeys(dry)).toEqual(deletedKeys(real));
    expect(sandbox.state.builds.has(keys[0] ?? '')).toBe(true);
  });

  it('cuts a scoped run at max-deletions, oldest first, reading no more than it needs', async () => {
    const run = await cleanup({ branch: 'main', 'max-deletions': '1' });
    expect(deletedKeys(run)).toEqual(at(1));
    // One batch of four app/view reads found a build of main: the rest wait for the next run.
    expect(run.stdout).toContain('read the description of 4 of 11 candidate builds');
    expect(run.summary).toContain('description not read in this run; next run');
  });
});
