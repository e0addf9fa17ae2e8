/** `pgyer set-newest BUILD_KEY [--cancel]`: the set-newest job (service.md#newest-version). */
import type { Command } from 'commander';
import { CONNECTION_SETTINGS } from '../../jobs/options/connection.js';
import { checkSetNewestOptions, SET_NEWEST_SETTINGS } from '../../jobs/set-newest/options.js';
import {
  describeSetNewest,
  runSetNewest,
  throwIfSetNewestFailed,
} from '../../jobs/set-newest/run.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { addSettingOptions, settingsExcept } from '../options.js';

/** The set-newest settings given as options (build-key is the argument). */
const OPTIONS = settingsExcept(SET_NEWEST_SETTINGS, CONNECTION_SETTINGS, 'build-key');

/** Adds `set-newest`. */
export function addNewestCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'set-newest <BUILD_KEY>',
    'mark a build as the newest version of its app, or remove the mark',
    (command) => addSettingOptions(command, OPTIONS, environment.secrets),
    async (context, [buildKey = '']) => {
      context.requireV2('app/setNewestVersion');
      const options = checkSetNewestOptions({ ...context.raw, 'build-key': buildKey });
      const result = await runSetNewest(context.startJob(options), options);
      throwIfSetNewestFailed(result);
      const { mode, code, message } = result;
      await context.print({ buildKey, mode, code, message }, () => describeSetNewest(result));
    },
  );
}
