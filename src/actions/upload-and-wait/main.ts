/** upload-and-wait: uploads every matched file, waits until each is published, reports them. */
import * as core from '@actions/core';
import { PgyerError, uploadAndPublish, type PublishedBuild } from '../../api/index.js';
import { escapeHtml } from '../../common/html.js';
import { writeBuildSummary } from '../../github/summary.js';
import { connect } from '../common/connection.js';
import { actionLogger, runAction } from '../common/run-action.js';
import { readUploadInputs, type UploadInputs } from './inputs.js';
import { setBuildOutputs } from './outputs.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (signal) => {
    const inputs = await readUploadInputs();
    warnAboutPendingFeatures(inputs);
    const transport = connect(inputs, actionLogger, signal);

    const builds: PublishedBuild[] = [];
    const failures: string[] = [];
    for (const file of inputs.files) {
      try {
        const build = await uploadAndPublish(transport, {
          filePath: file.path,
          buildType: file.buildType,
          settings: inputs.settings,
          oversea: inputs.oversea,
          ...(file.buildType === 'harmony' && inputs.harmony ? { harmony: inputs.harmony } : {}),
          wait: inputs.wait,
          waitTimeoutSeconds: inputs.waitTimeoutSeconds,
          pollIntervalSeconds: inputs.pollIntervalSeconds,
        });
        builds.push(build);
        core.info(describe(build));
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        const message = error instanceof Error ? error.message : String(error);
        if (inputs.files.length === 1) {
          failures.push(message);
        } else {
          failures.push(`${file.path}: ${message}`);
          core.error(`${file.path}: ${message}`);
        }
      }
    }

    setBuildOutputs(builds);
    if (inputs.summary) await writeBuildSummary(builds, failures.map(escapeHtml));
    if (failures.length === 1 && inputs.files.length === 1) throw new PgyerError(failures[0]);
    if (failures.length > 0) {
      throw new PgyerError(
        `${failures.length} of ${inputs.files.length} uploads failed: ${failures.join('; ')}`,
      );
    }
  });
}

function describe(build: PublishedBuild): string {
  const { buildName, buildVersion, buildVersionNo, buildBuildVersion } = build.record;
  if (!build.published)
    return `Uploaded ${build.fileName} as build ${build.buildKey} (not waited for): ${build.installPageUrl}`;
  return (
    `${buildName ?? build.fileName} ${buildVersion ?? ''} (${buildVersionNo ?? '?'}), ` +
    `service build ${buildBuildVersion ?? '?'}: ${build.installPageUrl}`
  );
}

/** The PR comment and the receipt come with the GitHub integration; say so rather than ignore them. */
function warnAboutPendingFeatures(inputs: UploadInputs): void {
  if (inputs.prComment)
    core.warning('pr-comment is not supported by this version yet; no comment is written.');
  if (inputs.receiptArtifact)
    core.warning('receipt-artifact is not supported by this version yet; no receipt is uploaded.');
}
