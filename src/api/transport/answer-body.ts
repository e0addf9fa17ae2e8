/**
 * Reading an answer's body within a size limit: an answer is held in memory as one string, and a
 * server answering without end (a webhook that sent 2 GiB ended the process with `RangeError:
 * Invalid string length`, after the build had been published) must be refused, not read.
 */
import { AnswerTooLargeError } from '../errors.js';

/**
 * The largest answer read, in bytes, by who answers: the service's JSON API (its biggest answers,
 * pages of build lists, stay well below 1 MiB), the storage (a 204, or an XML error of a few
 * hundred bytes) and the chat platforms (a short JSON envelope or `ok`). Documented in README.md
 * (Troubleshooting, "Every request has its limits").
 */
export const ANSWER_LIMITS = {
  api: 8 * 1024 * 1024,
  storage: 1024 * 1024,
  chat: 1024 * 1024,
} as const;

/** An answer's bytes: a node stream (it has `destroy`) or a web stream (`cancel`). */
export type AnswerBody = AsyncIterable<Uint8Array> & {
  destroy?: () => unknown;
  cancel?: () => Promise<void>;
};

/**
 * The UTF-8 text of `body` (a leading byte order mark dropped, as `Response.text()` does), read
 * chunk by chunk and given up as soon as it goes over `maxBytes`: leaving the loop early destroys
 * (or cancels) the stream, and with it the connection.
 * @param body a node:http answer, undici's body, or a fetch Response's body stream
 * @param status the answer's HTTP status, for the error
 * @param declaredLength its Content-Length header, if any: an answer that announces more than
 *   `maxBytes` is refused before a byte of it is read
 * @throws AnswerTooLargeError over `maxBytes`; the stream's error when it fails
 */
export async function readCapped(
  body: AnswerBody | null,
  status: number,
  declaredLength: string | null | undefined,
  maxBytes: number,
): Promise<string> {
  const tooLarge = new AnswerTooLargeError(status, maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (Number(declaredLength) > maxBytes) {
    await cancel(body);
    throw tooLarge;
  }
  for await (const chunk of body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge;
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** Ends `body` unread, and with it the connection: destroys a node stream, cancels a web one. */
async function cancel(body: AnswerBody | null): Promise<void> {
  if (body?.destroy) body.destroy();
  else await body?.cancel?.();
}
