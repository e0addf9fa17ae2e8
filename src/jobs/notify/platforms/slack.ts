/**
 * Slack incoming webhook: Block Kit (typed by @slack/types). Service text is `plain_text`
 * (chatPlain); the CI context is `mrkdwn` (slackMrkdwn: no link, no mention). The
 * QR code is an image block. Answers: HTTP 200 `ok`, or a status with a word (`invalid_payload`,
 * `no_service`, …); 429 with Retry-After when rate-limited (about one message a second).
 */
import type { BuildView } from '../../../common/build-view.js';
import type { ActionsBlock, KnownBlock, MrkdwnElement, PlainTextElement } from '@slack/types';
import { retryAfterMs } from '../../../api/index.js';
import { buildFacts, type NotifyMessage } from '../message.js';
import { httpVerdict, type Platform } from './platform.js';
import { chatPlain, slackMrkdwn, truncateChars } from '../text.js';

/** Block Kit's caps: 50 blocks, header 150 characters, section text 3,000, a field 2,000. */
export const SLACK_LIMITS = {
  blocks: 50,
  header: 150,
  section: 3000,
  field: 2000,
  fields: 10,
} as const;

/** Builds listed one by one (3 blocks each); the rest are counted. */
const MAX_BUILDS = 10;

function plain(text: string, max: number = SLACK_LIMITS.section): PlainTextElement {
  return { type: 'plain_text', text: truncateChars(chatPlain(text), max), emoji: false };
}

/** One button to `url`. */
function buttonRow(label: string, url: string, style?: 'primary'): ActionsBlock {
  return {
    type: 'actions',
    elements: [{ type: 'button', text: plain(label, 75), url, ...(style ? { style } : {}) }],
  };
}

function buildBlocks(build: BuildView): KnownBlock[] {
  return [
    {
      type: 'section',
      text: plain(build.name, 300),
      fields: buildFacts(build)
        .slice(0, SLACK_LIMITS.fields)
        .map((fact) => plain(`${fact.label}: ${fact.text}`, 200)),
    },
    ...(build.qrCodeUrl
      ? [
          {
            type: 'image',
            image_url: build.qrCodeUrl,
            alt_text: truncateChars(`QR code of ${build.name}`, 200),
          } as const,
        ]
      : []),
    buttonRow('Open the install page', build.pageUrl, 'primary'),
  ];
}

/**
 * `url` as the target of Slack's `<url|text>`: `&`, `<`, `>` as Slack's entities and `|` (which
 * would end the target) percent-encoded, as Slack's formatting reference asks.
 */
function slackLinkTarget(url: string): string {
  return url
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '%7C');
}

function ciContext(message: NotifyMessage): KnownBlock[] {
  const elements: MrkdwnElement[] = message.context.slice(0, 10).map((fact) => {
    const text = slackMrkdwn(truncateChars(fact.text, 200));
    return {
      type: 'mrkdwn',
      text: `${fact.label}: ${fact.url ? `<${slackLinkTarget(fact.url)}|${text}>` : text}`,
    };
  });
  return elements.length > 0 ? [{ type: 'context', elements }] : [];
}

/** The Slack message of `message`: at most 50 blocks, each within its caps. */
export function slackPayload(message: NotifyMessage): { text: string; blocks: KnownBlock[] } {
  const builds = message.builds.slice(0, MAX_BUILDS);
  const more = message.builds.length - builds.length;
  const blocks: KnownBlock[] = [
    { type: 'header', text: plain(message.title, SLACK_LIMITS.header) },
    ...builds.flatMap((build) => buildBlocks(build)),
    ...(more > 0 ? [{ type: 'section', text: plain(`… and ${more} more builds`) } as const] : []),
    ...(message.releaseNotes
      ? [{ type: 'section', text: plain(`Release notes:\n${message.releaseNotes}`) } as const]
      : []),
    ...(message.failures.length > 0
      ? [{ type: 'section', text: plain(`Failed:\n${message.failures.join('\n')}`) } as const]
      : []),
    // A section's lines as plain text (each cut by the section's 3,000 characters).
    ...(message.sections ?? []).map(
      (section) =>
        ({
          type: 'section',
          text: plain(`${section.heading}:\n${section.lines.join('\n')}`),
        }) as const,
    ),
    // A failure notice's way to the log: the run, as a button.
    ...(message.failures.length > 0 && message.run?.url
      ? [buttonRow('Open the run', message.run.url)]
      : []),
    ...ciContext(message),
  ];
  // The notification's text (and what clients without blocks show).
  return { text: slackMrkdwn(truncateChars(message.title, 3000)), blocks };
}

/** The Slack incoming webhook. */
export const slack: Platform = {
  payload: slackPayload,
  verdict: (answer) =>
    httpVerdict(answer, retryAfterMs(answer.headers.get('retry-after'))) ?? { delivered: true },
};
