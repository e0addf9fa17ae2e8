// The realistic publish pace (service.md#build-info, #limits: 1246, then 1247 for about a minute),
// on a clock the test advances by hand, as the vendor's clients poll it: once a second, at most 60
// times.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveOptions } from '../../../src/sandbox/options.js';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { ipaFixture } from '../../fixtures/packages.js';
import { ManualClock } from '../../helpers/clock.js';
import { readingTimeoutMs, startTestSandbox, uploadPackage } from './helpers.js';

let sandbox: Sandbox;
const clock = new ManualClock();

beforeAll(async () => {
  sandbox = await startTestSandbox({
    publishProfile: 'realistic',
    parseDelayMs: undefined,
    publishDelayMs: undefined,
    clock,
  });
});
afterAll(() => sandbox.close());

/**
 * One poll as the vendor's Node.js client and Action send it: POST, the key and buildKey in the
 * query, no body (Content-Length: 0); its code.
 */
async function pollLikeTheVendor(buildKey: string): Promise<number> {
  const query = new URLSearchParams({ _api_key: sandbox.apiKey, buildKey });
  const response = await fetch(`${sandbox.url}/apiv2/app/buildInfo?${query.toString()}`, {
    method: 'POST',
  });
  return ((await response.json()) as { code: number }).code;
}

describe('publish profiles', () => {
  it('answers 1246 for 4 s, then 1247 until 54 s, then the record: inside 60 polls a second apart', async () => {
    const token = await uploadPackage(sandbox, 'ios', ipaFixture);
    const expected = (second: number) => (second < 4 ? 1246 : second < 54 ? 1247 : 0);
    const codes: number[] = [];
    for (let second = 0; second < 60; second += 1) {
      if (second > 0) clock.advance(1000);
      // Reading the package takes real time; the clock stands still meanwhile.
      await vi.waitFor(
        async () => {
          expect(await pollLikeTheVendor(token.key)).toBe(expected(second));
        },
        { timeout: readingTimeoutMs, interval: 5 },
      );
      codes.push(expected(second));
    }
    expect(codes.filter((code) => code === 1247)).toHaveLength(50);
    const record = sandbox.state.builds.get(token.key);
    expect(record?.created.getTime()).toBe(clock.now().getTime() - 5000);
  });

  it('keeps the fast profile by default, and explicit delays over either', () => {
    expect(resolveOptions({})).toMatchObject({ parseDelayMs: 300, publishDelayMs: 1000 });
    expect(resolveOptions({ publishProfile: 'realistic', publishDelayMs: 5 })).toMatchObject({
      parseDelayMs: 4000,
      publishDelayMs: 5,
    });
    expect(() => resolveOptions({ publishProfile: 'slow' as 'fast' })).toThrow(RangeError);
  });
});
