/**
 * Feishu / Lark custom bot (自定义机器人): an interactive card. Every service or CI text is
 * `plain_text` (chatPlain: no markdown to escape, but addresses and names made no links); the links
 * are buttons. A card shows only images uploaded
 * to Feishu (an `img_key`, which a webhook cannot get), so the QR code is a button that opens the
 * image. The optional signing secret (签名校验) adds `timestamp` (seconds) and `sign` to the body:
 * base64 of HMAC-SHA256 over nothing, keyed with `timestamp + "\n" + secret`. Answers: HTTP 200
 * with `code`/`msg`; 11232 is its rate limit (100 a minute, 5 a second a bot).
 */
import { createHmac } from 'node:crypto';
import type { BuildView, ContextLine } from '../../../common/build-view.js';
import { buildFacts, type NotifyMessage } from '../message.js';
import { envelopeVerdict, jsonRequest, type Platform } from './platform.js';
import { chatPlain, escapedWithin, withinBodyCap } from '../text.js';

/** The request body's cap in bytes: Feishu refuses a custom bot's body over 20 KB. */
export const FEISHU_BODY_BYTES = 20 * 1024;

/** Builds listed one by one; the rest are counted. */
const MAX_BUILDS = 5;

/** Bytes of release notes shown when the body has room for them. */
const NOTES_BYTES = 2000;

function text(content: string, maxBytes = 200) {
  return { tag: 'plain_text', content: escapedWithin(content, maxBytes, chatPlain) };
}

function button(label: string, url: string, type: 'primary' | 'default' = 'default') {
  return { tag: 'button', text: text(label), type, url };
}

function linkButtons(facts: readonly ContextLine[]) {
  return facts.flatMap((fact) =>
    fact.url ? [button(`${fact.label}: ${fact.text}`, fact.url)] : [],
  );
}

function buildElements(build: BuildView): unknown[] {
  return [
    { tag: 'div', text: { ...text(build.name, 300), lines: 2 } },
    {
      tag: 'div',
      fields: buildFacts(build).map((fact) => ({
        is_short: true,
        text: text(`${fact.label}: ${fact.text}`, 120),
      })),
    },
    {
      tag: 'action',
      actions: [
        button('Open the install page', build.pageUrl, 'primary'),
        ...(build.qrCodeUrl ? [button('QR code', build.qrCodeUrl)] : []),
      ],
    },
  ];
}

/**
 * The Feishu interactive card of `message`, its JSON body within FEISHU_BODY_BYTES (the release
 * notes cut further when it would be over).
 */
export function feishuPayload(message: NotifyMessage): unknown {
  return withinBodyCap(FEISHU_BODY_BYTES, NOTES_BYTES, (notesBytes) => card(message, notesBytes));
}

/** The card of `message` with at most `notesBytes` of release notes (none at 0). */
function card(message: NotifyMessage, notesBytes: number): unknown {
  const builds = message.builds.slice(0, MAX_BUILDS);
  const more = message.builds.length - builds.length;
  const ci = message.context;
  const elements: unknown[] = [
    ...builds.flatMap((build, index) => [
      ...(index > 0 ? [{ tag: 'hr' }] : []),
      ...buildElements(build),
    ]),
    ...(more > 0 ? [{ tag: 'div', text: text(`… and ${more} more builds`) }] : []),
    ...(message.releaseNotes && notesBytes > 0
      ? [{ tag: 'div', text: text(`Release notes:\n${message.releaseNotes}`, notesBytes) }]
      : []),
    ...(message.failures.length > 0
      ? [{ tag: 'div', text: text(`Failed:\n${message.failures.slice(0, 10).join('\n')}`, 3000) }]
      : []),
    ...(message.sections ?? []).map((section) => ({
      tag: 'div',
      text: text(`${section.heading}:\n${section.lines.join('\n')}`, 4000),
    })),
    { tag: 'hr' },
    // The context with a page is a button each; the rest (the trigger) a note.
    ...(ci.some((fact) => fact.url) ? [{ tag: 'action', actions: linkButtons(ci) }] : []),
    {
      tag: 'note',
      elements: [
        text(
          ci
            .filter((fact) => !fact.url)
            .map((fact) => `${fact.label}: ${fact.text}`)
            .join(' · ') || 'Sent by pgyer-actions',
        ),
      ],
    },
  ];
  return {
    msg_type: 'interactive',
    card: {
      config: { wide_screen_mode: true },
      header: {
        title: text(message.title, 300),
        template: message.outcome === 'success' ? 'green' : 'red',
      },
      elements,
    },
  };
}

/** Feishu's `sign` of `timestamp` (seconds) with `secret`. */
export function feishuSign(timestamp: string, secret: string): string {
  return createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');
}

/** The Feishu / Lark custom bot. */
export const feishu: Platform = {
  payload: feishuPayload,
  sign(request, secret, nowMs) {
    const timestamp = String(Math.floor(nowMs / 1000));
    const body = JSON.parse(request.body) as Record<string, unknown>;
    return jsonRequest(request.url, { timestamp, sign: feishuSign(timestamp, secret), ...body });
  },
  verdict: (answer) =>
    envelopeVerdict(answer, {
      code: 'code',
      message: 'msg',
      rateLimited: [11232],
      // "sign match fail or timestamp is not within one hour from current time".
      securityRefused: [19021],
    }),
  securityHint: (name) =>
    `check ${name('feishu-secret')} (the bot's signing secret) and this machine's clock`,
};
