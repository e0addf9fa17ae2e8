/**
 * `pgyer upload --dotenv FILE`: the first build's facts as a dotenv file, for a GitLab CI job to
 * hand to later jobs as an `artifacts:reports:dotenv` report (docs/gitlab.md).
 */
import { constants } from 'node:fs';
import { access, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { InputError, type PublishedBuild } from '../api/index.js';
import { buildFields } from '../jobs/upload/build-fields.js';

/**
 * Outside text (a build name, a version) as the value of a dotenv line, read the way GitLab reads
 * a dotenv report: one variable a line, no quoting, no comments, no multi-line value, blanks
 * around a value dropped. So each run of control characters and line breaks (every Unicode one:
 * CR, LF, VT, FF, U+0085, U+2028, U+2029) becomes one space, and the ends are trimmed: no value
 * can start another variable. '' for a text of blanks only.
 */
export function dotenvValue(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

/**
 * `PGYER_<OUTPUT>=value` lines (`PGYER_BUILD_KEY`, `PGYER_INSTALL_PAGE_URL`, …: upload-and-wait's
 * output names in upper case, `-` made `_`), each value a dotenvValue; a fact without a value is
 * left out rather than written empty.
 */
export function dotenvOf(build: PublishedBuild): string {
  const lines = Object.entries(buildFields(build)).flatMap(([name, raw]) => {
    const value = dotenvValue(raw);
    return value === '' ? [] : [`PGYER_${name.toUpperCase().replaceAll('-', '_')}=${value}`];
  });
  return lines.map((line) => `${line}\n`).join('');
}

/**
 * Checks before any upload that `path` can be written: a file that may be replaced, or a new file
 * in a folder that exists and may be written. So a build is never published without the file a
 * later job waits for. Nothing is created or changed.
 * @throws InputError naming `dotenv`
 */
export async function checkDotenvPath(path: string): Promise<void> {
  const problem = await unwritable(path);
  if (problem) throw new InputError('dotenv', `cannot write ${path}: ${problem}`);
}

/** Why `path` cannot be written as a file, or undefined when it can. */
async function unwritable(path: string): Promise<string | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (info?.isDirectory()) return 'it is a folder';
  if (info) return (await writable(path)) ? undefined : 'the file is read-only';
  const folder = dirname(resolve(path));
  return (await writable(folder)) ? undefined : `its folder ${folder} is missing or read-only`;
}

async function writable(path: string): Promise<boolean> {
  return access(path, constants.W_OK).then(
    () => true,
    () => false,
  );
}

/** Writes {@link dotenvOf} `build` to `path` (UTF-8, replacing the file). */
export async function writeDotenv(path: string, build: PublishedBuild): Promise<void> {
  await writeFile(path, dotenvOf(build));
}
