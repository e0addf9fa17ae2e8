import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { silentLogger, type Logger } from '../../../../src/api/index.js';
import {
  deleteBuilds,
  describeDecision,
  MAX_CONCURRENT_DELETIONS,
} from '../../../../src/jobs/cleanup/delete-builds.js';
import type { BuildDecision } from '../../../../src/jobs/cleanup/policy.js';
import { operationUrl, testTransport, useMockService } from '../../../helpers/msw.js';

const server = useMockService();

function decisions(count: number): BuildDecision[] {
  return Array.from({ length: count }, (_, index) => ({
    build: { buildKey: `b${index}` },
    reason: 'old',
  }));
}

/** Serves app/buildDelete, answering `answer(key)` after a short delay; tracks calls and overlap. */
function serveDeletions(
  answer: (key: string, call: number) => object = () => ({ code: 0, message: '' }),
) {
  const seen = { keys: [] as string[], running: 0, maxRunning: 0 };
  server.use(
    http.post(operationUrl('app/buildDelete'), async ({ request }) => {
      const key = new URLSearchParams(await request.text()).get('buildKey') ?? '';
      const call = seen.keys.push(key);
      seen.running += 1;
      seen.maxRunning = Math.max(seen.maxRunning, seen.running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.running -= 1;
      return HttpResponse.json(answer(key, call));
    }),
  );
  return seen;
}

describe('deleteBuilds', () => {
  it('deletes every build once, at most four at a time', async () => {
    const seen = serveDeletions();
    const report = await deleteBuilds(testTransport(), decisions(20), silentLogger);
    expect(report.deleted).toHaveLength(20);
    expect(new Set(seen.keys).size).toBe(20);
    expect(seen.keys).toHaveLength(20);
    expect(seen.maxRunning).toBe(MAX_CONCURRENT_DELETIONS);
  });

  it('slows down when the service answers 1098, and deletes nothing twice', async () => {
    const seen = serveDeletions((_key, call) =>
      call <= 3 ? { code: 1098, message: 'limit' } : { code: 0, message: '' },
    );
    const warnings: string[] = [];
    const logger: Logger = { ...silentLogger, warning: (message) => warnings.push(message) };
    const report = await deleteBuilds(testTransport(), decisions(12), logger);
    expect(report.deleted).toHaveLength(12);
    expect(warnings).toContain('The service answered 1098 (hourly limit): deleting 1 at a time');
    // The three refused calls were repeated; every build was deleted exactly once.
    expect(seen.keys).toHaveLength(15);
    expect(new Set(report.deleted.map(({ build }) => build.buildKey)).size).toBe(12);
  });

  it('stops cleanly at 1202 and reports what was deleted before', async () => {
    const seen = serveDeletions((key) =>
      key === 'b5' ? { code: 1202, message: '' } : { code: 0, message: '' },
    );
    const report = await deleteBuilds(testTransport(), decisions(20), silentLogger);
    expect(report.refusal?.code).toBe(1202);
    expect(report.failure).toBeUndefined();
    expect(report.deleted.length + report.notDeleted.length).toBe(20);
    expect(report.deleted.length).toBeLessThan(20);
    expect(seen.keys.length).toBeLessThan(20);
  });

  it('stops at another failure without repeating a deletion the service may have done', async () => {
    const seen = serveDeletions((key) =>
      key === 'b2' ? { code: 1188, message: 'an error occurred' } : { code: 0, message: '' },
    );
    server.use(
      http.post(operationUrl('app/buildDelete'), async ({ request }) => {
        const key = new URLSearchParams(await request.clone().text()).get('buildKey');
        if (key !== 'b1') return undefined;
        seen.keys.push('b1');
        return new HttpResponse('<html>502</html>', { status: 502 });
      }),
    );
    const report = await deleteBuilds(testTransport(), decisions(10), silentLogger);
    expect(report.failure?.message).toMatch(/^app\/buildDelete/);
    expect(seen.keys.filter((key) => key === 'b1')).toHaveLength(1);
    expect(report.deleted.map(({ build }) => build.buildKey)).not.toContain('b1');
    // The gateway's page may have come after the deletion: unknown, not "not deleted".
    expect(report.uncertain.map(({ build }) => build.buildKey)).toEqual(['b1']);
  });
});

describe('describeDecision', () => {
  it("writes the service's upload time (UTC+8) in UTC with its zone", () => {
    const build = {
      buildKey: 'k1',
      buildVersion: '1.2.3',
      buildBuildVersion: 7,
      buildCreated: '2026-01-01 10:00:00',
    };
    expect(describeDecision({ build, reason: 'beyond keep-latest' })).toBe(
      '1.2.3 (Pgyer build #7, uploaded 2026-01-01 02:00 UTC) k1',
    );
    expect(describeDecision({ build: { buildKey: 'k2' }, reason: 'beyond keep-latest' })).toBe(
      '? (Pgyer build ?, upload time unknown) k2',
    );
  });
});
