/**
 * update-description-from end to end: the upload-and-wait bundle in a real git history built here
 * (commits by two authors, a tag, a shallow clone), and a pull request's event payload; the
 * release notes checked where testers read them, on the sandbox's build.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Build } from '../../src/sandbox/model.js';
import { commit, git, gitHistory } from '../helpers/git-history.js';
import { renderGfm } from '../../scripts/lib/github-page.mjs';
import { liveOnGithub, shownText } from '../helpers/github-refs.js';
import { commandLines } from '../helpers/runner-commands.js';
import { useSandbox } from '../helpers/sandbox.js';
import { spawn } from 'node:child_process';
import { failureOf, outputOf, runActionOn, type ActionRun } from './harness.js';

const APK = resolve('node_modules/io.appium.settings/apks/settings_apk-debug.apk');

const sandbox = useSandbox({ parseDelayMs: 50, publishDelayMs: 100 });

/** The history: one commit, the tag v1.0.0, then two commits by two authors. */
let repo: string;
let head: string;
let beforeHead: string;

beforeAll(async () => {
  repo = await gitHistory(['Initial import']);
  git(repo, ['tag', 'v1.0.0']);
  beforeHead = commit(repo, 'Add the login screen', 'Bob Builder');
  head = commit(repo, 'Fix the crash on start', 'Ann Author');
});

/** Uploads the APK from `workspace` as a GitHub run of a push to main (or `env`'s event). */
async function upload(
  workspace: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<{ run: ActionRun; build: Build }> {
  const run = await runActionOn(
    sandbox,
    '.',
    { file: APK, ...inputs },
    {
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: workspace,
        GITHUB_REPOSITORY: 'your-org/your-app',
        GITHUB_REF_NAME: 'main',
        GITHUB_EVENT_NAME: 'push',
        ...env,
      },
    },
  );
  expect(failureOf(run)).toBe('');
  expect(run.exitCode).toBe(0);
  const build = sandbox.state.builds.get(run.outputs['build-key'] ?? '');
  if (!build) throw new Error('no build was published');
  return { run, build };
}

describe('update-description-from: commits', () => {
  it('lists the commits since the last tag, one line each with short SHA and author', async () => {
    const { run, build } = await upload(repo, { 'update-description-from': 'commits' });
    expect(build.updateDescription).toBe(
      [
        `- Fix the crash on start (${head.slice(0, 7)}, Ann Author)`,
        `- Add the login screen (${beforeHead.slice(0, 7)}, Bob Builder)`,
      ].join('\n'),
    );
    // The commit and branch are recorded for the next run's base (a line of the description).
    expect(build.description).toContain(`git-commit: ${head} main`);
    // The summary shows the notes as it shows notes given by hand.
    expect(run.summary).toContain('Fix the crash on start');
  });

  it('says in one log line, and in the summary, which commits it listed', async () => {
    // A history of its own: the app's last build from main is none of its commits.
    const own = await gitHistory(['Initial import']);
    git(own, ['tag', 'v1.0.0']);
    commit(own, 'One', 'Ann Author');
    commit(own, 'Two', 'Ann Author');
    const { run } = await upload(own, { 'update-description-from': 'commits' });
    const lines = run.stdout.split('\n').filter((line) => line.includes('Release notes from'));
    expect(lines).toEqual(['Release notes from 2 commits since the tag v1.0.0']);
    expect(shownText(renderGfm(run.summary))).toContain(
      'Release notes from 2 commits since the tag v1.0.0',
    );
  });

  it('from the commit of the last build says there are no new commits, in the log and summary', async () => {
    const again = await gitHistory(['Initial import']);
    const built = commit(again, 'Only feature', 'Ann Author');
    const inputs = { 'update-description-from': 'commits', 'if-published': 'upload' };
    const first = await upload(again, inputs);
    const { run, build } = await upload(again, inputs);
    expect(build.updateDescription).toBe('');
    const number = first.run.outputs['build-build-version'] ?? '';
    const line = `No release notes: no commits since the app's last build from main, build #${number} (${built.slice(0, 7)})`;
    expect(run.stdout.split('\n').filter((each) => each.includes('release notes'))).toEqual([line]);
    expect(shownText(renderGfm(run.summary))).toContain(line);
  });

  it('never takes a tag named like an option for one (--output=<path>)', async () => {
    const hostile = await gitHistory(['Initial import']);
    const target = join(await mkdtemp(join(tmpdir(), 'tag-option-')), 'written');
    git(hostile, ['update-ref', `refs/tags/--output=${target}`, 'HEAD']);
    const added = commit(hostile, 'After the odd tag', 'Ann Author');
    const { run, build } = await upload(hostile, { 'update-description-from': 'commits' });
    expect(existsSync(`${target}..HEAD`)).toBe(false);
    expect(build.updateDescription).toBe(`- After the odd tag (${added.slice(0, 7)}, Ann Author)`);
    expect(run.stdout).toContain(`Release notes from 1 commit since the tag --output=${target}`);
  });

  it("lists only the commits since the app's last build from the same branch", async () => {
    const again = await gitHistory(['Initial import']);
    git(again, ['tag', 'v1.0.0']);
    const first = commit(again, 'First feature', 'Ann Author');
    await upload(again, { 'update-description-from': 'commits' });
    const second = commit(again, 'Second feature', 'Bob Builder');
    const { run, build } = await upload(again, { 'update-description-from': 'commits' });
    expect(build.updateDescription).toBe(`- Second feature (${second.slice(0, 7)}, Bob Builder)`);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Release notes from 1 commit since the app's last build from main, build #\\d+ \\(${first.slice(0, 7)}\\)$`,
        'm',
      ),
    );
    expect(build.description).toMatch(new RegExp(`^git-commit: ${second} main\\n`));
    expect(first).not.toBe(second);
  });

  it('with if-published: skip and wait looks the app up once, and asks nothing after the publish', async () => {
    const again = await gitHistory(['Initial import']);
    commit(again, 'Earlier feature', 'Ann Author');
    // The app exists: its key is known before the upload.
    await upload(again, { 'update-description-from': 'commits' });
    commit(again, 'Later feature', 'Bob Builder');
    sandbox.requests.length = 0;
    const { run } = await upload(again, {
      'update-description-from': 'commits',
      'if-published': 'skip',
      wait: 'true',
    });
    const operations = sandbox.requests.map((request) => request.operation);
    expect(operations.filter((operation) => operation === 'app/listMy')).toHaveLength(1);
    expect(operations.filter((operation) => operation === 'app/builds')).toHaveLength(1);
    // The app key was found before the build was read back: no list is asked after it (the
    // descriptions read after it are of the build the file replaces, README "Release health").
    const after = operations.slice(operations.indexOf('app/buildInfo'));
    expect(after.filter((operation) => operation !== 'app/view')).toEqual(['app/buildInfo']);
    expect(run.outputs['app-key']).toMatch(/^[0-9a-f]{8,}$/);
  });

  it('warns once when the app list cannot be read, and the size gate names the threshold it did not apply', async () => {
    sandbox.faults.inject({ kind: 'html', status: 502, operation: 'app/listMy', times: Infinity });
    // A branch of its own: the build it records is no later test's base on main.
    const { run } = await upload(
      repo,
      { 'update-description-from': 'commits', 'size-warn-increase': '5%', retries: '0' },
      { GITHUB_REF_NAME: 'warn-once' },
    );
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toEqual([
      expect.stringMatching(/The app's last build from warn-once could not be read/),
      expect.stringMatching(/: input size-warn-increase 5%25 not applied$/),
    ]);
    // The build replaced went without: said in the log, not as another annotation.
    expect(run.stdout).toMatch(/^Could not find the build each file replaces/m);
  });

  it('in a shallow clone uses the commits there and says in one line how to get them all', async () => {
    const clone = await mkdtemp(join(tmpdir(), 'shallow-'));
    git(clone, ['clone', '--quiet', '--depth', '1', `file://${repo}`, '.']);
    const { run, build } = await upload(clone, { 'update-description-from': 'commits' });
    expect(build.updateDescription).toBe(
      `- Fix the crash on start (${head.slice(0, 7)}, Ann Author)`,
    );
    const hints = run.stdout.split('\n').filter((line) => line.includes('fetch-depth: 0'));
    expect(hints).toHaveLength(1);
  });

  it('outside a git repository warns and uploads without release notes', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'not-a-repo-'));
    const { run, build } = await upload(empty, { 'update-description-from': 'commits' });
    expect(build.updateDescription).toBe('');
    expect(run.stdout).toMatch(/::warning::.*not a git repository/);
    expect(shownText(renderGfm(run.summary))).toContain(
      'No release notes: the workspace is not a git repository',
    );
  });

  it('leaves the release notes the user gives as they are', async () => {
    const { build } = await upload(repo, {
      'update-description-from': 'commits',
      'update-description': 'Written by hand',
    });
    expect(build.updateDescription).toBe('Written by hand');
  });
});

describe('pgyer upload --update-description-from commits', () => {
  it('lists the commits of the working folder, in --json too', async () => {
    // A branch no build of the app was made from: the commits since the tag.
    const work = await gitHistory(['Initial import']);
    git(work, ['tag', 'v1.0.0']);
    const change = commit(work, 'Change on a branch', 'Ann Author');
    git(work, ['switch', '--quiet', '-c', 'feature/cli']);
    const child = spawn(
      process.execPath,
      [
        resolve('dist/cli/index.js'),
        'upload',
        APK,
        '--update-description-from',
        'commits',
        '--json',
        // The same APK as the other cases: a new build on purpose, not the one published.
        '--if-published',
        'upload',
        '--api-url',
        sandbox.url,
      ],
      {
        cwd: work,
        env: { PATH: process.env.PATH ?? '', HOME: work, PGYER_API_KEY: sandbox.apiKey },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const run = await outputOf(child);
    expect(run.exitCode, run.stderr).toBe(0);
    const [build] = JSON.parse(run.stdout) as { record: Record<string, unknown> }[];
    expect(build?.record.buildUpdateDescription).toBe(
      `- Change on a branch (${change.slice(0, 7)}, Ann Author)`,
    );
    // Outside a CI, the branch is the one checked out; if-published's digest line stays last.
    expect(build?.record.buildDescription).toMatch(
      new RegExp(`^git-commit: ${change} feature/cli\\n\\npackage-sha256:[0-9a-f]{64}$`),
    );
  });
});

describe('update-description-from: pr', () => {
  it("takes the pull request's title and body from the event payload", async () => {
    const event = join(await mkdtemp(join(tmpdir(), 'event-')), 'event.json');
    await writeFile(
      event,
      JSON.stringify({
        pull_request: {
          number: 7,
          title: 'Faster start',
          body: 'Loads the settings lazily.\r\nCloses #3.',
          head: { sha: head },
        },
      }),
    );
    const { run, build } = await upload(
      repo,
      { 'update-description-from': 'pr' },
      { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_HEAD_REF: 'faster' },
    );
    expect(build.updateDescription).toBe('Faster start\n\nLoads the settings lazily.\nCloses #3.');
    // As with commits, the commit built (the pull request's head) and its branch are recorded.
    expect(build.description).toContain(`git-commit: ${head} faster`);
    expect(run.stdout).toMatch(/^Release notes from pull request #7's title and body$/m);
    expect(shownText(renderGfm(run.summary))).toContain(
      "Release notes from pull request #7's title and body",
    );
  });
});

describe('commit subjects and pull request text from outside', () => {
  it('leave no command in the log and nothing live in the job summary', async () => {
    const payloads = await gitHistory(['Initial import']);
    git(payloads, ['tag', 'v1']);
    commit(payloads, 'Fix #12 for @octocat ##[set-output name=x;]pwned', 'Mallory');
    commit(payloads, '::warning::pwned [link](https://evil.example) <b>x</b>', '@octo-org/team');
    const event = join(await mkdtemp(join(tmpdir(), 'event-')), 'event.json');
    await writeFile(
      event,
      JSON.stringify({
        pull_request: { number: 8, title: 'Ping @octocat', body: '# pwned\n::error::pwned' },
      }),
    );
    for (const [from, env] of [
      ['commits', {}],
      ['pr', { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event }],
    ] as const) {
      const { run } = await upload(payloads, { 'update-description-from': from }, env);
      expect(commandLines(run.stdout).filter((line) => line.includes('pwned'))).toEqual([]);
      const page = renderGfm(run.summary);
      expect(liveOnGithub(page)).toEqual([]);
      expect(shownText(page)).toContain(from === 'pr' ? 'Ping @octocat' : 'Fix #12 for @octocat');
    }
  });
});
