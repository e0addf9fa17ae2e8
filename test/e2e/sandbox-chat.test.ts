/**
 * What the sandbox's chat receivers took, for a person to look at: `pgyer notify` (the bundle)
 * sends a build with outside text in its name to every webhook the sandbox process printed; the
 * sandbox logs one line per message (platform and title, no token, no secret) and serves
 * `/sandbox/chat`, each message as its platform shows it, newest first, everything escaped.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/jobs/notify/options.js';
import { publishedBuild } from '../helpers/notify.js';
import { launchChromium } from './browser.js';
import { leakedPiece, outputOf, startSandboxProcess } from './harness.js';

const NAME = 'Pay <script>alert(1)</script> **bold** [x](https://evil.example)';

/**
 * Runs `pgyer notify` (the bundle) with a build named `name` and `notes` to every webhook
 * `banner` (the sandbox's) prints, with the signing secrets it prints; the tokens and secrets.
 */
async function notifyEveryWebhook(banner: string, name: string, notes = ''): Promise<string[]> {
  const options: string[] = [];
  const secrets: string[] = [];
  for (const { webhook } of CHANNELS) {
    const label = webhook === 'webhook-url' ? 'chat' : webhook;
    const line = new RegExp(`^ +${label}: +(\\S+)(?: \\(([\\w-]+): (\\S+)\\))?`, 'm');
    const [, url = '', secretName, secretValue = ''] = line.exec(banner) ?? [];
    options.push(`--${webhook}`, url, ...(secretName ? [`--${secretName}`, secretValue] : []));
    secrets.push(new URL(url).pathname.split('/').pop() ?? '', new URL(url).search);
    if (secretValue) secrets.push(secretValue);
  }
  const child = spawn(process.execPath, ['dist/cli/index.js', 'notify', '-', ...options], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(
    JSON.stringify([publishedBuild({ buildName: name, buildUpdateDescription: notes })]),
  );
  const notify = await outputOf(child);
  expect(notify.exitCode, notify.stderr).toBe(0);
  return secrets;
}

/** What a Slack message may carry that would act on the page if it reached it as HTML. */
const ACTIVE = [
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<img src=http://evil.example/pixel.png>',
].join(' ');

describe('the sandbox chat page', () => {
  it('logs a line per message and shows each as its platform does, newest first', async () => {
    const sandbox = await startSandboxProcess(['--port', '0']);
    try {
      const chatPage = /^ {2}chat page: (\S+)/m.exec(sandbox.banner)?.[1] ?? '';
      expect(chatPage).toBe(`${sandbox.url}/sandbox/chat`);
      const empty = await fetch(chatPage);
      expect(await empty.text()).toContain('No message yet');

      const secrets = await notifyEveryWebhook(sandbox.banner, NAME);

      const lines = sandbox.output().slice(sandbox.banner.length).trimEnd().split('\n');
      expect(lines.map((line) => /^Chat message to (\w+): "/.exec(line)?.[1]).sort()).toEqual([
        'dingtalk',
        'feishu',
        'slack',
        'teams',
        'webhook',
        'wecom',
        // WeCom's QR code follows its news card as an image message.
        'wecom',
      ]);
      for (const line of lines) {
        expect(line).toMatch(/: "(Pay |a picture")/);
        expect(line).toMatch(new RegExp(`\\(${sandbox.url}/sandbox/chat\\)$`));
      }
      for (const secret of secrets.filter((value) => value.length >= 8)) {
        expect(leakedPiece(lines.join('\n'), secret)).toBeUndefined();
      }

      const page = await fetch(chatPage);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await page.text();
      const order = [...html.matchAll(/<h2>(\d+)\. (\w+): /g)].map(([, n, platform]) => [
        Number(n),
        platform,
      ]);
      expect(order.map(([n]) => n)).toEqual([7, 6, 5, 4, 3, 2, 1]);
      expect(new Set(order.map(([, platform]) => platform)).size).toBe(6);
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      // Each platform's own look: Feishu's card header, Slack's header block, Teams' facts.
      expect(html).toContain('<div class="header ');
      expect(html).toMatch(/<h3>[^<]*Pay/);
      expect(html).toContain('<table class="facts">');
      expect(html).not.toContain('href="https://evil.example"');
    } finally {
      expect(await sandbox.stop()).toBe(0);
    }
  });

  it('at 400 px: nothing cut off, release notes on their lines, outside HTML inert', async () => {
    const sandbox = await startSandboxProcess(['--port', '0']);
    const browser = await launchChromium();
    try {
      const chatPage = /^ {2}chat page: (\S+)/m.exec(sandbox.banner)?.[1] ?? '';
      const longWord = `Settings${'x'.repeat(80)}`;
      await notifyEveryWebhook(sandbox.banner, `Pay ${longWord}`, 'line one\nline two\nline three');
      const slack = /^ +slack-webhook: +(\S+)/m.exec(sandbox.banner)?.[1] ?? '';
      const sent = await fetch(slack, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          text: 'Active text',
          blocks: [
            { type: 'section', text: { type: 'mrkdwn', text: `Notes ${ACTIVE}` } },
            { type: 'context', elements: [{ type: 'mrkdwn', text: ACTIVE }] },
          ],
        }),
      });
      expect(sent.status).toBe(200);

      const page = await browser.newPage({ viewport: { width: 400, height: 800 } });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(chatPage);
      await page.waitForLoadState('load');
      const shown = await page.evaluate(`(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        cut: [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > 400.5)
          .map((element) => element.tagName + '.' + element.className),
        meta: document.querySelectorAll('meta[http-equiv], link, img[src*="evil"]').length,
        notes: Object.fromEntries(
          [...document.querySelectorAll('section')]
            .filter((section) => section.innerText.includes('line one'))
            .map((section) => [
              section.querySelector('h2').innerText.split(' ')[1],
              /line one\\s*\\n\\s*line two\\s*\\n\\s*line three/.test(section.innerText),
            ]),
        ),
      }))()`);
      // Every chat platform is sent the notes' lines (the generic webhook shows its JSON).
      expect(shown).toEqual({
        scrollWidth: 400,
        cut: [],
        meta: 0,
        notes: expect.objectContaining({
          'dingtalk:': true,
          'feishu:': true,
          'slack:': true,
          'teams:': true,
          'wecom:': true,
        }) as unknown,
      });
      // Still on the page (no refresh took it elsewhere), having asked nothing of evil.example.
      expect(page.url()).toBe(chatPage);
      expect(requested.filter((url) => url.includes('evil.example'))).toEqual([]);
    } finally {
      await browser.close();
      expect(await sandbox.stop()).toBe(0);
    }
  }, 60_000);
});
