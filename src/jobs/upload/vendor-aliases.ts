/**
 * The input names of the vendor's action, PGYER/pgyer-upload-app-action, which upload-and-wait
 * accepts as deprecated aliases: a workflow switches to this action by changing its `uses:` line
 * only (README.md#migrating-from-the-vendors-action). The CLI has no such history and takes none.
 */
import {
  INSTALL_TYPES,
  INSTALL_VALIDITIES,
  type SettingFix,
  type SettingNamer,
} from '../../api/index.js';
import type { Checker, Raw, RawValue } from '../options/checker.js';
import {
  InvalidOptions,
  problemText,
  type Problem,
  type ProblemText,
} from '../options/problems.js';
import type { UploadSetting } from './options.js';

/** The action whose input names are accepted, as a `uses:` line names it. */
export const VENDOR_ACTION = 'PGYER/pgyer-upload-app-action';

/** The vendor's one output: the published build's record (buildInfo's `data`) as JSON. */
export const VENDOR_OUTPUT = 'info';

/** One of the vendor's inputs and the setting it stands for. */
export interface VendorAlias {
  alias: string;
  setting: UploadSetting;
  /** The job cannot run without the setting under one of its two names. */
  required?: true;
  /** The vendor's values (the service's numbers) in our words, for the warning and comparisons. */
  words?: Readonly<Record<string, string>>;
}

/** The service's number → our word, e.g. `{ '2': 'password' }`. */
function wordsOf(words: Readonly<Record<string, number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(words).map(([word, number]) => [String(number), word]));
}

/**
 * Every input of the vendor's action.yml, in its order. Its values mean what ours mean: the
 * service's numbers (buildInstallType 1/2/3, buildInstallDate 1 a range, 2 long-term) and
 * YYYY-MM-DD dates, so each value is passed to the setting as it is.
 */
export const VENDOR_ALIASES: readonly VendorAlias[] = [
  { alias: '_api_key', setting: 'api-key', required: true },
  { alias: 'appFilePath', setting: 'file', required: true },
  { alias: 'buildInstallType', setting: 'install-type', words: wordsOf(INSTALL_TYPES) },
  { alias: 'buildPassword', setting: 'password' },
  { alias: 'buildUpdateDescription', setting: 'update-description' },
  { alias: 'buildInstallDate', setting: 'install-validity', words: wordsOf(INSTALL_VALIDITIES) },
  { alias: 'buildInstallStartDate', setting: 'install-start-date' },
  { alias: 'buildInstallEndDate', setting: 'install-end-date' },
  { alias: 'buildChannelShortcut', setting: 'channel-shortcut' },
];

/** The vendor's input names. */
export const VENDOR_ALIAS_NAMES = VENDOR_ALIASES.map((entry) => entry.alias);

/** The setting an input name stands for: the alias's setting, or the name itself. */
export function settingOf(name: string): string {
  return VENDOR_ALIASES.find((entry) => entry.alias === name)?.setting ?? name;
}

/** The settings as read, and which alias gave each setting its value. */
export interface ResolvedAliases<S extends string> {
  raw: Raw<S>;
  /** setting → the alias its value came from. */
  usedAliases: ReadonlyMap<string, string>;
}

/**
 * Moves each given alias's value to its setting, with one warning that lists every rename
 * (`appFilePath → file`): one annotation, not one per alias, so that a migrated step keeps room for
 * the ones about its run. An alias given together with its setting is a problem (recorded in
 * `check`) when the two differ, and redundant otherwise; the setting's value is kept either way.
 * Secrets never appear in a warning or a problem: only values that have a word are quoted.
 * @param warn where the deprecation warning goes (the runner's log)
 */
export function resolveVendorAliases<S extends string>(
  raw: Raw<S | string>,
  check: Checker,
  warn: (message: string) => void,
): ResolvedAliases<S> {
  const aliases = new Set(VENDOR_ALIAS_NAMES);
  const resolved = Object.fromEntries(
    Object.entries(raw).filter(([name]) => !aliases.has(name)),
  ) as Raw<S>;
  const usedAliases = new Map<string, string>();
  const renames: string[] = [];
  for (const entry of VENDOR_ALIASES) {
    const { alias, setting, words } = entry;
    const aliasValue = check.text(raw[alias]);
    if (aliasValue === undefined) continue;
    const word = words?.[aliasValue];
    renames.push(word ? `${alias}: ${aliasValue} → ${setting}: ${word}` : `${alias} → ${setting}`);
    const value = check.text(raw[setting]);
    if (value === undefined) {
      Object.assign(resolved, { [setting]: word ?? aliasValue });
      usedAliases.set(setting, alias);
    } else if (meaning(entry, value) !== meaning(entry, aliasValue)) {
      check.add(
        alias,
        `and ${setting} are both given, with different values; give only ${setting}`,
      );
    }
  }
  if (renames.length > 0) {
    warn(
      `Inputs named as ${VENDOR_ACTION} names them are deprecated: rename ${renames.join(', ')}.`,
    );
  }
  return { raw: resolved, usedAliases };
}

/** What a value says: its word when it has one, so that `2` and `password` are the same. */
function meaning(entry: VendorAlias, value: string): string {
  if (!entry.words) return value;
  return entry.words[value] ?? value.toLowerCase();
}

/**
 * What a setting's value says, in our words (`2` → `password`, `Password` → `password`) for a
 * setting the vendor gave numbers for; undefined when blank.
 */
export function meaningOf(setting: UploadSetting, value: RawValue): string | undefined {
  const entry = VENDOR_ALIASES.find((alias) => alias.setting === setting);
  if (entry === undefined || typeof value !== 'string' || isBlank(value)) return undefined;
  return meaning(entry, value.trim());
}

/** The vendor's name of a setting; the setting itself when the vendor had none. */
export function vendorNameOf(setting: string): string {
  return VENDOR_ALIASES.find((entry) => entry.setting === setting)?.alias ?? setting;
}

/**
 * The problems worded for a workflow that may use the vendor's names: a problem with a value an
 * alias gave names the alias, and so does one with a setting given under neither name in a
 * workflow that uses the vendor's names (a date its range lacks); the settings a problem's text
 * and fix name are named the same way, a fix's value in the vendor's numbers. A required setting
 * given under neither name names both.
 */
export function withVendorNames(
  error: InvalidOptions,
  raw: Raw,
  usedAliases: ReadonlyMap<string, string>,
): InvalidOptions {
  const nameOf = (setting: string): string => {
    const entry = VENDOR_ALIASES.find((alias) => alias.setting === setting);
    if (!entry) return setting;
    if (usedAliases.has(setting)) return entry.alias;
    return usedAliases.size > 0 && !entry.required && isBlank(raw[setting]) ? entry.alias : setting;
  };
  const renamed = error.problems.map((problem): Problem => {
    const required = VENDOR_ALIASES.find(
      (entry) => entry.required && entry.setting === problem.setting,
    );
    if (required && isBlank(raw[required.setting]) && !usedAliases.has(required.setting)) {
      return {
        ...problem,
        problem: mapText(
          problem.problem,
          (text) =>
            `${text} (or its deprecated alias "${required.alias}", the name ${VENDOR_ACTION} uses)`,
        ),
      };
    }
    return {
      ...problem,
      ...(problem.setting === undefined ? {} : { setting: nameOf(problem.setting) }),
      problem:
        typeof problem.problem === 'string'
          ? namesReplaced(problem.problem, nameOf)
          : namedBy(problem.problem, nameOf),
      ...(problem.fix ? { fix: fixRenamed(problem.fix, nameOf) } : {}),
    };
  });
  return new InvalidOptions(renamed);
}

/** `text` changed by `change`: a text as one, one that names settings once they are named. */
function mapText(text: ProblemText, change: (text: string) => string): ProblemText {
  return typeof text === 'string' ? change(text) : (name) => change(problemText(text, name));
}

/** `text`, which names settings, naming each under the name `nameOf` gives, worded by the front-end. */
function namedBy(
  text: (name: SettingNamer) => string,
  nameOf: (setting: string) => string,
): ProblemText {
  return (name) => text((setting) => name(nameOf(setting)));
}

/** `text` with each setting the vendor named (`install-start-date`) under the name `nameOf` gives. */
function namesReplaced(text: string, nameOf: (setting: string) => string): string {
  return VENDOR_ALIASES.reduce(
    (replaced, { setting }) =>
      // Only hyphenated names: `password` and `file` are words of the text as well.
      setting.includes('-')
        ? replaced.replace(new RegExp(`(?<![\\w-])${setting}(?![\\w-])`, 'g'), nameOf(setting))
        : replaced,
    text,
  );
}

/** A fix under the vendor's name, its value in the vendor's number (`password` → `2`). */
function fixRenamed(fix: SettingFix, nameOf: (setting: string) => string): SettingFix {
  const name = nameOf(fix.setting);
  if (name === fix.setting) return fix;
  const words = VENDOR_ALIASES.find((entry) => entry.alias === name)?.words ?? {};
  const number = Object.entries(words).find(([, word]) => word === fix.value)?.[0];
  return { setting: name, value: number ?? fix.value };
}

/** Whether a raw value is missing or only blanks. */
export function isBlank(value: RawValue): boolean {
  return (typeof value === 'string' ? value : (value ?? []).join('')).trim() === '';
}
