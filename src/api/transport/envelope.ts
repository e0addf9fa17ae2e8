/** Decoding the `{code, message, data}` envelope of every answer (service.md#quirks). */
import { ApiError, UnexpectedResponseError } from '../errors.js';
import type { Exchanged } from './http-exchange.js';
import type { SecretSet } from '../redact.js';
import { retryAfterMs } from './retry-after.js';
import type { ServiceAnswer } from './types.js';

const FIRST_CHARACTERS_SHOWN = 200;

/**
 * The successful answer in `response`, its message redacted of `secrets`.
 * @throws UnexpectedResponseError when the body is not the envelope (its start quoted, redacted)
 * @throws ApiError when the envelope's code is not 0
 */
export function decodeEnvelope(
  operation: string,
  response: Exchanged,
  secrets: SecretSet,
): ServiceAnswer {
  const { text } = response;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const code = envelopeCode(body);
  if (code === undefined || typeof body !== 'object' || body === null) {
    const location = response.headers.get('location');
    const start = secrets.quote(text, FIRST_CHARACTERS_SHOWN);
    throw new UnexpectedResponseError(
      operation,
      response.status,
      response.headers.get('content-type') ?? '',
      location ? `redirect to ${secrets.redact(location)}; ${start}` : start,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  const envelope = body as { message?: unknown; data?: unknown };
  const message = typeof envelope.message === 'string' ? secrets.redact(envelope.message) : '';
  if (code !== 0) {
    throw new ApiError(
      operation,
      code,
      message,
      response.status,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  return { message, data: envelope.data };
}

/**
 * The envelope's `code` as a number, if the body is an envelope. Only an integer or a string of
 * digits (the service sends numbers as strings, service.md#quirks) is a code: `null`, `""`, `" "`,
 * `false` and the like would all read as 0 through `Number()`, and a malformed answer must never
 * pass for success.
 */
function envelopeCode(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const { code } = body;
  if (typeof code === 'number') return Number.isSafeInteger(code) ? code : undefined;
  return typeof code === 'string' && /^\d{1,15}$/.test(code) ? Number(code) : undefined;
}
