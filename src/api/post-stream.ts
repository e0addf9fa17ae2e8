/** Posting a streamed body (the storage upload): Node's own HTTP stack, or undici through a proxy. */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Dispatcher } from 'undici';

/** The answer to a post: status and body text. */
export interface PostAnswer {
  status: number;
  text: string;
}

/**
 * Posts `body` to `url` with `headers` (which carry the Content-Length) and reads the answer.
 * @param dispatcher an undici dispatcher (a proxy); without one, node:http(s) sends it
 * @throws the socket's or the body's error, or the signal's reason when it aborts
 */
export async function postStream(
  url: string,
  headers: Record<string, string>,
  body: Readable,
  signal: AbortSignal,
  dispatcher: Dispatcher | undefined,
): Promise<PostAnswer> {
  if (dispatcher) {
    const { request } = await import('undici');
    const response = await request(url, { method: 'POST', headers, body, dispatcher, signal });
    return { status: response.statusCode, text: await response.body.text() };
  }
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostAnswer>((resolve, reject) => {
    const outgoing = send(target, { method: 'POST', headers, signal }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    // The storage may answer (an error) before it has read the whole body: the answer wins.
    pipeline(body, outgoing).catch(reject);
  });
}
