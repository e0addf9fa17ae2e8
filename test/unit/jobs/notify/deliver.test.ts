/**
 * The notify job against the chat receivers over loopback: every platform delivered, signed
 * where it signs (a wrong secret refused as the platform refuses it), retried on 5xx and on each
 * platform's rate-limit answer, and never a token or secret in what it logs or returns.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SecretSet } from '../../../../src/api/redact.js';
import { runNotify, throwIfNotifyFailed } from '../../../../src/jobs/notify/run.js';
import type { DeliveryPolicy } from '../../../../src/jobs/notify/deliver.js';
import { CHAT_PLATFORMS, type ChatPlatform } from '../../../../src/sandbox/chat/server.js';
import { flood, type Flooded } from '../../../helpers/flood.js';
import { recordingLogger } from '../../../helpers/job.js';
import { startUntrustedOrigin } from '../../../helpers/untrusted-origin.js';
import {
  GITHUB_CI,
  notifyOptions,
  publishedBuild,
  useChatReceivers,
  WEBHOOK_SETTING,
} from '../../../helpers/notify.js';

const SECRETS = {
  dingtalk: 'SECdingtalk-signing-7f3a',
  feishu: 'feishu-signing-9c2b',
  webhook: 'webhook-signing-4d1e',
};
const receivers = useChatReceivers({ secrets: SECRETS });

/** Quick tries: the tests wait ms, not s. */
const QUICK: DeliveryPolicy = { retries: 2, retryDelayMs: 1, maxRetryDelayMs: 5, timeoutMs: 5000 };

function settingsFor(
  platforms: readonly ChatPlatform[],
  secrets: Partial<typeof SECRETS> = SECRETS,
) {
  const raw: Record<string, string> = {};
  for (const platform of platforms) raw[WEBHOOK_SETTING[platform]] = receivers.webhookUrl(platform);
  if (platforms.includes('dingtalk') && secrets.dingtalk) raw['dingtalk-secret'] = secrets.dingtalk;
  if (platforms.includes('feishu') && secrets.feishu) raw['feishu-secret'] = secrets.feishu;
  if (platforms.includes('webhook') && secrets.webhook) raw['webhook-secret'] = secrets.webhook;
  return raw;
}

function context() {
  const logger = recordingLogger();
  return { logger, signal: new AbortController().signal, now: Date.now, secrets: new SecretSet() };
}

function expectNoSecretIn(text: string): void {
  for (const secret of [...receivers.tokens(), ...Object.values(SECRETS)])
    expect(text).not.toContain(secret);
}

const FACTS = { builds: [publishedBuild()], failures: [], ci: GITHUB_CI };

describe('runNotify', () => {
  it('delivers one message to every platform, signed where the platform signs', async () => {
    const job = context();
    const options = notifyOptions(settingsFor(CHAT_PLATFORMS));
    const result = await runNotify(job, options, FACTS, QUICK);
    expect(result.deliveries.map((delivery) => delivery.delivered)).toEqual(
      CHAT_PLATFORMS.map(() => true),
    );
    expect(receivers.refused).toEqual([]);
    // WeCom's QR code follows its news as a picture message of its own.
    expect(receivers.received.map((message) => message.platform).sort()).toEqual(
      [...CHAT_PLATFORMS, 'wecom'].sort(),
    );
    expect(job.logger.lines).toContain('info: Notified DingTalk');
    expectNoSecretIn(JSON.stringify([result, job.logger.lines]));
  });

  it.each(['dingtalk', 'feishu', 'webhook'] as const)(
    '%s: a wrong signing secret is refused as the platform refuses it, and stays a warning',
    async (platform) => {
      const job = context();
      const options = notifyOptions(settingsFor([platform], { [platform]: 'not-the-secret-1234' }));
      const result = await runNotify(job, options, FACTS, QUICK);
      expect(result.deliveries[0]).toMatchObject({ delivered: false, attempts: 1 });
      expect(receivers.received).toEqual([]);
      const expected = {
        dingtalk: /errcode 310000: sign not match/,
        feishu: /code 19021: sign match fail/,
        webhook: /HTTP 401/,
      };
      expect(result.deliveries[0]?.problem).toMatch(expected[platform]);
      expect(job.logger.lines.at(-1)).toMatch(/^warning: Notification not delivered: /);
      expect(() => {
        throwIfNotifyFailed(result, options);
      }).not.toThrow();
      expect(() => {
        throwIfNotifyFailed(result, { ...options, required: true });
      }).toThrow(/1 of 1 notifications could not be delivered/);
      expectNoSecretIn(JSON.stringify([result, job.logger.lines]));
    },
  );

  it('without a secret, a robot that has one refuses the message', async () => {
    const result = await runNotify(
      context(),
      notifyOptions(settingsFor(['dingtalk'], {})),
      FACTS,
      QUICK,
    );
    expect(result.deliveries[0]?.problem).toMatch(/errcode 310000/);
  });

  it.each(CHAT_PLATFORMS)(
    '%s: tries again after its rate-limit answer and a 5xx',
    async (platform) => {
      receivers.fail(platform, 'rate-limit');
      receivers.fail(platform, 'server-error');
      const job = context();
      const result = await runNotify(job, notifyOptions(settingsFor([platform])), FACTS, {
        ...QUICK,
        maxRetryDelayMs: 5,
      });
      // WeCom sends its QR code picture after the news, delivered at its first try.
      const messages = platform === 'wecom' ? 2 : 1;
      expect(result.deliveries[0]).toMatchObject({ delivered: true, attempts: 3 });
      expect(receivers.received).toHaveLength(messages);
      expect(job.logger.lines.filter((line) => line.includes('trying again'))).toHaveLength(2);
      expectNoSecretIn(job.logger.lines.join('\n'));
    },
  );

  it('gives up after the bound, with the last answer', async () => {
    receivers.fail('wecom', 'rate-limit', 3);
    const result = await runNotify(context(), notifyOptions(settingsFor(['wecom'])), FACTS, QUICK);
    expect(result.deliveries[0]).toMatchObject({ delivered: false, attempts: 3 });
    expect(result.deliveries[0]?.problem).toMatch(/errcode 45009: api freq out of limit/);
  });

  it('does not try again what the platform refused for good (an unknown token)', async () => {
    const url = receivers.webhookUrl('slack').replace(/\/[^/]+$/, '/wrongtoken123');
    const result = await runNotify(
      context(),
      notifyOptions({ 'slack-webhook': url }),
      FACTS,
      QUICK,
    );
    expect(result.deliveries[0]).toMatchObject({ delivered: false, attempts: 1 });
    expect(result.deliveries[0]?.problem).toMatch(/HTTP 403: invalid_token/);
    expect(result.deliveries[0]?.problem).not.toContain('wrongtoken123');
  });

  it('an answer that quotes the request shows no part of a Slack URL, short ones too', async () => {
    receivers.fail('slack', 'echo');
    const url = `${receivers.url}/services/T000/B000/XXXX`;
    const result = await runNotify(
      context(),
      notifyOptions({ 'slack-webhook': url }),
      FACTS,
      QUICK,
    );
    const problem = result.deliveries[0]?.problem ?? '';
    expect(problem).toMatch(/HTTP 400: bad request \*\*\*/);
    expect(problem).not.toMatch(/\/(T000|B000|XXXX)\b|=XXXX/);
  });

  it.each(['dingtalk', 'feishu', 'webhook'] as const)(
    '%s: an answer that quotes the signed request shows no signature',
    async (platform) => {
      receivers.fail(platform, 'echo');
      const result = await runNotify(
        context(),
        notifyOptions(settingsFor([platform])),
        FACTS,
        QUICK,
      );
      const problem = result.deliveries[0]?.problem ?? '';
      const echoed = /\{.*\}/.exec(receivers.refused.at(-1)?.answer ?? '')?.[0] ?? '{}';
      const { query, signature, sign } = JSON.parse(echoed) as {
        query: Record<string, string>;
        signature?: string;
        sign?: string;
      };
      const signatures = [query.sign, query.timestamp, signature, sign].filter(Boolean);
      expect(signatures.length).toBeGreaterThan(0);
      for (const value of signatures) expect(problem).not.toContain(value);
      expectNoSecretIn(problem);
    },
  );

  it('a receiver answering more than 1 MiB is refused unread, not sent again, and stays a warning', async () => {
    let sent: Promise<Flooded> | undefined;
    const server = createServer((request, response) => {
      request.resume();
      sent = flood(response, 64 * 1024 * 1024);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const job = context();
      const options = notifyOptions({
        'webhook-url': `http://127.0.0.1:${port}/hooks/secret-token-abcdef`,
      });
      const result = await runNotify(job, options, FACTS, QUICK);
      expect(result.deliveries[0]?.problem).toBe(
        'Webhook: the server answered HTTP 200 with more than 1 MiB, more than any answer it ' +
          'should give: refused unread after the message was sent (not sent again)',
      );
      expect(result.deliveries[0]).toMatchObject({ delivered: false, attempts: 1 });
      expect(job.logger.lines.at(-1)).toMatch(/^warning: Notification not delivered: /);
      expect(await sent).toMatchObject({ closedByClient: true });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a receiver nobody listens on is a network problem, tried again, then a warning', async () => {
    const job = context();
    const result = await runNotify(
      job,
      notifyOptions({ 'webhook-url': 'http://127.0.0.1:9/hooks/secret-token-abcdef' }),
      FACTS,
      QUICK,
    );
    expect(result.deliveries[0]).toMatchObject({ delivered: false, attempts: 3 });
    expect(result.deliveries[0]?.problem).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify([result, job.logger.lines])).not.toContain('secret-token-abcdef');
  });

  it('a receiver whose certificate is not trusted is tried once, with what to do about it', async () => {
    const origin = await startUntrustedOrigin();
    try {
      const result = await runNotify(
        context(),
        notifyOptions({ 'webhook-url': `${origin.url}/hooks/secret-token-abcdef` }),
        FACTS,
        QUICK,
      );
      expect(result.deliveries[0]).toMatchObject({ delivered: false, attempts: 1 });
      expect(result.deliveries[0]?.problem).toContain('SELF_SIGNED_CERT_IN_CHAIN');
      expect(result.deliveries[0]?.problem).toContain('NODE_EXTRA_CA_CERTS');
      expect(origin.connections).toBe(1);
    } finally {
      await origin.close();
    }
  });

  const answers: [string, (request: IncomingMessage) => void][] = [
    ['no answer in time', () => undefined],
    ['ECONNRESET', (request) => request.socket.destroy()],
  ];
  it.each(answers)(
    'a message sent, then %s, is not sent again: the chat may already show it',
    async (problem, answer) => {
      const bodies: string[] = [];
      const server = createServer((request) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          bodies.push(body);
          answer(request);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const result = await runNotify(
          context(),
          notifyOptions({ 'webhook-url': `http://127.0.0.1:${port}/hooks/secret-token-abcdef` }),
          FACTS,
          { ...QUICK, timeoutMs: 300 },
        );
        expect(result.deliveries[0]).toMatchObject({ delivered: false, attempts: 1 });
        expect(result.deliveries[0]?.problem).toContain(problem);
        expect(bodies).toHaveLength(1);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('sends nothing when notify-on does not ask for the outcome', async () => {
    const options = notifyOptions({ ...settingsFor(['slack']), 'notify-on': 'failure' });
    expect((await runNotify(context(), options, FACTS, QUICK)).deliveries).toEqual([]);
    const failed = await runNotify(
      context(),
      options,
      { ...FACTS, failures: ['app.apk: the upload failed'] },
      QUICK,
    );
    expect(failed).toMatchObject({ outcome: 'failure', deliveries: [{ delivered: true }] });
    expect(receivers.received).toHaveLength(1);
  });
});
