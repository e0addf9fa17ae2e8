/**
 * A closed pull request cleaned up (issue 31 point 2): cleanup-old-builds with `pull-request` in a
 * `pull_request: closed` run deletes that pull request's builds on the sandbox, marks their GitHub
 * deployments inactive and edits the workflow's comment, against the fake GitHub.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/comment-body.js';
import { ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, type ActionRun } from './harness.js';

const TOKEN = 'ghs_cleanupToken0123456789';
const WORKFLOW = 'Pull request builds';
const PR_SHAS = ['1'.repeat(40), '2'.repeat(40)];
const MAIN_SHA = '3'.repeat(40);

const sandbox = useSandbox();
let github: FakeGitHub;
let scratch: string;
let appKey: string;
/** The pull request's builds, then main's two builds (the newest last). */
let keys: string[];

beforeAll(async () => {
  github = await startFakeGitHub();
  scratch = await mkdtemp(join(tmpdir(), 'cleanup-pr-'));
});
afterAll(async () => {
  await github.close();
});

/** A deployment as upload-and-wait makes it (or with another description), its status success. */
async function deploy(sha: string, description = 'Builds published to Pgyer'): Promise<void> {
  const post = (path: string, body: object) =>
    fetch(`${github.url}/repos/octo/app${path}`, {
      method: 'POST',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ id: number }>);
  const { id } = await post('/deployments', { ref: sha, environment: 'testers', description });
  await post(`/deployments/${String(id)}/statuses`, { state: 'success', auto_inactive: false });
}

beforeEach(async () => {
  github.deployments.length = 0;
  github.comments.clear();
  const identifier = `com.example.pr${String(Math.random()).slice(2, 8)}`;
  const lines = [
    `git-commit: ${PR_SHAS[0] ?? ''} feat/login pull-request:7`,
    `git-commit: ${PR_SHAS[1] ?? ''} feat/login pull-request:7`,
    `git-commit: ${MAIN_SHA} main`,
    `git-commit: ${MAIN_SHA} main`,
  ];
  keys = lines.map((description, index) => {
    const build = sandbox.state.addBuild({
      platform: 'android',
      identifier,
      version: `1.0.${String(index + 1)}`,
      created: new Date(Date.now() - (lines.length - index) * 3_600_000),
      settings: { description },
    });
    appKey = build.appKey;
    return build.key;
  });
  for (const sha of [...PR_SHAS, MAIN_SHA]) await deploy(sha);
  await deploy(PR_SHAS[0] ?? '', 'Staging from another tool');
  github.addComment(
    7,
    `${commentMarker(WORKFLOW)}\n<p>Builds of this pull request</p>`,
    ACTIONS_BOT,
  );
});

async function closedRun(inputs: Record<string, string>): Promise<ActionRun> {
  const eventPath = join(scratch, `closed-${String(Math.random()).slice(2)}.json`);
  await writeFile(
    eventPath,
    JSON.stringify({
      action: 'closed',
      pull_request: { number: 7, head: { ref: 'feat/login', sha: PR_SHAS[1] } },
    }),
  );
  return runActionOn(
    sandbox,
    'cleanup-old-builds',
    { 'app-key': appKey, 'pull-request': '7', 'github-token': TOKEN, ...inputs },
    {
      otherSecrets: [TOKEN],
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_SHA: 'f'.repeat(40),
        GITHUB_WORKFLOW: WORKFLOW,
        GITHUB_RUN_ID: '77',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.test',
      },
    },
  );
}

/** The latest state of each deployment, by its sha and description. */
function states(): string[] {
  return github.deployments.map(
    (entry) =>
      `${entry.sha.slice(0, 1)} ${entry.description ?? ''}: ${entry.statuses.at(-1)?.state ?? ''}`,
  );
}

describe('cleanup-old-builds of a closed pull request', () => {
  it('deletes its builds, marks their deployments inactive and edits the comment', async () => {
    const run = await closedRun({});
    expect(failureOf(run)).toBe('');
    expect(keys.filter((key) => !sandbox.state.builds.has(key))).toEqual(keys.slice(0, 2));
    expect(states()).toEqual([
      '1 Builds published to Pgyer: inactive',
      '2 Builds published to Pgyer: inactive',
      '3 Builds published to Pgyer: success',
      '1 Staging from another tool: success',
    ]);
    const [comment] = github.comments.get(7) ?? [];
    expect(comment?.body).toBe(
      `${commentMarker(WORKFLOW)}\n<p>The builds of this pull request were removed from Pgyer (2 builds) by ` +
        '<a href="https://github.test/octo/app/actions/runs/77">Pull request builds · run 77</a>.</p>',
    );
    expect(run.stdout).toContain('Pull request #7: 2 deployments marked inactive');
  });

  it('leaves GitHub as it is in a dry run, which lists what the real run deletes', async () => {
    const dry = await closedRun({ 'dry-run': 'true' });
    expect(failureOf(dry)).toBe('');
    expect(states().filter((state) => state.endsWith('inactive'))).toEqual([]);
    expect(github.comments.get(7)?.[0]?.body).toContain('Builds of this pull request');
    expect(dry.stdout).toContain('left as they are (a dry run)');
    const listed = JSON.parse(dry.outputs.deleted ?? '[]') as { buildKey: string }[];
    expect(listed.map((build) => build.buildKey).sort()).toEqual(keys.slice(0, 2).sort());
  });

  it('warns, and still deletes, when the token may not write', async () => {
    github.readOnlyTokens.add(TOKEN);
    try {
      const run = await closedRun({});
      expect(run.exitCode).toBe(0);
      expect(keys.filter((key) => !sandbox.state.builds.has(key))).toEqual(keys.slice(0, 2));
      expect(run.stdout).toMatch(
        /::warning::Pull request #7: deployments not marked inactive: .*deployments: write/,
      );
      expect(run.stdout).toMatch(
        /::warning::Pull request #7: comment not edited: .*pull-requests: write/,
      );
    } finally {
      github.readOnlyTokens.delete(TOKEN);
    }
  });
});
