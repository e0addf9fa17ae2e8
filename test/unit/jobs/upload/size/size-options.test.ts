/** The size gate's inputs (README.md "Size gate"): their values, and where each threshold trips. */
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkUploadOptions, type UploadSetting } from '../../../../../src/jobs/upload/options.js';
import type { Raw } from '../../../../../src/jobs/options/checker.js';
import { increaseAbove } from '../../../../../src/jobs/upload/size/size-options.js';
import { looksUpReplaced } from '../../../../../src/jobs/upload/lookup/replaced-build.js';
import { formatSize } from '../../../../../src/api/upload/progress.js';
import { usageOf } from '../../../../helpers/usage.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

function check(raw: Raw<UploadSetting> = {}) {
  return checkUploadOptions({ 'api-key': 'k', file: APK, ...raw });
}

describe('size-warn-increase, size-fail-increase and size-budget', () => {
  it('take a percentage or a size, KB in thousands and KiB in 1024s', async () => {
    const options = await check({
      'size-warn-increase': '5%',
      'size-fail-increase': '2MiB',
      'size-budget': '15.5 MB',
    });
    expect(options.size).toEqual({
      warnIncrease: { percent: 5, text: '5%' },
      failIncrease: { bytes: 2 * 1024 * 1024, text: '2MiB' },
      budget: 15_500_000,
    });
    expect((await check({ 'size-warn-increase': '500KB' })).size.warnIncrease).toEqual({
      bytes: 500_000,
      text: '500KB',
    });
    expect((await check({ 'size-warn-increase': '300' })).size.warnIncrease).toEqual({
      bytes: 300,
      text: '300',
    });
    expect((await check({ 'size-budget': '1gib' })).size.budget).toBe(1024 ** 3);
  });

  it('leave the gate off when not given, and turn the look-up on when given', async () => {
    const off = await check({ 'if-published': 'upload', 'same-version': 'allow' });
    expect(off.size).toEqual({});
    expect(looksUpReplaced(off)).toBe(false);
    const on = await check({
      'if-published': 'upload',
      'same-version': 'allow',
      'size-warn-increase': '1%',
    });
    expect(looksUpReplaced(on)).toBe(true);
  });

  it('refuse other values before any request, naming the input and what it takes', async () => {
    const usage = await usageOf(() =>
      check({
        'size-warn-increase': 'five',
        'size-fail-increase': '-1%',
        'size-budget': '10%',
      }),
    );
    expect(usage).toContain(
      'Option --size-warn-increase: is "five"; give a percentage (5%) or a size (500KB, 2MiB; KB = 1000 bytes, KiB = 1024)',
    );
    expect(usage).toContain('Option --size-fail-increase: is "-1%"; give a percentage');
    expect(usage).toContain(
      'Option --size-budget: is "10%"; give a size (500KB, 2MiB; KB = 1000 bytes, KiB = 1024)',
    );
    expect(await usageOf(() => check({ 'size-budget': '2XB' }))).toContain(
      'Option --size-budget: is "2XB"',
    );
  });

  it('passes a file exactly at the budget and refuses one byte more, naming both sizes', async () => {
    const { size } = await stat(APK);
    expect((await check({ 'size-budget': String(size) })).size.budget).toBe(size);
    const usage = await usageOf(() => check({ 'size-budget': String(size - 1) }));
    expect(usage).toBe(
      `Option --size-budget: ${APK} is ${formatSize(size)} (${String(size)} bytes), over the budget of ${formatSize(size - 1)} (${String(size - 1)} bytes)`,
    );
  });
});

describe('increaseAbove', () => {
  const change = (bytes: number) => ({
    bytes,
    percent: Math.round((bytes / 1000) * 10_000) / 100,
    baseBytes: 1000,
    baseBuildKey: 'b',
  });

  it('trips one byte above a percentage, not at it', () => {
    const limit = { percent: 5, text: '5%' };
    expect(increaseAbove(limit, change(50))).toBe(false);
    expect(increaseAbove(limit, change(51))).toBe(true);
    expect(increaseAbove(limit, change(-500))).toBe(false);
  });

  it('trips one byte above a size, not at it', () => {
    const limit = { bytes: 20, text: '20' };
    expect(increaseAbove(limit, change(20))).toBe(false);
    expect(increaseAbove(limit, change(21))).toBe(true);
  });

  it('compares a fractional percentage exactly', () => {
    // 2.5% of 1000 bytes is 25 bytes; 0.1 + 0.2 style float drift must not trip at 25.
    const limit = { percent: 2.5, text: '2.5%' };
    expect(increaseAbove(limit, change(25))).toBe(false);
    expect(increaseAbove(limit, change(26))).toBe(true);
  });
});
