/**
 * A generic webhook receiver (`/hooks/<token>`): HTTP 200 `{"ok":true}` for JSON; with a secret,
 * `X-Pgyer-Signature: sha256=<hex HMAC-SHA256 of the body>` must match, else 401.
 */
import { createHmac } from 'node:crypto';
import {
  json,
  parseObject,
  sameBytes,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';

function signatureMatches(request: ChatRequest, secret: string): boolean {
  const header = request.headers['x-pgyer-signature'];
  const given =
    typeof header === 'string' && header.startsWith('sha256=')
      ? Buffer.from(header.slice(7), 'hex')
      : Buffer.alloc(0);
  const expected = createHmac('sha256', secret).update(request.body).digest();
  return sameBytes(given, expected);
}

/** Answers one request to the generic webhook. */
export function receiveWebhook(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
  if (request.url.pathname !== `/hooks/${config.token}`)
    return json(404, { ok: false, error: 'not found' });
  if (config.secret && !signatureMatches(request, config.secret)) {
    return json(401, { ok: false, error: 'bad signature' });
  }
  const body = parseObject(request.body);
  if (!body) return json(400, { ok: false, error: 'not JSON' });
  return json(200, { ok: true }, body);
}
