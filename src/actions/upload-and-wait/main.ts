/** upload-and-wait: uploads every matched file, waits until each is published, reports them. */
import * as core from '@actions/core';
import {
  PgyerError,
  publishAll,
  type PublishedBuild,
  type PublishOutcome,
} from '../../api/index.js';
import { toBuildRow } from '../../github/build-table.js';
import { writePullRequestComment } from '../../github/pr-comment.js';
import { uploadReceipt, type Receipt } from '../../github/receipt.js';
import { writeBuildSummary } from '../../github/summary.js';
import { connect } from '../common/connection.js';
import { actionLogger, runAction } from '../common/run-action.js';
import { publicInputs, readUploadInputs, type UploadInputs } from './inputs.js';
import { publicRecord, setBuildOutputs } from './outputs.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (signal) => {
    const startedAt = new Date();
    const inputs = await readUploadInputs();
    const transport = connect(inputs, actionLogger, signal);
    const outcomes = await publishAll(
      transport,
      inputs.files.map((file) => ({
        filePath: file.path,
        buildType: file.buildType,
        settings: inputs.settings,
        oversea: inputs.oversea,
        ...(file.buildType === 'harmony' && inputs.harmony ? { harmony: inputs.harmony } : {}),
        wait: inputs.wait,
        waitTimeoutSeconds: inputs.waitTimeoutSeconds,
        pollIntervalSeconds: inputs.pollIntervalSeconds,
      })),
    );
    const builds = outcomes.flatMap((outcome) => ('build' in outcome ? [outcome.build] : []));
    const failures = outcomes.flatMap((outcome) =>
      'error' in outcome ? [describeFailure(outcome, outcomes.length)] : [],
    );
    for (const build of builds) core.info(describe(build));
    if (outcomes.length > 1) for (const failure of failures) core.error(failure);

    setBuildOutputs(builds);
    const releaseNotes = inputs.settings.buildUpdateDescription;
    if (inputs.summary) await writeBuildSummary(builds, failures, releaseNotes);
    if (inputs.receiptArtifact) await publishReceipt(inputs, builds, failures, startedAt);
    if (inputs.prComment && builds.length > 0)
      await commentOnPullRequest(inputs, builds, releaseNotes);

    if (failures.length === 1 && outcomes.length === 1) throw new PgyerError(failures[0]);
    if (failures.length > 0) {
      throw new PgyerError(
        `${failures.length} of ${outcomes.length} uploads failed: ${failures.join('; ')}`,
      );
    }
  });
}

function describeFailure(outcome: PublishOutcome & { error: Error }, count: number): string {
  return count === 1
    ? outcome.error.message
    : `${outcome.request.filePath}: ${outcome.error.message}`;
}

function describe(build: PublishedBuild): string {
  const { buildName, buildVersion, buildVersionNo, buildBuildVersion } = build.record;
  if (!build.published) {
    return `Uploaded ${build.fileName} as build ${build.buildKey} (not waited for): ${build.installPageUrl}`;
  }
  return (
    `${buildName ?? build.fileName} ${buildVersion ?? ''} (${buildVersionNo ?? '?'}), ` +
    `service build ${buildBuildVersion ?? '?'}: ${build.installPageUrl}`
  );
}

/** Uploads the receipt; a failed artifact upload is a warning, as the builds are published. */
async function publishReceipt(
  inputs: UploadInputs,
  builds: readonly PublishedBuild[],
  failures: readonly string[],
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
    inputs: publicInputs(inputs),
    builds: builds.map(publicRecord),
    failures,
  };
  try {
    const { id, size } = await uploadReceipt(receipt, inputs.receiptArtifact);
    core.info(
      `Uploaded the receipt as artifact ${inputs.receiptArtifact} (id ${id ?? '?'}, ${size ?? '?'} bytes)`,
    );
  } catch (error) {
    core.warning(
      `Could not upload the receipt artifact ${inputs.receiptArtifact}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function commentOnPullRequest(
  inputs: UploadInputs,
  builds: readonly PublishedBuild[],
  releaseNotes: string | undefined,
): Promise<void> {
  const outcome = await writePullRequestComment(
    { token: inputs.githubToken, rows: builds.map((build) => toBuildRow(build)), releaseNotes },
    actionLogger,
  );
  if (outcome.written) core.info(`Pull request comment ${outcome.written}: ${outcome.url}`);
  else core.warning(`No pull request comment: ${outcome.reason}`);
}
