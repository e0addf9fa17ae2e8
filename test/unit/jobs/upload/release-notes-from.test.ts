/**
 * The release notes made from commits and pull requests (notes-from.ts), the commit line recorded
 * in a build's description and the base read back from it (commit-line.ts), and the history read
 * from a real git repository built here (git-history.ts).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../../src/api/index.js';
import {
  commitOfBranch,
  recordedCommit,
  withCommitLine,
} from '../../../../src/jobs/upload/release-notes/commit-line.js';
import {
  GitError,
  readHistory,
  type Commit,
} from '../../../../src/jobs/upload/release-notes/git-history.js';
import {
  commitNotes,
  pullRequestNotes,
} from '../../../../src/jobs/upload/release-notes/notes-from.js';
import { commit, git, gitHistory } from '../../../helpers/git-history.js';

const SHA_A = 'a'.repeat(40);
const DIGEST_LINE = 'package-sha256:0123456789abcdef';

function commits(count: number): Commit[] {
  return Array.from({ length: count }, (_, index) => ({
    sha: String(index).padStart(40, '0'),
    subject: `Change ${String(index)}`,
    author: 'Ann',
  }));
}

describe('commitNotes', () => {
  it('writes one line per commit: subject, short SHA, author', () => {
    const [first] = commits(1);
    expect(commitNotes({ commits: commits(1), total: 1 })).toBe(
      `- Change 0 (${first?.sha.slice(0, 7) ?? ''}, Ann)`,
    );
  });

  it('keeps what fits in the limit and counts the rest as "and N more"', () => {
    const notes = commitNotes({ commits: commits(50), total: 80 }, 100);
    const lines = notes.split('\n');
    expect(notes.length).toBeLessThanOrEqual(100);
    expect(lines.at(-1)).toBe(`and ${String(80 - (lines.length - 1))} more`);
    expect(lines[0]).toContain('Change 0');
  });

  it('counts the commits past the cap although every listed one fits', () => {
    expect(
      commitNotes({ commits: commits(2), total: 5 })
        .split('\n')
        .at(-1),
    ).toBe('and 3 more');
  });
});

describe('pullRequestNotes', () => {
  it('is the title, a blank line and the body with LF line ends', () => {
    expect(pullRequestNotes({ title: 'Faster start', body: 'One.\r\nTwo.' })).toBe(
      'Faster start\n\nOne.\nTwo.',
    );
  });

  it('is nothing without a title', () => {
    expect(pullRequestNotes({ body: 'text' })).toBeUndefined();
  });

  it('cuts a long body by whole lines with "and N more"', () => {
    const body = Array.from({ length: 40 }, (_, index) => `line ${String(index)}`).join('\n');
    const notes = pullRequestNotes({ title: 'T', body }, 60) ?? '';
    expect(notes.length).toBeLessThanOrEqual(60);
    expect(notes).toMatch(/\nand \d+ more$/);
  });
});

describe('the commit line', () => {
  it('is read back wherever it stands, also before the digest line of if-published', () => {
    const description = `${withCommitLine('Our app', SHA_A, 'feat/login')}\n\n${DIGEST_LINE}`;
    expect(description).toBe(`Our app\n\ngit-commit: ${SHA_A} feat/login\n\n${DIGEST_LINE}`);
    expect(recordedCommit(description)).toEqual({ sha: SHA_A, branch: 'feat/login' });
    expect(recordedCommit(withCommitLine(undefined, SHA_A, 'main'))).toEqual({
      sha: SHA_A,
      branch: 'main',
    });
    expect(recordedCommit('git-commit: not-a-sha main')).toBeUndefined();
  });

  it('gives the commit of a build from the same branch only', () => {
    const record: BuildRecord = { buildDescription: withCommitLine('x', SHA_A, 'main') };
    expect(commitOfBranch(record, 'main')).toBe(SHA_A);
    expect(commitOfBranch(record, 'release')).toBeUndefined();
    expect(commitOfBranch({ buildDescription: 'edited by hand' }, 'main')).toBeUndefined();
  });
});

describe('readHistory', () => {
  it('lists the commits since the recorded commit, else since the tag before HEAD', async () => {
    const repo = await gitHistory(['One']);
    git(repo, ['tag', 'v1']);
    const one = git(repo, ['rev-parse', 'HEAD']);
    const two = commit(repo, 'Two: "quoted" $(not run) `nor this`', 'Bob Builder');
    const three = commit(repo, 'Three', 'Ann Author');
    git(repo, ['tag', 'v2']);
    const sinceTag = await readHistory(repo, undefined, 10);
    expect(sinceTag).toEqual({
      head: three,
      base: { sha: one, tag: 'v1' },
      commits: [
        { sha: three, subject: 'Three', author: 'Ann Author' },
        { sha: two, subject: 'Two: "quoted" $(not run) `nor this`', author: 'Bob Builder' },
      ],
      total: 2,
      incomplete: false,
    });
    const sinceRecorded = await readHistory(repo, two, 10);
    expect(sinceRecorded.commits.map((entry) => entry.subject)).toEqual(['Three']);
    expect(sinceRecorded.base).toEqual({ sha: two });
  });

  it('falls back to the tag when the recorded commit is not in the history', async () => {
    const repo = await gitHistory(['One', 'Two']);
    const sinceAll = await readHistory(repo, SHA_A, 1);
    expect(sinceAll.commits.map((entry) => entry.subject)).toEqual(['Two']);
    expect(sinceAll.total).toBe(2);
  });

  it('says when the folder is not a repository', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'no-repo-'));
    await expect(readHistory(empty, undefined, 10)).rejects.toThrow(
      new GitError('the workspace is not a git repository'),
    );
  });
});
