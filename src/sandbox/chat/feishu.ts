/**
 * The Feishu / Lark custom bot's `/open-apis/bot/v2/hook/<token>` as the bot answers: HTTP 200
 * with `code`/`msg` (`data: {}`). With a secret, the body's `timestamp` (seconds, within an hour
 * of now) and `sign` (base64 HMAC-SHA256 of nothing, keyed with `timestamp + "\n" + secret`) must
 * match, else code 19021. A body over 20 KB, or a card that is no card, is refused.
 */
import { createHmac } from 'node:crypto';
import {
  at,
  bytes,
  hasKeyword,
  json,
  parseObject,
  sameSignature,
  withinAnHour,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';
import { escapeHtml } from '../../api/html.js';
import { anchor, button, lines, str } from './drawing.js';
import type { Receiver } from './receiver.js';

const HOOK_PATH = '/open-apis/bot/v2/hook/';

/** A custom bot's request body, in bytes. */
const MAX_BODY_BYTES = 20 * 1024;

const MESSAGE_TYPES = ['text', 'post', 'image', 'share_chat', 'interactive'];

function refuse(code: number, msg: string): ChatAnswer {
  return json(200, { code, data: {}, msg });
}

function signatureMatches(body: Record<string, unknown>, config: ReceiverConfig): boolean {
  const { timestamp, sign } = body;
  if (typeof timestamp !== 'string' || typeof sign !== 'string') return false;
  if (!withinAnHour(timestamp, 1000, config.nowMs)) return false;
  const expected = createHmac('sha256', `${timestamp}\n${config.secret ?? ''}`)
    .update('')
    .digest('base64');
  return sameSignature(sign, expected);
}

/** What is wrong with an interactive card, or undefined. */
function cardProblem(card: unknown): string | undefined {
  const elements = at(card, 'elements');
  if (!Array.isArray(elements) || elements.length === 0) return 'card.elements is required';
  const title = at(card, 'header.title.content');
  if (title !== undefined && typeof title !== 'string')
    return 'card.header.title.content is not text';
  for (const element of elements) {
    if (typeof at(element, 'tag') !== 'string') return 'an element has no tag';
    for (const action of (at(element, 'actions') as unknown[] | undefined) ?? []) {
      const url = at(action, 'url');
      if (typeof url === 'string' && !/^https?:\/\//.test(url))
        return 'a button url is not http(s)';
    }
  }
  return undefined;
}

/** Answers one request to the Feishu bot. */
function receive(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
  if (!request.url.pathname.startsWith(HOOK_PATH)) return refuse(404, 'not found');
  if (request.url.pathname.slice(HOOK_PATH.length) !== config.token) {
    return refuse(19001, 'param invalid: incoming webhook access token invalid');
  }
  if (bytes(request.body) > MAX_BODY_BYTES) return refuse(9499, 'request body too large');
  const body = parseObject(request.body);
  if (!body) return refuse(9499, 'Bad Request');
  if (config.secret && !signatureMatches(body, config)) {
    return refuse(19021, 'sign match fail or timestamp is not within one hour from current time');
  }
  const type = body.msg_type;
  if (typeof type !== 'string' || !MESSAGE_TYPES.includes(type)) {
    return refuse(19002, 'params error, msg_type need');
  }
  if (type === 'interactive') {
    const problem = cardProblem(body.card);
    if (problem) return refuse(11310, `card parse failed: ${problem}`);
  }
  if (!hasKeyword(JSON.stringify(body.card ?? body.content ?? {}), config.keywords)) {
    return refuse(19024, 'Key Words Not Found');
  }
  return json(
    200,
    { StatusCode: 0, StatusMessage: 'success', code: 0, data: {}, msg: 'success' },
    body,
  );
}

type Node = Record<string, unknown>;

/** A text object's content (plain_text or lark_md, shown as text), its lines kept. */
function content(value: unknown): string {
  return lines(str(at(value, 'content')));
}

function cardElement(element: Node): string {
  switch (element.tag) {
    case 'div':
      return element.fields
        ? `<div class="fields">${(element.fields as Node[]).map((field) => `<span>${content(field.text)}</span>`).join('')}</div>`
        : `<p>${content(element.text)}</p>`;
    case 'action':
      return `<div>${(element.actions as Node[]).map((action) => button(str(action.url), str(at(action, 'text.content')), action.type === 'primary')).join('')}</div>`;
    case 'note':
      return `<div class="note">${(element.elements as Node[]).map(content).join(' ')}</div>`;
    default:
      return '<hr>';
  }
}

/** A post's content: a title, then paragraphs of text, links and mentions, each its own line. */
function post(body: unknown): string {
  const languages = (at(body, 'content.post') ?? {}) as Node;
  const [first] = Object.values(languages);
  const paragraphs = (at(first, 'content') ?? []) as Node[][];
  const shown = paragraphs.map((paragraph) =>
    paragraph
      .map((part) => {
        if (part.tag === 'a') return anchor(str(part.href), lines(str(part.text)));
        if (part.tag === 'at') return lines(`@${str(part.user_name ?? part.user_id)}`);
        return lines(str(part.text));
      })
      .join(''),
  );
  const title = str(at(first, 'title'));
  return `${title ? `<h3>${lines(title)}</h3>` : ''}<p>${shown.join('<br>')}</p>`;
}

/** The Feishu / Lark custom bot. */
export const FEISHU = {
  id: 'feishu',
  name: 'Feishu',
  settings: { webhook: 'feishu-webhook', secret: 'feishu-secret' },
  keywords: true,
  webhookPath: (token) => `${HOOK_PATH}${token}`,
  owns: (pathname) => pathname.startsWith(HOOK_PATH),
  maxBodyBytes: 1024 * 1024,
  tooLarge: refuse(9499, 'request body too large'),
  rateLimited: refuse(11232, 'frequency limited'),
  receive,
  // The card's header, or the post's title.
  title: (body) =>
    str(at(body, 'card.header.title.content')) ||
    str(at(Object.values((at(body, 'content.post') ?? {}) as Node)[0], 'title')),
  render: (body) => {
    if (at(body, 'msg_type') === 'post') return post(body);
    if (at(body, 'msg_type') !== 'interactive') return undefined;
    const header = at(body, 'card.header');
    return `<div class="header ${escapeHtml(str(at(header, 'template')))}">${lines(str(at(header, 'title.content')))}</div>${(at(body, 'card.elements') as Node[]).map(cardElement).join('')}`;
  },
} as const satisfies Receiver;
