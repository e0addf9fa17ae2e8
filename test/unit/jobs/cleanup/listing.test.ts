/**
 * A cleanup applies keep-latest only to a complete listing: app/builds must list at least as many
 * builds as app/view counts (its build and otherAppsCount others), else nothing is deleted.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkCleanupOptions } from '../../../../src/jobs/cleanup/options.js';
import { runCleanup } from '../../../../src/jobs/cleanup/run.js';
import { jobWith } from '../../../helpers/job.js';
import {
  API_KEY,
  API_URL,
  operationUrl,
  testTransport,
  useMockService,
} from '../../../helpers/msw.js';

const server = useMockService();

/** Builds b1 (oldest) … b<count> (newest), as app/builds lists them. */
function builds(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    buildKey: `b${index + 1}`,
    buildBuildVersion: String(index + 1),
    buildCreated: `2020-01-0${index + 1} 10:00:00`,
  }));
}

/**
 * app/view of the newest build with `otherAppsCount` (left out when undefined), app/builds as one
 * page of `listed` without a pageCount; returns the deleted keys.
 */
function serveApp(listed: ReturnType<typeof builds>, otherAppsCount: string | undefined) {
  const deleted: string[] = [];
  server.use(
    http.post(operationUrl('app/view'), () =>
      HttpResponse.json({
        code: 0,
        message: '',
        data: { buildKey: listed.at(-1)?.buildKey, otherAppsCount },
      }),
    ),
    http.post(operationUrl('app/builds'), () =>
      HttpResponse.json({ code: 0, message: '', data: { list: [...listed].reverse() } }),
    ),
    http.post(operationUrl('app/buildDelete'), async ({ request }) => {
      deleted.push(new URLSearchParams(await request.text()).get('buildKey') ?? '');
      return HttpResponse.json({ code: 0, message: '', data: [] });
    }),
  );
  return deleted;
}

function cleanup(dryRun = false) {
  const options = checkCleanupOptions({
    'api-key': API_KEY,
    'api-url': API_URL,
    'app-key': 'app1',
    'keep-latest': '2',
    'dry-run': String(dryRun),
  });
  return runCleanup(jobWith(testTransport()), options);
}

describe('cleanup of a listing shorter than the app', () => {
  it.each([false, true])(
    'deletes nothing when app/view counts more builds (dry run: %s)',
    async (dryRun) => {
      // Page 1 of 2, but the service left out pageCount: the listing holds 3 of 5 builds.
      const deleted = serveApp(builds(5).slice(2), '4');
      await expect(cleanup(dryRun)).rejects.toThrow(
        'app/builds listed 3 builds of app app1, but app/view counts 5: keep-latest is not applied ' +
          'to part of the builds; nothing was deleted. Try again later.',
      );
      expect(deleted).toEqual([]);
    },
  );

  it('deletes nothing when app/view does not count the builds', async () => {
    const deleted = serveApp(builds(3), undefined);
    await expect(cleanup()).rejects.toThrow(
      /^app\/view did not say how many builds app app1 has \(otherAppsCount\)/,
    );
    expect(deleted).toEqual([]);
  });

  it('cleans up when the listing has every build counted, or one uploaded since', async () => {
    const deleted = serveApp(builds(4), '2');
    const result = await cleanup();
    expect(deleted.sort()).toEqual(['b1', 'b2']);
    expect(result.buildCount).toBe(4);
  });
});
