/**
 * The app key of each published build, which buildInfo's record lacks: app/listMy's first page,
 * read once a run, names the app by the build's key or, when another build is the app's current
 * one (set-newest), by its identifier and platform; a failed read is a warning, never a failed run.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toPublishedBuild, type BuildRecord } from '../../../../src/api/index.js';
import { withAppKeys } from '../../../../src/jobs/upload/publish/app-keys.js';
import { jobWith, recordingLogger } from '../../../helpers/job.js';
import { API_URL, operationUrl, testTransport, useMockService } from '../../../helpers/msw.js';

const server = useMockService();

/** A published Android build of `record`, as the upload job has it before the lookup. */
function published(record: BuildRecord) {
  return toPublishedBuild(API_URL, {
    uploadKey: record.buildKey ?? '',
    buildType: 'android',
    fileName: 'app.apk',
    fileSize: 1,
    uploadSeconds: 1,
    published: { build: record, publishSeconds: 1 },
  });
}

/** app/listMy answers `apps` (numbers as the service's strings), counting its requests. */
function serveApps(apps: Record<string, string>[]): { requests: number } {
  const seen = { requests: 0 };
  server.use(
    http.post(operationUrl('app/listMy'), () => {
      seen.requests += 1;
      return HttpResponse.json({ code: 0, message: '', data: { list: apps } });
    }),
  );
  return seen;
}

describe('withAppKeys', () => {
  it("finds each build's app in one request: by buildKey, else by identifier and platform", async () => {
    const seen = serveApps([
      { appKey: 'app-new', buildKey: 'bk-new', buildIdentifier: 'com.new', buildType: '2' },
      { appKey: 'app-ios', buildKey: 'bk-ios', buildIdentifier: 'com.old', buildType: '1' },
      { appKey: 'app-old', buildKey: 'bk-kept', buildIdentifier: 'com.old', buildType: '2' },
    ]);
    const builds = [
      published({ buildKey: 'bk-new', buildIdentifier: 'com.new', buildType: 2 }),
      // set-newest kept bk-kept current: the new build is not what app/listMy lists.
      published({ buildKey: 'bk-2', buildIdentifier: 'com.old', buildType: 2 }),
      published({ buildKey: 'bk-3', buildIdentifier: 'com.elsewhere', buildType: 2 }),
    ];
    const found = await withAppKeys(jobWith(testTransport()), builds);
    expect(found.map((build) => build.appKey)).toEqual(['app-new', 'app-old', '']);
    expect(seen.requests).toBe(1);
  });

  it("takes the keys from the run's list asked before the publish, asking nothing after it", async () => {
    const seen = serveApps([]);
    // The run's look-up listed the app before the upload: its current build is an older one.
    const listed = Promise.resolve([
      { appKey: 'app-old', buildKey: 'bk-1', buildIdentifier: 'com.old', buildType: 2 },
    ]);
    const [build] = await withAppKeys(
      jobWith(testTransport()),
      [published({ buildKey: 'bk-2', buildIdentifier: 'com.old', buildType: 2 })],
      listed,
    );
    expect(build?.appKey).toBe('app-old');
    expect(seen.requests).toBe(0);
  });

  it("asks once after the publish for an app the run's list did not have (its first upload)", async () => {
    const seen = serveApps([
      { appKey: 'app-new', buildKey: 'bk-new', buildIdentifier: 'com.new', buildType: '2' },
    ]);
    const [build] = await withAppKeys(
      jobWith(testTransport()),
      [published({ buildKey: 'bk-new', buildIdentifier: 'com.new', buildType: 2 })],
      Promise.resolve([]),
    );
    expect(build?.appKey).toBe('app-new');
    expect(seen.requests).toBe(1);
  });

  it('asks nothing when every build has its key or none is published', async () => {
    const seen = serveApps([]);
    const withKey = published({ buildKey: 'bk1', appKey: 'ak1' });
    const unwaited = { ...published({}), published: false };
    await withAppKeys(jobWith(testTransport()), [withKey, unwaited]);
    expect(seen.requests).toBe(0);
  });

  it('warns and leaves the key empty when app/listMy fails', async () => {
    server.use(
      http.post(operationUrl('app/listMy'), () =>
        HttpResponse.json({ code: 1001, message: 'api key wrong', data: [] }),
      ),
    );
    const logger = recordingLogger();
    const [build] = await withAppKeys(jobWith(testTransport(), logger), [
      published({ buildKey: 'bk1' }),
    ]);
    expect(build?.appKey).toBe('');
    expect(logger.lines).toContainEqual(
      expect.stringMatching(/^warning: Could not read the app key of the builds \(app\/listMy: /),
    );
  });
});
