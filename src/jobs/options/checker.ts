/**
 * The one set of validators of the actions' inputs and the CLI's options. Front-ends turn their
 * source into a raw record keyed by setting name (kebab-case); a job's `check…Options` reads it
 * through a Checker, which records every problem instead of throwing at the first, and throws
 * them all at once in `done`.
 */
import type { Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import safeRegex from 'safe-regex2';
import { toError, InputError, parseWord, type SettingFix } from '../../api/index.js';
import { nearestName } from '../../common/nearest-name.js';
import { notACalendarDay } from '../../common/time.js';
import { InvalidOptions, type Problem, type ProblemText } from './problems.js';

/** A raw value: text, the values of a repeatable option, or undefined when not given. */
export type RawValue = string | readonly string[] | undefined;

/** Raw values keyed by setting name. */
export type Raw<Name extends string = string> = Partial<Record<Name, RawValue>>;

/** Bounds of a whole number, inclusive. */
export interface IntRange {
  min: number;
  max: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRUE_WORDS = ['true', 'yes', 'on', '1'];
const FALSE_WORDS = ['false', 'no', 'off', '0'];

/**
 * Why `path` is no regular file, given its stats (undefined: nothing is there): `adir is a folder,
 * not a file`; `dist/ap.hap does not exist; did you mean dist/app.hap?` with the nearest name in
 * its folder (nearestName), `does not exist (no folder dist)` when the folder is missing too;
 * `x is not a file` for anything else (a socket, a device).
 */
export async function notAFile(path: string, info: Stats | undefined): Promise<string> {
  if (info?.isDirectory()) return `${path} is a folder, not a file`;
  if (info) return `${path} is not a file`;
  const folder = dirname(path);
  const entries = await readdir(folder).catch(() => undefined);
  if (entries === undefined) return `${path} does not exist (no folder ${folder})`;
  const near = nearestName(basename(path), entries);
  // The hint keeps the folder as the user wrote it: `./ap.hap` suggests `./app.hap`.
  const hint =
    near === undefined
      ? ''
      : `; did you mean ${path.slice(0, path.length - basename(path).length)}${near}?`;
  return `${path} does not exist${hint}`;
}

/** Records the problems of one job's options; each reader answers a fallback for a bad value. */
export class Checker {
  readonly #problems: Problem[] = [];

  /**
   * Records a problem with `setting` (undefined: with the whole request), and its fix if any; a
   * problem that names another setting is a function of the front-end's namer (ProblemText).
   */
  add(setting: string | undefined, problem: ProblemText, fix?: SettingFix): void {
    this.#problems.push(fix ? { setting, problem, fix } : { setting, problem });
  }

  /** True when a problem with `setting` was recorded. */
  failed(setting: string): boolean {
    return this.#problems.some((problem) => problem.setting === setting);
  }

  /** The trimmed text, or undefined when not given or blank. Lists are joined by newlines. */
  text(value: RawValue): string | undefined {
    const text = (typeof value === 'string' ? value : (value ?? []).join('\n')).trim();
    return text === '' ? undefined : text;
  }

  /** The trimmed text; records `is required` when there is none (answering ''). */
  required(setting: string, value: RawValue, problem = 'is required'): string {
    const text = this.text(value);
    if (text === undefined) this.add(setting, problem);
    return text ?? '';
  }

  /** A whole number within `range`; `fallback` when not given or bad. */
  integer(setting: string, value: RawValue, range: IntRange, fallback: number): number;
  integer(setting: string, value: RawValue, range: IntRange): number | undefined;
  integer(setting: string, value: RawValue, range: IntRange, fallback?: number) {
    const text = this.text(value);
    if (text === undefined) return fallback;
    const number = Number(text);
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(number)) {
      this.add(setting, `"${text}" is not a whole number`);
      return fallback;
    }
    if (number < range.min || number > range.max) {
      this.add(setting, `${number} is not between ${range.min} and ${range.max}`);
      return fallback;
    }
    return number;
  }

  /** true/false (also yes/no, on/off, 1/0); `fallback` when not given or bad. */
  boolean(setting: string, value: RawValue, fallback: boolean): boolean {
    const text = this.text(value)?.toLowerCase();
    if (text === undefined) return fallback;
    if (TRUE_WORDS.includes(text)) return true;
    if (FALSE_WORDS.includes(text)) return false;
    this.add(setting, `"${text}" is not true or false`);
    return fallback;
  }

  /**
   * One of `words` (or the service's number for it); undefined when not given, bad, or
   * `unsetWord` (auto, unchanged: leave the service's choice or setting as it is).
   */
  word<N extends number>(
    setting: string,
    value: RawValue,
    words: Readonly<Record<string, N>>,
    unsetWord?: string,
  ): N | undefined {
    const text = this.text(value);
    if (text === undefined || (unsetWord && text.toLowerCase() === unsetWord)) return undefined;
    return this.rule(undefined, () =>
      parseWord(setting, text, words, unsetWord ? [unsetWord] : []),
    );
  }

  /** One of `choices` (any case); `fallback` when not given, undefined when bad. */
  choice<T extends string>(
    setting: string,
    value: RawValue,
    choices: readonly T[],
    fallback?: T,
  ): T | undefined {
    const text = this.text(value);
    if (text === undefined) return fallback;
    const chosen = choices.find((choice) => choice === text.toLowerCase());
    if (!chosen) this.add(setting, `"${text}" is not one of ${choices.join(', ')}`);
    return chosen;
  }

  /**
   * A calendar date as YYYY-MM-DD that exists; undefined when not given or bad. One of that form
   * that does not exist (2026-02-30) is told apart from a text of another form, with the reason.
   */
  date(setting: string, value: RawValue): string | undefined {
    const text = this.text(value);
    if (text === undefined) return undefined;
    if (!DATE.test(text)) {
      this.add(setting, `"${text}" is not a date of the form YYYY-MM-DD`);
      return undefined;
    }
    const why = notACalendarDay(text);
    if (why !== undefined) {
      this.add(setting, `"${text}" is not a calendar date (${why})`);
      return undefined;
    }
    return text;
  }

  /**
   * An http(s) URL without a trailing slash and with no user name or password in it; `fallback`
   * when not given or bad.
   */
  url(setting: string, value: RawValue, fallback: string): string {
    const text = this.text(value);
    if (text === undefined) return fallback;
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      this.add(setting, `"${text}" is not a URL`);
      return fallback;
    }
    // A password in the URL would be quoted by every failure that names the URL (logs, receipts).
    if (url.username || url.password) {
      this.add(setting, 'must not carry a user name or password (the URL is not shown)');
      return fallback;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      this.add(setting, `"${text}" is not an http(s) URL`);
      return fallback;
    }
    return text.replace(/\/+$/, '');
  }

  /** Non-empty entries, trimmed: a text is split by `separator`, as is each value of a list. */
  list(value: RawValue, separator: RegExp): string[] {
    const values = typeof value === 'string' ? [value] : (value ?? []);
    return values.flatMap((item) =>
      item
        .split(separator)
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
  }

  /**
   * A regular expression that runs in linear time on any text: a pattern with nested
   * quantifiers (`^(a+)+$`), which safe-regex2 flags, could take seconds a build.
   */
  pattern(setting: string, value: RawValue): RegExp | undefined {
    const text = this.text(value);
    if (text === undefined) return undefined;
    let pattern: RegExp;
    try {
      pattern = new RegExp(text);
    } catch (error) {
      this.add(setting, `is not a regular expression: ${toError(error).message}`);
      return undefined;
    }
    if (!safeRegex(pattern)) {
      this.add(
        setting,
        `${JSON.stringify(text)} may take exponential time (nested or overlapping repetition, such as (a+)+); write it without repeating a repeated group`,
      );
      return undefined;
    }
    return pattern;
  }

  /** An existing regular file's path; undefined when not given or not a file. */
  async file(setting: string, value: RawValue): Promise<string | undefined> {
    const path = this.text(value);
    if (path === undefined) return undefined;
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile()) return path;
    this.add(setting, await notAFile(path, info));
    return undefined;
  }

  /** Runs a rule that throws InputError (parseWord, install rules): records it, answers `fallback`. */
  rule<T>(fallback: T, check: () => T): T {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      this.add(error.setting, error.problem, error.fix);
      return fallback;
    }
  }

  /** `rule` for a rule that reads files. */
  async ruleAsync<T>(fallback: T, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      this.add(error.setting, error.problem, error.fix);
      return fallback;
    }
  }

  /**
   * `value` when nothing was recorded.
   * @throws InvalidOptions with every problem, in the order they were found
   */
  done<T>(value: T): T {
    if (this.#problems.length > 0) throw new InvalidOptions([...this.#problems]);
    return value;
  }
}
