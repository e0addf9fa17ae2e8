/**
 * The DingTalk custom robot's `/robot/send?access_token=…` as the robot answers: HTTP 200 with
 * `errcode`/`errmsg`. With a secret, `timestamp` (ms, within an hour of now) and `sign` (base64
 * HMAC-SHA256 of `timestamp + "\n" + secret` keyed with the secret) must be in the query, else
 * errcode 310000 as DingTalk words it. With keywords, the message must contain one (310000).
 */
import { createHmac } from 'node:crypto';
import {
  at,
  errcodeAnswer,
  bytes,
  hasKeyword,
  parseObject,
  sameSignature,
  withinAnHour,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';
import { str } from './drawing.js';
import type { Receiver } from './receiver.js';

/** The markdown text DingTalk takes, in bytes (what our receiver enforces). */
const MAX_TEXT_BYTES = 20_000;

const MESSAGE_TYPES = ['text', 'markdown', 'link', 'actionCard', 'feedCard'];

function signatureProblem(url: URL, config: ReceiverConfig): string | undefined {
  if (!config.secret) return undefined;
  const timestamp = url.searchParams.get('timestamp') ?? '';
  const sign = url.searchParams.get('sign') ?? '';
  if (!withinAnHour(timestamp, 1, config.nowMs)) return 'invalid timestamp';
  const expected = createHmac('sha256', config.secret)
    .update(`${timestamp}\n${config.secret}`)
    .digest('base64');
  return sameSignature(sign, expected) ? undefined : 'sign not match';
}

/** Answers one request to the DingTalk robot. */
function receive(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
  if (request.url.pathname !== '/robot/send') return errcodeAnswer(404, 'not found');
  if (request.url.searchParams.get('access_token') !== config.token) {
    return errcodeAnswer(300001, 'token is not exist');
  }
  const signature = signatureProblem(request.url, config);
  if (signature) return errcodeAnswer(310000, signature);
  const body = parseObject(request.body);
  if (!body) return errcodeAnswer(40035, '缺少参数 json');
  const type = body.msgtype;
  if (typeof type !== 'string' || !MESSAGE_TYPES.includes(type)) {
    return errcodeAnswer(40008, '不合法的消息类型');
  }
  const shown = JSON.stringify(body[type] ?? {});
  if (type === 'markdown') {
    const title = at(body, 'markdown.title');
    const content = at(body, 'markdown.text');
    if (typeof title !== 'string' || !title || typeof content !== 'string' || !content) {
      return errcodeAnswer(40035, '缺少参数 markdown.title 或 markdown.text');
    }
    if (bytes(content) > MAX_TEXT_BYTES) return errcodeAnswer(460101, 'message too long');
  }
  if (!hasKeyword(shown, config.keywords)) return errcodeAnswer(310000, 'keywords not in content');
  return errcodeAnswer(0, 'ok', body);
}

/** The DingTalk custom robot. */
export const DINGTALK = {
  id: 'dingtalk',
  name: 'DingTalk',
  settings: { webhook: 'dingtalk-webhook', secret: 'dingtalk-secret' },
  keywords: true,
  webhookPath: (token) => `/robot/send?access_token=${token}`,
  owns: (pathname) => pathname === '/robot/send',
  maxBodyBytes: 1024 * 1024,
  tooLarge: errcodeAnswer(460101, 'message too long'),
  rateLimited: errcodeAnswer(130101, 'send too fast, exceed 20 times per minute'),
  receive,
  // The markdown title is what the chat list and the notification show.
  title: (body) => str(at(body, 'markdown.title')),
  // Its markdown (headings, quotes, bold, links, images, lists), raw HTML shown as text.
  render: (body, markdown) =>
    at(body, 'msgtype') === 'markdown' ? markdown(str(at(body, 'markdown.text'))) : undefined,
} as const satisfies Receiver;
