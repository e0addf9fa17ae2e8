/** Sending one request and reading its whole answer. */
import type { Dispatcher } from 'undici';
import { exchange, type Exchanged } from './http-exchange.js';
import { USER_AGENT } from '../version.js';
import { definedEntries, multipartBody } from './body.js';
import type { FilePart, Params } from './types.js';

/**
 * Sends one request and reads its answer. Through Node's own HTTP stack, except through a proxy
 * (an undici `dispatcher`) and for multipart bodies, which take `fetch`. Redirects come back as
 * answers: a redirect here means the service moved, and is reported rather than a POST replayed
 * elsewhere.
 * @throws the socket's or fetch's error, or the signal's reason when `signal` aborts
 */
export async function sendRequest(
  url: URL,
  method: 'GET' | 'POST',
  params: Params,
  files: readonly FilePart[] | undefined,
  signal: AbortSignal | undefined,
  dispatcher: Dispatcher | undefined,
): Promise<Exchanged> {
  const headers = { 'user-agent': USER_AGENT, accept: 'application/json' };
  if (!dispatcher && !files) {
    if (method === 'GET') return exchange(url, method, headers, undefined, signal);
    const form = new URLSearchParams([...definedEntries(params)]).toString();
    const formHeaders = {
      ...headers,
      // What fetch sends with a URLSearchParams body.
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      'content-length': String(Buffer.byteLength(form)),
    };
    return exchange(url, method, formHeaders, form, signal);
  }
  const init: RequestInit = {
    method,
    headers,
    redirect: 'manual',
    ...(signal ? { signal } : {}),
    // Node's fetch is typed against its bundled undici; an undici 7 dispatcher works with it.
    ...(dispatcher ? { dispatcher: dispatcher as unknown as RequestInit['dispatcher'] } : {}),
  };
  if (method === 'POST') {
    init.body = files
      ? await multipartBody(params, files)
      : new URLSearchParams([...definedEntries(params)]);
  }
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}
