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
import { leakedPiece, outputOf, startSandboxProcess } from './harness.js';

const NAME = 'Pay <script>alert(1)</script> **bold** [x](https://evil.example)';

describe('the sandbox chat page', () => {
  it('logs a line per message and shows each as its platform does, newest first', async () => {
    const sandbox = await startSandboxProcess(['--port', '0']);
    try {
      const chatPage = /^ {2}chat page: (\S+)/m.exec(sandbox.banner)?.[1] ?? '';
      expect(chatPage).toBe(`${sandbox.url}/sandbox/chat`);
      const empty = await fetch(chatPage);
      expect(await empty.text()).toContain('No message yet');

      const options: string[] = [];
      const secrets: string[] = [];
      for (const { webhook } of CHANNELS) {
        const label = webhook === 'webhook-url' ? 'chat' : webhook;
        const line = new RegExp(`^ +${label}: +(\\S+)(?: \\(([\\w-]+): (\\S+)\\))?`, 'm');
        const [, url = '', secretName, secretValue = ''] = line.exec(sandbox.banner) ?? [];
        options.push(`--${webhook}`, url, ...(secretName ? [`--${secretName}`, secretValue] : []));
        secrets.push(new URL(url).pathname.split('/').pop() ?? '', new URL(url).search);
        if (secretValue) secrets.push(secretValue);
      }
      const child = spawn(process.execPath, ['dist/cli/index.js', 'notify', '-', ...options], {
        env: { PATH: process.env.PATH ?? '' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      child.stdin.end(JSON.stringify([publishedBuild({ buildName: NAME })]));
      const notify = await outputOf(child);
      expect(notify.exitCode, notify.stderr).toBe(0);

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
});
