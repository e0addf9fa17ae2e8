/** findGit: git's absolute path from PATH, never from the workspace or the working folder. */
import { describe, expect, it } from 'vitest';
import { findGit, pathOf } from '../../../../src/jobs/upload/release-notes/git-path.js';

/** A file system holding exactly `files`. */
const holding = (files: readonly string[]) => (file: string) => files.includes(file);

describe('findGit on Windows', () => {
  const workspace = 'D:\\a\\app\\app';
  it("skips the workspace's own git.exe (a PATH entry, in any case) and the current folder", () => {
    expect(
      findGit({
        platform: 'win32',
        path: `.;;d:\\A\\APP\\app;d:\\a\\app\\app\\;"C:\\Program Files\\Git\\cmd"`,
        avoid: [workspace],
        isExecutable: holding([
          '.\\git.exe',
          'd:\\A\\APP\\app\\git.exe',
          'd:\\a\\app\\app\\git.exe',
          'C:\\Program Files\\Git\\cmd\\git.exe',
        ]),
      }),
    ).toBe('C:\\Program Files\\Git\\cmd\\git.exe');
  });

  it('finds none when only the workspace holds one', () => {
    expect(
      findGit({
        platform: 'win32',
        path: `${workspace};C:\\Windows`,
        avoid: [workspace],
        isExecutable: holding([`${workspace}\\git.exe`]),
      }),
    ).toBeUndefined();
  });
});

describe('findGit elsewhere', () => {
  it('takes the first absolute entry outside the avoided folders', () => {
    expect(
      findGit({
        platform: 'linux',
        path: ':bin:/work/repo:/usr/local/bin:/usr/bin',
        avoid: ['/work/repo'],
        isExecutable: holding(['bin/git', '/work/repo/git', '/usr/bin/git']),
      }),
    ).toBe('/usr/bin/git');
  });

  it("avoids the folders themselves, not what is under them (a working folder of '/')", () => {
    expect(
      findGit({
        platform: 'linux',
        path: '/usr/bin',
        avoid: ['/'],
        isExecutable: holding(['/usr/bin/git']),
      }),
    ).toBe('/usr/bin/git');
  });

  it("does not take a folder whose name only starts as the workspace's", () => {
    expect(
      findGit({
        platform: 'linux',
        path: '/work/repo-tools',
        avoid: ['/work/repo'],
        isExecutable: holding(['/work/repo-tools/git']),
      }),
    ).toBe('/work/repo-tools/git');
  });
});

describe('pathOf', () => {
  it("reads Windows' Path", () => {
    expect(pathOf({ Path: 'C:\\Git' })).toBe('C:\\Git');
  });
});
