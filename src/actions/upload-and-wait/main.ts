/** upload-and-wait: uploads every matched file, waits until each is published, reports them. */
import { toError, formatSize } from '../../api/index.js';
import { toBuildRow } from '../../github/build-table.js';
import { startDeployment, type StartedDeployment } from '../../github/deployment.js';
import { writePullRequestComment } from '../../github/pr-comment.js';
import { uploadReceipt, type Receipt } from '../../github/receipt.js';
import type { ContextLine } from '../../common/build-view.js';
import { readCiContext, type CiContext } from '../../common/ci-context.js';
import { writeBuildSummary, writeRefusedSummary } from '../../github/summary.js';
import type { JobContext } from '../../jobs/context.js';
import type { NotifyOptions } from '../../jobs/notify/options.js';
import type { NotifyResult } from '../../jobs/notify/run.js';
import type { RawOf } from '../../jobs/options/setting.js';
import type { UPLOAD_SETTINGS, UploadOptions } from '../../jobs/upload/options.js';
import { withReleaseNotesFrom } from '../../jobs/upload/release-notes/notes-from.js';
import {
  failureLines,
  runUpload,
  throwIfUploadFailed,
  type UploadResult,
} from '../../jobs/upload/run.js';
import { redact } from '../../api/redact.js';
import { maskedSecrets } from '../common/read-inputs.js';
import { refusalLines, runAction, stepLogger, writeReport } from '../common/run-action.js';
import { publicInputs, readUploadInputs, summaryWanted, type ReportOptions } from './inputs.js';
import { setBuildOutputs } from './outputs.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const startedAt = new Date();
    const ci = readCiContext();
    const {
      options: checked,
      report,
      notify,
      raw,
    } = await readUploadInputs().catch(async (error: unknown) => {
      const problems = refusalLines(error);
      if (problems && summaryWanted()) {
        // The runner masks the log, not the summary file.
        const shown = problems.map((line) => redact(line, maskedSecrets()));
        await writeReport('job summary', () => writeRefusedSummary(shown, { ci }));
      }
      throw error;
    });
    const job = start(checked);
    // The runner's checkout is the workspace; the step's working folder may be another.
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const options = await withReleaseNotesFrom(job, checked, { ci, workspace });
    const deployment = await deployBefore(report, ci);
    const result = await runUpload(job, options);
    setBuildOutputs(result);
    const deployed = deployment && (await deployAfter(deployment, result));
    const releaseNotes = options.settings.buildUpdateDescription;
    if (report.summary) {
      await writeReport('job summary', () =>
        writeBuildSummary(result.builds, failureLines(result), releaseNotes, {
          settings: options.settings,
          ci,
          ...(deployed ? { deployment: deployed } : {}),
        }),
      );
    }
    if (report.receiptArtifact) await publishReceipt(options, raw, report, result, startedAt);
    if (report.prComment && result.builds.length > 0) {
      if (nothingNew(result)) {
        // The comment shows them since the run that published them (README.md `if-published`).
        stepLogger.info('No pull request comment written: every build was already published');
      } else await commentOnPullRequest(report, result, releaseNotes, job.signal.aborted);
    }
    const notified = await notifyChats(job, notify, options, result, ci, deployed);
    throwIfUploadFailed(result);
    if (notified) {
      // The notify job's run, loaded by notifyChats already.
      const { throwIfNotifyFailed } = await import('../../jobs/notify/run.js');
      throwIfNotifyFailed(notified, notify);
    }
  });
}

/**
 * Creates the GitHub deployment of `deployment-environment`, in progress during the upload, for
 * the commit that was built; undefined without the input, or with one warning why there is none.
 */
async function deployBefore(
  report: ReportOptions,
  ci: CiContext,
): Promise<StartedDeployment | undefined> {
  if (!report.deploymentEnvironment) return undefined;
  const started = await startDeployment(
    {
      token: report.githubToken,
      environment: report.deploymentEnvironment,
      sha: ci.commit?.text ?? process.env.GITHUB_SHA ?? '',
      logUrl: ci.run?.url,
    },
    stepLogger,
  );
  if ('reason' in started) {
    stepLogger.warning(`No deployment to ${report.deploymentEnvironment}: ${started.reason}`);
    return undefined;
  }
  return started;
}

/**
 * Ends the deployment: a success with the first build's own page when every file was published
 * (the upload key's page when not waited for, which becomes the build's), else a failure. Returns the summary's line for a success, else undefined.
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

/** Whether the run uploaded nothing and nothing failed: every file was already published. */
function nothingNew(result: UploadResult): boolean {
  return result.failures.length === 0 && result.builds.every((build) => build.alreadyPublished);
}

/** Uploads the receipt; a failed artifact upload is a warning, as the builds are published. */
async function publishReceipt(
  options: UploadOptions,
  raw: RawOf<typeof UPLOAD_SETTINGS>,
  report: ReportOptions,
  result: UploadResult,
  startedAt: Date,
): Promise<void> {
  const env = process.env;
  const receipt: Receipt = {
    version: 1,
    repository: env.GITHUB_REPOSITORY ?? '',
    commit: env.GITHUB_SHA ?? '',
    workflow: env.GITHUB_WORKFLOW ?? '',
    runId: Number(env.GITHUB_RUN_ID ?? 0),
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT ?? 1),
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    inputs: publicInputs(options, raw),
    builds: result.builds,
    failures: failureLines(result),
  };
  try {
    const { id, size } = await uploadReceipt(receipt, report.receiptArtifact);
    stepLogger.info(
      `Uploaded the receipt as artifact ${report.receiptArtifact} (id ${id ?? '?'}, ${size === undefined ? '? bytes' : formatSize(size)})`,
    );
  } catch (error) {
    stepLogger.warning(
      `Could not upload the receipt artifact ${report.receiptArtifact}: ${toError(error).message}`,
    );
  }
}

/**
 * Writes the pull request comment and logs where it is, or why there is none.
 * @param cancelled the run was cancelled: the runner ends the step about 7.5 s after its cancel,
 *   so the read-back after each write does not wait 3 s for other jobs' writes to land
 */
async function commentOnPullRequest(
  report: ReportOptions,
  result: UploadResult,
  releaseNotes: string | undefined,
  cancelled: boolean,
): Promise<void> {
  const outcome = await writePullRequestComment(
    {
      token: report.githubToken,
      rows: result.builds.map((build) => toBuildRow(build)),
      releaseNotes,
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

/**
 * Sends the chat notifications (none without a webhook, nor after a cancel); a notification that
 * cannot be delivered is a warning here (with notify-required the step fails after, see run).
 */
async function notifyChats(
  job: JobContext,
  notify: NotifyOptions,
  options: UploadOptions,
  result: UploadResult,
  ci: CiContext,
  deployed: ContextLine | undefined,
): Promise<NotifyResult | undefined> {
  if (notify.targets.length === 0 || job.signal.aborted) return undefined;
  // Loaded here: the message builders of six platforms are only needed by runs that notify.
  const { runNotify } = await import('../../jobs/notify/run.js');
  return runNotify({ ...job, secrets: job.transport.secrets }, notify, {
    builds: result.builds,
    failures: failureLines(result),
    ci,
    settings: options.settings,
    deployment: deployed,
  });
}
