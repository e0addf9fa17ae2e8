/**
 * Every setting the CLI takes, from the jobs' declarations, and what is derived from them for the
 * whole CLI: the environment variable each secret is read from.
 */
import { CLEANUP_SETTINGS } from '../jobs/cleanup/options.js';
import { LATEST_SETTINGS } from '../jobs/latest/options.js';
import { NOTIFY_JOB_SETTINGS } from '../jobs/notify/options.js';
import type { SettingNamer } from '../api/index.js';
import type { AnySetting } from '../jobs/options/setting.js';
import { SET_NEWEST_SETTINGS } from '../jobs/set-newest/options.js';
import { UPDATE_SETTINGS_JOB_SETTINGS } from '../jobs/update-settings/options.js';
import { UPLOAD_SETTINGS } from '../jobs/upload/options.js';

/** Each job's settings, connection settings included. */
export const JOB_SETTINGS: readonly (readonly AnySetting[])[] = [
  UPLOAD_SETTINGS,
  SET_NEWEST_SETTINGS,
  UPDATE_SETTINGS_JOB_SETTINGS,
  CLEANUP_SETTINGS,
  NOTIFY_JOB_SETTINGS,
  LATEST_SETTINGS,
];

/**
 * The environment variable a secret setting falls back to when its option is not given, by
 * setting: for the options and for the hint of a missing one (cli/exit.ts).
 */
export const ENVIRONMENT_FALLBACKS: Readonly<Record<string, string>> = Object.fromEntries(
  JOB_SETTINGS.flat().flatMap((setting) =>
    setting.secret?.env ? [[setting.name, setting.secret.env] as const] : [],
  ),
);

/** Each setting's declaration, by name (the first where two jobs declare one: they agree). */
const DECLARED: ReadonlyMap<string, AnySetting> = new Map(
  JOB_SETTINGS.flat()
    .reverse()
    .map((setting) => [setting.name, setting]),
);

/** The settings the CLI takes as an argument: upload's `file`, notify's `builds`. */
const ARGUMENTS: Readonly<Record<string, string>> = { file: 'FILE', builds: 'FILE' };

/**
 * How the CLI names a setting in a message (SettingNamer), from its declaration: its option
 * (`--dingtalk-secret`, or the declaration's own flag, `--cancel`) and the variable it is read
 * from, `--dingtalk-secret or PGYER_DINGTALK_SECRET`; `FILE` for an argument.
 */
export const cliSettingName: SettingNamer = (setting) => {
  const argument = ARGUMENTS[setting];
  if (argument) return argument;
  const declared = DECLARED.get(setting);
  const flag = (declared?.cli && /--[a-z0-9-]+/.exec(declared.cli.flag)?.[0]) ?? `--${setting}`;
  const variable = ENVIRONMENT_FALLBACKS[setting];
  return variable ? `${flag} or ${variable}` : flag;
};
