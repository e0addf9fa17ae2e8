/** The size gate before the upload (README.md "Size gate"): what it logs, warns and fails. */
import { describe, expect, it } from 'vitest';
import { Transport, type ReplacedBuild } from '../../../../../src/api/index.js';
import { gateSizes, SizeIncreaseError } from '../../../../../src/jobs/upload/size/size-gate.js';
import type { SizeGate } from '../../../../../src/jobs/upload/size/size-options.js';
import { jobWith, recordingLogger } from '../../../../helpers/job.js';

function base(fileSize: number | undefined): ReplacedBuild {
  return {
    buildKey: 'base41',
    appKey: 'app1',
    version: '1.0',
    buildNumber: 41,
    fileSize,
    created: '',
    branch: 'main',
    chosen: 'newest build of branch main',
  };
}

const file = (path: string, size: number) => ({ path, buildType: 'android' as const, size });

function gate(
  gateOf: SizeGate,
  files: Parameters<typeof gateSizes>[2],
  settingName?: (setting: string) => string,
) {
  const logger = recordingLogger();
  const job = {
    ...jobWith(new Transport({ apiKey: 'k', apiUrl: 'http://127.0.0.1:9' }), logger),
    settingName,
  };
  let error: unknown;
  try {
    gateSizes(job, gateOf, files);
  } catch (thrown) {
    error = thrown;
  }
  return { lines: logger.lines, error };
}

describe('gateSizes', () => {
  it('fails every file above size-fail-increase at once, naming its base build and both sizes', () => {
    const { error, lines } = gate({ failIncrease: { bytes: 100, text: '100' } }, [
      { file: file('a.apk', 1101), replaces: base(1000) },
      { file: file('b.apk', 1100), replaces: base(1000) },
    ]);
    expect(error).toBeInstanceOf(SizeIncreaseError);
    expect((error as Error).message).toBe(
      'a.apk is 1.08 KiB (1101 bytes), +101 B (+10.1%) since build #41 on main (buildKey base41, 1000 B (1000 bytes)): more than size-fail-increase 100. Shrink the package, or raise size-fail-increase to upload it. Nothing was uploaded',
    );
    // Exactly the threshold passes, and says so.
    expect(lines).toEqual([
      'info: b.apk is 1.07 KiB (1100 bytes), +100 B (+10.0%) since build #41 on main (buildKey base41, 1000 B (1000 bytes)): within size-fail-increase 100',
    ]);
  });

  it('names the settings in the front-end’s words, and says nothing was uploaded apart', () => {
    const cli = (setting: string) => `--${setting}`;
    const { error, lines } = gate(
      { warnIncrease: { bytes: 10, text: '10' }, failIncrease: { bytes: 100, text: '100' } },
      [
        { file: file('a.apk', 1101), replaces: base(1000) },
        { file: file('b.apk', 1011), replaces: base(1000) },
        { file: file('c.apk', 1000), replaces: base(1000) },
      ],
      cli,
    );
    expect(error).toBeInstanceOf(SizeIncreaseError);
    const refused = error as SizeIncreaseError;
    expect(refused.message).toMatch(
      /: more than --size-fail-increase 100\. Shrink the package, or raise --size-fail-increase to upload it\. Nothing was uploaded$/,
    );
    // The job summary of the refusal says that nothing was uploaded in its own words.
    expect(refused.reason).toBe(refused.message.replace(/\. Nothing was uploaded$/, ''));
    expect(lines).toEqual([
      expect.stringMatching(/^warning: b\.apk .*: more than --size-warn-increase 10$/),
      expect.stringMatching(
        /^info: c\.apk .*: within --size-warn-increase 10 and --size-fail-increase 100$/,
      ),
    ]);
  });

  it('warns once per file above size-warn-increase, and uploads', () => {
    const { error, lines } = gate({ warnIncrease: { percent: 5, text: '5%' } }, [
      { file: file('a.apk', 1051), replaces: base(1000) },
      { file: file('b.apk', 1051), replaces: base(1000) },
    ]);
    expect(error).toBeUndefined();
    expect(lines.filter((line) => line.startsWith('warning: '))).toHaveLength(2);
    expect(lines[0]).toMatch(/^warning: a\.apk .*: more than size-warn-increase 5%$/);
  });

  it('warns once, never fails, when the builds replaced are not known', () => {
    const { error, lines } = gate({ failIncrease: { percent: 0, text: '0%' } }, [
      { file: file('a.apk', 5000), replaces: undefined },
      { file: file('b.apk', 5000), replaces: undefined },
    ]);
    expect(error).toBeUndefined();
    expect(lines).toEqual([
      'warning: Could not compare the sizes with the builds replaced (they are not known, see above): size-fail-increase 0% not applied',
    ]);
  });

  it('says a first build has no threshold, and warns of a base whose size is not known', () => {
    const { error, lines } = gate({ failIncrease: { percent: 0, text: '0%' } }, [
      { file: file('a.apk', 5000), replaces: 'none' },
      { file: file('b.apk', 5000), replaces: base(undefined) },
    ]);
    expect(error).toBeUndefined();
    expect(lines).toEqual([
      "info: a.apk: the app's first build, no size threshold applies",
      'warning: b.apk: not compared with build #41 on main (base41), whose size is not known',
    ]);
  });

  it('does nothing without a threshold (size-budget alone is checked with the options)', () => {
    expect(gate({ budget: 10 }, [{ file: file('a.apk', 5000), replaces: base(1) }]).lines).toEqual(
      [],
    );
  });
});
