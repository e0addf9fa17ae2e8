/**
 * The build an upload replaces when the branch's newest build is past page 1 of app/builds
 * (issue 30.5, README.md "Release health"): upload-and-wait with release notes from the commits
 * (so builds record `git-commit: <sha> <branch>`) against a sandbox listing 3 builds a page. The
 * run reads page 1 only, takes the app's newest build and says so; a pull request compares with
 * its base branch's build, never with a pull request's preview.
 */
import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apkFixture } from '../fixtures/packages.js';
import { commit, gitHistory } from '../helpers/git-history.js';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, type ActionRun } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10, pageSize: 3 });

let apkSize = 0;
let repo: string;
let sha: string;

beforeAll(async () => {
  apkSize = (await stat(apkFixture.path)).size;
  repo = await gitHistory(['Initial import']);
  sha = commit(repo, 'Add the login screen', 'Ann Author');
});

beforeEach(() => {
  for (const build of [...sandbox.state.builds.values()]) sandbox.state.removeBuild(build);
});

/** A build of the APK's app, `smaller` bytes smaller than the APK, recording `line`; its key. */
function seed(line: string, smaller: number): string {
  return sandbox.state.addBuild({
    platform: 'android',
    identifier: apkFixture.identifier,
    fileSize: apkSize - smaller,
    settings: { description: `git-commit: ${sha} ${line}` },
  }).key;
}

async function upload(
  env: Record<string, string>,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  const run = await runActionOn(
    sandbox,
    '.',
    {
      file: apkFixture.path,
      'update-description-from': 'commits',
      'size-warn-increase': '100%',
      ...inputs,
    },
    {
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: repo,
        GITHUB_REPOSITORY: 'your-org/your-app',
        GITHUB_REF_NAME: 'main',
        GITHUB_EVENT_NAME: 'push',
        ...env,
      },
    },
  );
  expect(failureOf(run)).toBe('');
  return run;
}

/** upload() as a run for pull request #7 from `feature` into main. */
async function uploadForPullRequest(): Promise<ActionRun> {
  const event = join(await mkdtemp(join(tmpdir(), 'event-')), 'event.json');
  await writeFile(event, JSON.stringify({ pull_request: { number: 7, head: { sha } } }));
  return upload({
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REF_NAME: '7/merge',
    GITHUB_HEAD_REF: 'feature',
    GITHUB_BASE_REF: 'main',
  });
}

function viewsAsked(): number {
  return sandbox.requests.filter((request) => request.operation === 'app/view').length;
}

describe('the build replaced when the branch’s newest build is past page 1', () => {
  it('takes the app’s newest build, says why in the log and the summary, and compares with it', async () => {
    seed('main', 1000);
    for (const branch of ['feature-a', 'feature-b']) seed(branch, 5000);
    const newest = seed('feature-c', 3000);
    const run = await upload({});
    const chosen = `the newest build of ${apkFixture.identifier} (Android): none of its 3 newest records branch main`;
    expect(run.stdout).toContain(`replaces build ${newest}, ${chosen}`);
    expect(run.summary).toContain(chosen);
    expect(run.outputs['size-base-build-key']).toBe(newest);
    expect(run.outputs['size-delta-bytes']).toBe('3000');
    // Page 1 only, each of its builds read once.
    const pages = sandbox.requests.filter((request) => request.operation === 'app/builds');
    expect(pages.length).toBeGreaterThan(0);
    expect(viewsAsked()).toBe(3);
  });
});

describe('the build a pull request replaces', () => {
  it('is its base branch’s newest build, not the pull request’s own previews', async () => {
    const base = seed('main', 1000);
    // Previews of pull request #7, one from a fork's main: neither is a build of main.
    seed('feature pull-request:7', 5000);
    seed('main pull-request:7', 4000);
    const run = await uploadForPullRequest();
    expect(run.outputs['size-base-build-key']).toBe(base);
    expect(run.outputs['size-delta-bytes']).toBe('1000');
    expect(run.stdout).toContain(`replaces build ${base}, the newest build of branch main`);
  });

  it('past page 1, is the newest build no pull request made, and says so', async () => {
    seed('main', 1000);
    const other = seed('feature-a', 3000);
    seed('feature pull-request:7', 5000);
    seed('main pull-request:7', 4000);
    const run = await uploadForPullRequest();
    expect(run.outputs['size-base-build-key']).toBe(other);
    expect(run.outputs['size-delta-bytes']).toBe('3000');
    const chosen = `the newest build of ${apkFixture.identifier} (Android) not made for a pull request: none of its 3 newest records branch main`;
    expect(run.stdout).toContain(`replaces build ${other}, ${chosen}`);
    expect(run.summary).toContain(chosen);
  });
});

describe('the build replaced without release notes', () => {
  it('is still found by its commit line when the run compares with it (a size threshold)', async () => {
    const main = seed('main', 1000);
    seed('feature-a', 3000);
    const run = await upload({}, { 'update-description-from': 'none' });
    expect(run.outputs['size-base-build-key']).toBe(main);
    expect(run.stdout).toContain(`replaces build ${main}, the newest build of branch main`);
  });
});
