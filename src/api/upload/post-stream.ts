/** Posting a streamed body (the storage upload): Node's own HTTP stack, or undici through a proxy. */
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable, type Writable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { BodyChunk } from './file-chunks.js';
import { readAnswer } from '../transport/http-exchange.js';
import { toError } from '../errors.js';
import { loadUndici } from '../proxy.js';

/** The answer to a post: status and body text. */
export interface PostAnswer {
  status: number;
  text: string;
}

/**
 * The chunks of a request body for one attempt; the iteration must end (or throw) once `signal`
 * aborts, which happens when the post settles before the body is all sent.
 */
export type BodySource = (signal: AbortSignal) => AsyncIterable<BodyChunk>;

/**
 * Posts `body` to `url` with `headers` (which carry the Content-Length) and reads the answer. Each
 * chunk is released once the socket has taken it (its write callback), so reused buffers are
 * never overwritten while still being sent.
 * @param via an undici dispatcher (a proxy), or the node:http(s) agent that sends it (default:
 *   the global one)
 * @throws the socket's or the body's error, or the signal's reason when it aborts
 */
export async function postStream(
  url: string,
  headers: Record<string, string>,
  body: BodySource,
  signal: AbortSignal,
  via: Dispatcher | Agent | undefined,
): Promise<PostAnswer> {
  const settled = new AbortController();
  const chunks = body(AbortSignal.any([signal, settled.signal]));
  try {
    return via === undefined || via instanceof Agent
      ? await postWithNode(url, headers, chunks, signal, via)
      : await postWithUndici(url, headers, chunks, signal, via);
  } finally {
    settled.abort();
  }
}

async function postWithUndici(
  url: string,
  headers: Record<string, string>,
  chunks: AsyncIterable<BodyChunk>,
  signal: AbortSignal,
  dispatcher: Dispatcher,
): Promise<PostAnswer> {
  // undici gives no per-chunk write callback, so each chunk is copied before its buffer goes back;
  // a proxy is the rare case and the copy keeps it correct.
  async function* copies() {
    for await (const chunk of chunks) {
      const copy = Buffer.from(chunk.bytes);
      chunk.release();
      yield copy;
    }
  }
  const { request } = await loadUndici();
  const response = await request(url, {
    method: 'POST',
    headers,
    body: Readable.from(copies(), { objectMode: false }),
    dispatcher,
    signal,
  });
  return { status: response.statusCode, text: await response.body.text() };
}

function postWithNode(
  url: string,
  headers: Record<string, string>,
  chunks: AsyncIterable<BodyChunk>,
  signal: AbortSignal,
  agent: Agent | undefined,
): Promise<PostAnswer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostAnswer>((resolve, reject) => {
    const options = { method: 'POST', headers, signal, ...(agent ? { agent } : {}) };
    const outgoing = send(target, options, (response) => {
      readAnswer(response).then(resolve, reject);
    });
    outgoing.on('error', reject);
    // The storage may answer (an error) before it has read the whole body: the answer wins, and
    // the settled post's signal ends the body's iteration.
    writeBody(outgoing, chunks).catch((error: unknown) => {
      const failure = toError(error);
      outgoing.destroy(failure);
      reject(failure);
    });
  });
}

/**
 * Writes `chunks` to `outgoing` and ends it; settles once the last chunk is handed over. One write
 * at a time: a second one queued behind it would reach the socket merged with it (writev), which
 * TLS copies into one buffer first, and the chunk would leave the cache before its turn. The first
 * chunk goes through the request, with its head; once it has called back, the request has nothing
 * queued and the rest goes straight to its socket: the request's own write path (its checks, a
 * cork and an uncork on the next tick per write, which made each write a writev) cost a third of
 * the client's CPU per GiB on a paced link (bench/README.md "Sixth pass"). Its Content-Length
 * header still says how long the body is. No promise per chunk but the iteration's own. A request
 * closed early may never call its write back: its close stands in for the callback.
 */
function writeBody(outgoing: ClientRequest, chunks: AsyncIterable<BodyChunk>): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  let socket: Writable | undefined;
  let onWritten: (() => void) | undefined;
  outgoing.once('close', () => onWritten?.());
  return new Promise<void>((resolve, reject) => {
    const next = () => {
      iterator.next().then(write, reject);
    };
    const write = (result: IteratorResult<BodyChunk>) => {
      if (result.done) {
        outgoing.end();
        resolve();
        return;
      }
      const chunk = result.value;
      const written = () => {
        if (onWritten !== written) return;
        onWritten = undefined;
        chunk.release();
        socket ??= outgoing.socket ?? undefined;
        next();
      };
      onWritten = written;
      (socket ?? outgoing).write(chunk.bytes, written);
    };
    next();
  });
}
