/**
 * A GitHub deployment for the builds of a run (issue 26): created for the commit that was built
 * before the upload, `in_progress` meanwhile, then `success` with the build's own page (its
 * buildKey's page, not the short link's, which opens whichever build is newest) as its environment
 * URL, or `failure`. The pull request then shows "deployed to <environment> — View
 * deployment", and the repository's Environments page lists each run's builds. GitHub's own
 * `auto_inactive` (on by default for a status) marks the environment's earlier successful
 * deployments inactive when a new one succeeds. Uses @actions/github (Octokit), loaded only when
 * a deployment is asked for; needs `permissions: deployments: write`.
 */
// Types only: the module itself is imported when a deployment is asked for.
import type { getOctokit } from '@actions/github';
import type { Logger } from '../api/index.js';
import { gitHubFailure } from './github-error.js';

/** What the deployment needs to know about the run. */
export interface DeploymentRequest {
  token: string;
  /** The environment's name, as the `deployment-environment` input gives it (`testers`). */
  environment: string;
  /** The full SHA of the commit that was built: on a pull request its head, not the merge commit. */
  sha: string;
  /** The run's page, shown as the deployment's log; absent outside a known run. */
  logUrl: string | undefined;
}

/** A deployment that was created and is in progress. */
export interface StartedDeployment {
  environment: string;
  /** The environment's page on GitHub, listing its deployments. */
  environmentUrl: string;
  finish: (end: DeploymentEnd) => Promise<DeploymentStep>;
}

/**
 * How the upload ended: with the first build's own page (PublishedBuild.buildPageUrl, which keeps
 * showing that build after newer ones), or failed.
 */
export type DeploymentEnd = { buildPageUrl: string } | { failed: true };

/** A step of the deployment done, or why it was not (for one warning). */
export type DeploymentStep = { done: true } | { done: false; reason: string };

type Octokit = ReturnType<typeof getOctokit>;

/** The description of every deployment this project creates: how a cleanup finds them again. */
export const DEPLOYMENT_DESCRIPTION = 'Builds published to Pgyer';

/** What a token needs to deploy. */
const PERMISSION = { cannot: 'create deployments', permission: 'deployments: write' };

/**
 * Creates the deployment and its `in_progress` status. Never throws: without a token or the
 * permission, `reason` says why (the upload goes on without a deployment). The deployment waits
 * for no status checks (`required_contexts: []`) and merges no branch (`auto_merge: false`); it
 * is neither transient (GitHub keeps showing it) nor production.
 */
export async function startDeployment(
  request: DeploymentRequest,
  logger: Logger,
): Promise<StartedDeployment | { reason: string }> {
  if (!request.token) return { reason: 'github-token is empty' };
  if (!request.sha)
    return { reason: 'the commit that was built is not known (GITHUB_SHA is empty)' };
  const github = await import('@actions/github');
  const octokit = github.getOctokit(request.token);
  const { context } = github;
  const { owner, repo } = context.repo;
  const attempt = (step: () => Promise<unknown>) => attemptStep(step, request.token, logger);
  let id = 0;
  const created = await attempt(async () => {
    const { data } = await octokit.rest.repos.createDeployment({
      owner,
      repo,
      ref: request.sha,
      environment: request.environment,
      auto_merge: false,
      required_contexts: [],
      transient_environment: false,
      production_environment: false,
      description: DEPLOYMENT_DESCRIPTION,
      payload: { workflow: context.workflow, runId: context.runId },
    });
    // 202 (no id) answers only a branch ref that needs merging; a SHA with auto_merge off never.
    if (!('id' in data)) throw new Error(data.message ?? 'GitHub made no deployment');
    id = data.id;
    await setStatus(octokit, { owner, repo, id }, { state: 'in_progress', logUrl: request.logUrl });
  });
  if (!created.done) return created;
  return {
    environment: request.environment,
    environmentUrl: `${context.serverUrl}/${owner}/${repo}/deployments/${encodeURIComponent(request.environment)}`,
    finish: (end) =>
      attempt(() =>
        setStatus(
          octokit,
          { owner, repo, id },
          'buildPageUrl' in end
            ? { state: 'success', logUrl: request.logUrl, environmentUrl: end.buildPageUrl }
            : { state: 'failure', logUrl: request.logUrl },
        ),
      ),
  };
}

/** Adds a status; `auto_inactive` is left at GitHub's default, true. */
async function setStatus(
  octokit: Octokit,
  where: { owner: string; repo: string; id: number },
  status: {
    state: 'in_progress' | 'success' | 'failure';
    logUrl: string | undefined;
    environmentUrl?: string;
  },
): Promise<void> {
  await octokit.rest.repos.createDeploymentStatus({
    owner: where.owner,
    repo: where.repo,
    deployment_id: where.id,
    state: status.state,
    ...(status.logUrl ? { log_url: status.logUrl } : {}),
    ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
  });
}

/** Runs a step against GitHub; a failure is the reason, for one warning. */
async function attemptStep(
  step: () => Promise<unknown>,
  token: string,
  logger: Logger,
): Promise<DeploymentStep> {
  try {
    await step();
    return { done: true };
  } catch (error) {
    return { done: false, reason: gitHubFailure(error, token, PERMISSION, logger) };
  }
}
