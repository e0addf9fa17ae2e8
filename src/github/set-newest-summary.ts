/** The job summary of set-newest: the run's context, the build and what became of it. */
import type { CiContext } from '../common/ci-context.js';
import { githubHtml } from '../common/inert/github.js';
import type { SetNewestResult } from '../jobs/set-newest/run.js';
import { startSummary } from './summary-start.js';

/**
 * Appends the run's context, the build and its outcome (with what the service said) to the job
 * summary ($GITHUB_STEP_SUMMARY).
 * @param ci the run's CI context (readCiContext())
 */
export async function writeSetNewestSummary(result: SetNewestResult, ci: CiContext): Promise<void> {
  const serviceMessage = result.error ? result.error.serviceMessage : result.message;
  const said = serviceMessage ? ` The service said: “${githubHtml(serviceMessage)}”.` : '';
  await startSummary('Pgyer: newest version', ci)
    .addRaw(
      `<p>Build <code>${githubHtml(result.buildKey)}</code> ${githubHtml(result.outcome)}.${said}</p>`,
      true,
    )
    .write();
}
