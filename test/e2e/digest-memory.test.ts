/**
 * The package digest (README.md `if-published`) reads the whole file before the upload: on Node
 * 24, as the runner starts it, upload-and-wait uploads a 256 MiB package with its peak memory far
 * below the file's size. A read stream's fresh 1 MiB chunks piled up until the garbage collector
 * ran: the digest alone then peaked at 124 MiB RSS, this run at 128 MiB, a 512 MiB upload at 131
 * to 136 MiB (sampled: test/helpers/sampled-rss.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writePaddedPackage } from '../helpers/padded-package.js';
import { useSandbox } from '../helpers/sandbox.js';
import { NODE_24, outputOf } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const MIB = 1024 * 1024;
/** Peak RSS allowed: the run took 64 to 66 MiB with one read buffer (8 MiB to 512 MiB alike). */
const MAX_RSS_BYTES = 96 * MIB;
const MAX_RSS = pathToFileURL(resolve('test/helpers/sampled-rss.mjs')).href;

const sandbox = useSandbox();
let folder: string;
let path: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'digest-memory-'));
  path = join(folder, 'big.apk');
  await writePaddedPackage(APK, path, 256 * MIB);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

it('uploads a 256 MiB package, its digest read first, in bounded memory (Node 24)', async () => {
  const rssFile = join(folder, 'max-rss');
  // The bundle alone, as the runner starts it (the harness's runner adds processes of its own).
  const child = spawn(NODE_24, ['--import', MAX_RSS, 'dist/upload-and-wait/index.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      GITHUB_OUTPUT: '/dev/null',
      GITHUB_STEP_SUMMARY: '/dev/null',
      'INPUT_API-KEY': sandbox.apiKey,
      'INPUT_API-URL': sandbox.url,
      INPUT_FILE: path,
      'INPUT_IF-PUBLISHED': 'upload',
      INPUT_WAIT: 'true',
      INPUT_SUMMARY: 'false',
      MAX_RSS_FILE: rssFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = await outputOf(child);
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  // The digest was read: it rides in the description (README.md#re-runs-publish-nothing-twice).
  const [build] = [...sandbox.state.builds.values()];
  expect(build?.description).toMatch(/package-sha256:[0-9a-f]{64}$/);
  const maxRss = Number(await readFile(rssFile, 'utf8'));
  expect(maxRss, `peak RSS ${(maxRss / MIB).toFixed(1)} MiB`).toBeLessThan(MAX_RSS_BYTES);
}, 120_000);
