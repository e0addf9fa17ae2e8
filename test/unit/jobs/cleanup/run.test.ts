/**
 * runCleanup against a fake service, for what the sandbox does not do: a listing shorter than the
 * app (keep-latest is applied only to a complete listing: app/builds must list at least as many
 * builds as app/view counts, its build and otherAppsCount others), and a refusal racing a deletion
 * whose answer is lost.
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

/** A deletion's answer: the envelope, or a lost connection (an uncertain outcome). */
type Deletion = (key: string) => Promise<Response>;

const deleted: Deletion = () =>
  Promise.resolve(HttpResponse.json({ code: 0, message: '', data: [] }));

/**
 * app/view of the newest build with `otherAppsCount` (left out when undefined), app/builds as one
 * page of `listed` without a pageCount, app/buildDelete by `deletion`; returns the keys sent.
 */
function serveApp(
  listed: ReturnType<typeof builds>,
  otherAppsCount: string | undefined,
  deletion = deleted,
) {
  const sent: string[] = [];
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
      const key = new URLSearchParams(await request.text()).get('buildKey') ?? '';
      sent.push(key);
      return deletion(key);
    }),
  );
  return sent;
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
      const sent = serveApp(builds(5).slice(2), '4');
      await expect(cleanup(dryRun)).rejects.toThrow(
        'app/builds listed 3 builds of app app1, but app/view counts 5: keep-latest is not applied ' +
          'to part of the builds; nothing was deleted. Try again later.',
      );
      expect(sent).toEqual([]);
    },
  );

  it('deletes nothing when app/view does not count the builds', async () => {
    const sent = serveApp(builds(3), undefined);
    await expect(cleanup()).rejects.toThrow(
      /^app\/view did not say how many builds app app1 has \(otherAppsCount\)/,
    );
    expect(sent).toEqual([]);
  });

  it('cleans up when the listing has every build counted, or one uploaded since', async () => {
    const sent = serveApp(builds(4), '2');
    const result = await cleanup();
    expect(sent.sort()).toEqual(['b1', 'b2']);
    expect(result.buildCount).toBe(4);
  });
});

describe('cleanup that stops', () => {
  const after = (ms: number, answer: () => Response) =>
    new Promise<Response>((resolve) => {
      setTimeout(() => {
        resolve(answer());
      }, ms);
    });

  // b1 is refused at once; b2, already sent, loses its answer after: the refusal alone would end
  // the run cleanly, but whether b2 is gone is unknown.
  it('fails when a deletion with an unknown outcome follows a refusal', async () => {
    serveApp(builds(4), '3', (key) =>
      key === 'b1'
        ? after(1, () => HttpResponse.json({ code: 1202, message: '', data: [] }))
        : after(30, () => HttpResponse.error()),
    );
    const result = await cleanup();
    expect(result.uncertain.map(({ build }) => build.buildKey)).toEqual(['b2']);
    expect(result.stop?.kind).toBe('failed');
    expect(result.stop?.note).toMatch(
      /^Stopped after 0 deletions: app\/buildDelete failed with code 1202: .*; whether 1 build was deleted is unknown \(not sent again\): b2$/,
    );
  });

  it('stops cleanly on a refusal alone', async () => {
    serveApp(builds(4), '3', (key) =>
      key === 'b1'
        ? after(1, () => HttpResponse.json({ code: 1202, message: '', data: [] }))
        : after(30, () => HttpResponse.json({ code: 0, message: '', data: [] })),
    );
    const result = await cleanup();
    expect(result.stop?.kind).toBe('refused');
    expect(result.deleted.map(({ build }) => build.buildKey)).toEqual(['b2']);
  });
});
