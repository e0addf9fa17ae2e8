/**
 * The upload job owns its storage connections: the run opens them and closes them when it ends,
 * so nothing of an upload outlives the run (no keep-alive socket, no connection opened ahead).
 * Each file is measured once, by the check: the upload sends what was checked.
 */
import { appendFile, copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileChangedError } from '../../../../src/api/index.js';
import { checkUploadOptions } from '../../../../src/jobs/upload/options.js';
import { runUpload } from '../../../../src/jobs/upload/run.js';
import { jobWith } from '../../../helpers/job.js';
import {
  API_KEY,
  API_URL,
  serveRecorded,
  serveUploadTokens,
  testTransport,
  useMockService,
} from '../../../helpers/msw.js';
import { reply204, startStorageServer } from '../../../helpers/storage-server.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

const server = useMockService();
let storage: Awaited<ReturnType<typeof startStorageServer>>;

// reply204 keeps each connection alive for the next upload, as COS does.
beforeAll(async () => {
  storage = await startStorageServer([reply204]);
});
afterAll(() => storage.close());

/** Whether every connection the storage host accepted has been closed, polled for up to 1 s. */
async function allClosedSoon(): Promise<boolean> {
  for (let waited = 0; waited < 1000; waited += 10) {
    if (storage.connections.every((socket) => socket.closed)) return true;
    await sleep(10);
  }
  return false;
}

describe('runUpload', () => {
  it('closes the storage connections it used when it ends, the idle keep-alive ones too', async () => {
    serveUploadTokens(server, storage.url);
    // Twice the same file: the second upload reuses the first one's connection or one opened ahead.
    const options = await checkUploadOptions({
      'api-key': API_KEY,
      'api-url': API_URL,
      file: [APK, `./${APK}`],
      wait: 'false',
      // The mock service answers the upload's operations only: no look-up (README.md#re-runs).
      'if-published': 'upload',
    });
    const result = await runUpload(jobWith(testTransport()), options);
    expect(result.failures).toEqual([]);
    expect(storage.uploads).toHaveLength(2);
    expect(storage.connections.length).toBeGreaterThan(0);
    // Node's agents close an idle connection after 5 s: what closes it sooner is the run.
    expect(await allClosedSoon()).toBe(true);
  });

  /** Checks a copy of the APK with `singleStep`, grows it by 4 KiB, then runs the upload. */
  async function uploadGrownAfterCheck(singleStep: boolean) {
    const file = join(await mkdtemp(join(tmpdir(), 'upload-run-')), 'app.apk');
    await copyFile(APK, file);
    const options = await checkUploadOptions({
      'api-key': API_KEY,
      'api-url': API_URL,
      file,
      'single-step': String(singleStep),
      wait: 'false',
      'if-published': 'upload',
    });
    await appendFile(file, Buffer.alloc(4096));
    const result = await runUpload(jobWith(testTransport()), options);
    expect(result.builds).toEqual([]);
    const errors = result.failures.map(({ error }) => error);
    expect(errors).toEqual([expect.any(FileChangedError)]);
    return errors;
  }

  it('uploads the size the check measured: a file that grew since fails instead of going up unchecked', async () => {
    serveUploadTokens(server, storage.url);
    await uploadGrownAfterCheck(false);
  });

  it('sends in one request the size the check measured: a file that grew since fails, unsent', async () => {
    const sent = serveRecorded(server, 'app/upload', { buildKey: 'bk-single' });
    const [error] = await uploadGrownAfterCheck(true);
    expect(sent.params).toBeUndefined();
    expect(String(error)).toMatch(/changed size since it was checked .*, so it was not sent;/);
  });
});
