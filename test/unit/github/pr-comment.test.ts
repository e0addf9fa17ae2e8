/**
 * The pull request comment against the fake GitHub REST API: which comment is taken over (the
 * marker and the token's own identity), what its hidden history brings back, and how a failure
 * is explained. The end-to-end file test/e2e/github-integration.test.ts runs it through the action.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { context as runContext } from '@actions/github';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/api/index.js';
import type { BuildRow } from '../../../src/github/build-table.js';
import { commentMarker, renderComment, rowsOf } from '../../../src/github/comment-body.js';
import { writePullRequestComment } from '../../../src/github/pr-comment.js';
import { buildRow } from '../../helpers/build-row.js';
import { ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../../helpers/fake-github.js';

const TOKEN = 'ghs_workflowToken000';
const marker = commentMarker('CI');
let github: FakeGitHub;
/** The run as @actions/github reads it, changed per test. */
let context: typeof runContext;
let number = 100;

/** A body as this action writes it, with `keys` as the builds it shows. */
function ourBody(...keys: string[]): string {
  return renderComment({
    marker,
    rows: keys.map((key) => buildRow(key)),
    previous: [],
    releaseNotes: undefined,
  });
}

/** The hidden history of `body` with `rows` as its content, whatever their shape. */
function withHistory(body: string, rows: unknown): string {
  const encoded = Buffer.from(JSON.stringify(rows)).toString('base64');
  return body.replace(/pgyer-actions:history [A-Za-z0-9+/=]*/, `pgyer-actions:history ${encoded}`);
}

async function comment(rows: BuildRow[], token = TOKEN) {
  // No concurrent job is slow here: the check after writing can read back at once.
  return writePullRequestComment(
    { token, rows, releaseNotes: undefined, checkAfterMs: 0 },
    silentLogger,
  );
}

const shown = (number_: number) =>
  (github.comments.get(number_) ?? []).map((entry) => ({
    author: entry.user.login,
    keys: rowsOf(entry.body).map((entry_) => entry_.buildKey),
  }));

beforeAll(async () => {
  github = await startFakeGitHub();
  const eventPath = join(await mkdtemp(join(tmpdir(), 'pr-comment-')), 'event.json');
  await writeFile(eventPath, '{}');
  Object.assign(process.env, {
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_EVENT_PATH: eventPath,
  });
  // @actions/github reads GITHUB_API_URL when it is loaded: only now.
  ({ context } = await import('@actions/github'));
});
afterAll(async () => {
  await github.close();
});
beforeEach(() => {
  // A pull request of its own for every test.
  number += 1;
  Object.assign(context, {
    eventName: 'pull_request',
    sha: 'abcdef1234567890',
    workflow: 'CI',
    payload: { pull_request: { number, head: { sha: '1234567deadbeef' } } },
  });
  github.requests.length = 0;
});

describe('the pull request comment takes over only its own comment', () => {
  it('leaves a comment with our marker by another user alone and does not republish its history', async () => {
    const planted = github.addComment(
      number,
      withHistory(ourBody('k0'), [buildRow('evil')]),
      'mallory',
    );
    const outcome = await comment([buildRow('k1')]);
    expect(outcome.written).toBe('created');
    expect(shown(number)).toEqual([
      { author: 'mallory', keys: ['evil'] },
      { author: ACTIONS_BOT, keys: ['k1'] },
    ]);
    expect(github.comments.get(number)?.[0]?.body).toBe(planted.body);
    expect(github.comments.get(number)?.[1]?.body).not.toContain('evil');
  });

  it('updates the comment GITHUB_TOKEN wrote before, with the earlier build folded away', async () => {
    github.addComment(number, ourBody('k1'), ACTIONS_BOT);
    const outcome = await comment([buildRow('k2')]);
    expect(outcome).toEqual({
      written: 'updated',
      url: expect.stringContaining(`/pull/${number}#`) as unknown,
    });
    expect(shown(number)).toEqual([{ author: ACTIONS_BOT, keys: ['k2', 'k1'] }]);
  });

  it('with a personal access token, takes over the comment of that user, not the bot', async () => {
    github.userTokens.set('ghp_personal000', 'octocat');
    github.addComment(number, ourBody('bot'), ACTIONS_BOT);
    github.addComment(number, ourBody('mine'), 'octocat');
    expect((await comment([buildRow('k3')], 'ghp_personal000')).written).toBe('updated');
    expect(shown(number)).toEqual([
      { author: ACTIONS_BOT, keys: ['bot'] },
      { author: 'octocat', keys: ['k3', 'mine'] },
    ]);
  });

  it("with another app's token, keeps that app's older comment and deletes the new one", async () => {
    github.appTokens.set('ghs_otherApp000', 'release-bot[bot]');
    github.addComment(number, ourBody('old'), 'release-bot[bot]');
    const outcome = await comment([buildRow('k4')], 'ghs_otherApp000');
    expect(outcome.written).toBe('updated');
    expect(shown(number)).toEqual([{ author: 'release-bot[bot]', keys: ['k4', 'old'] }]);
    expect(github.requests.filter((request) => request.startsWith('DELETE'))).toHaveLength(1);
  });

  it('ignores comments with another workflow marker', async () => {
    github.addComment(number, ourBody('k0').replace(marker, commentMarker('Release')), ACTIONS_BOT);
    expect((await comment([buildRow('k5')])).written).toBe('created');
    expect(github.comments.get(number)).toHaveLength(2);
  });
});

describe('jobs of one workflow run share the comment', () => {
  it('keeps the builds of two jobs that both read the comment before either wrote it', async () => {
    github.addComment(number, ourBody('old'), ACTIONS_BOT);
    github.holdWrites = 2;
    const outcomes = await Promise.all([
      comment([buildRow('android')]),
      comment([buildRow('ios', { platform: 'ios' })]),
    ]);
    expect(outcomes.map((outcome) => outcome.written)).toEqual(['updated', 'updated']);
    const [only, ...rest] = github.comments.get(number) ?? [];
    expect(rest).toEqual([]);
    expect(
      rowsOf(only?.body)
        .map((entry) => entry.buildKey)
        .sort(),
    ).toEqual(['android', 'ios', 'old']);
    // Both of this commit, both current; the build of the comment's earlier commit folded away.
    const [current = '', details = ''] = (only?.body ?? '').split('<details>');
    expect(current).toContain('https://www.pgyer.com/android');
    expect(current).toContain('https://www.pgyer.com/ios');
    expect(details).toContain('https://www.pgyer.com/old');
    // The job whose write was overwritten merged again: one more write, not one per job.
    expect(github.requests.filter((request) => request.startsWith('PATCH'))).toHaveLength(3);
  });

  it('says so when other jobs keep dropping its builds', async () => {
    const made = github.addComment(number, ourBody('old'), ACTIONS_BOT);
    // Every read answers a body another job wrote meanwhile, without this job's build.
    github.beforeRead = () => {
      made.body = ourBody('other');
    };
    const outcome = await comment([buildRow('k14')]);
    github.beforeRead = undefined;
    expect(outcome).toEqual({
      written: 'overwritten',
      url: expect.stringMatching(/^https:\/\/github\.test\/pull\/\d+#\d+$/) as unknown,
      reason: 'other jobs rewrote the comment at the same time, 3 times',
    });
    expect(github.requests.filter((request) => request.startsWith('PATCH'))).toHaveLength(3);
  });
});

describe('the hidden history of our own comment', () => {
  it('skips rows with a field of the wrong type and writes the comment', async () => {
    const bad: unknown[] = [
      { ...buildRow('name'), name: 5 },
      { ...buildRow('version'), version: null },
      { ...buildRow('platform'), platform: 'symbian' },
      { ...buildRow('size'), sizeBytes: '1024' },
      { ...buildRow('page'), installPageUrl: 'javascript:alert(1)' },
      { ...buildRow('own-page'), buildPageUrl: 'javascript:alert(1)' },
      { ...buildRow('own-qr'), buildQrCodeUrl: 'data:image/png;base64,AAAA' },
      { ...buildRow('icon'), iconUrl: 5 },
      { ...buildRow('commit-page'), commitUrl: 'javascript:alert(1)' },
      { ...buildRow('commit'), commit: ['abc'] },
      { ...buildRow('time'), publishedAt: 1 },
      'not a row',
      null,
      [buildRow('nested')],
    ];
    github.addComment(number, withHistory(ourBody('x'), [buildRow('good'), ...bad]), ACTIONS_BOT);
    const outcome = await comment([buildRow('k6')]);
    expect(outcome.written).toBe('updated');
    expect(shown(number)).toEqual([{ author: ACTIONS_BOT, keys: ['k6', 'good'] }]);
  });
});

describe('when there is no comment to write', () => {
  it('says so without a token, and makes no request', async () => {
    expect(await comment([buildRow('k7')], '')).toEqual({
      written: false,
      reason: 'github-token is empty',
    });
    expect(github.requests).toEqual([]);
  });

  it('finds the open pull request of the commit on a push, and says when there is none', async () => {
    Object.assign(context, { eventName: 'push', payload: {}, sha: 'feedface00000000' });
    github.pullsByCommit.set('feedface00000000', number);
    expect((await comment([buildRow('k8')])).written).toBe('created');
    // GITHUB_SHA is what was built on a push.
    expect(github.comments.get(number)?.[0]?.body).toMatch(
      /<a href="https:\/\/[^"]+\/commit\/feedface00000000"><code>feedfac<\/code><\/a>/,
    );
    Object.assign(context, { sha: '0000000000000000' });
    expect(await comment([buildRow('k9')])).toEqual({
      written: false,
      reason: 'no open pull request for push of 0000000',
    });
  });

  it('names the missing permission when GitHub answers 403', async () => {
    github.readOnlyTokens.add('ghs_readOnly000');
    const outcome = await comment([buildRow('k10')], 'ghs_readOnly000');
    expect(outcome.written).toBe(false);
    expect(outcome.written === false && outcome.reason).toMatch(
      /^GitHub answered 403 .*Grant `permissions: pull-requests: write`/,
    );
  });

  it('keeps the token out of the reason and the debug lines when GitHub echoes it', async () => {
    Object.assign(context, { eventName: 'push', payload: {}, sha: 'cafe000000000001' });
    github.failNext = { status: 502, message: `Bad Gateway for token ${TOKEN}` };
    const debug: string[] = [];
    const logger = { ...silentLogger, debug: (line: string) => debug.push(line) };
    const outcome = await writePullRequestComment(
      { token: TOKEN, rows: [buildRow('k13')], releaseNotes: undefined },
      logger,
    );
    expect(outcome).toEqual({
      written: false,
      reason: 'GitHub answered 502: Bad Gateway for token ***',
    });
    expect(debug.join('\n')).toMatch(/Bad Gateway for token \*\*\*\n\s+at /);
    expect(debug.join('\n')).not.toContain(TOKEN);
  });

  it('passes on any other answer of GitHub', async () => {
    github.failNext = { status: 502, message: 'Bad Gateway' };
    // The identity lookup takes the failure for an installation token; the listing then works.
    expect((await comment([buildRow('k11')])).written).toBe('created');
    github.failNext = undefined;
    Object.assign(context, { eventName: 'push', payload: {}, sha: 'cafe000000000000' });
    github.failNext = { status: 502, message: 'Bad Gateway' };
    expect(await comment([buildRow('k12')])).toEqual({
      written: false,
      reason: 'GitHub answered 502: Bad Gateway',
    });
  });
});
