/** The GitHub deployment of `deployment-environment` (docs/workflows.md), as a reporter. */
import type { ContextLine } from '../../../common/build-view.js';
import { startDeployment, type StartedDeployment } from '../../../github/deployment.js';
import type { UploadResult } from '../../../jobs/upload/run.js';
import { stepLogger } from '../../common/run-action.js';
import type { Reporter, RunFacts } from './reporter.js';

/**
 * Before the upload, creates the deployment, in progress, for the commit that was built (one
 * warning why there is none when it cannot); after, ends it and adds its summary line on success.
 * Without the input, does nothing.
 */
export function deploymentReporter({ report, ci }: RunFacts): Reporter {
  let started: StartedDeployment | undefined;
  return {
    before: async () => {
      if (!report.deploymentEnvironment) return;
      const deployment = await startDeployment(
        {
          token: report.githubToken,
          environment: report.deploymentEnvironment,
          sha: ci.commit?.text ?? process.env.GITHUB_SHA ?? '',
          logUrl: ci.run?.url,
        },
        stepLogger,
      );
      if ('reason' in deployment) {
        stepLogger.warning(
          `No deployment to ${report.deploymentEnvironment}: ${deployment.reason}`,
        );
      } else started = deployment;
    },
    after: async ({ result }) => {
      const line = started && (await deployAfter(started, result));
      return line ? { deployment: line } : undefined;
    },
  };
}

/**
 * Ends the deployment: a success with the first build's own page when every file was published
 * (the upload key's page when not waited for, which becomes the build's), else a failure. Returns
 * the summary's line for a success, else undefined.
 */
async function deployAfter(
  deployment: StartedDeployment,
  result: UploadResult,
): Promise<ContextLine | undefined> {
  const [first] = result.builds;
  const succeeded = first !== undefined && result.failures.length === 0;
  const step = await deployment.finish(
    succeeded ? { buildPageUrl: first.buildPageUrl || first.installPageUrl } : { failed: true },
  );
  if (!step.done) {
    stepLogger.warning(`Deployment to ${deployment.environment} not ended: ${step.reason}`);
    return undefined;
  }
  stepLogger.info(
    `Deployment to ${deployment.environment} ${succeeded ? 'succeeded' : 'failed'}: ${deployment.environmentUrl}`,
  );
  return succeeded
    ? { label: 'Deployed to', text: deployment.environment, url: deployment.environmentUrl }
    : undefined;
}
