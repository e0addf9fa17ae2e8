/**
 * One request and its whole answer, within a time limit and a size limit: what the API client,
 * the chat notifications and the storage upload's answer share. Through Node's own HTTP stack
 * (node:http, node:https) rather than the built-in `fetch`, whose first use costs Node 20 16 to
 * 19 MiB of memory and about 60 ms of CPU against 3 MiB and 15 ms here (bench/README.md); behind
 * a proxy (an undici dispatcher), through `fetch`, or undici's `request` for a streamed body.
 * A streamed body (a multipart body with a file) is pulled from its BodyReader as the socket takes
 * it, never through `fetch`: Node 24's stream of a file opened with `openAsBlob` threw outside any
 * promise when the file changed while it was sent, and crashed the process.
 */
// The modules themselves, not their named exports: `request` is looked up at each call, so that
// an interceptor that replaces it (msw in the tests, as for `fetch`) sees these requests too.
import http, { type IncomingMessage, type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { Dispatcher } from 'undici';
import { isNotSent } from '../errors.js';
import { loadUndici } from '../proxy.js';
import type { BodyReader } from '../upload/file-chunks.js';
import { readCapped } from './answer-body.js';
import { deadline, TimeoutError } from './deadline.js';
import { copiesOf, writeBody } from './write-body.js';

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
   * operating system, or (through `fetch`) an answer or any failure but a connection never made
   * or a tunnel the proxy refused (isNotSent).
   */
  onSent?: () => void;
}

/**
 * Sends `method` to `url` with `headers` and `body` and reads the answer. Redirects are not
 * followed: a 3xx is returned as any other answer. The time limit's timer is cleared once the
 * exchange settles, and a streamed body closed (its file with it), whatever the outcome.
 * @param headers with a streamed body, its Content-Type and Content-Length (sent as given)
 * @throws TimeoutError (its `name` `TimeoutError`) when `timeoutMs` ran out
 * @throws AnswerTooLargeError when the answer body is over `maxAnswerBytes` (unread, its
 *   connection closed)
 * @throws FileChangedError, FileUnreadableError when a streamed body's file cannot be read as
 *   measured
 * @throws the socket's or fetch's error (its `code`, e.g. ECONNREFUSED, kept), or the signal's
 *   reason when `signal` aborts
 */
export async function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | BodyReader | undefined,
  options: ExchangeOptions,
): Promise<Exchanged> {
  const limit = deadline(options.timeoutMs, options.signal);
  const settled = new AbortController();
  try {
    const { dispatcher } = options;
    if (!dispatcher) {
      return await exchangeByNode(
        url,
        method,
        headers,
        body,
        limit.signal,
        settled.signal,
        options,
      );
    }
    return typeof body === 'object'
      ? await exchangeByUndici(url, method, headers, body, limit.signal, { ...options, dispatcher })
      : await exchangeByFetch(url, method, headers, body, limit.signal, options);
  } finally {
    settled.abort();
    limit.clear();
    if (typeof body === 'object') body.close();
  }
}

function exchangeByNode(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | BodyReader | undefined,
  signal: AbortSignal,
  settled: AbortSignal,
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
    if (typeof body === 'object') writeBody(outgoing, body, settled, fail);
    else outgoing.end(body);
  });
}

async function exchangeByFetch(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
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
    if (!isNotSent(error)) onSent?.();
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
 * Sends a streamed `body` through undici's `request` and `dispatcher` (a proxy): `fetch` would
 * send it chunked, this sends the Content-Length of `headers`. Each chunk is copied before the
 * next is read (copiesOf).
 * @throws AnswerTooLargeError over `maxAnswerBytes`; the body's error (FileChangedError), the
 *   socket's, or the signal's reason
 */
export async function exchangeByUndici(
  url: URL | string,
  method: string,
  headers: Record<string, string>,
  body: BodyReader,
  signal: AbortSignal,
  {
    maxAnswerBytes,
    dispatcher,
    onSent,
  }: Pick<ExchangeOptions, 'maxAnswerBytes' | 'onSent'> & {
    dispatcher: Dispatcher;
  },
): Promise<Exchanged> {
  const { request } = await loadUndici();
  const response = await request(url, {
    method,
    headers,
    body: copiesOf(body),
    dispatcher,
    signal,
  });
  onSent?.();
  const { statusCode: status, headers: answerHeaders } = response;
  const length = answerHeaders['content-length'];
  const declared = typeof length === 'string' ? length : undefined;
  const text = await readCapped(response.body, status, declared, maxAnswerBytes);
  return { status, headers: headersOf(answerHeaders), text };
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
