/** update-settings: changes app settings (app/update) and build settings (app/updateApp). */
import * as core from '@actions/core';
import { readCiContext } from '../../common/ci-context.js';
import { writeSettingsSummary } from '../../github/settings-summary.js';
import {
  UPDATE_SETTINGS_JOB_SETTINGS,
  checkUpdateSettingsOptions,
} from '../../jobs/update-settings/options.js';
import { runUpdateSettings, throwIfSettingsFailed } from '../../jobs/update-settings/run.js';
import { readInputs } from '../common/read-inputs.js';
import { runAction, writeReport } from '../common/run-action.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const options = await checkUpdateSettingsOptions(readInputs(UPDATE_SETTINGS_JOB_SETTINGS));
    const result = await runUpdateSettings(start(options), options);
    core.setOutput('build', JSON.stringify(result.record));
    await writeReport('job summary', () =>
      writeSettingsSummary(result.changes, result.failure, readCiContext()),
    );
    throwIfSettingsFailed(result);
  });
}
