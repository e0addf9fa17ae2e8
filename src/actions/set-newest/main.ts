/**
 * set-newest: marks a build as the app's newest version, or removes the mark
 * (service.md#newest-version).
 */
import * as core from '@actions/core';
import { readCiContext } from '../../common/ci-context.js';
import { writeSetNewestSummary } from '../../github/set-newest-summary.js';
import { SET_NEWEST_SETTINGS, checkSetNewestOptions } from '../../jobs/set-newest/options.js';
import {
  describeSetNewest,
  runSetNewest,
  throwIfSetNewestFailed,
} from '../../jobs/set-newest/run.js';
import { actionLogger } from '../common/action-logger.js';
import { readInputs } from '../common/read-inputs.js';
import { runAction, writeReport } from '../common/run-action.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const options = checkSetNewestOptions(readInputs(SET_NEWEST_SETTINGS));
    const result = await runSetNewest(start(options), options);
    if (!result.error) actionLogger.info(describeSetNewest(result));
    core.setOutput('code', result.code);
    core.setOutput('message', result.message);
    await writeReport('job summary', () => writeSetNewestSummary(result, readCiContext()));
    throwIfSetNewestFailed(result);
  });
}
