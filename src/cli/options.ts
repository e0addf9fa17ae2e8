/**
 * Options from the jobs' settings (src/jobs/options/setting.ts): each setting is an option
 * `--<setting>` whose raw text goes to the job's checker, so the CLI and the actions share every
 * rule, default and message. Commander only parses argv and writes the help.
 */
import { Help, Option, type Command } from 'commander';
import { Checker, type Raw } from '../jobs/options/checker.js';
import type { AnySetting } from '../jobs/options/setting.js';
import { ENVIRONMENT_FALLBACKS } from './settings.js';

/** Which setting each option added by `addSettingOptions` stands for. */
const settingOf = new WeakMap<Option, AnySetting>();

/** The option's flags and help line of `setting`. */
function optionOf(setting: AnySetting): Option {
  if (setting.cli) return new Option(setting.cli.flag, setting.cli.help);
  const flags = `--${setting.name}${setting.value ? ` ${setting.value}` : ''}`;
  const notes = [
    setting.value && setting.default !== undefined ? `default: ${setting.default}` : undefined,
    setting.repeatable ? 'repeatable' : undefined,
  ].filter(Boolean);
  return new Option(flags, `${setting.help}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
}

/** Said of a secret's variable in the help: the value of an option is on the command line. */
const PREFER_VARIABLE = 'prefer it: a command line is visible to other users';

/**
 * An option's help as commander writes it (`help (default: …, env: …)`), with the advice to
 * prefer the variable after a secret's `env: PGYER_…` (the CLI's only variables are secrets':
 * ENVIRONMENT_FALLBACKS). For `configureHelp`: the help of every command of the program.
 */
export function optionDescription(this: Help, option: Option): string {
  const description = Help.prototype.optionDescription.call(this, option);
  return option.envVar === undefined
    ? description
    : description.replace(/(env: [A-Z0-9_]+)\)$/, `$1; ${PREFER_VARIABLE})`);
}

/** Where a run collects the values of its secret options (a SecretSet). */
export interface SecretValues {
  add(value: string): void;
}

/**
 * Adds an option per setting: `--<name> <value>`, a flag without `value`, or the setting's own
 * `cli` flag; its help line and default from the declaration. Values stay raw text (lists for
 * repeatable options); the job's checker reads them. A secret's values are collected in
 * `secrets`, and read from its environment variable when the option is not given.
 * @param secrets where the values of secret options are collected, to be redacted
 */
export function addSettingOptions(
  command: Command,
  settings: readonly AnySetting[],
  secrets: SecretValues,
): Command {
  for (const setting of settings) {
    const option = optionOf(setting);
    if (setting.repeatable) {
      option.argParser((value: string, previous: string[] | undefined) => [
        ...(previous ?? []),
        value,
      ]);
    } else if (setting.secret) {
      option.argParser((value: string) => {
        if (value.trim()) secrets.add(value.trim());
        return value;
      });
      if (setting.secret.env) option.env(setting.secret.env);
    }
    settingOf.set(option, setting);
    command.addOption(option);
  }
  return command;
}

/** `settings` without those named: the ones a command takes as arguments or adds elsewhere. */
export function settingsExcept<S extends AnySetting>(
  settings: readonly S[],
  ...names: readonly (S['name'] | readonly AnySetting[])[]
): S[] {
  const left = new Set(
    names.flatMap((name) => (typeof name === 'string' ? [name] : name.map((s) => s.name))),
  );
  return settings.filter((setting) => !left.has(setting.name));
}

/**
 * The raw value of every setting option of `command` that was given (or has a default).
 * @param readFromEnvironment gets the settings whose value was read from their environment
 *   variable
 */
export function rawSettings(command: Command, readFromEnvironment?: Set<string>): Raw {
  const values = command.opts();
  const raw: Raw = {};
  for (const option of command.options) {
    const known = settingOf.get(option);
    const value: unknown = values[option.attributeName()];
    if (!known || value === undefined) continue;
    if (command.getOptionValueSource(option.attributeName()) === 'env') {
      readFromEnvironment?.add(known.name);
    }
    if (typeof value === 'boolean') {
      const negated = option.long?.startsWith('--no-') === true;
      if (value !== negated) raw[known.name] = known.cli?.flagValue ?? String(value);
    } else {
      raw[known.name] = value as string | string[];
    }
  }
  return raw;
}

/** The option's long name without dashes: `--install-type <word>` → `install-type`. */
export function optionName(flags: string): string {
  const match = /--(?:no-)?([a-z0-9-]+)/.exec(flags);
  if (!match?.[1]) throw new Error(`no long option in ${flags}`);
  return match[1];
}

/**
 * `--name <n>`, a whole number within [min, max], checked by the jobs' Checker (for the read
 * commands' own options: page, port, build number).
 */
export function integerOption(flags: string, description: string, min: number, max: number) {
  const name = optionName(flags);
  return new Option(flags, `${description} (${min} to ${max})`).argParser((value: string) => {
    const check = new Checker();
    return check.done(check.integer(name, value, { min, max }, min));
  });
}

/**
 * A secret option of a read command (user key, password): every value given is added to
 * `secrets`, which the run redacts from its error line. Never shown in the help. Read from its
 * variable in ENVIRONMENT_FALLBACKS when it has one.
 */
export function secretOption(flags: string, description: string, secrets: SecretValues) {
  const option = new Option(flags, description).argParser((value: string) => {
    const trimmed = value.trim();
    if (trimmed) secrets.add(trimmed);
    return trimmed;
  });
  const env = ENVIRONMENT_FALLBACKS[optionName(flags)];
  return env ? option.env(env) : option;
}
