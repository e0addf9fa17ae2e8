/**
 * A single-step upload (service.md#single-step-upload) is published only when app/upload answered
 * the build record with its buildKey: code 0 with an empty `data` proves nothing
 * (service.md#guarantees), and the call is not repeated, since a repeat could make a second build.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BuildRecordMissingError } from '../../../../src/api/index.js';
import { run } from '../../../../src/cli/main.js';
import { checkUploadOptions } from '../../../../src/jobs/upload/options.js';
import { runUpload } from '../../../../src/jobs/upload/run.js';
import { jobWith } from '../../../helpers/job.js';
import {
  API_KEY,
  API_URL,
  operationUrl,
  testTransport,
  useMockService,
} from '../../../helpers/msw.js';
import { captureIo } from '../../cli/helpers.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

const server = useMockService();

/** app/upload answers code 0 with `data`; counts the requests. */
function serveUpload(data: unknown) {
  const seen = { count: 0 };
  server.use(
    http.post(operationUrl('app/upload'), () => {
      seen.count += 1;
      return HttpResponse.json({ code: 0, message: '', data });
    }),
  );
  return seen;
}

describe('single-step upload answered code 0 without a buildKey', () => {
  it('fails the job with BuildRecordMissingError after one request', async () => {
    const seen = serveUpload([]);
    const options = await checkUploadOptions({
      'api-key': API_KEY,
      'api-url': API_URL,
      file: APK,
      'single-step': 'true',
      // The mock service answers the upload's operations only: no look-up (README.md#re-runs).
      'if-published': 'upload',
    });
    const result = await runUpload(jobWith(testTransport({ retries: 3 })), options);
    expect(result.builds).toEqual([]);
    expect(result.failures.map((failure) => failure.error)).toEqual([
      expect.any(BuildRecordMissingError),
    ]);
    expect(seen.count).toBe(1);
  });

  it('makes `pgyer upload --single-step` exit 1 with what happened and what to do', async () => {
    const seen = serveUpload([]);
    const io = captureIo();
    const args = [
      'upload',
      APK,
      '--single-step',
      '--json',
      '--retries',
      '3',
      '--if-published',
      'upload',
    ];
    const exitCode = await run([...args, '--api-key', API_KEY, '--api-url', API_URL], io);
    expect(exitCode).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toMatch(
      /^error: app\/upload answered code 0 without the build record \(no buildKey\).* the file is not sent again.* look for the build among the app's builds/m,
    );
    expect(seen.count).toBe(1);
  });

  it('still publishes when the record carries its buildKey', async () => {
    serveUpload({ buildKey: 'b1', buildShortcutUrl: 'abcd' });
    const io = captureIo();
    const args = ['upload', APK, '--single-step', '--json', '--if-published', 'upload'];
    const exitCode = await run([...args, '--api-key', API_KEY, '--api-url', API_URL], io);
    expect(exitCode, io.err()).toBe(0);
    expect(JSON.parse(io.out())).toMatchObject([{ buildKey: 'b1', published: true }]);
  });
});

describe('single-step upload cancelled during app/upload', () => {
  it('says that whether the service made a build is unknown', async () => {
    const controller = new AbortController();
    server.use(
      http.post(operationUrl('app/upload'), async () => {
        controller.abort(new Error('cancelled by SIGINT'));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return HttpResponse.json({ code: 0, message: '', data: { buildKey: 'b1' } });
      }),
    );
    const options = await checkUploadOptions({
      'api-key': API_KEY,
      'api-url': API_URL,
      file: APK,
      'single-step': 'true',
      'if-published': 'upload',
    });
    const job = {
      ...jobWith(testTransport({ signal: controller.signal })),
      signal: controller.signal,
    };
    const result = await runUpload(job, options);
    expect(result.builds).toEqual([]);
    expect(result.failures.map((failure) => failure.error.message)).toEqual([
      'cancelled by SIGINT during app/upload, so whether the service made a build is unknown: ' +
        "look for the build among the app's builds before uploading again, which could make a " +
        'second build',
    ]);
  });
});
