/**
 * `pgyer update-settings`: the update-settings job (src/jobs/update-settings): app settings
 * through app/update and build settings through app/updateApp, only those given.
 */
import type { Command } from 'commander';
import { CONNECTION_SETTINGS } from '../../jobs/options/connection.js';
import {
  checkUpdateSettingsOptions,
  UPDATE_SETTINGS_JOB_SETTINGS,
} from '../../jobs/update-settings/options.js';
import { runUpdateSettings, throwIfSettingsFailed } from '../../jobs/update-settings/run.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { buildDetails } from '../build-details.js';
import { addSettingOptions, settingsExcept } from '../options.js';

/** The update-settings settings as options. */
const OPTIONS = settingsExcept(UPDATE_SETTINGS_JOB_SETTINGS, CONNECTION_SETTINGS);

/** Adds `update-settings`. */
export function addSettingsCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'update-settings',
    "change an app's settings (with --app-key) and a build's settings (with --user-key)",
    (command) => addSettingOptions(command, OPTIONS, environment.secrets),
    async (context) => {
      context.requireV2('app/updateApp');
      const options = await checkUpdateSettingsOptions(context.raw);
      const result = await runUpdateSettings(context.startJob(options), options);
      await context.print(result.record, () => buildDetails(result.record, options.apiUrl));
      throwIfSettingsFailed(result);
    },
  );
}
