/**
 * One request and its whole answer through Node's own HTTP stack (node:http, node:https). The
 * transport's JSON requests go this way rather than through the built-in `fetch`, whose first use
 * costs Node 20 16 to 19 MiB of memory and about 60 ms of CPU against 3 MiB and 15 ms here
 * (bench/README.md).
 */
// The modules themselves, not their named exports: `request` is looked up at each call, so that
// an interceptor that replaces it (msw in the tests, as for `fetch`) sees these requests too.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** An answer: status, headers (by lower-case name), body text. */
export interface Exchanged {
  status: number;
  headers: { get(name: string): string | null };
  text: string;
}

/**
 * Sends `method` to `url` with `headers` and `body` and reads the answer. Redirects are not
 * followed: a 3xx is returned as any other answer. `onSent` is called once the whole request has
 * been handed to the operating system (a failure after it may come after the server acted on it).
 * @throws the socket's error (its `code`, e.g. ECONNREFUSED, kept), or the signal's reason when
 *   `signal` aborts before the body is read
 */
export function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  signal: AbortSignal | undefined,
  onSent?: () => void,
): Promise<Exchanged> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<Exchanged>((resolve, reject) => {
    const outgoing = send(url, { method, headers }, (response) => {
      readAnswer(response).then(resolve, reject);
    });
    const abort = () => {
      const reason: unknown = signal?.reason;
      outgoing.destroy(reason instanceof Error ? reason : new Error('aborted'));
      reject(reason instanceof Error ? reason : new Error('aborted'));
    };
    if (signal?.aborted) {
      abort();
      return;
    }
    signal?.addEventListener('abort', abort, { once: true });
    outgoing.on('close', () => signal?.removeEventListener('abort', abort));
    outgoing.on('error', reject);
    if (onSent) outgoing.on('finish', onSent);
    outgoing.end(body);
  });
}

/**
 * The status, headers and UTF-8 text of `response` once it has all arrived (a leading byte order
 * mark dropped, as `Response.text()` does).
 */
export function readAnswer(response: IncomingMessage): Promise<Exchanged> {
  return new Promise<Exchanged>((resolve, reject) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => {
      const { headers } = response;
      resolve({
        status: response.statusCode ?? 0,
        headers: {
          get(name) {
            const value = headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          },
        },
        text: text.startsWith('\uFEFF') ? text.slice(1) : text,
      });
    });
    response.on('error', reject);
  });
}
