/**
 * `pgyer latest (APP_KEY | --identifier ID) [--build-type TYPE] [--dotenv FILE]`: the latest job,
 * for the build step that needs the next build number (README.md#latest).
 */
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { describeLatest, latestJson } from '../../jobs/latest/describe.js';
import { checkLatestOptions, LATEST_SETTINGS } from '../../jobs/latest/options.js';
import { latestFields } from '../../jobs/latest/outputs.js';
import { runLatest } from '../../jobs/latest/run.js';
import { truncateBytes } from '../../jobs/notify/text.js';
import { Checker } from '../../jobs/options/checker.js';
import { CONNECTION_SETTINGS } from '../../jobs/options/connection.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { checkDotenvPath, dotenvValue } from '../dotenv.js';
import { addSettingOptions, settingsExcept } from '../options.js';

/** The latest settings given as options (app-key is the argument). */
const OPTIONS = settingsExcept(LATEST_SETTINGS, CONNECTION_SETTINGS, 'app-key');

/**
 * The longest value a dotenv line gets, in bytes: the nine lines then stay far within GitLab's
 * 5 KB dotenv limit (DOTENV_MAX_BYTES), whatever version text the service holds.
 */
const MAX_VALUE_BYTES = 256;

/**
 * `PGYER_LATEST_<OUTPUT>=value` lines (`PGYER_LATEST_NEXT_VERSION_NO`, …: the sub-action's output
 * names in upper case, `-` made `_`; apart from `pgyer upload --dotenv`'s PGYER_BUILD_KEY, …, so a
 * later job may take both), every fact written, an empty one as `NAME=`.
 */
export function latestDotenv(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([name, value]) => {
      const variable = `PGYER_LATEST_${name.toUpperCase().replaceAll('-', '_')}`;
      return `${variable}=${truncateBytes(dotenvValue(value), MAX_VALUE_BYTES)}\n`;
    })
    .join('');
}

/** Adds `latest`. */
export function addLatestCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<{ dotenv?: string }>(
    program,
    environment,
    'latest [APP_KEY]',
    "an app's build with the highest version code, and the next build number (app/builds; app/listMy with --identifier)",
    (command) =>
      addSettingOptions(command, OPTIONS, environment.secrets).option(
        '--dotenv <path>',
        'also write the facts to this file as PGYER_LATEST_NEXT_VERSION_NO=… lines (a GitLab CI dotenv report)',
      ),
    async (context, [appKey], { dotenv }) => {
      context.requireV2('app/listMy');
      const check = new Checker();
      if (dotenv !== undefined) await check.ruleAsync(undefined, () => checkDotenvPath(dotenv));
      const options = checkLatestOptions({ ...context.raw, 'app-key': appKey }, check, {
        appKey: 'APP_KEY',
        identifier: '--identifier',
      });
      const result = await runLatest(context.startJob(options), options);
      const fields = latestFields(result);
      if (dotenv !== undefined) await writeFile(dotenv, latestDotenv(fields));
      await context.print(latestJson(result), () => describeLatest(result).join('\n'));
    },
  );
}
