import { describe, expect, it } from 'vitest';
import type { PublishedBuild, ReplacedBuild } from '../../../src/api/upload/published-build.js';
import { sizeChangeOf, sizeChangeText } from '../../../src/common/size-change.js';

const MIB = 1024 * 1024;

function base(overrides: Partial<ReplacedBuild> = {}): ReplacedBuild {
  return {
    buildKey: 'base41',
    appKey: 'app1',
    version: '1.0',
    buildNumber: 41,
    fileSize: 46.9 * MIB,
    created: '2026-11-20 10:00:00',
    chosen: 'newest build of branch main',
    branch: 'main',
    ...overrides,
  };
}

function build(size: number, replaces: PublishedBuild['replaces']): PublishedBuild {
  return {
    fileSize: size,
    record: { buildFileSize: size },
    ...(replaces === undefined ? {} : { replaces }),
  } as PublishedBuild;
}

describe('sizeChangeOf', () => {
  it('is the change in bytes and percent against the base build, and names it', () => {
    expect(sizeChangeOf(1050, base({ fileSize: 1000 }))).toEqual({
      bytes: 50,
      percent: 5,
      baseBytes: 1000,
      baseBuildKey: 'base41',
    });
    expect(sizeChangeOf(996, base({ fileSize: 1000 }))?.percent).toBe(-0.4);
  });

  it('is undefined when the base build’s size is not known', () => {
    expect(sizeChangeOf(1000, base({ fileSize: undefined }))).toBeUndefined();
    expect(sizeChangeOf(1000, base({ fileSize: 0 }))).toBeUndefined();
  });
});

describe('sizeChangeText', () => {
  it('says the change, in binary units, since the branch’s build', () => {
    expect(sizeChangeText(build(48.2 * MIB, base()))).toBe(
      '+1.3 MiB (+2.8%) since build #41 on main',
    );
  });

  it('says how the base was chosen when no branch chose it', () => {
    const chosen = base({ branch: undefined, chosen: 'newest build of com.x (Android)' });
    delete chosen.branch;
    expect(sizeChangeText(build(46.9 * MIB - 200 * 1024, chosen))).toBe(
      '-200 KiB (-0.4%) since build #41, the newest build of com.x (Android)',
    );
  });

  it('names the base build by its key when the list gave no build number', () => {
    expect(sizeChangeText(build(46.9 * MIB, base({ buildNumber: undefined })))).toBe(
      'unchanged since build base41 on main',
    );
  });

  it('says first build, nothing when not looked up, and why it could not compare', () => {
    expect(sizeChangeText(build(MIB, 'none'))).toBe('first build');
    expect(sizeChangeText(build(MIB, undefined))).toBe('');
    expect(sizeChangeText(build(MIB, base({ fileSize: undefined })))).toBe(
      'not compared: the size of build #41 on main is not known',
    );
  });
});
