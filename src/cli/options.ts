/**
 * Option value parsers for commander. Each throws an InputError naming the option (kebab-case,
 * as `Option --name: …` in the message) with the same wording as the actions' input readers, so
 * a bad value stops the run with exit code 2 before any request.
 */
import { Option } from 'commander';
import { InputError, parseWord } from '../api/index.js';

/** The option's long name without dashes: `--install-type <word>` → `install-type`. */
export function optionName(flags: string): string {
  const match = /--(?:no-)?([a-z0-9-]+)/.exec(flags);
  if (!match?.[1]) throw new Error(`no long option in ${flags}`);
  return match[1];
}

/** The value, or undefined when it is absent or blank: an empty option changes nothing. */
export function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}

/** A whole number within [min, max]. */
export function parseInteger(name: string, value: string, min: number, max: number): number {
  const text = value.trim();
  const number = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(number)) {
    throw new InputError(name, `"${value}" is not a whole number`);
  }
  if (number < min || number > max)
    throw new InputError(name, `${number} is not between ${min} and ${max}`);
  return number;
}

/** A calendar date as YYYY-MM-DD that exists (not 2026-02-30). */
export function parseDate(name: string, value: string): string {
  const text = value.trim();
  const date = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== text
  ) {
    throw new InputError(name, `"${value}" is not a date of the form YYYY-MM-DD`);
  }
  return text;
}

/** An http(s) URL, without a trailing slash. */
export function parseHttpUrl(name: string, value: string): string {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(name, `"${value}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(name, `"${value}" is not an http(s) URL`);
  }
  return text.replace(/\/+$/, '');
}

/** A regular expression. */
export function parsePattern(name: string, value: string): RegExp {
  try {
    return new RegExp(value);
  } catch (error) {
    throw new InputError(
      name,
      `is not a regular expression: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** `--name <n>`, a whole number within [min, max]. */
export function integerOption(flags: string, description: string, min: number, max: number) {
  const name = optionName(flags);
  return new Option(flags, `${description} (${min} to ${max})`).argParser((value: string) =>
    parseInteger(name, value, min, max),
  );
}

/** `--name <YYYY-MM-DD>`. */
export function dateOption(flags: string, description: string) {
  const name = optionName(flags);
  return new Option(flags, description).argParser((value: string) => parseDate(name, value));
}

/**
 * `--name <word>`, one of `words` or the service's number for it. `unsetWord` (auto, unchanged)
 * parses to undefined: it leaves the service's choice or setting as it is.
 */
export function wordOption<N extends number>(
  flags: string,
  description: string,
  words: Readonly<Record<string, N>>,
  unsetWord?: string,
) {
  const name = optionName(flags);
  const accepted = [...Object.keys(words), ...(unsetWord ? [unsetWord] : [])].join(', ');
  return new Option(flags, `${description}: ${accepted}`).argParser(
    (value: string): N | undefined =>
      unsetWord && value.trim().toLowerCase() === unsetWord
        ? undefined
        : parseWord(name, value, words, unsetWord ? [unsetWord] : []),
  );
}

/**
 * A secret option (api key, password, user key): every value given is added to `secrets`, which
 * the run redacts from its error line. Never shown in the help, even when it comes from `env`.
 */
export function secretOption(
  flags: string,
  description: string,
  secrets: Set<string>,
  env?: string,
) {
  const option = new Option(flags, description).argParser((value: string) => {
    const trimmed = value.trim();
    if (trimmed) secrets.add(trimmed);
    return trimmed;
  });
  return env ? option.env(env) : option;
}

/** A repeatable option whose values may also be comma-separated: `--x a,b --x c` → a, b, c. */
export function listOption(flags: string, description: string) {
  return new Option(flags, `${description} (repeatable, or comma-separated)`).argParser(
    (value: string, previous: string[] | undefined) => [
      ...(previous ?? []),
      ...value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ],
  );
}

/** A repeatable option: `--x a --x b` → [a, b]. */
export function repeatableOption(flags: string, description: string) {
  return new Option(flags, `${description} (repeatable)`).argParser(
    (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
  );
}
