/** Posting a streamed body (the storage upload): Node's own HTTP stack, or undici through a proxy. */
import { Agent, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Dispatcher } from 'undici';
import type { BodyReader } from './file-chunks.js';
import { ANSWER_LIMITS } from '../transport/answer-body.js';
import { exchangeByUndici, readAnswer } from '../transport/http-exchange.js';
import { writeBody } from '../transport/write-body.js';

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
      : await exchangeByUndici(url, 'POST', headers, body, signal, {
          maxAnswerBytes: ANSWER_LIMITS.storage,
          dispatcher: via,
        });
  } finally {
    settled.abort();
    body.close();
  }
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
