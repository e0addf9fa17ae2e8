/**
 * After a cleanup of a closed pull request's builds (cleanup-old-builds `pull-request`, issue 31
 * point 2): the GitHub deployments of the deleted builds are marked inactive, and the workflow's
 * pull request comment (pr-comment.ts, found by its marker, so the cleanup job must be in the
 * same workflow) says the builds were removed. Uses @actions/github, loaded only when asked for.
 */
// Types only: the module itself is imported when a pull request's cleanup is reported.
import type { context as runContext, getOctokit } from '@actions/github';
import type { Logger } from '../api/index.js';
import { githubHtml } from '../common/inert/github.js';
import type { Linked } from '../common/ci-context.js';
import { escapeHtml } from '../api/html.js';
import { commentMarker } from './comment-body.js';
import { DEPLOYMENT_DESCRIPTION } from './deployment.js';
import { gitHubFailure } from './github-error.js';
import { commentAuthor, markedComments } from './pr-comment.js';

/** What the report needs to know about the cleanup. */
export interface PullRequestCleanup {
  token: string;
  pullRequest: number;
  /** The commits the deleted builds were built from (their commit lines), distinct. */
  shas: readonly string[];
  /** How many builds were deleted, as the service answered. */
  deletedCount: number;
  /** The run that deleted them (readCiContext().run). */
  run: Linked | undefined;
}

/** What was done on GitHub, or why not, for one log line each. */
export interface PullRequestCleanupOutcome {
  /** Deployments marked inactive, or why none could be. */
  deployments: { inactive: number } | { reason: string };
  /** The comment's address once edited, or why it was not. */
  comment: { url: string } | { reason: string };
}

type Octokit = ReturnType<typeof getOctokit>;
type Context = typeof runContext;

/**
 * Marks inactive each deployment this project created (by its description) for the deleted
 * builds' commits, then edits the workflow's comment on the pull request to say the builds were
 * removed (its marker kept, so a reopened pull request's next run takes it over again). Requests:
 * one deployment listing per commit, one status per deployment, the comment search as
 * pr-comment.ts makes it and one edit. Never throws: each part says why it failed.
 */
export async function reportPullRequestCleanup(
  request: PullRequestCleanup,
  logger: Logger,
): Promise<PullRequestCleanupOutcome> {
  const github = await import('@actions/github');
  const octokit = github.getOctokit(request.token);
  const { context } = github;
  const failure = (error: unknown, cannot: string, permission: string) => ({
    reason: gitHubFailure(error, request.token, { cannot, permission }, logger),
  });
  let deployments: PullRequestCleanupOutcome['deployments'];
  try {
    deployments = { inactive: await inactivate(octokit, context.repo, request.shas) };
  } catch (error) {
    deployments = failure(error, 'mark deployments inactive', 'deployments: write');
  }
  let comment: PullRequestCleanupOutcome['comment'];
  try {
    comment = await editComment(octokit, context, request);
  } catch (error) {
    comment = failure(error, 'edit pull request comments', 'pull-requests: write');
  }
  return { deployments, comment };
}

async function inactivate(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  shas: readonly string[],
): Promise<number> {
  let count = 0;
  for (const sha of shas) {
    const listed = await octokit.paginate(octokit.rest.repos.listDeployments, {
      ...repo,
      sha,
      per_page: 100,
    });
    for (const deployment of listed.filter(
      (entry) => entry.description === DEPLOYMENT_DESCRIPTION,
    )) {
      await octokit.rest.repos.createDeploymentStatus({
        ...repo,
        deployment_id: deployment.id,
        state: 'inactive',
        description: 'The builds were removed from Pgyer',
      });
      count += 1;
    }
  }
  return count;
}

async function editComment(
  octokit: Octokit,
  context: Context,
  request: PullRequestCleanup,
): Promise<PullRequestCleanupOutcome['comment']> {
  const marker = commentMarker(context.workflow);
  const author = await commentAuthor(octokit);
  const [comment] = await markedComments(octokit, context, request.pullRequest, marker, author);
  if (!comment) return { reason: `no comment of workflow ${context.workflow} on the pull request` };
  const { data } = await octokit.rest.issues.updateComment({
    ...context.repo,
    comment_id: comment.id,
    body: `${marker}\n${removedText(request.deletedCount, request.run)}`,
  });
  return { url: data.html_url };
}

/**
 * `<p>The builds of this pull request were removed from Pgyer (3 builds) by <a>run</a>.</p>`:
 * the run's name is CI text, made inert.
 */
export function removedText(count: number, run: Linked | undefined): string {
  const builds = count === 1 ? '1 build' : `${String(count)} builds`;
  const name = run ? githubHtml(run.text) : 'a cleanup';
  const by = run?.url ? `<a href="${escapeHtml(run.url)}">${name}</a>` : name;
  return `<p>The builds of this pull request were removed from Pgyer (${builds}) by ${by}.</p>`;
}
