/** Sending one request of the JSON API and reading its whole answer. */
import type { Dispatcher } from 'undici';
import { exchange, type Exchanged } from './http-exchange.js';
import { USER_AGENT } from '../version.js';
import { definedEntries, multipartRequestBody } from './body.js';
import type { FilePart, Params } from './types.js';

/** The limits and the route of one request (see ExchangeOptions). */
export interface SendLimits {
  /** Time the request may take, answer included, in ms. */
  timeoutMs: number;
  /** The largest answer body read, in bytes. */
  maxAnswerBytes: number;
  signal: AbortSignal | undefined;
  dispatcher: Dispatcher | undefined;
}

/**
 * Sends one request and reads its answer (see exchange): GET with the params in `url`'s query, a
 * POST as an urlencoded form, or as multipart/form-data with `files` streamed from disk.
 * Redirects come back as answers: a redirect here means the service moved, and is reported rather
 * than a POST replayed elsewhere.
 * @throws FileChangedError when a file part is no longer its measured size (before anything
 *   was sent, or as it is read), FileUnreadableError when it cannot be read; as
 *   exchange: TimeoutError, AnswerTooLargeError, the socket's or fetch's error, or the signal's
 *   reason
 */
export async function sendRequest(
  url: URL,
  method: 'GET' | 'POST',
  params: Params,
  files: readonly FilePart[] | undefined,
  limits: SendLimits,
): Promise<Exchanged> {
  const headers = { 'user-agent': USER_AGENT, accept: 'application/json' };
  if (method === 'GET') return exchange(url, method, headers, undefined, limits);
  if (files) {
    const body = await multipartRequestBody(params, files);
    const multipartHeaders = {
      ...headers,
      'content-type': body.contentType,
      'content-length': String(body.length),
    };
    return exchange(url, method, multipartHeaders, body.reader, limits);
  }
  const form = new URLSearchParams([...definedEntries(params)]).toString();
  const formHeaders = {
    ...headers,
    // What fetch sends with a URLSearchParams body.
    'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    'content-length': String(Buffer.byteLength(form)),
  };
  return exchange(url, method, formHeaders, form, limits);
}
