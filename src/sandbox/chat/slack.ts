/**
 * The Slack incoming webhook `/services/T…/B…/<token>` as Slack answers: HTTP 200 `ok`, or a
 * status with one word: 403 `invalid_token`, 400 `invalid_payload` (not JSON), `no_text`,
 * `invalid_blocks` (Block Kit's limits: 50 blocks, header 150 characters, section text 3,000,
 * 10 fields of 2,000, image and button fields), 404 `no_service` for an unknown path.
 */
import {
  at,
  parseObject,
  text,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';
import { escapeHtml } from '../../api/html.js';
import { anchor, button, lines, str } from './drawing.js';
import type { Receiver } from './receiver.js';

const PATH = /^\/services\/[A-Z0-9]+\/[A-Z0-9]+\/([^/]+)$/;

function length(value: unknown): number {
  return typeof value === 'string' ? Array.from(value).length : Number.POSITIVE_INFINITY;
}

function textProblem(value: unknown, max: number, what: string): string | undefined {
  const type = at(value, 'type');
  if (type !== 'plain_text' && type !== 'mrkdwn') return `${what} is no text object`;
  const content = at(value, 'text');
  if (length(content) === 0 || length(content) > max)
    return `${what} must be 1 to ${max} characters`;
  return undefined;
}

function isWebUrl(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\//.test(value) && value.length <= 3000;
}

/** What is wrong with one block, or undefined. */
function blockProblem(block: unknown): string | undefined {
  switch (at(block, 'type')) {
    case 'header':
      return at(block, 'text.type') === 'plain_text'
        ? textProblem(at(block, 'text'), 150, 'header text')
        : 'header text must be plain_text';
    case 'section': {
      const fields = at(block, 'fields') as unknown[] | undefined;
      if (at(block, 'text') === undefined && !fields) return 'section needs text or fields';
      if (fields && (!Array.isArray(fields) || fields.length > 10)) return 'at most 10 fields';
      return (
        (at(block, 'text') === undefined
          ? undefined
          : textProblem(at(block, 'text'), 3000, 'section text')) ??
        (fields ?? []).map((field) => textProblem(field, 2000, 'field')).find(Boolean)
      );
    }
    case 'image':
      return isWebUrl(at(block, 'image_url')) && length(at(block, 'alt_text')) <= 2000
        ? undefined
        : 'image needs image_url and alt_text';
    case 'actions': {
      const elements = at(block, 'elements');
      if (!Array.isArray(elements) || elements.length === 0 || elements.length > 25)
        return 'actions needs 1 to 25 elements';
      return elements
        .map((element) =>
          at(element, 'type') !== 'button'
            ? 'only buttons are expected'
            : (textProblem(at(element, 'text'), 75, 'button text') ??
              (isWebUrl(at(element, 'url')) ? undefined : 'button url')),
        )
        .find(Boolean);
    }
    case 'context': {
      const elements = at(block, 'elements');
      if (!Array.isArray(elements) || elements.length === 0 || elements.length > 10)
        return 'context needs 1 to 10 elements';
      return elements.map((element) => textProblem(element, 3000, 'context element')).find(Boolean);
    }
    case 'divider':
      return undefined;
    default:
      return 'unknown block type';
  }
}

/** Answers one request to the Slack webhook. */
function receive(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
  const match = PATH.exec(request.url.pathname);
  if (!match) return text(404, 'no_service');
  if (match[1] !== config.token) return text(403, 'invalid_token');
  const body = parseObject(request.body);
  if (!body) return text(400, 'invalid_payload');
  const blocks = body.blocks;
  if (typeof body.text !== 'string' && !Array.isArray(blocks)) return text(400, 'no_text');
  if (blocks !== undefined) {
    if (!Array.isArray(blocks) || blocks.length > 50) return text(400, 'invalid_blocks');
    if (blocks.some((block) => blockProblem(block))) return text(400, 'invalid_blocks');
  }
  return { ...text(200, 'ok'), accepted: body };
}

type Node = Record<string, unknown>;

/** mrkdwn's three escapes (`&amp;`, `&lt;`, `&gt;`) undone: the text the reader sees. */
function unescaped(mrkdwnText: string): string {
  return mrkdwnText.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Where mrkdwn's `*bold*`, `_italic_` and `~strike~` may start and end (not inside a word). */
function styled(mark: string, tag: string): [RegExp, string] {
  const inner = `[^${mark}\\s](?:[^${mark}]*[^${mark}\\s])?`;
  return [
    new RegExp(`(^|[\\s(>])\\${mark}(${inner})\\${mark}(?=$|[\\s).,!?:;<])`, 'g'),
    `$1<${tag}>$2</${tag}>`,
  ];
}

const STYLES = [styled('*', 'b'), styled('_', 'i'), styled('~', 's')];

/**
 * Text between mrkdwn's `<…>` tokens: escaped first, then Slack's `code`, bold, italic and strike
 * applied to the escaped text, line breaks kept.
 */
function formatted(written: string): string {
  let html = lines(unescaped(written)).replace(/`([^`]+)`/g, '<code>$1</code>');
  for (const [pattern, replacement] of STYLES) html = html.replace(pattern, replacement);
  return html;
}

/** One `<…>` token: a link (`<url|label>`, `<url>`), a mention or channel, else text as written. */
function tokenHtml(part: string): string {
  const inner = part.slice(1, -1);
  const link = /^(https?:\/\/[^|]+)(?:\|(.*))?$/s.exec(inner);
  if (link) return anchor(unescaped(link[1] ?? ''), formatted(link[2] ?? link[1] ?? ''));
  const mention = /^([@#!])[^|]*\|(.+)$/s.exec(inner) ?? /^([@#!])(\w+)$/.exec(inner);
  if (mention) return escapeHtml(`${mention[1] === '#' ? '#' : '@'}${unescaped(mention[2] ?? '')}`);
  return formatted(part);
}

/** Slack's mrkdwn as its client shows it, every text escaped before the formatting applies. */
function mrkdwn(written: string): string {
  return written
    .split(/(<[^<>]*>)/)
    .map((part, index) => (index % 2 === 1 ? tokenHtml(part) : formatted(part)))
    .join('');
}

/** A text object: mrkdwn formatted, plain_text as written; its lines kept. */
function textObject(value: unknown): string {
  const content = str(at(value, 'text'));
  return at(value, 'type') === 'mrkdwn' ? mrkdwn(content) : lines(content);
}

function blockHtml(shown: Node): string {
  switch (shown.type) {
    case 'header':
      return `<h3>${textObject(shown.text)}</h3>`;
    case 'section': {
      const fields = shown.fields as Node[] | undefined;
      const shownText =
        shown.text === undefined
          ? ''
          : `<p${fields ? ' class="bolder"' : ''}>${textObject(shown.text)}</p>`;
      return `${shownText}${fields ? `<div class="fields">${fields.map((field) => `<span>${textObject(field)}</span>`).join('')}</div>` : ''}`;
    }
    case 'image':
      return `<img class="qr" src="${escapeHtml(str(shown.image_url))}" alt="${escapeHtml(str(shown.alt_text))}">`;
    case 'actions':
      return `<div>${(shown.elements as Node[]).map((action) => button(str(action.url), str(at(action, 'text.text')), action.style === 'primary')).join('')}</div>`;
    case 'context':
      return `<div class="note">${(shown.elements as Node[]).map(textObject).join(' · ')}</div>`;
    default:
      return '<hr>';
  }
}

/** The Slack incoming webhook. */
export const SLACK = {
  id: 'slack',
  name: 'Slack',
  settings: { webhook: 'slack-webhook' },
  keywords: false,
  webhookPath: (token) => `/services/T0PGYER01/B0PGYER01/${token}`,
  owns: (pathname) => pathname.startsWith('/services/'),
  maxBodyBytes: 1024 * 1024,
  tooLarge: text(413, 'request_too_large'),
  rateLimited: text(429, 'rate_limited', { 'retry-after': '1' }),
  receive,
  // The notification text, its mrkdwn escapes shown as the characters.
  title: (body) => unescaped(str(at(body, 'text'))),
  // Block Kit; a message of `text` only is that text in mrkdwn.
  render: (body) => {
    const blocks = at(body, 'blocks');
    return Array.isArray(blocks)
      ? (blocks as Node[]).map(blockHtml).join('')
      : `<p>${mrkdwn(str(at(body, 'text')))}</p>`;
  },
} as const satisfies Receiver;
