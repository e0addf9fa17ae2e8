/**
 * One request and its whole answer, within a time limit and a size limit: what the API client,
 * the chat notifications and the storage upload's answer share. Through Node's own HTTP stack
 * (node:http, node:https) rather than the built-in `fetch`, whose first use costs Node 20 16 to
 * 19 MiB of memory and about 60 ms of CPU against 3 MiB and 15 ms here (bench/README.md); through
 * `fetch` only behind a proxy (an undici dispatcher) and for multipart bodies.
 */
// The modules themselves, not their named exports: `request` is looked up at each call, so that
// an interceptor that replaces it (msw in the tests, as for `fetch`) sees these requests too.
import http, { type IncomingMessage, type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Dispatcher } from 'undici';
import { isNotSentCode, systemCodeOf } from '../errors.js';
import { readCapped } from './answer-body.js';
import { deadline, TimeoutError } from './deadline.js';

/** An answer: status, headers (by lower-case name), body text. */
export interface Exchanged {
  status: number;
  headers: { get(name: string): string | null };
  text: string;
}

/** The limits and the route of one exchange. */
export interface ExchangeOptions {
  /**
   * Time the whole exchange may take, connection, request, answer headers and body, in ms; the
   * same time without a byte moving on the socket ends it too (a backstop; behind a proxy,
   * undici's own 300 s header and body timeouts are that backstop).
   */
  timeoutMs: number;
  /** The largest answer body read, in bytes (see ANSWER_LIMITS). */
  maxAnswerBytes: number;
  /** Cancels the exchange (the run's cancel); its reason is thrown. */
  signal?: AbortSignal | undefined;
  /** An undici dispatcher (a proxy, see proxy.ts); undefined: Node's own HTTP stack. */
  dispatcher?: Dispatcher | undefined;
  /**
   * Called once the request may have reached the server: the whole request handed to the
   * operating system, or (through `fetch`) an answer or any failure but a connection never made.
   */
  onSent?: () => void;
}

/**
 * Sends `method` to `url` with `headers` and `body` and reads the answer. Redirects are not
 * followed: a 3xx is returned as any other answer. The time limit's timer is cleared once the
 * exchange settles.
 * @throws TimeoutError (its `name` `TimeoutError`) when `timeoutMs` ran out
 * @throws AnswerTooLargeError when the answer body is over `maxAnswerBytes` (unread, its
 *   connection closed)
 * @throws the socket's or fetch's error (its `code`, e.g. ECONNREFUSED, kept), or the signal's
 *   reason when `signal` aborts
 */
export async function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | FormData | undefined,
  options: ExchangeOptions,
): Promise<Exchanged> {
  const limit = deadline(options.timeoutMs, options.signal);
  try {
    return options.dispatcher || body instanceof FormData
      ? await exchangeByFetch(url, method, headers, body, limit.signal, options)
      : await exchangeByNode(url, method, headers, body, limit.signal, options);
  } finally {
    limit.clear();
  }
}

function exchangeByNode(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  signal: AbortSignal,
  { timeoutMs, maxAnswerBytes, onSent }: ExchangeOptions,
): Promise<Exchanged> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<Exchanged>((resolve, reject) => {
    const fail = (error: Error) => {
      outgoing.destroy(error);
      reject(error);
    };
    const outgoing = send(url, { method, headers }, (response) => {
      readAnswer(response, maxAnswerBytes).then(resolve, fail);
    });
    const abort = () => {
      const reason: unknown = signal.reason;
      fail(reason instanceof Error ? reason : new Error('aborted'));
    };
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    outgoing.on('close', () => {
      signal.removeEventListener('abort', abort);
    });
    outgoing.setTimeout(timeoutMs, () => {
      fail(new TimeoutError(timeoutMs));
    });
    outgoing.on('error', reject);
    if (onSent) outgoing.on('finish', onSent);
    outgoing.end(body);
  });
}

async function exchangeByFetch(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | FormData | undefined,
  signal: AbortSignal,
  { maxAnswerBytes, dispatcher, onSent }: ExchangeOptions,
): Promise<Exchanged> {
  // fetch sets the length of the body it sends itself.
  const { 'content-length': _length, ...fetchHeaders } = headers;
  const init: RequestInit = {
    method,
    headers: fetchHeaders,
    redirect: 'manual',
    signal,
    ...(body === undefined ? {} : { body }),
    // Node's fetch is typed against its bundled undici; an undici 7 dispatcher works with it.
    ...(dispatcher ? { dispatcher: dispatcher as unknown as RequestInit['dispatcher'] } : {}),
  };
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (!isNotSentCode(systemCodeOf(error))) onSent?.();
    throw error;
  }
  onSent?.();
  const { status } = response;
  const text = await readCapped(
    response.body,
    status,
    response.headers.get('content-length'),
    maxAnswerBytes,
  );
  return { status, headers: response.headers, text };
}

/**
 * The status, headers and UTF-8 text of `response` once it has all arrived (a leading byte order
 * mark dropped, as `Response.text()` does).
 * @throws AnswerTooLargeError once the body goes over `maxBytes` (the response destroyed)
 */
export async function readAnswer(response: IncomingMessage, maxBytes: number): Promise<Exchanged> {
  const status = response.statusCode ?? 0;
  const text = await readCapped(response, status, response.headers['content-length'], maxBytes);
  return { status, headers: headersOf(response.headers), text };
}

function headersOf(headers: IncomingHttpHeaders): Exchanged['headers'] {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}
