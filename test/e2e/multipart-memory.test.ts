/**
 * A single-step upload (one multipart app/upload request) streams its file: the CLI bundle sends
 * a 192 MiB package byte for byte while its peak memory stays far below the file's size, on both
 * runtimes. The API reads the body slowly, so a sender that read ahead of the socket would pile
 * the file up in memory.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writePaddedPackage } from '../helpers/padded-package.js';
import { NODE_24, outputOf, SYSTEM_NODE } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const MIB = 1024 * 1024;
const PADDING_BYTES = 192 * MIB;
/**
 * Peak RSS allowed: the run took 94 and 96 MiB (Node 20, 24); sent through fetch from an
 * openAsBlob file, the body piled up ahead of the slow reader, 286 and 330 MiB.
 */
const MAX_RSS_BYTES = 140 * MIB;
const MAX_RSS = pathToFileURL(resolve('test/helpers/max-rss.mjs')).href;

let folder: string;
let path: string;
let fileSha256: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'multipart-memory-'));
  path = join(folder, 'big.apk');
  await writePaddedPackage(APK, path, PADDING_BYTES);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  fileSha256 = hash.digest('hex');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** What the API received as the file part of app/upload: its length and its SHA-256. */
interface Received {
  fileBytes: number;
  fileSha256: string;
}

/**
 * An API answering app/upload with a published build once it has read the body, slowly (a pause
 * every read); the file part is hashed as it arrives, the body never held whole.
 */
async function hashingApi(received: Received[]): Promise<Server> {
  const server = createServer((request, response) => {
    const boundary = /boundary=(.+)$/.exec(request.headers['content-type'] ?? '')?.[1] ?? '';
    const tailBytes = `\r\n--${boundary}--\r\n`.length;
    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    let inFile = false;
    let held = Buffer.alloc(0);
    let fileBytes = 0;
    request.on('data', (data: Buffer) => {
      let part = data;
      if (!inFile) {
        head = Buffer.concat([head, part]);
        const start = head.indexOf('\r\n\r\n', head.indexOf('name="file"'));
        if (start < 0) return;
        inFile = true;
        part = head.subarray(start + 4);
      }
      // The last tailBytes may be the closing boundary: held back until more comes.
      held = Buffer.concat([held, part]);
      const ready = held.subarray(0, Math.max(0, held.length - tailBytes));
      hash.update(ready);
      fileBytes += ready.length;
      held = Buffer.from(held.subarray(ready.length));
      request.pause();
      setImmediate(() => request.resume());
    });
    request.on('end', () => {
      received.push({ fileBytes, fileSha256: hash.digest('hex') });
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
  'sends a 192 MiB file in one multipart request byte for byte, in bounded memory (%s)',
  async (runtime, node) => {
    const received: Received[] = [];
    const server = await hashingApi(received);
    const rssFile = join(folder, `max-rss-${runtime.replace(' ', '')}`);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const child = spawn(
        node,
        [
          '--import',
          MAX_RSS,
          'dist/cli/index.js',
          'upload',
          path,
          '--single-step',
          '--api-url',
          url,
        ],
        {
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            PGYER_API_KEY: 'k',
            MAX_RSS_FILE: rssFile,
          },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      child.stdin.end();
      const run = await outputOf(child);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(received).toEqual([{ fileBytes: (await stat(path)).size, fileSha256 }]);
      const maxRss = Number(await readFile(rssFile, 'utf8'));
      expect(maxRss, `peak RSS ${(maxRss / MIB).toFixed(1)} MiB`).toBeLessThan(MAX_RSS_BYTES);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  },
  120_000,
);
