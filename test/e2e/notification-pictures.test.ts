/**
 * Each platform's message, rendered by our own renderer (src/sandbox/chat/render.ts) and shown in
 * headless Chromium: the QR code in the picture reads back as the build's own page wherever the
 * platform shows an image. `PICTURES=docs` writes the screenshots to docs/notifications/ (the
 * pictures of docs/notifications.md); otherwise they go to the temp directory.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyMessage } from '../../src/jobs/notify/message.js';
import { dingtalkPayload } from '../../src/jobs/notify/platforms/dingtalk.js';
import { feishuPayload } from '../../src/jobs/notify/platforms/feishu.js';
import { slackPayload } from '../../src/jobs/notify/platforms/slack.js';
import { teamsPayload } from '../../src/jobs/notify/platforms/teams.js';
import { wecomFollowUps, wecomPayload } from '../../src/jobs/notify/platforms/wecom.js';
import { renderChatMessage } from '../../src/sandbox/chat/render.js';
import { GITHUB_CI, publishedBuild } from '../helpers/notify.js';
import { decodeQrCode, launchChromium } from './browser.js';

const folder =
  process.env.PICTURES === 'docs' ? 'docs/notifications' : join(tmpdir(), 'pgyer-notifications');
const build = publishedBuild({
  buildUpdateDescription: 'Fixes the login screen.\nFaster start.',
  buildCreated: '2026-11-24 20:43:00',
});
const message = notifyMessage({
  builds: [{ ...build, installSettings: { buildInstallType: 1, buildInstallDate: 2 } }],
  failures: [],
  ci: GITHUB_CI,
});

const PAYLOADS = {
  dingtalk: dingtalkPayload,
  feishu: feishuPayload,
  wecom: wecomPayload,
  slack: slackPayload,
  teams: teamsPayload,
} as const;

let browser: Browser;

beforeAll(async () => {
  await mkdir(folder, { recursive: true });
  browser = await launchChromium();
}, 60_000);

afterAll(() => browser.close());

describe('the messages as pictures', () => {
  it('a failure notice (Slack)', async () => {
    const failed = notifyMessage({
      builds: [],
      failures: [
        'app-release.apk: the service refused the upload: code 1001, the api key is wrong',
      ],
      ci: GITHUB_CI,
    });
    const page = await browser.newPage({ viewport: { width: 492, height: 200 } });
    try {
      await page.setContent(renderChatMessage('slack', slackPayload(failed)));
      await page.locator('.chat').screenshot({ path: join(folder, 'slack-failure.png') });
      await expect(page.getByText('Pgyer: the upload failed').count()).resolves.toBe(1);
      await expect(page.locator('a[href$="/actions/runs/77"]').count()).resolves.toBe(2);
    } finally {
      await page.close();
    }
  });

  it.each(Object.keys(PAYLOADS) as (keyof typeof PAYLOADS)[])('%s', async (platform) => {
    // The picture shows a QR code of the build's page where the service's image would be.
    const qr = await QRCode.toDataURL(build.buildPageUrl, { margin: 1, width: 132 });
    // WeCom sends the QR code as a picture message of its own after the news.
    const body =
      platform === 'wecom'
        ? [wecomPayload(message), ...(await wecomFollowUps(message))]
        : PAYLOADS[platform](message);
    const html = renderChatMessage(platform, body).replaceAll(build.buildQrCodeUrl, qr);
    const page = await browser.newPage({ viewport: { width: 492, height: 300 } });
    try {
      await page.setContent(html);
      const chat = page.locator('.chat');
      const png = await chat.screenshot({ path: join(folder, `${platform}.png`) });
      if (platform === 'feishu') {
        // A card shows no external image: the QR code is a button.
        await expect(page.getByText('QR code').count()).resolves.toBe(1);
      } else {
        expect(decodeQrCode(png)).toBe(build.buildPageUrl);
      }
      await expect(page.getByText('8.0.10 (version code 192)').count()).resolves.toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});
