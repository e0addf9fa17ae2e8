/**
 * A generic webhook receiver (`/hooks/<token>`): HTTP 200 `{"ok":true}` for JSON; with a secret,
 * `X-Pgyer-Signature: sha256=<hex HMAC-SHA256 of the body>` must match, else 401.
 */
import { createHmac } from 'node:crypto';
import {
  at,
  json,
  text,
  parseObject,
  sameSignature,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';
import { str } from './drawing.js';
import type { Receiver } from './receiver.js';

function signatureMatches(request: ChatRequest, secret: string): boolean {
  const header = request.headers['x-pgyer-signature'];
  const expected = `sha256=${createHmac('sha256', secret).update(request.body).digest('hex')}`;
  return typeof header === 'string' && sameSignature(header, expected);
}

/** Answers one request to the generic webhook. */
function receive(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
  if (request.url.pathname !== `/hooks/${config.token}`)
    return json(404, { ok: false, error: 'not found' });
  if (config.secret && !signatureMatches(request, config.secret)) {
    return json(401, { ok: false, error: 'bad signature' });
  }
  const body = parseObject(request.body);
  if (!body) return json(400, { ok: false, error: 'not JSON' });
  return json(200, { ok: true }, body);
}

/** A generic webhook: any receiver of ours that takes the JSON of the builds. */
export const WEBHOOK = {
  id: 'webhook',
  name: 'Webhook',
  settings: { webhook: 'webhook-url', secret: 'webhook-secret' },
  keywords: false,
  webhookPath: (token) => `/hooks/${token}`,
  owns: (pathname) => pathname.startsWith('/hooks/'),
  // Its body carries every build's record whole.
  maxBodyBytes: 16 * 1024 * 1024,
  tooLarge: text(413, 'payload too large'),
  rateLimited: text(429, 'slow down', { 'retry-after': '1' }),
  receive,
  title: (body) => str(at(body, 'title')),
  // No platform draws it: its JSON is shown as sent.
  render: () => undefined,
} as const satisfies Receiver;
