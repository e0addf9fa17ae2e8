/**
 * `pgyer upload --dotenv FILE`: the first build's facts as a dotenv file, for a GitLab CI job to
 * hand to later jobs as an `artifacts:reports:dotenv` report (docs/gitlab.md).
 */
import type { PublishedBuild } from '../api/index.js';
import { checkOutputPath, writeFileWhole } from '../jobs/output-file.js';
import { buildFields } from '../jobs/upload/publish/build-fields.js';
import type { JobLogger } from '../jobs/logger.js';
import { truncateBytes, utf8Bytes } from '../jobs/notify/text.js';

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
 * A dotenv value with each `$` written `$$`: GitLab expands variables in the values of a dotenv
 * report when a later job uses them, so an app name holding `$CI_JOB_TOKEN` would otherwise
 * become that job's token; `$$` is GitLab's escape for a `$` that stays a `$`.
 */
function gitlabEscaped(value: string): string {
  return value.replaceAll('$', '$$$$');
}

/**
 * The largest dotenv report GitLab takes, in bytes: its `dotenv_size` limit (5 KB on GitLab.com
 * and by default; GitLab refuses the job's artifacts above it).
 */
export const DOTENV_MAX_BYTES = 5 * 1024;

/** A dotenv report's text, and the variables whose values were cut to fit DOTENV_MAX_BYTES. */
export interface DotenvReport {
  text: string;
  /** Names (`PGYER_BUILD_NAME`, …) in the file's order; empty when nothing was cut. */
  cut: string[];
}

/**
 * `PGYER_<OUTPUT>=value` lines (`PGYER_BUILD_KEY`, `PGYER_INSTALL_PAGE_URL`, …: upload-and-wait's
 * output names in upper case, `-` made `_`), each value a dotenvValue with `$` written `$$`; a
 * fact without a value is left out rather than written empty. Within DOTENV_MAX_BYTES: when over,
 * the longest values are cut (ending with `…`) to one size, the largest that fits, so an app name
 * or version of any length leaves the keys and addresses, which are short, whole. A value is cut
 * before its `$` are doubled, so a cut never parts a `$$`.
 */
export function dotenvReport(build: PublishedBuild): DotenvReport {
  const variables = Object.entries(buildFields(build)).flatMap(([name, raw]) => {
    const value = dotenvValue(raw);
    return value === ''
      ? []
      : [{ name: `PGYER_${name.toUpperCase().replaceAll('-', '_')}`, value }];
  });
  const textOf = (maxValueBytes: number) =>
    variables
      .map(({ name, value }) => `${name}=${gitlabEscaped(truncateBytes(value, maxValueBytes))}\n`)
      .join('');
  const longest = Math.max(...variables.map(({ value }) => utf8Bytes(value)));
  // The largest cap on each value that fits: only values over it are cut, all to the same size.
  let low = 0;
  let high = longest;
  while (low < high) {
    const cap = Math.ceil((low + high) / 2);
    if (utf8Bytes(textOf(cap)) <= DOTENV_MAX_BYTES) low = cap;
    else high = cap - 1;
  }
  return {
    text: textOf(low),
    cut: variables.flatMap(({ name, value }) => (utf8Bytes(value) > low ? [name] : [])),
  };
}

/** The text of {@link dotenvReport}. */
export function dotenvOf(build: PublishedBuild): string {
  return dotenvReport(build).text;
}

/**
 * Checks before any upload that `path` can be written (checkOutputPath): a build is never
 * published without the file a later job waits for.
 * @throws InputError naming `dotenv`
 */
export async function checkDotenvPath(path: string): Promise<void> {
  await checkOutputPath('dotenv', path);
}

/**
 * Writes {@link dotenvReport} of `build` to `path` (UTF-8): into a new file of the same folder
 * (created exclusively, so no link there is followed), renamed over `path`. So `path` is replaced
 * whole, never written through a symbolic link put there after checkDotenvPath, and never left
 * half-written. When values were cut to fit GitLab's limit, one warning line on `logger` names
 * them.
 * @throws the file system's error when the folder cannot be written (the new file is removed)
 */
export async function writeDotenv(
  path: string,
  build: PublishedBuild,
  logger: Pick<JobLogger, 'warning'>,
): Promise<void> {
  const { text, cut } = dotenvReport(build);
  await writeFileWhole(path, text);
  if (cut.length > 0) {
    logger.warning(
      `${path}: ${cut.join(', ')} cut to keep the file within GitLab's 5 KB dotenv limit`,
    );
  }
}
