/**
 * One declaration per setting: its name (the action input, the CLI's `--<name>` and the problem's
 * name), its help line, its rule and default, whether it is a secret and whether the receipt shows
 * it. Each job lists its settings; the front-ends derive from that list the CLI options and help,
 * the environment variables the CLI reads, the inputs masked first and the receipt, and a test
 * holds every action.yml and GitLab template to it (test/unit/release/manifests.test.ts).
 */
import type { Checker, IntRange, Raw, RawValue } from './checker.js';

/** How the CLI takes a setting whose option is not `--<name> <value>`. */
export interface CliFlag {
  /** The flag, e.g. `--no-wait` or `--cancel`. */
  flag: string;
  /** The raw value the given flag stands for; default `true` (`false` for `--no-…`). */
  flagValue?: string;
  /** The flag's own help line: `--no-wait` says the opposite of the setting's help. */
  help: string;
}

/** One setting of a job, declared once. */
export interface Setting<Name extends string = string, T = unknown> {
  /** Kebab-case: the action input, the CLI's `--<name>` and the problem's name. */
  readonly name: Name;
  /**
   * One line, lower case, no full stop: the CLI's help, and (capitalised, with a full stop; see
   * helpSentence) the start of every manifest's description of the input.
   */
  readonly help: string;
  /** The text an empty value stands for: the manifests' `default`, the CLI's `(default: …)`. */
  readonly default?: string;
  /** The job cannot run without it: `Required.` in the manifests, no default there. */
  readonly required?: true;
  /** The CLI's placeholder, e.g. `<n>`; absent, the option is a flag (`--dry-run`). */
  readonly value?: string;
  /** The CLI takes a flag other than `--<name>`. */
  readonly cli?: CliFlag;
  /** The CLI option may be repeated; the checker splits each value. */
  readonly repeatable?: true;
  /**
   * A secret: masked (actions) and redacted (CLI) before anything else is read, never shown in
   * the receipt; `env` is the variable the CLI reads when the option is not given.
   */
  readonly secret?: { env?: `PGYER_${string}` };
  /** false: left out of the receipt although not secret. */
  readonly receipt?: false;
  /** A word setting's service enumeration: the number each word stands for (INSTALL_TYPES, …). */
  readonly words?: Readonly<Record<string, number>>;
  /**
   * The value of this setting alone, by its rule, with its default when not given; a bad value is
   * recorded in `check` (rules between settings are the job's).
   */
  check(check: Checker, value: RawValue): T;
}

/** Any setting, whatever its name and value. */
export type AnySetting = Setting;

/** The names of a list of settings. */
export type NameOf<List extends readonly AnySetting[]> = List[number]['name'];

/** Raw values keyed by the names of `List`. */
export type RawOf<List extends readonly AnySetting[]> = Raw<NameOf<List>>;

/** The names of `settings`, in order. */
export function namesOf<List extends readonly AnySetting[]>(settings: List): NameOf<List>[] {
  return settings.map((setting) => setting.name);
}

/** `help` as the manifests begin a description: capitalised, with a full stop. */
export function helpSentence(setting: Pick<AnySetting, 'help' | 'required'>): string {
  const sentence = `${setting.help.charAt(0).toUpperCase()}${setting.help.slice(1)}.`;
  return setting.required ? `Required. ${sentence}` : sentence;
}

/** The settings whose values are secrets. */
export function secretsOf(settings: readonly AnySetting[]): AnySetting[] {
  return settings.filter((setting) => setting.secret);
}

/**
 * The values of the secret settings in `raw`, trimmed, blanks left out (each value of a list):
 * what a front-end masks or redacts.
 */
export function secretValues(settings: readonly AnySetting[], raw: Raw): string[] {
  return secretsOf(settings).flatMap((setting) => {
    const value = raw[setting.name];
    const values = typeof value === 'string' ? [value] : (value ?? []);
    return values.map((text) => text.trim()).filter(Boolean);
  });
}

/**
 * The values a receipt shows: each setting that is neither secret nor `receipt: false`, by its
 * own rule (the default when not given), left out when it has no value (undefined).
 * @param raw the settings' raw values, already checked by the job (so no problem is recorded)
 */
export function receiptValues(
  settings: readonly AnySetting[],
  raw: Raw,
  check: Checker,
): Record<string, unknown> {
  const shown = settings.filter((setting) => !setting.secret && setting.receipt !== false);
  return Object.fromEntries(
    shown
      .map((setting) => [setting.name, setting.check(check, raw[setting.name])] as const)
      .filter(([, value]) => value !== undefined),
  );
}

/** What every declaration states but its check. */
type Declared<Name extends string> = Omit<Setting<Name>, 'check'>;

/** A text setting: trimmed, undefined when blank. */
export function textSetting<const Name extends string>(
  declared: Declared<Name>,
): Setting<Name, string | undefined> {
  return { ...declared, check: (check, value) => check.text(value) };
}

/** A whole number within `range`, `fallback` when not given; the help line says the range. */
export function integerSetting<const Name extends string, Fallback extends number | undefined>(
  declared: Declared<Name> & { range: IntRange; fallback: Fallback },
): Setting<Name, number | Fallback> {
  const { range, fallback, ...rest } = declared;
  return {
    ...rest,
    help: `${rest.help}, ${String(range.min)} to ${String(range.max)}`,
    ...(fallback === undefined ? {} : { default: String(fallback) }),
    check: (check, value) =>
      fallback === undefined
        ? (check.integer(rest.name, value, range) as number | Fallback)
        : check.integer(rest.name, value, range, fallback),
  };
}

/** true or false (yes/no, on/off, 1/0), `fallback` when not given. */
export function booleanSetting<const Name extends string>(
  declared: Declared<Name> & { fallback: boolean },
): Setting<Name, boolean> {
  const { fallback, ...rest } = declared;
  return {
    ...rest,
    default: String(fallback),
    check: (check, value) => check.boolean(rest.name, value, fallback),
  };
}

/** One of `choices` (any case), `fallback` when not given; the help line lists them. */
export function choiceSetting<const Name extends string, const Choice extends string>(
  declared: Declared<Name> & { choices: readonly Choice[]; fallback?: Choice },
): Setting<Name, Choice | undefined> {
  const { choices, fallback, ...rest } = declared;
  return {
    ...rest,
    help: `${rest.help}: ${wordList(choices)}`,
    ...(fallback === undefined ? {} : { default: fallback }),
    check: (check, value) => check.choice(rest.name, value, choices, fallback),
  };
}

/**
 * One of the words of a service enumeration (or its number), undefined when not given or
 * `unsetWord` (auto, unchanged: the service's choice stays); the help line lists the words.
 */
export function wordSetting<const Name extends string, N extends number>(
  declared: Declared<Name> & { words: Readonly<Record<string, N>>; unsetWord?: string },
): Setting<Name, N | undefined> {
  const { words, unsetWord, ...rest } = declared;
  const listed = unsetWord ? [unsetWord, ...Object.keys(words)] : Object.keys(words);
  return {
    ...rest,
    words,
    help: `${rest.help}: ${wordList(listed)}`,
    check: (check, value) => check.word(rest.name, value, words, unsetWord),
  };
}

/** Entries separated by `separator` (or given as a list), trimmed, blanks left out. */
export function listSetting<const Name extends string>(
  declared: Declared<Name> & { separator: RegExp },
): Setting<Name, string[]> {
  const { separator, ...rest } = declared;
  return { ...rest, check: (check, value) => check.list(value, separator) };
}

/** `a, b or c`. */
export function wordList(words: readonly string[]): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}

/** The settings of `List`, each under its name, with its own value type. */
export type ByName<List extends readonly AnySetting[]> = {
  [S in List[number] as S['name']]: S;
};

/** `settings` keyed by name: a job reads a setting's rule where it checks it. */
export function settingsByName<const List extends readonly AnySetting[]>(
  settings: List,
): ByName<List> {
  return Object.fromEntries(settings.map((setting) => [setting.name, setting])) as ByName<List>;
}
