/**
 * Where a pushed version tag goes: npm's dist-tag and whether the major tag (v1) moves to it. Only
 * the highest stable release moves npm's `latest`, only the highest of its major version moves v1.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseChannel } from '../../../scripts/release-channel.mjs';

const script = join(import.meta.dirname, '../../../scripts/release-channel.mjs');

describe('releaseChannel', () => {
  it('moves latest and v1 to the highest patch', () => {
    expect(releaseChannel('v1.2.1', ['v1', 'v1.0.0', 'v1.2.0', 'v1.2.1', 'v1.1.9'])).toEqual({
      npmTag: 'latest',
      majorTag: 'v1',
    });
  });

  it('moves them to the first release, listed or not', () => {
    expect(releaseChannel('v1.0.0', [])).toEqual({ npmTag: 'latest', majorTag: 'v1' });
  });

  it('compares versions, not text: v1.10.0 is above v1.9.0', () => {
    expect(releaseChannel('v1.10.0', ['v1.9.0', 'v1.10.0'])).toEqual({
      npmTag: 'latest',
      majorTag: 'v1',
    });
    expect(releaseChannel('v1.9.1', ['v1.9.0', 'v1.10.0', 'v1.9.1']).majorTag).toBeUndefined();
  });

  it('moves neither for an older patch on a maintenance line', () => {
    expect(releaseChannel('v1.1.5', ['v1.0.0', 'v1.1.4', 'v1.2.0', 'v1.1.5'])).toEqual({
      npmTag: 'maintenance',
      majorTag: undefined,
    });
  });

  it('moves neither for a tag pushed again below the highest', () => {
    expect(releaseChannel('v1.2.0', ['v1.2.0', 'v1.2.1'])).toEqual({
      npmTag: 'maintenance',
      majorTag: undefined,
    });
  });

  it('moves neither for a pre-release, even above every release', () => {
    expect(releaseChannel('v1.3.0-rc.1', ['v1.2.0', 'v1.3.0-rc.1'])).toEqual({
      npmTag: 'next',
      majorTag: undefined,
    });
    expect(releaseChannel('v2.0.0-beta.2', ['v1.2.0'])).toEqual({
      npmTag: 'next',
      majorTag: undefined,
    });
  });

  it('lets no pre-release hold back a release', () => {
    expect(releaseChannel('v1.2.0', ['v1.2.0', 'v1.3.0-rc.1', 'v2.0.0-alpha.1'])).toEqual({
      npmTag: 'latest',
      majorTag: 'v1',
    });
  });

  it('does not count v2 tags for v1: the highest 1.x moves v1 but not npm latest', () => {
    expect(releaseChannel('v1.5.1', ['v1.5.0', 'v2.0.0', 'v2.1.0', 'v1.5.1'])).toEqual({
      npmTag: 'maintenance',
      majorTag: 'v1',
    });
    expect(releaseChannel('v1.4.9', ['v1.5.0', 'v2.0.0', 'v1.4.9'])).toEqual({
      npmTag: 'maintenance',
      majorTag: undefined,
    });
  });

  it('moves v2 and latest to the highest 2.x, whatever the 1.x tags', () => {
    expect(releaseChannel('v2.0.0', ['v1.9.0', 'v1.10.0', 'v2.0.0'])).toEqual({
      npmTag: 'latest',
      majorTag: 'v2',
    });
  });

  it('ignores tags that are not versions', () => {
    expect(releaseChannel('v1.2.0', ['v1', 'v9', 'latest', 'v1.x', 'v10.0.0.1', 'v1.2.0'])).toEqual(
      { npmTag: 'latest', majorTag: 'v1' },
    );
  });

  it.each(['1.2.3', 'v1.2', 'v1.2.3.4', 'vfoo.bar.baz', 'v01.2.3', 'vv1.2.3', 'v1.2.3 ', ''])(
    'refuses the tag "%s", naming it, before anything is published',
    (tag) => {
      expect(() => releaseChannel(tag, ['v1.0.0'])).toThrow(`"${tag}" is not a version tag`);
    },
  );
});

describe('scripts/release-channel.mjs', () => {
  const run = (tag: string, tags: string) =>
    execFileSync(process.execPath, [script, tag], { input: tags, encoding: 'utf8' });

  it("prints the step outputs the release workflow reads, from git tag's list on stdin", () => {
    expect(run('v1.2.1', 'v1\nv1.0.0\nv1.2.0\nv1.2.1\n')).toBe('npm-tag=latest\nmajor-tag=v1\n');
    expect(run('v1.1.5', 'v1.1.4\nv1.2.0\nv1.1.5\n')).toBe('npm-tag=maintenance\nmajor-tag=\n');
    expect(run('v1.3.0-rc.1', 'v1.2.0\r\nv1.3.0-rc.1\r\n')).toBe('npm-tag=next\nmajor-tag=\n');
  });

  it('exits 1 with the reason for a tag that is not a version', () => {
    expect(() => run('v1.2', 'v1.0.0\n')).toThrow(/"v1\.2" is not a version tag/);
  });
});
