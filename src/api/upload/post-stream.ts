/** Posting a streamed body (the storage upload): Node's own HTTP stack, or undici through a proxy. */
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable, type Writable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { BodyChunk, BodyReader } from './file-chunks.js';
import { ANSWER_LIMITS, readCapped } from '../transport/answer-body.js';
import { readAnswer } from '../transport/http-exchange.js';
import { toError } from '../errors.js';
import { loadUndici } from '../proxy.js';

/** The answer to a post: status and body text. */
export interface PostAnswer {
  status: number;
  text: string;
}

/**
 * Posts `body` to `url` with `headers` (which carry the Content-Length) and reads the answer. Each
 * chunk is released once the socket has taken it (its write callback), so reused buffers are
 * never overwritten while still being sent. The post may settle (an early answer, the signal, an
 * error) before the body is all read: `body` is closed when it settles, whatever the outcome.
 * @param via an undici dispatcher (a proxy), or the node:http(s) agent that sends it (default:
 *   the global one)
 * @throws AnswerTooLargeError when the answer is over ANSWER_LIMITS.storage
 * @throws the socket's or the body's error, or the signal's reason when it aborts
 */
export async function postStream(
  url: string,
  headers: Record<string, string>,
  body: BodyReader,
  signal: AbortSignal,
  via: Dispatcher | Agent | undefined,
): Promise<PostAnswer> {
  const settled = new AbortController();
  try {
    return via === undefined || via instanceof Agent
      ? await postWithNode(url, headers, body, signal, settled.signal, via)
      : await postWithUndici(url, headers, body, signal, via);
  } finally {
    settled.abort();
    body.close();
  }
}

async function postWithUndici(
  url: string,
  headers: Record<string, string>,
  body: BodyReader,
  signal: AbortSignal,
  dispatcher: Dispatcher,
): Promise<PostAnswer> {
  const { request } = await loadUndici();
  const response = await request(url, {
    method: 'POST',
    headers,
    body: copiesOf(body),
    dispatcher,
    signal,
  });
  const { statusCode: status, headers: answerHeaders } = response;
  const length = answerHeaders['content-length'];
  const declared = typeof length === 'string' ? length : undefined;
  const text = await readCapped(response.body, status, declared, ANSWER_LIMITS.storage);
  return { status, text };
}

/**
 * The body as a stream of copies of its chunks, each released as soon as it is copied: undici
 * gives no per-chunk write callback, and a proxy is the rare case that the copy keeps correct. An
 * error the body throws (read() is called inside the stream's own try) destroys the stream.
 */
function copiesOf(body: BodyReader): Readable {
  return new Readable({
    read() {
      const chunk = body.next();
      if (chunk === undefined) {
        this.push(null);
        return;
      }
      const copy = Buffer.from(chunk.bytes);
      chunk.release();
      this.push(copy);
    },
  });
}

function postWithNode(
  url: string,
  headers: Record<string, string>,
  body: BodyReader,
  signal: AbortSignal,
  settled: AbortSignal,
  agent: Agent | undefined,
): Promise<PostAnswer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostAnswer>((resolve, reject) => {
    const options = { method: 'POST', headers, signal, ...(agent ? { agent } : {}) };
    const outgoing = send(target, options, (response) => {
      readAnswer(response, ANSWER_LIMITS.storage).then(resolve, reject);
    });
    outgoing.on('error', reject);
    writeBody(outgoing, body, settled, (failure) => {
      outgoing.destroy(failure);
      reject(failure);
    });
  });
}

/**
 * Writes `body` to `outgoing` and ends it, pulling each chunk in the previous one's write
 * callback: no promise and no generator per chunk (bench/README.md "Eighth pass"). One write at a
 * time: a second one queued behind it would reach the socket merged with it (writev), which TLS
 * copies into one buffer first, and the chunk would leave the cache before its turn. The first
 * chunk goes through the request, with its head; once it has called back, the request has nothing
 * queued and the rest goes straight to its socket: the request's own write path (its checks, a
 * cork and an uncork on the next tick per write, which made each write a writev) cost a third of
 * the client's CPU per GiB on a paced link (bench/README.md "Sixth pass"). Its Content-Length
 * header still says how long the body is. Nothing waits for a write callback: a request closed
 * early, which may never call its write back, has failed the post (its 'error' event). Once
 * `settled` (the storage answered before the body was all sent, or the post failed), nothing more
 * is read, and a request still writing is destroyed at once: a storage host that answered early and stopped reading would otherwise keep
 * the socket, and with it the process, alive until it closed the connection.
 * @param fail called with the error the body throws
 */
function writeBody(
  outgoing: ClientRequest,
  body: BodyReader,
  settled: AbortSignal,
  fail: (error: Error) => void,
): void {
  let socket: Writable | undefined;
  let inFlight: BodyChunk | undefined;
  settled.addEventListener(
    'abort',
    () => {
      // The tail may be the write still pending: writableEnded is true before it has gone out.
      if (!outgoing.writableFinished) outgoing.destroy();
    },
    { once: true },
  );
  const writeNext = () => {
    if (settled.aborted) return;
    let chunk: BodyChunk | undefined;
    try {
      chunk = body.next();
    } catch (error) {
      fail(toError(error));
      return;
    }
    if (chunk === undefined) {
      outgoing.end();
      return;
    }
    inFlight = chunk;
    (socket ?? outgoing).write(chunk.bytes, written);
  };
  const written = (error?: Error | null) => {
    inFlight?.release();
    inFlight = undefined;
    // A failed write or a closed request fails the post through the request's 'error' event.
    if (error || outgoing.destroyed) return;
    socket ??= outgoing.socket ?? undefined;
    writeNext();
  };
  writeNext();
}
