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
import { publishedBuild } from '../helpers/notify.js';
import { NODE_24, outputOf, SYSTEM_NODE, type CliRun } from './harness.js';

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

const RUNTIMES = [
  ['Node 20', SYSTEM_NODE],
  ['Node 24', NODE_24],
] as const;

/**
 * Runs the CLI bundle on `node` with a garbage collection every 300 ms, `args`, `env` and
 * `stdin`; killed after KILL_AFTER_MS.
 */
async function runWithForcedGc(
  node: string,
  args: readonly string[],
  env: Record<string, string>,
  stdin = '',
): Promise<CliRun> {
  const child = spawn(node, ['--expose-gc', '--import', FORCE_GC, 'dist/cli/index.js', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(stdin);
  const kill = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
  return outputOf(child).finally(() => {
    clearTimeout(kill);
  });
}

describe('a host that never answers', () => {
  it.each(RUNTIMES)(
    'times out as configured on %s with forced garbage collection',
    async (_name, node) => {
      const run = await runWithForcedGc(
        node,
        [
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
        { PGYER_API_KEY: 'silent-host-test-key' },
      );
      expect(run.stderr).toContain('app/listMy got no answer');
      expect(run.stderr).toContain('timed out after 3 s');
      expect(run.exitCode).toBe(1);
    },
    45_000,
  );

  it.each(RUNTIMES)(
    'gives a webhook its 10 s on %s with forced garbage collection: a warning, the run passes',
    async (_name, node) => {
      const run = await runWithForcedGc(
        node,
        ['notify', '-'],
        { PGYER_WEBHOOK_URL: `${host.url}/hooks/silent-token-0123456789` },
        JSON.stringify([publishedBuild()]),
      );
      expect(run.stderr).toContain(
        'Notification not delivered: Webhook: no answer in time after the message was sent (not sent again)',
      );
      expect(run.exitCode).toBe(0);
    },
    45_000,
  );
});
