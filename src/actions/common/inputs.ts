/**
 * Readers for action inputs: each returns a typed value or throws an InputError that names the
 * input and says what it accepts, so a bad input fails the step before any request.
 */
import { stat } from 'node:fs/promises';
import * as core from '@actions/core';
import { InputError, parseWord } from '../../api/index.js';

/** The trimmed input, or '' when not given. */
export function optionalInput(name: string): string {
  return core.getInput(name).trim();
}

/** The trimmed input. @throws InputError when it is empty */
export function requiredInput(name: string): string {
  const value = optionalInput(name);
  if (!value) throw new InputError(name, 'is required');
  return value;
}

/** A secret input: masked in the log at once, before anything else can print it. */
export function secretInput(name: string, options: { required: boolean }): string {
  const value = core.getInput(name).trim();
  if (value) core.setSecret(value);
  if (options.required && !value) throw new InputError(name, 'is required');
  return value;
}

/** true/false (also yes/no, on/off, 1/0); `fallback` when empty. @throws InputError otherwise */
export function booleanInput(name: string, fallback: boolean): boolean {
  const value = optionalInput(name).toLowerCase();
  if (!value) return fallback;
  if (['true', 'yes', 'on', '1'].includes(value)) return true;
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  throw new InputError(name, `"${value}" is not true or false`);
}

/**
 * A whole number within [min, max]; `fallback` when empty.
 * @throws InputError when it is not a whole number or is out of range
 */
export function integerInput(name: string, fallback: number, min: number, max: number): number {
  const value = optionalInput(name);
  if (!value) return fallback;
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw new InputError(name, `"${value}" is not a whole number`);
  }
  if (number < min || number > max)
    throw new InputError(name, `${number} is not between ${min} and ${max}`);
  return number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date as YYYY-MM-DD, or undefined when empty.
 * @throws InputError when it is not in that form or is not a real date (2026-02-30)
 */
export function dateInput(name: string): string | undefined {
  const value = optionalInput(name);
  if (!value) return undefined;
  const match = DATE.exec(value);
  const date = new Date(`${value}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new InputError(name, `"${value}" is not a date of the form YYYY-MM-DD`);
  }
  return value;
}

/** An http(s) URL without a trailing slash; `fallback` when empty. @throws InputError otherwise */
export function urlInput(name: string, fallback: string): string {
  return validUrl(name, optionalInput(name) || fallback);
}

/** `value` as an http(s) URL without a trailing slash. @throws InputError naming `name` otherwise */
export function validUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InputError(name, `"${value}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(name, `"${value}" is not an http(s) URL`);
  }
  return value.replace(/\/+$/, '');
}

/** Non-empty entries of a list input, trimmed; entries are separated by newlines by default. */
export function listInput(name: string, separator = /\n/): string[] {
  return core
    .getInput(name)
    .split(separator)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * One of `words` (or the service's number for it); undefined when empty or `unsetWord`
 * (such as auto or unchanged), which leaves the service's choice or setting as it is.
 * @throws InputError naming the input and the accepted words
 */
export function wordInput<N extends number>(
  name: string,
  words: Readonly<Record<string, N>>,
  unsetWord?: string,
): N | undefined {
  const value = optionalInput(name);
  if (!value || (unsetWord && value.toLowerCase() === unsetWord)) return undefined;
  return parseWord(name, value, words, unsetWord ? [unsetWord] : []);
}

/** An existing regular file's path, or undefined when empty. @throws InputError otherwise */
export async function fileInput(name: string): Promise<string | undefined> {
  const path = optionalInput(name);
  if (!path) return undefined;
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw new InputError(name, `${path} is not a file`);
  return path;
}
