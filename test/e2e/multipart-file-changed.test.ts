/**
 * A file that grows while a multipart request sends it (`pgyer upload --single-step`): the run
 * fails with the FileChangedError message, exit code 1, on both runtimes. Node 24's stream of a
 * file opened with `openAsBlob` threw "NotReadableError: The blob could not be read" outside any
 * promise once the file changed, which crashed the process with a stack; Node 20 said "fetch
 * failed". The committed bundle runs as a process against a loopback API that reads the body
 * slowly, and the test appends to the file after the first bytes arrived.
 */
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writePaddedPackage } from '../helpers/padded-package.js';
import { NODE_24, SYSTEM_NODE } from './harness.js';
import { singleStepApi, uploadSingleStep } from './single-step-api.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
/** Well over the socket buffers, so the body is still being read from disk when the file grows. */
const PADDING_BYTES = 32 * 1024 * 1024;

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'multipart-file-changed-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

it.each([
  ['Node 20', SYSTEM_NODE],
  ['Node 24', NODE_24],
])(
  'fails with FileChangedError when the file grows during a single-step upload (%s)',
  async (_runtime, node) => {
    const path = join(folder, `app-${_runtime.replace(' ', '')}.apk`);
    await writePaddedPackage(APK, path, PADDING_BYTES);
    // Reads the first bytes, then waits for the file to grow before it reads on.
    const api = await singleStepApi((request) => {
      request.once('data', () => {
        request.pause();
        void appendFile(path, 'more bytes').then(() => {
          setTimeout(() => request.resume(), 200);
        });
      });
    });
    try {
      const run = await uploadSingleStep(node, path, api);
      expect(run.stderr).toContain(`${path} changed size during the upload`);
      expect(run.stderr).not.toMatch(
        /NotReadableError|blob could not be read|fetch failed|\n\s+at /,
      );
      expect(run.exitCode, run.stderr).toBe(1);
    } finally {
      api.close();
    }
  },
  60_000,
);
