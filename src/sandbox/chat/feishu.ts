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
export function receiveFeishu(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
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
