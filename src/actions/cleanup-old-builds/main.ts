/** cleanup-old-builds: deletes an app's old builds by a keep policy, for scheduled jobs. */
import * as core from '@actions/core';
import { readCiContext } from '../../common/ci-context.js';
import { writeCleanupSummary } from '../../github/cleanup-summary.js';
import { CLEANUP_SETTINGS, checkCleanupOptions } from '../../jobs/cleanup/options.js';
import { runCleanup, throwIfCleanupFailed, type CleanupResult } from '../../jobs/cleanup/run.js';
import { readInputs } from '../common/read-inputs.js';
import { runAction, writeReport } from '../common/run-action.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const options = checkCleanupOptions(readInputs(CLEANUP_SETTINGS));
    const result = await runCleanup(start(options), options);
    setOutputs(result);
    await writeReport('job summary', () => writeCleanupSummary(result, readCiContext()));
    throwIfCleanupFailed(result);
  });
}

/** deleted-count, kept-count and deleted (key, version, upload time of each deleted build). */
function setOutputs({ deleted, kept }: CleanupResult): void {
  core.setOutput('deleted-count', deleted.length);
  core.setOutput('kept-count', kept.length);
  core.setOutput(
    'deleted',
    JSON.stringify(
      deleted.map(({ build }) => ({
        buildKey: build.buildKey,
        buildVersion: build.buildVersion,
        buildCreated: build.buildCreated,
      })),
    ),
  );
}
