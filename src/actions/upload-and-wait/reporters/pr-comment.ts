/** The pull request comment of `pr-comment` (src/github/pr-comment.ts), as a reporter. */
import { toBuildRow } from '../../../github/build-table.js';
import { writePullRequestComment } from '../../../github/pr-comment.js';
import type { UploadResult } from '../../../jobs/upload/run.js';
import { stepLogger } from '../../common/run-action.js';
import type { Reporter, RunFacts } from './reporter.js';

/**
 * Writes the pull request comment (with `pr-comment: true` and a build), and logs where it is, or
 * why there is none: not when every build was already published (the comment shows them since the
 * run that published them, README.md `if-published`).
 */
export function prCommentReporter({ report, job }: RunFacts): Reporter {
  return {
    after: async ({ result }) => {
      if (!report.prComment || result.builds.length === 0) return undefined;
      if (nothingNew(result)) {
        stepLogger.info('No pull request comment written: every build was already published');
      } else await commentOnPullRequest(report.githubToken, result, job.signal.aborted);
      return undefined;
    },
  };
}

/** Whether the run uploaded nothing and nothing failed: every file was already published. */
function nothingNew(result: UploadResult): boolean {
  return result.failures.length === 0 && result.builds.every((build) => build.alreadyPublished);
}

/**
 * Writes the comment and logs where it is, or why there is none.
 * @param cancelled the run was cancelled: the runner ends the step about 7.5 s after its cancel,
 *   so the read-back after each write does not wait 3 s for other jobs' writes to land
 */
async function commentOnPullRequest(
  token: string,
  result: UploadResult,
  cancelled: boolean,
): Promise<void> {
  const outcome = await writePullRequestComment(
    {
      token,
      rows: result.builds.map((build) => toBuildRow(build)),
      releaseNotes: result.releaseNotes,
      health: result.health,
      ...(cancelled ? { checkAfterMs: 0 } : {}),
    },
    stepLogger,
  );
  if (outcome.written === 'overwritten') {
    stepLogger.warning(
      `Pull request comment ${outcome.url} may lack this job's builds: ${outcome.reason}`,
    );
  } else if (outcome.written) {
    stepLogger.info(`Pull request comment ${outcome.written}: ${outcome.url}`);
  } else {
    stepLogger.warning(`No pull request comment: ${outcome.reason}`);
  }
}
