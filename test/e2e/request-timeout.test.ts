/**
 * The per-request timeout holds on every supported Node, run after run: the committed CLI bundle
 * against a host that accepts and never answers, with a garbage collection every 300 ms (as a busy
 * process gets). On Node 20 an `AbortSignal.timeout` inside `AbortSignal.any` is collected and
 * never fires (Node issue 57736): the CLI hung until it was killed.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentHost, type SilentHost } from '../helpers/silent-host.js';
import { NODE_24, outputOf, SYSTEM_NODE } from './harness.js';

const FORCE_GC = pathToFileURL(resolve('test/helpers/force-gc.mjs')).href;
/** Far above the 3 s asked for: a run still going then has lost its timeout. */
const KILL_AFTER_MS = 30_000;

let host: SilentHost;

beforeAll(async () => {
  host = await silentHost();
});
afterAll(async () => {
  await host.close();
});

describe('a host that never answers', () => {
  it.each([
    ['Node 20', SYSTEM_NODE],
    ['Node 24', NODE_24],
  ])(
    'times out as configured on %s with forced garbage collection',
    async (_name, node) => {
      const child = spawn(
        node,
        [
          '--expose-gc',
          '--import',
          FORCE_GC,
          'dist/cli/index.js',
          'apps',
          '--api-url',
          host.url,
          '--request-timeout-seconds',
          '3',
          '--retries',
          '0',
          '--fallback-api-urls',
          'none',
        ],
        {
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            PGYER_API_KEY: 'silent-host-test-key',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const kill = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
      const run = await outputOf(child).finally(() => {
        clearTimeout(kill);
      });
      expect(run.stderr).toContain('app/listMy got no answer');
      expect(run.stderr).toContain('timed out after 3 s');
      expect(run.exitCode).toBe(1);
    },
    45_000,
  );
});
