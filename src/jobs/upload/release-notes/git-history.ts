/**
 * The commits of the workspace's git history that release notes list (README.md
 * `update-description-from`). git runs as a child process without a shell (no quoting of commit
 * text anywhere), by its absolute path outside the workspace (git-path.ts), its output read in a
 * NUL-separated format. A revision read from the repository (a tag's name: anything, even
 * `--output=<path>`) or from the service (a recorded SHA) is resolved to a commit's SHA before use,
 * behind `--end-of-options`, so git never takes it for an option.
 */
import { execFile } from 'node:child_process';
import { findGit, pathOf } from './git-path.js';

/** One commit as the notes show it. */
export interface Commit {
  /** The full SHA. */
  sha: string;
  /** The first line of its message. */
  subject: string;
  /** The author's name. */
  author: string;
}

/** What the commits are listed since: the recorded commit of the app's last build, or a tag. */
export type Base = { sha: string; tag?: undefined } | { sha: string; tag: string };

/** What the history holds since the base. */
export interface History {
  /** The full SHA of HEAD. */
  head: string;
  /** The base the commits are listed since; undefined: none (every commit up to the cap). */
  base: Base | undefined;
  /** The commits since the base, newest first, at most `cap` of them. */
  commits: Commit[];
  /** How many commits since the base there are, `commits` and those past the cap. */
  total: number;
  /**
   * The history is shallow and the base is not in it (no recorded commit there, no tag): the
   * commits are those fetched, not all since the base.
   */
  incomplete: boolean;
}

/** A git problem: no git, not a repository, no commit. The upload goes on without notes. */
export class GitError extends Error {
  override name = 'GitError';
}

/** Bytes of git output read at most: far more than `cap` commit lines. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/** Runs git in `cwd`; its standard output. @throws GitError with git's first line of stderr */
function git(cwd: string, args: readonly string[]): Promise<string> {
  // Looked for on each call (a few stats): never in `cwd`, the checkout, nor the working folder.
  const file = findGit({
    path: pathOf(process.env),
    platform: process.platform,
    avoid: [cwd, process.cwd()],
  });
  if (file === undefined) {
    return Promise.reject(new GitError('git is not installed (or not on PATH)'));
  }
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      // LC_ALL=C: the messages matched below are the English ones; no prompt ever waits for input.
      {
        cwd,
        maxBuffer: MAX_OUTPUT_BYTES,
        env: { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' },
      },
      (error, stdout, stderr) => {
        if (!error) resolve(stdout);
        else reject(new GitError(gitProblem(error, stderr)));
      },
    );
  });
}

function gitProblem(error: Error & { code?: unknown }, stderr: string): string {
  if (error.code === 'ENOENT') return 'git is not installed (or not on PATH)';
  if (/not a git repository/i.test(stderr)) return 'the workspace is not a git repository';
  return stderr.trim().split('\n')[0] ?? error.message;
}

/** git's answer, or undefined when git says no (a missing tag, an unknown commit). */
function gitOrUndefined(cwd: string, args: readonly string[]): Promise<string | undefined> {
  return git(cwd, args).then(
    (output) => output.trim() || undefined,
    () => undefined,
  );
}

/** The full SHA of the commit `revision` names, or undefined when it names none here. */
function commitOf(cwd: string, revision: string): Promise<string | undefined> {
  return gitOrUndefined(cwd, [
    'rev-parse',
    '--verify',
    '--quiet',
    '--end-of-options',
    `${revision}^{commit}`,
  ]);
}

/**
 * The base of the notes: `recorded` (the commit of the app's last build from this branch) when it
 * is an ancestor of HEAD in this history; else the newest tag reachable from HEAD's parent (a
 * tagged HEAD lists the commits since the tag before); else none (everything up to the cap).
 */
async function baseOf(cwd: string, recorded: string | undefined): Promise<Base | undefined> {
  const sha = recorded === undefined ? undefined : await commitOf(cwd, recorded);
  // --is-ancestor answers by its exit code alone: 0 yes, 1 no, 128 unknown commit.
  const isAncestor =
    sha !== undefined &&
    (await git(cwd, ['merge-base', '--is-ancestor', '--end-of-options', sha, 'HEAD']).then(
      () => true,
      () => false,
    ));
  if (sha && isAncestor) return { sha };
  const tag = await gitOrUndefined(cwd, [
    'describe',
    '--tags',
    '--abbrev=0',
    '--end-of-options',
    'HEAD^',
  ]);
  // The full ref: a tag's name alone could also be a branch's, or start with `-`.
  const tagged = tag === undefined ? undefined : await commitOf(cwd, `refs/tags/${tag}`);
  return tag && tagged ? { sha: tagged, tag } : undefined;
}

/**
 * The commits of the repository at `cwd` since the base (see baseOf), newest first.
 * @param recorded the full SHA of the commit the app's last build from this branch was made from
 * @param cap most commits listed (the rest are counted in `total`)
 * @throws GitError when git is missing, `cwd` is not a repository or has no commit
 */
export async function readHistory(
  cwd: string,
  recorded: string | undefined,
  cap: number,
): Promise<History> {
  const head = (await git(cwd, ['rev-parse', '--verify', 'HEAD'])).trim();
  const shallow = (await git(cwd, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
  const base = await baseOf(cwd, recorded);
  const range = ['--end-of-options', base ? `${base.sha}..HEAD` : 'HEAD'];
  // -z ends each commit with NUL; %x00 separates the fields: no text of a commit can split them.
  const log = await git(cwd, [
    'log',
    '-z',
    `--max-count=${String(cap)}`,
    '--format=%H%x00%s%x00%an',
    ...range,
    '--',
  ]);
  const fields = log.split('\0');
  const commits: Commit[] = [];
  for (let at = 0; at + 2 < fields.length; at += 3) {
    commits.push({
      sha: fields[at] ?? '',
      subject: fields[at + 1] ?? '',
      author: fields[at + 2] ?? '',
    });
  }
  const total = Number((await git(cwd, ['rev-list', '--count', ...range, '--'])).trim());
  return { head, base, commits, total, incomplete: shallow && base === undefined };
}

/** The branch checked out at `cwd`, or undefined on a detached HEAD (or any git problem). */
export function currentBranch(cwd: string): Promise<string | undefined> {
  return gitOrUndefined(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
}
