/**
 * One pull request comment per workflow, kept up to date: found again by its hidden marker and
 * its author, and edited in place on every push by every job of the workflow that publishes
 * builds. Uses @actions/github (Octokit), loaded only when asked for.
 */
// Types only: the module itself is imported when a comment is asked for.
import { setTimeout as sleep } from 'node:timers/promises';
import type { context as runContext, getOctokit } from '@actions/github';
import type { Logger } from '../api/index.js';
import { shortSha } from '../common/ci-context.js';
import type { BuildRow } from './build-table.js';
import type { HealthReport } from '../jobs/health/report.js';
import { commentMarker, healthSectionsOf, renderComment, rowsOf } from './comment-body.js';
import { gitHubFailure } from './github-error.js';

/** What the comment needs to know about the run. */
export interface CommentRequest {
  token: string;
  rows: readonly BuildRow[];
  releaseNotes: string | undefined;
  /** The health reports since the builds replaced (health-report: previous), after the notes. */
  health?: readonly HealthReport[];
  /**
   * Milliseconds between writing the comment and reading it back to check that this job's builds
   * stayed in it; CHECK_AFTER_MS unless given.
   */
  checkAfterMs?: number;
}

/**
 * The outcome, for the log: where the comment is; or, `overwritten`, where it is although other
 * jobs' writes kept removing this job's builds from it; or why there is none.
 */
export type CommentOutcome =
  | { written: 'created' | 'updated'; url: string }
  | { written: 'overwritten'; url: string; reason: string }
  | { written: false; reason: string };

type Octokit = ReturnType<typeof getOctokit>;
type Context = typeof runContext;

/** Who writes comments with the workflow's GITHUB_TOKEN (an installation token of GitHub Actions). */
const ACTIONS_BOT = 'github-actions[bot]';

/** What a token needs to comment. */
const PERMISSION = { cannot: 'write pull request comments', permission: 'pull-requests: write' };

/** Writes of the comment by one job before it gives up on keeping its builds in it. */
const MAX_WRITES = 3;

/**
 * How long after writing the comment a job reads it back (see {@link mergeInto}): GitHub answers
 * a read and an update of a comment in well under a second each, so another job's write made from
 * a read before this write has landed by then.
 */
const CHECK_AFTER_MS = 3000;

/**
 * Creates or updates this workflow's comment on the pull request of the run: the event's pull
 * request, or on a push the open pull request of the commit. Only a comment written by the
 * token's own identity is taken over (see {@link commentAuthor}): anyone can post a comment with
 * the marker, and its hidden history would be shown again as this run's. Never throws: without
 * a pull request, a token, or the permission to write, it says why in `reason`; when other jobs
 * kept dropping this job's builds from the comment, the outcome is `overwritten`, with the
 * comment's address and why; the upload that already happened stays a success either way.
 */
export async function writePullRequestComment(
  request: CommentRequest,
  logger: Logger,
): Promise<CommentOutcome> {
  if (!request.token) return { written: false, reason: 'github-token is empty' };
  const github = await import('@actions/github');
  const octokit = github.getOctokit(request.token);
  const { context } = github;
  try {
    const number = await pullRequestNumber(octokit, context);
    if (number === undefined) {
      return {
        written: false,
        reason: `no open pull request for ${context.eventName} of ${context.sha.slice(0, 7)}`,
      };
    }
    return await upsert(octokit, context, number, request);
  } catch (error) {
    return { written: false, reason: gitHubFailure(error, request.token, PERMISSION, logger) };
  }
}

async function pullRequestNumber(octokit: Octokit, run: Context): Promise<number | undefined> {
  const fromEvent = run.payload.pull_request?.number;
  if (typeof fromEvent === 'number') return fromEvent;
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    ...run.repo,
    commit_sha: run.sha,
  });
  return data.find((pull) => pull.state === 'open')?.number;
}

async function upsert(
  octokit: Octokit,
  context: Context,
  number: number,
  request: CommentRequest,
): Promise<CommentOutcome> {
  const marker = commentMarker(context.workflow);
  const marked = (author: string) => markedComments(octokit, context, number, marker, author);
  // On pull_request events GITHUB_SHA is the merge commit; the pull request's head is what was built.
  const head: unknown = context.payload.pull_request?.head;
  const headSha =
    typeof head === 'object' && head !== null && 'sha' in head && typeof head.sha === 'string'
      ? head.sha
      : undefined;
  const sha = headSha ?? context.sha;
  const { owner, repo } = context.repo;
  const made = {
    commit: shortSha(sha),
    commitUrl: `${context.serverUrl}/${owner}/${repo}/commit/${sha}`,
  };
  const rows = request.rows.map((row) => ({ ...made, ...row }));
  const health = (request.health ?? []).map((report) => ({
    appKey: report.appKey,
    commit: made.commit,
    report,
  }));
  const bodyAfter = (previous: string | undefined) =>
    renderComment({
      marker,
      rows,
      previous: rowsOf(previous),
      releaseNotes: request.releaseNotes,
      health,
      previousHealth: healthSectionsOf(previous),
    });
  const merge = (id: number) =>
    mergeInto(octokit, context, id, {
      bodyAfter,
      holdsRows: (body) => {
        const kept = rowsOf(body);
        return rows.every((row) => kept.some((entry) => entry.buildKey === row.buildKey));
      },
      checkAfterMs: request.checkAfterMs ?? CHECK_AFTER_MS,
    });

  const author = await commentAuthor(octokit);
  const [previous] = await marked(author);
  if (previous) return merge(previous.id);
  const { data: created } = await octokit.rest.issues.createComment({
    ...context.repo,
    issue_number: number,
    body: bodyAfter(undefined),
  });
  // Jobs of one workflow (a matrix) can each find no comment and create one: the oldest stays,
  // takes this run's builds, and this run's own comment goes. The new comment names the token's
  // identity for certain, also where commentAuthor could only assume it.
  const [oldest] = await marked(created.user?.login ?? author);
  if (!oldest || oldest.id === created.id) return { written: 'created', url: created.html_url };
  const outcome = await merge(oldest.id);
  await octokit.rest.issues.deleteComment({ ...context.repo, comment_id: created.id });
  return outcome;
}

/**
 * Writes this job's builds into comment `id` beside the builds it already holds. Every job of the
 * workflow run edits this comment, and GitHub has no compare-and-swap for comments: a job that
 * read the comment before this write and writes after it puts back a body without this job's
 * builds. So the body is read right before each write, and read again `checkAfterMs` after it,
 * time for such a stale write to land; if this job's builds are gone, the merge is made again
 * from that body, up to MAX_WRITES times. What remains, without a compare-and-swap: another job
 * that read the comment before this job's last write and whose write lands more than
 * `checkAfterMs` after it drops this job's builds unnoticed.
 */
async function mergeInto(
  octokit: Octokit,
  context: Context,
  id: number,
  how: {
    bodyAfter: (previous: string | undefined) => string;
    holdsRows: (body: string | undefined) => boolean;
    checkAfterMs: number;
  },
): Promise<CommentOutcome> {
  const read = async () =>
    (await octokit.rest.issues.getComment({ ...context.repo, comment_id: id })).data.body;
  let body = await read();
  for (let write = 1; ; write += 1) {
    const { data } = await octokit.rest.issues.updateComment({
      ...context.repo,
      comment_id: id,
      body: how.bodyAfter(body),
    });
    await sleep(how.checkAfterMs);
    body = await read();
    if (how.holdsRows(body)) return { written: 'updated', url: data.html_url };
    if (write === MAX_WRITES) {
      return {
        written: 'overwritten',
        url: data.html_url,
        reason: `other jobs rewrote the comment at the same time, ${MAX_WRITES} times`,
      };
    }
  }
}

/**
 * The login that comments made with the token carry: the authenticated user for a personal
 * access token; for an installation token, which cannot ask (GET /user answers 403), the
 * GITHUB_TOKEN's `github-actions[bot]`. With another GitHub App's token that guess finds no
 * comment, so a new one is created, and the check after creating, by the new comment's own
 * author, takes the app's older comment over and deletes the new one.
 */
export async function commentAuthor(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch {
    return ACTIONS_BOT;
  }
}

/** This workflow's comments on the pull request written by `author`, oldest first. */
export async function markedComments(
  octokit: Octokit,
  context: Context,
  number: number,
  marker: string,
  author: string,
) {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...context.repo,
    issue_number: number,
    per_page: 100,
  });
  return comments
    .filter((comment) => comment.user?.login === author && comment.body?.includes(marker))
    .sort((a, b) => a.id - b.id);
}
