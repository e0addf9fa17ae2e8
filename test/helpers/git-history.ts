/** Real git histories in temporary folders, for the release notes made from commits. */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** git with a fixed identity and no user or system configuration, in `cwd`; its output trimmed. */
export function git(cwd: string, args: readonly string[], author = 'Test Author'): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: 'author@example.com',
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: 'author@example.com',
    },
  }).trim();
}

/** Makes an empty commit with `subject` by `author`; its full SHA. */
export function commit(cwd: string, subject: string, author: string): string {
  git(cwd, ['commit', '--allow-empty', '--quiet', '-m', subject], author);
  return git(cwd, ['rev-parse', 'HEAD']);
}

/** A repository on branch `main` with `subjects` committed in order by Ann Author; its folder. */
export async function gitHistory(subjects: readonly string[] = []): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'git-history-'));
  git(dir, ['init', '--quiet', '--initial-branch=main']);
  for (const subject of subjects) commit(dir, subject, 'Ann Author');
  return dir;
}
