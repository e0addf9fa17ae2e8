/** cleanup-old-builds: deletes an app's old builds by a keep policy, for scheduled jobs. */
import * as core from '@actions/core';
import { readCiContext } from '../../common/ci-context.js';
import type { Logger } from '../../api/index.js';
import { writeCleanupSummary } from '../../github/cleanup-summary.js';
import { reportPullRequestCleanup } from '../../github/pr-cleanup.js';
import {
  CLEANUP_SETTINGS,
  checkCleanupOptions,
  type CleanupOptions,
} from '../../jobs/cleanup/options.js';
import { runCleanup, throwIfCleanupFailed, type CleanupResult } from '../../jobs/cleanup/run.js';
import { Checker } from '../../jobs/options/checker.js';
import { settingsByName } from '../../jobs/options/setting.js';
import { actionLogger } from '../common/action-logger.js';
import { readInputs } from '../common/read-inputs.js';
import { runAction, writeReport } from '../common/run-action.js';
import { CLEANUP_REPORT_SETTINGS } from './inputs.js';

const REPORT = settingsByName(CLEANUP_REPORT_SETTINGS);

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const raw = readInputs([...CLEANUP_SETTINGS, ...CLEANUP_REPORT_SETTINGS]);
    const check = new Checker();
    const token = REPORT['github-token'].check(check, raw['github-token']) ?? '';
    const options = checkCleanupOptions(raw, check);
    const result = await runCleanup(start(options), options);
    setOutputs(result);
    await writeReport('job summary', () => writeCleanupSummary(result, readCiContext()));
    await reportOnPullRequest(options, result, token, actionLogger);
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

/**
 * With `pull-request`, after a real run: the deleted builds' deployments marked inactive and the
 * workflow's comment edited (src/github/pr-cleanup.ts), each outcome in one log line; a dry run
 * or an empty github-token says in one line that GitHub is left as it is.
 */
async function reportOnPullRequest(
  options: CleanupOptions,
  result: CleanupResult,
  token: string,
  logger: Logger,
): Promise<void> {
  const number = options.scope.pullRequest;
  if (number === undefined) return;
  if (result.dryRun || !token) {
    const why = result.dryRun ? 'a dry run' : 'github-token is empty';
    logger.info(
      `Pull request #${String(number)}: deployments and comment left as they are (${why})`,
    );
    return;
  }
  const shas = [...new Set(result.deleted.flatMap(({ commit }) => (commit ? [commit.sha] : [])))];
  const outcome = await reportPullRequestCleanup(
    {
      token,
      pullRequest: number,
      shas,
      deletedCount: result.deleted.length,
      run: readCiContext().run,
    },
    logger,
  );
  const { deployments, comment } = outcome;
  if ('inactive' in deployments)
    logger.info(
      `Pull request #${String(number)}: ${String(deployments.inactive)} deployments marked inactive`,
    );
  else
    logger.warning(
      `Pull request #${String(number)}: deployments not marked inactive: ${deployments.reason}`,
    );
  if ('url' in comment)
    logger.info(`Pull request #${String(number)}: comment edited: ${comment.url}`);
  else logger.warning(`Pull request #${String(number)}: comment not edited: ${comment.reason}`);
}
