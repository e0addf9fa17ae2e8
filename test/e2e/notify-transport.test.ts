/**
 * How `pgyer notify` reaches the chat platforms, end to end on both runtimes: through the proxy
 * the environment names (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) as the API calls and the storage
 * upload go, and within the answer size limit (a webhook answering without end is refused unread:
 * a warning, since notify-required is false, where a 2 GiB answer ended the process).
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flood, type Flooded } from '../helpers/flood.js';
import { publishedBuild, useChatReceivers } from '../helpers/notify.js';
import { tunnellingProxy, type TunnellingProxy } from '../helpers/proxy.js';
import { NODE_24, outputOf, SYSTEM_NODE, type CliRun } from './harness.js';

const BUILDS = JSON.stringify([publishedBuild()]);
const RUNTIMES = [
  ['Node 20', SYSTEM_NODE],
  ['Node 24', NODE_24],
] as const;

const receivers = useChatReceivers();
let proxy: TunnellingProxy;

beforeAll(async () => {
  proxy = await tunnellingProxy();
});
afterAll(async () => {
  await proxy.close();
});
afterEach(() => {
  proxy.targets.length = 0;
});

/** Runs `pgyer notify -` on `node` with the builds on stdin and `env` as its environment. */
async function notify(node: string, env: Record<string, string>): Promise<CliRun> {
  const child = spawn(node, ['dist/cli/index.js', 'notify', '-'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(BUILDS);
  return outputOf(child);
}

describe.each(RUNTIMES)('pgyer notify on %s', (_name, node) => {
  it('sends through HTTP_PROXY, and straight to a host NO_PROXY names', async () => {
    const webhook = receivers.webhookUrl('slack');
    const proxied = await notify(node, {
      PGYER_SLACK_WEBHOOK: webhook,
      HTTP_PROXY: proxy.url,
      HTTPS_PROXY: proxy.url,
    });
    expect(proxied.stderr).toContain('Notified Slack');
    expect(proxied.exitCode).toBe(0);
    expect(proxy.targets).toEqual([new URL(webhook).host]);

    proxy.targets.length = 0;
    const exempt = await notify(node, {
      PGYER_SLACK_WEBHOOK: webhook,
      HTTP_PROXY: proxy.url,
      HTTPS_PROXY: proxy.url,
      NO_PROXY: '127.0.0.1',
    });
    expect(exempt.stderr).toContain('Notified Slack');
    expect(proxy.targets).toEqual([]);
    expect(receivers.received).toHaveLength(2);
  });

  it.each([403, 407, 502])(
    'sends again after the proxy refused the tunnel with HTTP %i: nothing had been sent',
    async (status) => {
      const refusing = await tunnellingProxy({ status, times: 1 });
      try {
        const webhook = receivers.webhookUrl('slack');
        const run = await notify(node, {
          PGYER_SLACK_WEBHOOK: webhook,
          HTTP_PROXY: refusing.url,
          HTTPS_PROXY: refusing.url,
        });
        expect(run.stderr).toContain('Notified Slack');
        expect(run.stderr).not.toContain('not sent again');
        expect(run.exitCode).toBe(0);
        expect(refusing.targets).toEqual([new URL(webhook).host, new URL(webhook).host]);
        expect(receivers.received).toHaveLength(1);
      } finally {
        await refusing.close();
      }
    },
  );

  it('refuses a webhook answer over 1 MiB unread: a warning, the run passes', async () => {
    const floods: Promise<Flooded>[] = [];
    const server: Server = createServer((request, response) => {
      request.resume();
      floods.push(flood(response, 64 * 1024 * 1024));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const run = await notify(node, {
        PGYER_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/flood-token-0123456789`,
      });
      expect(run.stderr).toContain(
        'Notification not delivered: Webhook: the server answered HTTP 200 with more than 1 MiB',
      );
      expect(run.stderr).not.toContain('flood-token-0123456789');
      expect(run.exitCode).toBe(0);
      expect(floods).toHaveLength(1);
      expect(await floods[0]).toMatchObject({ closedByClient: true });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
