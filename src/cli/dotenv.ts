/**
 * `pgyer upload --dotenv FILE`: the first build's facts as a dotenv file, for a GitLab CI job to
 * hand to later jobs as an `artifacts:reports:dotenv` report (docs/gitlab.md).
 */
import { constants } from 'node:fs';
import { access, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { InputError, type PublishedBuild } from '../api/index.js';
import { buildFields } from '../jobs/upload/build-fields.js';

/**
 * `PGYER_<OUTPUT>=value` lines (`PGYER_BUILD_KEY`, `PGYER_INSTALL_PAGE_URL`, …: upload-and-wait's
 * output names in upper case, `-` made `_`), read the way GitLab reads a dotenv report: one
 * variable a line, no quoting, no comments, no multi-line value, blanks around a value dropped.
 * So a value's control characters and line breaks (service data: a build name) become one space
 * each, and a fact without a value is left out rather than written empty.
 */
export function dotenvOf(build: PublishedBuild): string {
  const lines = Object.entries(buildFields(build)).flatMap(([name, raw]) => {
    const value = raw.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
    return value === '' ? [] : [`PGYER_${name.toUpperCase().replaceAll('-', '_')}=${value}`];
  });
  return lines.map((line) => `${line}\n`).join('');
}

/**
 * Checks before any upload that `path`'s folder exists and may be written, so that a build is
 * never published without the file a later job waits for.
 * @throws InputError naming `dotenv`
 */
export async function checkDotenvPath(path: string): Promise<void> {
  const folder = dirname(resolve(path));
  try {
    await access(folder, constants.W_OK);
  } catch {
    throw new InputError(
      'dotenv',
      `cannot write ${path}: its folder ${folder} is missing or read-only`,
    );
  }
}

/** Writes {@link dotenvOf} `build` to `path` (UTF-8, replacing the file). */
export async function writeDotenv(path: string, build: PublishedBuild): Promise<void> {
  await writeFile(path, dotenvOf(build));
}
