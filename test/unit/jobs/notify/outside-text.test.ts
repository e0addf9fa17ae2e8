/**
 * Outside text in every chat platform's message: each payload of test/fixtures/outside-text.ts in
 * every field that comes from outside (the app's name and version, the file name, the release
 * notes, what failed, the branch, the pull request's title, the workflow's name, who started the
 * run) makes no heading, link, image, mention or markup that the same message with plain words
 * would not have, in the dialect of each platform; and a branch `feat/a&b` reads `feat/a&b`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CiContext } from '../../../../src/common/ci-context.js';
import { notifyMessage, type NotifyMessage } from '../../../../src/jobs/notify/message.js';
import { dingtalkPayload } from '../../../../src/jobs/notify/platforms/dingtalk.js';
import { feishuPayload } from '../../../../src/jobs/notify/platforms/feishu.js';
import { slackPayload } from '../../../../src/jobs/notify/platforms/slack.js';
import { teamsPayload } from '../../../../src/jobs/notify/platforms/teams.js';
import { wecomPayload } from '../../../../src/jobs/notify/platforms/wecom.js';
import type { ChatPlatform } from '../../../../src/sandbox/chat/server.js';
import { chatMarkdown, robotMarkdown, slackMrkdwn } from '../../../../src/jobs/notify/text.js';
import { OUTSIDE_PAYLOADS } from '../../../fixtures/outside-text.js';
import { liveInChat, markdownShape, markdownTexts } from '../../../helpers/chat-live.js';
import { renderChatMessage } from '../../../../src/sandbox/chat/render.js';
import { GITHUB_CI, publishedBuild } from '../../../helpers/notify.js';

/** A message whose every outside field is `text`; a failure notice when `failed`. */
function messageOf(text: string, failed = false): NotifyMessage {
  const build = publishedBuild({
    buildName: text,
    buildVersion: text,
    buildUpdateDescription: `Notes\n${text}`,
  });
  const ci: CiContext = {
    ...GITHUB_CI,
    ref: { text, url: 'https://github.com/octo/app/tree/x' },
    change: { kind: 'pull request', number: 12, text, url: 'https://github.com/octo/app/pull/12' },
    run: { text, url: 'https://github.com/octo/app/actions/runs/77' },
    actor: text,
  };
  return notifyMessage({
    builds: [{ ...build, fileName: `${text}.apk` }],
    failures: failed ? [`${text}.apk: the service said ${text}`] : [],
    ci,
  });
}

/** `text` with the same line breaks and nothing else: the harmless twin of a payload. */
function harmless(text: string): string {
  return text.replace(/[^\r\n\v\f\u0085\u2028\u2029]/g, 'x');
}

/** The markdown texts of a message of DingTalk, WeCom (failure) or Teams. */
const MARKDOWN_OF: Record<string, (message: NotifyMessage) => string[]> = {
  dingtalk: (message) => markdownTexts('dingtalk', dingtalkPayload(message)),
  // WeCom writes markdown for a failure notice only.
  wecom: (message) => markdownTexts('wecom', wecomPayload({ ...message, outcome: 'failure' })),
  teams: (message) => markdownTexts('teams', teamsPayload(message)),
};

/** Each platform's message of a NotifyMessage (the generic webhook's JSON is data, not text). */
const PAYLOAD_OF = {
  dingtalk: dingtalkPayload,
  feishu: feishuPayload,
  wecom: wecomPayload,
  slack: slackPayload,
  teams: teamsPayload,
} as const;

describe.each(OUTSIDE_PAYLOADS)('$tries in every outside field', ({ text }) => {
  it.each(Object.entries(MARKDOWN_OF))(
    '%s: the markdown has the elements and links of plain words',
    (_platform, markdownOf) => {
      for (const failed of [false, true]) {
        const shapes = (value: string) =>
          markdownOf(messageOf(value, failed)).map((markdown) => markdownShape(markdown));
        expect(shapes(text)).toEqual(shapes(harmless(text)));
      }
    },
  );

  it.each(Object.entries(PAYLOAD_OF))(
    '%s: no link, mention or tag in any text',
    (platform, payloadOf) => {
      for (const failed of [false, true]) {
        expect(liveInChat(platform as ChatPlatform, payloadOf(messageOf(text, failed)))).toEqual(
          [],
        );
      }
    },
  );
});

/** What a person reads of a rendered page: no tags, entities decoded, word joiners unseen. */
function readText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\u2060/g, '');
}

describe('a branch feat/a&b', () => {
  const message = notifyMessage({
    builds: [publishedBuild({ buildName: 'R&D app' })],
    failures: [],
    ci: { ...GITHUB_CI, ref: { text: 'feat/a&b', url: 'https://github.com/octo/app/tree/x' } },
  });
  const failure = { ...message, outcome: 'failure' as const, failures: ['R&D app.apk: refused'] };

  it.each([
    ['dingtalk', dingtalkPayload(message)],
    ['wecom', wecomPayload(message)],
    ['wecom', wecomPayload(failure)],
    ['slack', slackPayload(message)],
    ['teams', teamsPayload(message)],
    ['feishu', feishuPayload(message)],
  ] as const)('reads feat/a&b on %s', (platform, payload) => {
    const shown = readText(renderChatMessage(platform, payload));
    expect(shown).toContain('feat/a&b');
    expect(shown).toContain('R&D app');
  });
});

describe('a branch feat/my_branch on DingTalk and WeCom, whose markdown defines no backslash escape', () => {
  const names = 'feat/my_branch *wip* [draft] a|b ~x~ `c` C:\\dir';
  const message = notifyMessage({
    builds: [publishedBuild({ buildName: names })],
    failures: [],
    ci: { ...GITHUB_CI, ref: { text: names, url: 'https://github.com/octo/app/tree/x' } },
  });
  const failure = { ...message, outcome: 'failure' as const, failures: [`${names}.apk: refused`] };

  it.each([
    ['dingtalk', dingtalkPayload(message)],
    ['dingtalk', dingtalkPayload(failure)],
    ['wecom', wecomPayload(failure)],
  ] as const)(
    '%s: no backslash before a character, and each reads as itself',
    (platform, payload) => {
      const [markdown = ''] = markdownTexts(platform, payload);
      expect(markdown).not.toMatch(/\\[*_[\]~|`\\]/);
      const shown = readText(renderChatMessage(platform, payload));
      expect(shown).toContain(names);
      expect(liveInChat(platform, payload)).toEqual([]);
    },
  );
});

/** Texts of 1 to 30 markup characters, words and line breaks. */
const MARKUP_TEXTS = fc
  .array(
    fc.constantFrom(
      ...'#>-+*_`~[]()!<>&@:/\\|=. \t\n1aZ'.split(''),
      'https://',
      'www.',
      '&lt;',
      '\u2028',
    ),
    { minLength: 1, maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** Whether `markdown` renders as one paragraph of text and nothing else. */
function oneParagraph(markdown: string): boolean {
  const { elements, targets } = markdownShape(markdown);
  return targets.length === 0 && elements.every((name) => name === 'p');
}

describe('robotMarkdown', () => {
  it('renders any text as one paragraph of text and nothing else, with no backslash escape', () => {
    fc.assert(
      fc.property(MARKUP_TEXTS, (text) => {
        const markdown = robotMarkdown(text);
        return oneParagraph(markdown) && !markdown.includes('\\');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('chatMarkdown', () => {
  it('renders any text as one paragraph of text and nothing else', () => {
    fc.assert(
      fc.property(MARKUP_TEXTS, (text) => oneParagraph(chatMarkdown(text))),
      { numRuns: 3000 },
    );
  });

  it('reads as written where nothing would turn live', () => {
    expect(chatMarkdown('feat/a&b')).toBe('feat/a&b');
    expect(chatMarkdown('Build #3 of 8.0.10 (192)')).toBe('Build #3 of 8.0.10 (192)');
    expect(chatMarkdown('# x')).toBe('\u2060# x');
    expect(slackMrkdwn('feat/a&b <@U1>')).toBe('feat/a&amp;b &lt;@\u2060U1&gt;');
  });
});
