/**
 * latest: an app's build with the highest version code and the next build number, for the
 * Gradle or Xcode step before a build (README.md#latest). It changes nothing.
 */
import * as core from '@actions/core';
import { describeLatest } from '../../jobs/latest/describe.js';
import { checkLatestOptions, LATEST_SETTINGS } from '../../jobs/latest/options.js';
import { latestFields } from '../../jobs/latest/outputs.js';
import { runLatest } from '../../jobs/latest/run.js';
import { readInputs } from '../common/read-inputs.js';
import { runAction, stepLogger } from '../common/run-action.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const options = checkLatestOptions(readInputs(LATEST_SETTINGS));
    const result = await runLatest(start(options), options);
    for (const line of describeLatest(result)) stepLogger.info(line);
    for (const [name, value] of Object.entries(latestFields(result))) core.setOutput(name, value);
  });
}
