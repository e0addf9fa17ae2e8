/**
 * Each platform's message: the QR code as an image where the platform can show one, the build's
 * own page as a button or link, the version, build number, install type and validity, the CI
 * context with links; service text inert in each dialect; within each platform's limits however
 * many builds, however long the release notes.
 */
import { createHash } from 'node:crypto';
import { SecretSet } from '../../../../src/api/redact.js';
import { describe, expect, it } from 'vitest';
import { notifyMessage, type NotifyMessage } from '../../../../src/jobs/notify/message.js';
import { dingtalkPayload } from '../../../../src/jobs/notify/platforms/dingtalk.js';
import { FEISHU_BODY_BYTES, feishuPayload } from '../../../../src/jobs/notify/platforms/feishu.js';
import { slackPayload } from '../../../../src/jobs/notify/platforms/slack.js';
import { TEAMS_BODY_BYTES, teamsPayload } from '../../../../src/jobs/notify/platforms/teams.js';
import { webhookPayload } from '../../../../src/jobs/notify/platforms/webhook.js';
import { healthChat } from '../../../../src/jobs/health/lines.js';
import type { HealthReport } from '../../../../src/jobs/health/report.js';
import { expiryChat } from '../../../../src/jobs/expiry/lines.js';
import type { ExpiryReport } from '../../../../src/jobs/expiry/report.js';
import { wecomFollowUps, wecomPayload } from '../../../../src/jobs/notify/platforms/wecom.js';
import { runNotify } from '../../../../src/jobs/notify/run.js';
import {
  chatMarkdown,
  chatPlain,
  escapedWithin,
  truncateBytes,
  truncateChars,
  withinBodyCap,
} from '../../../../src/jobs/notify/text.js';
import { CHAT_PLATFORMS } from '../../../../src/sandbox/chat/server.js';
import { decodeQrCode } from '../../../e2e/browser.js';
import { recordingLogger } from '../../../helpers/job.js';
import {
  GITHUB_CI,
  notifyOptions,
  publishedBuild,
  useChatReceivers,
  WEBHOOK_SETTING,
} from '../../../helpers/notify.js';
import { ALL_AT_ONCE } from '../../../fixtures/outside-text.js';

const SETTINGS = {
  buildInstallType: 2,
  buildInstallDate: 1,
  buildInstallStartDate: '2026-11-24',
  buildInstallEndDate: '2026-12-31',
} as const;
const BUILD = { ...publishedBuild(), installSettings: SETTINGS };
const NONE_READ = { items: [], more: 0, read: true, pages: 1, cut: false };
const HEALTH_REPORT: HealthReport = {
  appKey: 'app1',
  base: undefined,
  window: { from: '2026-11-23T12:00:00.000Z', to: '2026-11-24T12:00:00.000Z', since: '24h' },
  attribution: { crashes: 'window', feedback: 'window', said: 'By window.' },
  crashes: NONE_READ,
  feedback: NONE_READ,
  warnings: [],
};
const EXPIRY_REPORT: ExpiryReport = {
  checkedAt: '2026-11-24T12:00:00.000Z',
  withinDays: 14,
  items: [],
  notes: [],
  requests: 1,
};
const MESSAGE = notifyMessage({ builds: [BUILD], failures: [], ci: GITHUB_CI });
const HOSTILE =
  '[click](https://evil.example) <@all> <!channel> **x** ![i](https://evil.example/i.png) <b>R&D</b> &lt;';

const CI_LINKS = [
  'https://github.com/octo/app/commit/0123456789abcdef0123',
  'https://github.com/octo/app/pull/12',
  'https://github.com/octo/app/actions/runs/77',
];

function json(value: unknown): string {
  return JSON.stringify(value);
}

describe('what every platform shows of a published build', () => {
  it('DingTalk: markdown with the QR code image, the build page link, the facts and CI links', () => {
    const { markdown } = dingtalkPayload(MESSAGE) as { markdown: { title: string; text: string } };
    expect(markdown.title).toBe('Appium Settings 8.0.10 (version code 192) is ready to install');
    expect(markdown.text).toContain(`![QR code](${BUILD.buildQrCodeUrl})`);
    expect(markdown.text).toContain(`[Open the install page](${BUILD.buildPageUrl})`);
    expect(markdown.text).toMatch(
      /- Version: 8\.0\.10 \(version code 192\)\n- Pgyer build: #3\n- Install access: Password\n- Install validity: 2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC/,
    );
    for (const link of CI_LINKS) expect(markdown.text).toContain(`](${link})`);
    expect(markdown.text).toContain('> Fixes the login screen');
  });

  it('WeCom: a news card linking the build page, and the run; then the QR code as a whole picture', async () => {
    const { news } = wecomPayload(MESSAGE) as { news: { articles: Record<string, string>[] } };
    expect(news.articles[0]).toEqual(expect.objectContaining({ url: BUILD.buildPageUrl }));
    // No picture on a card: WeCom crops the first one to a 1068x455 banner (a QR code loses
    // its top and bottom), the others to thumbnails.
    expect(news.articles.every((article) => article.picurl === undefined)).toBe(true);
    expect(news.articles[0]?.description).toMatch(/Android · Pgyer build #3 · Password/);
    expect(news.articles.at(-1)).toMatchObject({ url: CI_LINKS[2] });
    expect(news.articles.at(-1)?.description).toContain('Branch: feature/login');
    const [image, ...more] = (await wecomFollowUps(MESSAGE)) as {
      msgtype: string;
      image: { base64: string; md5: string };
    }[];
    expect(more).toEqual([]);
    expect(image?.msgtype).toBe('image');
    const png = Buffer.from(image?.image.base64 ?? '', 'base64');
    expect(image?.image.md5).toBe(createHash('md5').update(png).digest('hex'));
    expect(decodeQrCode(png)).toBe(BUILD.buildPageUrl);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
  });

  it('Feishu: a card with the build page and the QR code as buttons, and CI buttons', () => {
    const card = json(feishuPayload(MESSAGE));
    expect(card).toContain(`"url":"${BUILD.buildPageUrl}"`);
    expect(card).toContain(`"url":"${BUILD.buildQrCodeUrl}"`);
    expect(card).toContain('Version: 8.0.10 (version code 192)');
    for (const link of CI_LINKS) expect(card).toContain(`"url":"${link}"`);
    expect(card).not.toContain('lark_md');
  });

  it('Slack: an image block with the QR code, a button to the build page, CI links in mrkdwn', () => {
    const { blocks } = slackPayload(MESSAGE);
    expect(blocks).toContainEqual(
      expect.objectContaining({ type: 'image', image_url: BUILD.buildQrCodeUrl }),
    );
    expect(json(blocks)).toContain(`"url":"${BUILD.buildPageUrl}"`);
    expect(json(blocks)).toContain('Install access: Password');
    for (const link of CI_LINKS) expect(json(blocks)).toContain(`<${link}|`);
  });

  it('Teams: an Adaptive Card with the QR code Image, the build page and the run as actions, CI links in facts', () => {
    const card = json(teamsPayload(MESSAGE));
    expect(card).toContain(`{"type":"Image","url":"${BUILD.buildQrCodeUrl}"`);
    expect(card).toContain(
      `{"type":"Action.OpenUrl","title":"Open the install page","url":"${BUILD.buildPageUrl}"}`,
    );
    expect(card).toContain(
      '"title":"Install validity","value":"2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC"',
    );
    for (const link of CI_LINKS) expect(card).toContain(`](${link})`);
    expect(card).toContain(
      `{"type":"Action.OpenUrl","title":"Open the run","url":"${CI_LINKS[2] ?? ''}"}`,
    );
  });

  it('Teams: the release notes keep their lines, each one a paragraph made inert on its own', () => {
    const message = { ...MESSAGE, releaseNotes: 'line one\r\nline *two*\n- line three' };
    const card = teamsPayload(message) as {
      attachments: { content: { body: { text?: string }[] } }[];
    };
    const texts = card.attachments[0]?.content.body.map((element) => element.text);
    // Adaptive Cards' markdown joins single line breaks: a blank line between them keeps each.
    expect(texts).toContain('line one\n\nline \\*two\\*\n\n\u2060- line three');
  });

  it('the generic webhook: the builds as upload-and-wait outputs them, and the CI context', () => {
    expect(webhookPayload(MESSAGE)).toEqual({
      event: 'published',
      title: MESSAGE.title,
      builds: [BUILD],
      failures: [],
      ci: GITHUB_CI,
    });
  });

  it('the generic webhook: an upload’s health reports as data under `health`, apart from `report`', () => {
    const health = [{ appKey: 'app1', crashes: { items: [{ title: '<b>@org/team</b>' }] } }];
    const facts = { builds: [BUILD], failures: [], ci: GITHUB_CI, health };
    const body = webhookPayload(notifyMessage(facts));
    expect(body).toMatchObject({ event: 'published', builds: [BUILD], health });
    expect(body).not.toHaveProperty('report');
    // Without reports (health-report: none, or no build replaced), the body is as before.
    expect(webhookPayload(notifyMessage({ ...facts, health: [] }))).not.toHaveProperty('health');
  });

  it('the generic webhook: a health digest is event report, an expiry check event expiry', () => {
    const chat = { builds: [], failures: [], ci: GITHUB_CI, sections: [] };
    const digest = healthChat(HEALTH_REPORT);
    expect(webhookPayload(notifyMessage({ ...chat, ...digest }))).toMatchObject({
      event: 'report',
      report: HEALTH_REPORT,
    });
    const expiry = expiryChat(EXPIRY_REPORT);
    expect(webhookPayload(notifyMessage({ ...chat, ...expiry }))).toMatchObject({
      event: 'expiry',
      report: EXPIRY_REPORT,
    });
  });
});

describe('service text stays text', () => {
  const hostile = notifyMessage({
    builds: [publishedBuild({ buildName: HOSTILE, buildUpdateDescription: `notes ${HOSTILE}` })],
    failures: [`app.apk: ${HOSTILE}`],
    ci: { ...GITHUB_CI, ref: { text: HOSTILE } },
  });

  it.each([
    ['DingTalk', () => json(dingtalkPayload(hostile))],
    ['WeCom markdown', () => json(wecomPayload(hostile))],
    ['Teams', () => json(teamsPayload(hostile))],
  ])('%s: no link, image or mention is made of it', (name, render) => {
    const text = render();
    expect(text).not.toContain('](https://evil');
    expect(text).not.toContain('<@all>');
    expect(text).not.toContain('<!channel>');
    expect(text).not.toContain('**x**');
    // Teams takes backslash escapes; DingTalk and WeCom define none: character references.
    expect(text).toContain(name === 'Teams' ? '\\\\[click\\\\]' : '&#91;click&#93;');
    // None of these dialects' own markup has a `<`: every one here came from the service, and
    // a word joiner after it keeps it from opening a tag or a mention.
    expect(text).not.toMatch(/<(?!\u2060)/);
    expect(text).not.toContain('&lt;');
  });

  it('Slack: plain_text for service text, entities in mrkdwn', () => {
    const { blocks } = slackPayload(hostile);
    const mrkdwn = blocks.flatMap((block) => (block.type === 'context' ? block.elements : []));
    expect(json(mrkdwn)).not.toMatch(/<@all>|<!channel>|<https:\/\/evil/);
    expect(json(mrkdwn)).toContain('&lt;@\u2060all&gt;');
    expect(json(mrkdwn)).toContain('&lt;b&gt;R&amp;D&lt;/b&gt; &amp;lt;');
    expect(json(mrkdwn)).not.toMatch(/<b>|R&D/);
    const name = blocks.find((block) => block.type === 'section');
    expect(name).toMatchObject({ text: { type: 'plain_text', text: chatPlain(HOSTILE) } });
  });

  it('Slack: a CI link target cannot end the link or add a mention', () => {
    const run = { text: 'app #5', url: 'https://ci.example.com/job/a&b|<!channel>/5' };
    const { blocks } = slackPayload({ ...MESSAGE, context: [{ label: 'Run', ...run }] });
    const mrkdwn = blocks.flatMap((block) => (block.type === 'context' ? block.elements : []));
    expect(mrkdwn).toEqual([
      {
        type: 'mrkdwn',
        text: 'Run: <https://ci.example.com/job/a&amp;b%7C&lt;!channel&gt;/5|app #5>',
      },
    ]);
  });

  it('Feishu: only plain_text, no markdown at all', () => {
    expect(json(feishuPayload(hostile))).not.toMatch(/lark_md|"markdown"/);
  });
});

describe('limits', () => {
  const receivers = useChatReceivers();
  const notes = '测试版本说明🎉'.repeat(6000);
  const many: NotifyMessage['records'] = Array.from({ length: 40 }, (_, index) =>
    publishedBuild(
      { buildName: `应用 ${'名'.repeat(400)} ${index}`, buildUpdateDescription: notes },
      `bk${index}`,
    ),
  );
  const failures = Array.from(
    { length: 60 },
    (_, index) => `file-${index}.apk: ${'失败'.repeat(300)}`,
  );

  it('cuts by bytes and code points, never inside a character', () => {
    const cut = truncateBytes('a测🎉'.repeat(100), 50);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(50);
    expect(Buffer.from(cut).toString()).toBe(cut);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateChars('🎉'.repeat(10), 5)).toBe('🎉🎉🎉🎉…');
    expect(truncateBytes('short', 50)).toBe('short');
  });

  it('cuts before escaping, never splitting an escape, and cuts the notes to fit a body cap', () => {
    const cut = escapedWithin('@*'.repeat(1000), 100, chatMarkdown);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
    // Each `@` with its word joiner, each `*` with its backslash: no escape split by the cut.
    expect(cut).toMatch(/^(?:@\u2060\\\*)+(?:@\u2060)?…$/);
    const body = withinBodyCap(1000, 2000, (notesBytes) => ({
      notes: truncateBytes('n'.repeat(5000), notesBytes),
      rest: 'r'.repeat(800),
    }));
    expect(Buffer.byteLength(json(body))).toBeLessThanOrEqual(1000);
    expect(body.notes.length).toBeGreaterThan(150);
    expect(body.notes.endsWith('…')).toBe(true);
  });

  it("markup-dense outside text at size: each body within its platform's cap, the notes cut with …", () => {
    // `@`, `*` and `<` grow several-fold when made inert; then every payload of the list.
    for (const dense of [
      `${'@*'.repeat(20_000)}\n${ALL_AT_ONCE}`,
      '@'.repeat(40_000),
      `${'<'.repeat(40_000)}${ALL_AT_ONCE}`,
    ]) {
      const facts = {
        builds: Array.from({ length: 40 }, (_, index) =>
          publishedBuild(
            { buildName: dense, buildVersion: dense, buildUpdateDescription: dense },
            `bk${index}`,
          ),
        ),
        failures: Array.from({ length: 60 }, () => dense),
        ci: {
          ...GITHUB_CI,
          ref: { text: dense, url: 'https://github.com/octo/app/tree/x' },
          run: { text: dense, url: 'https://github.com/octo/app/actions/runs/77' },
          actor: dense,
        },
      };
      for (const message of [notifyMessage(facts), notifyMessage({ ...facts, failures: [] })]) {
        const teams = json(teamsPayload(message));
        const feishu = json(feishuPayload(message));
        expect(Buffer.byteLength(teams)).toBeLessThanOrEqual(TEAMS_BODY_BYTES);
        expect(Buffer.byteLength(feishu)).toBeLessThanOrEqual(FEISHU_BODY_BYTES);
        expect(teams).toContain('Release notes');
        expect(feishu).toContain('Release notes');
        expect(teams).toContain('…');
      }
    }
  });

  it('40 builds, 40 KB of release notes and 60 failures: every platform accepts the message', async () => {
    const raw = Object.fromEntries(
      CHAT_PLATFORMS.map((platform) => [WEBHOOK_SETTING[platform], receivers.webhookUrl(platform)]),
    );
    const job = {
      logger: recordingLogger(),
      signal: new AbortController().signal,
      now: Date.now,
      secrets: new SecretSet(),
    };
    for (const facts of [
      { builds: many, failures: [], ci: GITHUB_CI },
      { builds: many, failures, ci: GITHUB_CI },
    ]) {
      const result = await runNotify(job, notifyOptions(raw), facts, {
        retries: 0,
        retryDelayMs: 1,
        maxRetryDelayMs: 1,
        timeoutMs: 5000,
      });
      expect(receivers.refused).toEqual([]);
      expect(result.deliveries.every((delivery) => delivery.delivered)).toBe(true);
    }
    const shown = json(receivers.received.filter((message) => message.platform !== 'webhook'));
    expect(shown).toContain('more builds');
    expect(shown).not.toContain('\uFFFD');
  });
});

describe('an .ipa build’s provisioning profile', () => {
  const ipa = {
    ...publishedBuild(),
    buildType: 'ios' as const,
    profile: {
      kind: 'ad hoc' as const,
      name: 'Demo Ad Hoc',
      teamName: 'Team X',
      teamId: 'ABCDE12345',
      expires: '2027-03-01T12:00:00.000Z',
      deviceCount: 87,
    },
  };
  const message = notifyMessage({ builds: [ipa], failures: [], ci: GITHUB_CI });

  it.each([
    ['DingTalk', () => json(dingtalkPayload(message))],
    ['WeCom markdown', () => json(wecomPayload(message))],
    ['Slack', () => json(slackPayload(message))],
    ['Teams', () => json(teamsPayload(message))],
    ['Feishu', () => json(feishuPayload(message))],
  ])('%s says who can install it and until when', (_name, render) => {
    expect(render()).toContain(
      'ad hoc, 87 devices, installs until 2027-03-01, Team X (ABCDE12345)',
    );
  });
});
