/**
 * A single-step upload (one multipart app/upload request) streams its file: the CLI bundle sends
 * a 192 MiB package byte for byte while its peak memory stays far below the file's size, on both
 * runtimes. The API reads the body slowly, so a sender that read ahead of the socket would pile
 * the file up in memory.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writePaddedPackage } from '../helpers/padded-package.js';
import { NODE_24, SYSTEM_NODE } from './harness.js';
import { singleStepApi, uploadSingleStep, type SingleStepApi } from './single-step-api.js';

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
 * An API answering app/upload once it has read the body, slowly (a pause every read); the file
 * part is hashed as it arrives, the body never held whole.
 */
function hashingApi(received: Received[]): Promise<SingleStepApi> {
  return singleStepApi((request) => {
    // The run reads app/listMy after the upload, for the build's appKey: only app/upload counts.
    if (!request.url?.includes('app/upload')) {
      request.resume();
      return;
    }
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
    });
  });
}

it.each([
  ['Node 20', SYSTEM_NODE],
  ['Node 24', NODE_24],
])(
  'sends a 192 MiB file in one multipart request byte for byte, in bounded memory (%s)',
  async (runtime, node) => {
    const received: Received[] = [];
    const api = await hashingApi(received);
    const rssFile = join(folder, `max-rss-${runtime.replace(' ', '')}`);
    try {
      const run = await uploadSingleStep(node, path, api, {
        nodeOptions: ['--import', MAX_RSS],
        env: { MAX_RSS_FILE: rssFile },
      });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(received).toEqual([{ fileBytes: (await stat(path)).size, fileSha256 }]);
      const maxRss = Number(await readFile(rssFile, 'utf8'));
      expect(maxRss, `peak RSS ${(maxRss / MIB).toFixed(1)} MiB`).toBeLessThan(MAX_RSS_BYTES);
    } finally {
      api.close();
    }
  },
  120_000,
);
