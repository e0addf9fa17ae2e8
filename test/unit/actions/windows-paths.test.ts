/**
 * Paths as a Windows runner writes them (drive letters, backslashes, CRLF lists), through the
 * code that reads paths, with path.win32 injected where it takes the platform's path module.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOutputs } from '../../../scripts/lib/action-runner.mjs';
import { buildTypeOfFile } from '../../../src/api/enums.js';
import { fileNameOf } from '../../../src/api/file-name.js';
import { relativeToWorkspace } from '../../../src/common/file-patterns.js';
import { Checker } from '../../../src/jobs/options/checker.js';

describe('on Windows', () => {
  it('sends the file name without the folders and the drive', () => {
    expect(fileNameOf('C:\\a\\b.apk', path.win32)).toBe('b.apk');
    expect(fileNameOf('D:\\builds\\My App ü 1.apk', path.win32)).toBe('My App ü 1.apk');
    expect(fileNameOf('build/outputs/app.apk', path.win32)).toBe('app.apk');
    expect(fileNameOf('C:b.hsp', path.win32)).toBe('b.hsp');
  });

  it('reads the build type from the extension of a Windows path', () => {
    expect(buildTypeOfFile('C:\\a\\b.apk')).toBe('android');
    expect(buildTypeOfFile('C:\\Users\\me\\App.IPA')).toBe('ios');
    expect(buildTypeOfFile('C:\\out.hap\\entry')).toBeUndefined();
  });

  it('shows a glob match below the workspace as a relative path, on another drive as it is', () => {
    const cwd = 'C:\\work\\repo';
    expect(relativeToWorkspace('C:\\work\\repo\\out\\b.apk', cwd, path.win32)).toBe('out\\b.apk');
    expect(relativeToWorkspace('c:\\WORK\\repo\\b.apk', cwd, path.win32)).toBe('b.apk');
    expect(relativeToWorkspace('D:\\out\\b.apk', cwd, path.win32)).toBe('D:\\out\\b.apk');
    expect(relativeToWorkspace('C:\\work\\b.apk', cwd, path.win32)).toBe('C:\\work\\b.apk');
    expect(relativeToWorkspace('C:\\work\\repo\\..b.apk', cwd, path.win32)).toBe('..b.apk');
  });

  it('takes lists of paths (file, harmony-hsp) with CRLF line ends', () => {
    const check = new Checker();
    expect(check.list('C:\\a\\x.hsp\r\nC:\\a\\y.hsp\r\n', /\n/)).toEqual([
      'C:\\a\\x.hsp',
      'C:\\a\\y.hsp',
    ]);
  });

  it('reads the step outputs @actions/core writes with CRLF line ends', () => {
    const written =
      'build-key<<ghadelimiter_1\r\nabc\r\nghadelimiter_1\r\nnotes<<d2\r\none\ntwo\r\nd2\r\n';
    expect(parseOutputs(written)).toEqual({ 'build-key': 'abc', notes: 'one\ntwo' });
  });
});

describe('on Linux and macOS', () => {
  it('keeps a backslash as part of the file name', () => {
    expect(fileNameOf('/home/me/a\\b.apk', path.posix)).toBe('a\\b.apk');
    expect(relativeToWorkspace('/work/repo/out/b.apk', '/work/repo', path.posix)).toBe('out/b.apk');
    expect(relativeToWorkspace('/work/b.apk', '/work/repo', path.posix)).toBe('/work/b.apk');
  });
});
