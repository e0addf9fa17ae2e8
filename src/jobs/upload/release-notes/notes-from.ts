/**
 * Release notes the upload job writes itself when the user gives none (README.md
 * `update-description-from`): the commits since the app's last build from this branch (or the
 * last tag), or the pull request's title and body. Commit subjects and pull request text are
 * outside text: the summary, the PR comment and the chat messages make them inert where they show
 * them, as they do with notes given by hand.
 */
import { toError } from '../../../api/index.js';
import type { ChangeRequest, CiContext } from '../../../common/ci-context.js';
import type { JobContext } from '../../context.js';
import { MAX_RELEASE_NOTES_CHARACTERS } from '../../options/release-notes.js';
import { withCommitLine } from './commit-line.js';
import { currentBranch, GitError, readHistory, type History } from './git-history.js';
import type { UploadOptions } from '../options.js';
import type { AppsOfFiles } from '../lookup/run-lookup.js';
import { recordedBase, type RecordedBase } from './recorded-base.js';

/** Most commits read from the history: more than fit in MAX_RELEASE_NOTES_CHARACTERS. */
const MAX_COMMITS = 500;

/** What the CI knows of the run, and where its checkout is. */
export interface NotesContext {
  /** The run's CI context (readCiContext()): the branch, the commit, the pull request. */
  ci: CiContext;
  /** The folder of the git checkout (the runner's workspace, the CLI's working folder). */
  workspace: string;
}

/** The upload options with the notes written, and where the notes came from. */
export interface NotesWritten {
  options: UploadOptions;
  /**
   * One line saying where the notes came from (`Release notes from 2 commits since the tag
   * v1.0.0`) or why there are none (`No release notes: …`), as logged: the job summary shows it
   * with the notes. Undefined when this step wrote none because the user gave them, or
   * update-description-from is none. Outside text (a tag's name): inert where shown.
   */
  origin: string | undefined;
}

/**
 * `options` with release notes from `options.releaseNotesFrom` when the user gave none
 * (update-description or update-description-file win), and the commit line (commit-line.ts) after
 * the description. Logs in one line where the notes came from or why there are none. Never fails
 * the upload: a git problem, or no pull request, is one warning and no notes; a shallow clone
 * lists the commits it has and says in one line how to get them all.
 * @param lookup the run's look-up (lookup/run-lookup.ts): the first file's app and its builds,
 *   whose newest build from the same branch is the base of the commits listed (recorded-base.ts);
 *   no such build (or app): the last tag
 */
export async function withReleaseNotesFrom(
  job: JobContext,
  options: UploadOptions,
  { ci, workspace }: NotesContext,
  lookup: Pick<AppsOfFiles, 'appOf' | 'buildsOf' | 'viewOf' | 'warnOnce'>,
): Promise<NotesWritten> {
  const { releaseNotesFrom: from, settings } = options;
  if (from === 'none') return { options, origin: undefined };
  const given = settings.buildUpdateDescription !== undefined;
  const branch = ci.ref?.text ?? (await currentBranch(workspace));
  if (from === 'pr') {
    // The pull request's head, as the CI names it: the commit that was built.
    const sha = ci.commit?.text;
    const recorded = withCommitLineOf(options, sha, branch, ci.change?.number);
    if (given) return { options: recorded, origin: undefined };
    const notes = ci.change && pullRequestNotes(ci.change);
    if (!ci.change || !notes) {
      const why = 'this run is not for a pull or merge request with a title';
      job.logger.warning(
        `update-description-from is pr, but ${why}: uploading without release notes`,
      );
      return { options: recorded, origin: `No release notes: ${why}` };
    }
    const origin = `Release notes from ${ci.change.kind} ${changeNumber(ci.change)}'s title and body`;
    job.logger.info(origin);
    return { options: withNotes(recorded, notes), origin };
  }
  // The base only matters for notes this step writes.
  const base = branch && !given ? await baseOfBranch(job, options, lookup, branch) : undefined;
  let history: History;
  try {
    history = await readHistory(workspace, base?.sha, MAX_COMMITS);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    job.logger.warning(
      `update-description-from is commits, but ${error.message} (${workspace}): uploading without release notes`,
    );
    return { options, origin: given ? undefined : `No release notes: ${error.message}` };
  }
  const recorded = withCommitLineOf(
    options,
    ci.commit?.text ?? history.head,
    branch,
    ci.change?.number,
  );
  if (given) return { options: recorded, origin: undefined };
  const origin = originOf(history, base, branch);
  if (history.incomplete) {
    job.logger.warning(
      `The release notes list the ${String(history.commits.length)} commit(s) of this shallow clone; for every commit since the last build or tag, fetch the whole history (actions/checkout: fetch-depth: 0; GitLab: GIT_DEPTH: 0)`,
    );
  } else job.logger.info(origin);
  return { options: withNotes(recorded, commitNotes(history) || undefined), origin };
}

/**
 * `options` with the commit line of `sha` built from `branch` (and for `pullRequest`, its number),
 * when both are known.
 */
function withCommitLineOf(
  options: UploadOptions,
  sha: string | undefined,
  branch: string | undefined,
  pullRequest: number | undefined,
): UploadOptions {
  if (!sha || !branch) return options;
  const { settings } = options;
  return {
    ...options,
    settings: {
      ...settings,
      buildDescription: withCommitLine(settings.buildDescription, sha, branch, pullRequest),
    },
  };
}

/** `options` with `notes` as release notes (none: unchanged). */
function withNotes(options: UploadOptions, notes: string | undefined): UploadOptions {
  return notes === undefined
    ? options
    : { ...options, settings: { ...options.settings, buildUpdateDescription: notes } };
}

/** `#12` (GitHub) or `!12` (GitLab). */
function changeNumber(change: ChangeRequest): string {
  return `${change.kind === 'merge request' ? '!' : '#'}${String(change.number)}`;
}

/**
 * The origin line of notes from commits: how many, since what (the tag, or the app's last build
 * from `branch` when `base` is the base git used), or that there were none since it.
 */
function originOf(
  history: History,
  base: RecordedBase | undefined,
  branch: string | undefined,
): string {
  const since =
    history.base?.tag !== undefined
      ? `the tag ${history.base.tag}`
      : history.base && base
        ? `the app's last build from ${branch ?? '?'}, build #${base.buildNumber || '?'} (${history.base.sha.slice(0, 7)})`
        : undefined;
  const count = `${String(history.total)} commit${history.total === 1 ? '' : 's'}`;
  if (history.total === 0) {
    return `No release notes: no commits since ${since ?? 'the start of the history'}`;
  }
  if (history.incomplete) return `Release notes from the ${count} of this shallow clone`;
  return since
    ? `Release notes from ${count} since ${since}`
    : `Release notes from the ${count} of the history (no tag, no earlier build of the app from this branch)`;
}

/** recordedBase, or undefined with a warning when the service cannot say (the last tag is used). */
async function baseOfBranch(
  job: JobContext,
  options: UploadOptions,
  lookup: Pick<AppsOfFiles, 'appOf' | 'buildsOf' | 'viewOf' | 'warnOnce'>,
  branch: string,
): Promise<RecordedBase | undefined> {
  const [first] = options.files;
  try {
    const appKey = first && (await lookup.appOf(first))?.appKey;
    if (!appKey) return undefined;
    const builds = await lookup.buildsOf(appKey);
    const view = (buildKey: string) => lookup.viewOf(appKey, buildKey);
    return await recordedBase(job.transport, { appKey, builds, view }, branch);
  } catch (error) {
    lookup.warnOnce(
      job.logger,
      `The app's last build from ${branch} could not be read (${toError(error).message}): the release notes list the commits since the last tag`,
    );
    return undefined;
  }
}

/**
 * One line per commit, newest first: `- subject (short SHA, author)`, as many as fit in `limit`
 * characters with a last line `and N more` for the rest; '' without commits.
 */
export function commitNotes(
  history: Pick<History, 'commits' | 'total'>,
  limit = MAX_RELEASE_NOTES_CHARACTERS,
): string {
  const lines = history.commits.map(
    ({ sha, subject, author }) => `- ${subject} (${sha.slice(0, 7)}, ${author})`,
  );
  return fitted(lines, history.total, limit);
}

/** The title, a blank line and the body (line ends LF), fitted to `limit` by whole lines. */
export function pullRequestNotes(
  change: Pick<ChangeRequest, 'title' | 'body'>,
  limit = MAX_RELEASE_NOTES_CHARACTERS,
): string | undefined {
  const title = change.title?.trim();
  if (!title) return undefined;
  const body = (change.body ?? '').replace(/\r\n?/g, '\n').trim();
  const lines = body ? [title, '', ...body.split('\n')] : [title];
  return fitted(lines, lines.length, limit);
}

/**
 * As many of `lines` as fit in `limit` characters with, when some of `total` are left out, a last
 * line `and N more` (N counted in the unit of `lines`: commits, lines of text).
 */
function fitted(lines: readonly string[], total: number, limit: number): string {
  const kept: string[] = [];
  let length = 0;
  for (const [index, line] of lines.entries()) {
    const left = total - index - 1;
    // Room for this line, and for the `and N more` line that may have to follow it.
    const reserve = left > 0 ? `\nand ${String(left)} more`.length : 0;
    const added = Array.from(line).length + (kept.length > 0 ? 1 : 0);
    if (length + added + reserve > limit) break;
    kept.push(line);
    length += added;
  }
  const more = total - kept.length;
  return more > 0 ? [...kept, `and ${String(more)} more`].join('\n') : kept.join('\n');
}
