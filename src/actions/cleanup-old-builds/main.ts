/** cleanup-old-builds: deletes an app's old builds by a keep policy, for scheduled jobs. */
import * as core from '@actions/core';
import { listAllBuilds, PgyerError, viewApp } from '../../api/index.js';
import { deleteBuilds, describe } from '../../cleanup/delete-builds.js';
import { planCleanup, type BuildDecision } from '../../cleanup/policy.js';
import { writeCleanupSummary } from '../../github/cleanup-summary.js';
import { connect } from '../common/connection.js';
import { actionLogger, runAction } from '../common/run-action.js';
import { readCleanupInputs } from './inputs.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (signal) => {
    const inputs = readCleanupInputs();
    const transport = connect(inputs, actionLogger, signal);
    const builds = await listAllBuilds(transport, inputs.appKey);
    // app/builds does not say which build set-newest marked; app/view's current build is that one.
    const marked = (await viewApp(transport, inputs.appKey)).buildKey;
    const plan = planCleanup(builds, inputs.policy, Date.now(), marked);
    core.info(
      `App ${inputs.appKey} has ${builds.length} builds; ${plan.deletions.length} to delete`,
    );

    if (inputs.dryRun) {
      for (const decision of plan.deletions)
        core.info(`Would delete ${describe(decision)}: ${decision.reason}`);
      setOutputs(plan.deletions, plan.kept);
      await writeCleanupSummary({
        appKey: inputs.appKey,
        dryRun: true,
        deleted: plan.deletions,
        kept: plan.kept,
      });
      return;
    }

    const report = await deleteBuilds(transport, plan.deletions, actionLogger);
    const notDeleted = report.notDeleted.map((decision) => ({
      ...decision,
      reason: 'not deleted: the run stopped',
    }));
    const kept = [...plan.kept, ...notDeleted];
    setOutputs(report.deleted, kept);
    const stop = report.refusal ?? report.failure;
    const unknown = report.uncertain.map(({ build }) => build.buildKey);
    const stopNote =
      stop &&
      `Stopped after ${report.deleted.length} deletions: ${stop.message}` +
        (unknown.length > 0
          ? `; whether ${unknown.join(', ')} was deleted is unknown (not sent again)`
          : '');
    await writeCleanupSummary({
      appKey: inputs.appKey,
      dryRun: false,
      deleted: report.deleted,
      kept,
      stopNote,
    });
    // 1202/1203 mean the service will not delete what is left: the job did what could be done.
    if (report.refusal) core.warning(stopNote ?? report.refusal.message);
    if (report.failure) throw new PgyerError(stopNote ?? report.failure.message);
  });
}

/** deleted-count, kept-count and deleted (key, version, upload time of each deleted build). */
function setOutputs(deleted: readonly BuildDecision[], kept: readonly BuildDecision[]): void {
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
