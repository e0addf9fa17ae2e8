/**
 * Options from the jobs' settings lists: each setting is an option `--<setting>` whose raw text
 * goes to the job's checker (src/jobs/options), so the CLI and the actions share every rule and
 * message. Commander only parses argv and writes the help.
 */
import { Option, type Command } from 'commander';
import { INSTALL_TYPES, INSTALL_VALIDITIES } from '../api/index.js';
import { Checker, type Raw } from '../jobs/options/checker.js';

/** How one setting appears on the command line. */
export interface SettingSpec {
  /** The help line. */
  help: string;
  /** The value's placeholder, e.g. `<n>`; a flag (no value) when absent. */
  value?: string;
  /** A flag other than `--<setting>`, e.g. `--no-wait` or `--cancel`. */
  flag?: string;
  /** The raw value a given flag stands for; default `true` (`false` for `--no-…`). */
  flagValue?: string;
  /** Repeatable, and comma-separated values are split by the job's checker. */
  repeatable?: true;
  /**
   * A secret: redacted from the error line, never shown in the help; also read from its variable
   * in ENVIRONMENT_FALLBACKS when it has one.
   */
  secret?: true;
}

/**
 * The environment variable a secret setting falls back to when its option is not given: the one
 * place these are named, for the options and for the hint of a missing one (cli/exit.ts).
 */
export const ENVIRONMENT_FALLBACKS: Readonly<Record<string, string>> = {
  'api-key': 'PGYER_API_KEY',
  'user-key': 'PGYER_USER_KEY',
  password: 'PGYER_INSTALL_PASSWORD',
  'dingtalk-webhook': 'PGYER_DINGTALK_WEBHOOK',
  'dingtalk-secret': 'PGYER_DINGTALK_SECRET',
  'feishu-webhook': 'PGYER_FEISHU_WEBHOOK',
  'feishu-secret': 'PGYER_FEISHU_SECRET',
  'wecom-webhook': 'PGYER_WECOM_WEBHOOK',
  'slack-webhook': 'PGYER_SLACK_WEBHOOK',
  'teams-webhook': 'PGYER_TEAMS_WEBHOOK',
  'webhook-url': 'PGYER_WEBHOOK_URL',
  'webhook-secret': 'PGYER_WEBHOOK_SECRET',
};

/** The CLI form of each setting a command takes, keyed by setting name. */
export type SettingSpecs<Name extends string> = Record<Name, SettingSpec>;

/** The options of the settings upload and update-settings share, with one help text. */
export const SHARED_BUILD_OPTIONS = {
  'install-type': { value: '<word>', help: `who may install: ${wordsOf(INSTALL_TYPES)}` },
  password: {
    value: '<password>',
    help: 'install password (with --install-type password)',
    secret: true,
  },
  'install-validity': {
    value: '<word>',
    help: `how long testers may install: ${wordsOf(INSTALL_VALIDITIES, 'unchanged')}`,
  },
  'install-start-date': { value: '<date>', help: 'first install day, YYYY-MM-DD (implies range)' },
  'install-end-date': { value: '<date>', help: 'last install day, YYYY-MM-DD (implies range)' },
  description: { value: '<text>', help: 'build description' },
  'update-description': { value: '<text>', help: 'release notes' },
} satisfies SettingSpecs<string>;

/** Which setting each option added by `addSettingOptions` stands for. */
const settingOf = new WeakMap<Option, { setting: string; spec: SettingSpec }>();

/** Where a run collects the values of its secret options (a SecretSet). */
export interface SecretValues {
  add(value: string): void;
}

/**
 * Adds an option per setting. Values stay raw text (lists for repeatable options); the job's
 * checker reads them.
 * @param secrets where the values of secret options are collected, to be redacted
 */
export function addSettingOptions(
  command: Command,
  specs: Readonly<Record<string, SettingSpec>>,
  secrets: SecretValues,
): Command {
  for (const [setting, spec] of Object.entries(specs)) {
    const flags = spec.flag ?? `--${setting}${spec.value ? ` ${spec.value}` : ''}`;
    const option = new Option(flags, spec.repeatable ? `${spec.help} (repeatable)` : spec.help);
    if (spec.repeatable) {
      option.argParser((value: string, previous: string[] | undefined) => [
        ...(previous ?? []),
        value,
      ]);
    } else if (spec.secret) {
      option.argParser((value: string) => {
        if (value.trim()) secrets.add(value.trim());
        return value;
      });
      const env = ENVIRONMENT_FALLBACKS[setting];
      if (env) option.env(env);
    }
    settingOf.set(option, { setting, spec });
    command.addOption(option);
  }
  return command;
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
      readFromEnvironment?.add(known.setting);
    }
    if (typeof value === 'boolean') {
      const negated = option.long?.startsWith('--no-') === true;
      if (value !== negated) raw[known.setting] = known.spec.flagValue ?? String(value);
    } else {
      raw[known.setting] = value as string | string[];
    }
  }
  return raw;
}

/** `word1, word2` from an enumeration's words, for help lines. */
export function wordsOf(words: Readonly<Record<string, number>>, ...more: string[]): string {
  return [...Object.keys(words), ...more].join(', ');
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
