/**
 * `pgyer sandbox --seed-reports FILE` (docs/sandbox.md#crash-groups-and-feedback): crash groups and
 * feedback with their times and app versions, served by crash/listAll and feedback/listAll newest
 * first, across pages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseReportSeeds, seedReports } from '../../../src/sandbox/seed-reports.js';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { run } from '../../../src/cli/main.js';
import { usageOf } from '../../helpers/usage.js';
import { captureIo } from '../cli/helpers.js';
import { call, ok, startTestSandbox } from './helpers.js';

const NOW = new Date('2026-11-24T12:00:00Z');

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('--seed-reports', () => {
  it('reads crash groups and feedback with ISO times, service times and ages', () => {
    const seeds = parseReportSeeds(
      JSON.stringify({
        crashes: [
          { title: 'NPE', appVersion: '1.2', created: '2h', count: 3 },
          { title: 'OOM', appVersion: '1.1', created: '2026-11-20 08:00:00' },
        ],
        feedback: [{ content: 'hi', created: '2026-11-24T11:30:00Z', images: 2, voice: true }],
      }),
      NOW,
      'app',
    );
    expect(seeds.crashes.map((crash) => [crash.title, crash.created?.toISOString()])).toEqual([
      ['NPE', '2026-11-24T10:00:00.000Z'],
      ['OOM', '2026-11-20T00:00:00.000Z'],
    ]);
    expect(seeds.feedback[0]?.images).toHaveLength(2);
    expect(seeds.feedback[0]?.voice).not.toBe('');
  });

  it('names the option and the entry for a bad file', async () => {
    expect(await usageOf(() => parseReportSeeds('{', NOW, 'app'))).toMatch(
      /^Option --seed-reports: is not JSON/,
    );
    expect(
      await usageOf(() =>
        parseReportSeeds('{"crashes":[{"title":"x","created":"soon"}]}', NOW, 'app'),
      ),
    ).toBe(
      'Option --seed-reports: crashes[1].created "soon" is not a time (ISO 8601 with its zone, YYYY-MM-DD HH:mm:ss in UTC+8, or an age such as 90m, 6h, 3d)',
    );
    expect(
      await usageOf(() => parseReportSeeds('{"crashes":[{"count":1}]}', NOW, 'app')),
    ).toContain('crashes[1].title');
    expect(await usageOf(() => parseReportSeeds('{"crashes":[]}', NOW, undefined))).toBe(
      'Option --seed-reports: names no appKey: give "appKey" in the file or --seed-builds',
    );
  });

  it('serves the seeded reports newest first, page by page', async () => {
    sandbox = await startTestSandbox({ pageSize: 2 });
    const build = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.a' });
    const seeds = parseReportSeeds(
      JSON.stringify({
        crashes: ['3h', '1h', '2h'].map((created) => ({ title: `crash ${created}`, created })),
        feedback: [{ content: 'slow', created: '5m' }],
      }),
      new Date(),
      build.appKey,
    );
    expect(seedReports(sandbox.state, seeds)).toEqual({ crashes: 3, feedback: 1 });
    const first = await call<{ list: { crashTitle: string }[]; pageCount: string }>(
      sandbox,
      'crash/listAll',
      { appKey: build.appKey },
    );
    expect(first.body.data.list.map((crash) => crash.crashTitle)).toEqual(['crash 1h', 'crash 2h']);
    expect(Number(first.body.data.pageCount)).toBe(2);
    const second = await call<{ list: { crashTitle: string }[] }>(sandbox, 'crash/listAll', {
      appKey: build.appKey,
      page: '2',
    });
    expect(second.body.data.list.map((crash) => crash.crashTitle)).toEqual(['crash 3h']);
  });

  it('adds reports while it runs: POST /sandbox/reports with its api key, ages from the request', async () => {
    sandbox = await startTestSandbox();
    const build = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.b' });
    const post = async (fields: Record<string, string>) => {
      const answer = await fetch(`${sandbox?.url ?? ''}/sandbox/reports`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      return (await answer.json()) as { code: number; message: string; data: unknown };
    };
    const reports = JSON.stringify({
      appKey: build.appKey,
      crashes: [{ title: 'NPE', appVersion: '1.0', created: '0m' }],
      feedback: [{ content: 'slow', created: '0m' }],
    });
    const before = Date.now();
    expect(await post({ _api_key: sandbox.apiKey, reports })).toMatchObject({
      code: 0,
      data: { crashes: '1', feedback: '1' },
    });
    const [crash] = [...sandbox.state.crashes.values()];
    expect(crash?.created.getTime()).toBeGreaterThanOrEqual(before);
    expect(await ok(sandbox, 'feedback/listAll', { appKey: build.appKey })).toMatchObject({
      list: [{ feedbackContent: 'slow' }],
    });
    // Refused, adding nothing: no key, another key, an app it does not have, a bad entry.
    expect((await post({ reports })).code).toBe(1001);
    expect((await post({ _api_key: 'wrong', reports })).code).toBe(1002);
    const otherApp = JSON.stringify({
      appKey: 'f'.repeat(32),
      crashes: [{ title: 'x', created: '0m' }],
    });
    expect((await post({ _api_key: sandbox.apiKey, reports: otherApp })).code).toBe(1009);
    const bad = await post({
      _api_key: sandbox.apiKey,
      reports: JSON.stringify({ appKey: build.appKey, crashes: [{ title: 'x', created: 'soon' }] }),
    });
    expect([bad.code, bad.message]).toEqual([1081, expect.stringContaining('crashes[1].created')]);
    expect(sandbox.state.crashes.size).toBe(1);
  });

  it('exits 2 naming --seed-reports for a file that cannot be read, printing no banner', async () => {
    const io = captureIo();
    expect(
      await run(['sandbox', '--port', '0', '--seed-reports', '/no/such/reports.json'], io),
    ).toBe(2);
    expect(io.err()).toContain('--seed-reports: cannot be read: ENOENT');
    expect(io.out()).not.toContain('listening');
  });
});
