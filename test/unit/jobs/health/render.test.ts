/**
 * A health report in every sink: the job summary section, each chat platform, the CLI lines. Outside
 * text (crash titles, feedback) is inert everywhere; lists are newest first with "and N more";
 * each chat payload stays within its platform's limits however much there is.
 */
import { describe, expect, it } from 'vitest';
import { healthSectionHtml } from '../../../../src/github/health-section.js';
import {
  countsText,
  crashLine,
  healthSections,
  healthTitle,
} from '../../../../src/jobs/health/lines.js';
import { CHAT_ITEMS, replacedHealthSections } from '../../../../src/jobs/health/lines.js';
import { publishedBuild } from '../../../helpers/notify.js';
import type { HealthReport } from '../../../../src/jobs/health/report.js';
import { notifyMessage } from '../../../../src/jobs/notify/message.js';
import { PLATFORMS } from '../../../../src/jobs/notify/platforms/index.js';
import { DINGTALK_TEXT_BYTES } from '../../../../src/jobs/notify/platforms/dingtalk.js';
import { FEISHU_BODY_BYTES } from '../../../../src/jobs/notify/platforms/feishu.js';
import { SLACK_LIMITS } from '../../../../src/jobs/notify/platforms/slack.js';
import { TEAMS_BODY_BYTES } from '../../../../src/jobs/notify/platforms/teams.js';
import { WECOM_LIMITS } from '../../../../src/jobs/notify/platforms/wecom.js';
import { readCiContext } from '../../../../src/common/ci-context.js';

const HOSTILE = [
  '<img src=x onerror=alert(1)> **bold** [link](https://evil.example)',
  '@org/team please look',
  '##[error]fake annotation',
  `${'x'.repeat(10_000)} a 10 kB title`,
];

/** A report with `crashes` crash groups and `feedback` messages, the hostile texts among them. */
function reportWith(crashes: number, feedback: number, more = 0): HealthReport {
  const at = (index: number) => new Date(Date.UTC(2026, 10, 24, 12) - index * 60_000).toISOString();
  return {
    appKey: 'app0123',
    base: undefined,
    window: { from: '2026-11-23T12:00:00.000Z', to: '2026-11-24T12:00:00.000Z', since: '24h' },
    attribution: { crashes: 'window', feedback: 'window', said: 'Attribution: by window.' },
    crashes: {
      items: Array.from({ length: crashes }, (_, index) => ({
        crashId: index + 1,
        title: HOSTILE[index % HOSTILE.length] ?? '',
        count: index + 1,
        appVersion: index % 2 === 0 ? '1.1' : '1.0',
        processed: index % 3 === 0 ? undefined : index % 3 === 1,
        created: at(index),
      })),
      more,
      read: true,
      pages: 1,
      cut: false,
    },
    feedback: {
      items: Array.from({ length: feedback }, (_, index) => ({
        feedbackKey: `f${index}`,
        text: `${HOSTILE[index % 3] ?? ''} ${'é'.repeat(150)}`,
        images: index,
        voice: index % 2 === 0,
        created: at(index),
      })),
      more: 0,
      read: true,
      pages: 1,
      cut: false,
    },
    warnings: [],
  };
}

function messageOf(report: HealthReport) {
  return notifyMessage({
    builds: [],
    failures: [],
    ci: readCiContext({}),
    title: healthTitle(report),
    sections: healthSections(report, CHAT_ITEMS),
    report,
  });
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('a health report in lines', () => {
  it('keeps a crash title with line breaks on one line', () => {
    const [crash] = reportWith(1, 0).crashes.items;
    if (!crash) throw new Error('one crash group');
    expect(crashLine({ ...crash, title: 'Fatal\n::error title=x::y\r\n  at main()' })).toMatch(
      /· Fatal ::error title=x::y at main\(\)$/,
    );
  });

  it('names the base build by the service’s build number, and counts in the singular', () => {
    const base = {
      buildKey: 'b'.repeat(32),
      version: '1.1',
      buildNumber: 3,
      created: '2026-11-23T12:00:00.000Z',
      chosen: 'newest build of branch main',
    };
    const report = { ...reportWith(1, 1), base };
    expect(healthTitle(report)).toContain('since build 1.1 (Pgyer build #3), uploaded');
    expect(countsText(report)).toBe('1 crash group, 1 feedback message');
  });
});

describe('a health report', () => {
  it('lists newest first, then "and N more", in the title and sections', () => {
    const report = reportWith(3, 1, 4);
    expect(healthTitle(report)).toBe(
      'Pgyer report for app app0123: 7 crash groups, 1 feedback message since 2026-11-23 12:00 UTC (24h)',
    );
    const [crashes] = healthSections(report, 2);
    expect(crashes?.heading).toBe('Crash groups (7 groups)');
    expect(crashes?.lines.slice(0, 2).map((line) => line.slice(0, 40))).toEqual([
      '2026-11-24 12:00 UTC · 1 crash · version',
      '2026-11-24 11:59 UTC · 2 crashes · versi',
    ]);
    expect(crashes?.lines[2]).toBe('… and 5 more');
  });

  it('is inert in the job summary: no tag, mention, link or annotation comes alive', () => {
    const html = healthSectionHtml(reportWith(4, 3));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).not.toMatch(/@org\/team/);
    expect(html).toContain('@\u2060org/team');
    expect(html).not.toContain('https://evil.example');
  });

  it("stays within each chat platform's limits, hostile text inert", () => {
    const message = messageOf(reportWith(100, 100, 900));
    const dingtalk = PLATFORMS.dingtalk.payload(message) as { markdown: { text: string } };
    expect(Buffer.byteLength(dingtalk.markdown.text)).toBeLessThanOrEqual(DINGTALK_TEXT_BYTES);
    expect(dingtalk.markdown.text).not.toContain('<img');
    expect(dingtalk.markdown.text).toContain('… and 995 more');
    const wecom = PLATFORMS.wecom.payload(message) as { markdown: { content: string } };
    expect(Buffer.byteLength(wecom.markdown.content)).toBeLessThanOrEqual(
      WECOM_LIMITS.markdownBytes,
    );
    const slack = PLATFORMS.slack.payload(message) as { blocks: { text?: { text: string } }[] };
    expect(slack.blocks.length).toBeLessThanOrEqual(SLACK_LIMITS.blocks);
    for (const block of slack.blocks) {
      expect(Array.from(block.text?.text ?? '').length).toBeLessThanOrEqual(SLACK_LIMITS.section);
    }
    expect(JSON.stringify(slack)).not.toMatch(/@org/);
    expect(bytes(PLATFORMS.teams.payload(message))).toBeLessThanOrEqual(TEAMS_BODY_BYTES);
    expect(bytes(PLATFORMS.feishu.payload(message))).toBeLessThanOrEqual(FEISHU_BODY_BYTES);
    const webhook = PLATFORMS.webhook.payload(message) as { event: string; report: HealthReport };
    expect(webhook.event).toBe('report');
    expect(webhook.report.crashes.items).toHaveLength(100);
  });
});

describe("an upload notice's health section (health-report: previous)", () => {
  /** The notice of one published build with the health reports of two apps. */
  function noticeWith(reports: HealthReport[]) {
    return notifyMessage({
      builds: [publishedBuild()],
      failures: [],
      ci: readCiContext({}),
      sections: replacedHealthSections(reports),
    });
  }

  it('heads each section with its app when there are several, CHAT_ITEMS of each list', () => {
    const one = reportWith(8, 1);
    // The app by its package's name when the upload knows it, else by its key.
    const sections = replacedHealthSections([one, { ...one, appKey: 'app4567', appName: 'Demo' }]);
    expect(sections.map((section) => section.heading.slice(0, 28))).toEqual([
      'App app0123: Crash groups (8',
      'App app0123: Feedback (1 mes',
      'App app0123: About these num',
      'Demo: Crash groups (8 groups',
      'Demo: Feedback (1 message)',
      'Demo: About these numbers',
    ]);
    expect(sections[0]?.lines).toHaveLength(CHAT_ITEMS + 1);
    expect(sections[0]?.lines.at(-1)).toBe('… and 3 more');
    expect(replacedHealthSections([one])[0]?.heading).toBe('Crash groups (8 groups)');
  });

  it('shows the sections on every platform within its limits, hostile text inert (WeCom as markdown)', () => {
    const message = noticeWith([
      reportWith(100, 100, 900),
      { ...reportWith(100, 100), appKey: 'b' },
    ]);
    const wecom = PLATFORMS.wecom.payload(message) as { markdown?: { content: string } };
    expect(wecom.markdown?.content).toContain('Crash groups');
    expect(Buffer.byteLength(wecom.markdown?.content ?? '')).toBeLessThanOrEqual(
      WECOM_LIMITS.markdownBytes,
    );
    const dingtalk = PLATFORMS.dingtalk.payload(message) as { markdown: { text: string } };
    expect(dingtalk.markdown.text).toContain('Crash groups');
    expect(Buffer.byteLength(dingtalk.markdown.text)).toBeLessThanOrEqual(DINGTALK_TEXT_BYTES);
    expect(dingtalk.markdown.text).not.toContain('<img');
    const slack = PLATFORMS.slack.payload(message) as { blocks: { text?: { text: string } }[] };
    expect(JSON.stringify(slack)).toContain('Crash groups');
    expect(slack.blocks.length).toBeLessThanOrEqual(SLACK_LIMITS.blocks);
    for (const block of slack.blocks) {
      expect(Array.from(block.text?.text ?? '').length).toBeLessThanOrEqual(SLACK_LIMITS.section);
    }
    expect(JSON.stringify(slack)).not.toMatch(/@org/);
    expect(bytes(PLATFORMS.teams.payload(message))).toBeLessThanOrEqual(TEAMS_BODY_BYTES);
    expect(JSON.stringify(PLATFORMS.teams.payload(message))).toContain('Crash groups');
    expect(bytes(PLATFORMS.feishu.payload(message))).toBeLessThanOrEqual(FEISHU_BODY_BYTES);
    expect(JSON.stringify(PLATFORMS.feishu.payload(message))).toContain('Crash groups');
  });
});
