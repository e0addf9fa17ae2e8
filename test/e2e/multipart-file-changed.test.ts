/**
 * A file that grows while a multipart request sends it (`pgyer upload --single-step`): the run
 * fails with the FileChangedError message, exit code 1, on both runtimes. Node 24's stream of a
 * file opened with `openAsBlob` threw "NotReadableError: The blob could not be read" outside any
 * promise once the file changed, which crashed the process with a stack; Node 20 said "fetch
 * failed". The committed bundle runs as a process against a loopback API that reads the body
 * slowly, and the test appends to the file after the first bytes arrived.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writePaddedPackage } from '../helpers/padded-package.js';
import { NODE_24, outputOf, SYSTEM_NODE } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
/** Well over the socket buffers, so the body is still being read from disk when the file grows. */
const PADDING_BYTES = 32 * 1024 * 1024;

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'multipart-file-changed-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/**
 * An API whose app/upload reads the first bytes of the body, then waits for `grow` to append to
 * the file before it reads on; it answers a published build if the body ever ends.
 */
async function slowApi(grow: () => Promise<void>): Promise<Server> {
  const server = createServer((request, response) => {
    request.once('data', () => {
      request.pause();
      void grow().then(() => {
        setTimeout(() => request.resume(), 200);
      });
    });
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 0, message: '', data: { buildKey: 'b1' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

it.each([
  ['Node 20', SYSTEM_NODE],
  ['Node 24', NODE_24],
])(
  'fails with FileChangedError when the file grows during a single-step upload (%s)',
  async (_runtime, node) => {
    const path = join(folder, `app-${_runtime.replace(' ', '')}.apk`);
    await writePaddedPackage(APK, path, PADDING_BYTES);
    const server = await slowApi(() => appendFile(path, 'more bytes'));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const child = spawn(
        node,
        ['dist/cli/index.js', 'upload', path, '--single-step', '--api-url', url],
        {
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PGYER_API_KEY: 'k' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      child.stdin.end();
      const run = await outputOf(child);
      expect(run.stderr).toContain(`${path} changed size during the upload`);
      expect(run.stderr).not.toMatch(
        /NotReadableError|blob could not be read|fetch failed|\n\s+at /,
      );
      expect(run.exitCode, run.stderr).toBe(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  },
  60_000,
);
