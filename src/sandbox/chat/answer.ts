/** What every chat receiver shares: the request it reads and the answer it gives. */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** One request to a receiver. */
export interface ChatRequest {
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver's answer; `accepted` is the parsed message when the platform would show it. */
export interface ChatAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
  accepted?: unknown;
}

/** What a receiver checks a request against. */
export interface ReceiverConfig {
  /** The token in the webhook's URL (access_token, key, hook id, signature). */
  token: string;
  /** The signing secret, when the group's robot has one. */
  secret?: string | undefined;
  /** Words one of which the message must contain (DingTalk's and Feishu's keyword security). */
  keywords?: readonly string[] | undefined;
  /** The current time in ms since the epoch. */
  nowMs: number;
}

/**
 * Whether a signature given is exactly the expected one's canonical text, in constant time. The
 * texts are compared, not what they decode to: Node's base64 and hex decoders are lenient
 * (base64url, missing padding, junk after; hex stops at the first bad character) where the
 * platforms are not.
 */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A JSON answer with HTTP `status`. */
export function json(status: number, body: unknown, accepted?: unknown): ChatAnswer {
  return {
    status,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json; charset=utf-8' },
    ...(accepted === undefined ? {} : { accepted }),
  };
}

/**
 * The envelope of the robots that answer HTTP 200 with `errcode`/`errmsg` (DingTalk, WeCom):
 * errcode 0 with the message it `accepted`, else a refusal.
 */
export function errcodeAnswer(errcode: number, errmsg: string, accepted?: unknown): ChatAnswer {
  return json(200, { errcode, errmsg }, accepted);
}

/**
 * Whether a signed request's timestamp (digits, in `unitMs` milliseconds: 1 for DingTalk's ms,
 * 1000 for Feishu's seconds) lies within an hour of `nowMs`, as both platforms require.
 */
export function withinAnHour(timestamp: string, unitMs: number, nowMs: number): boolean {
  return /^\d+$/.test(timestamp) && Math.abs(nowMs - Number(timestamp) * unitMs) <= 3600_000;
}

/** A text answer with HTTP `status`. */
export function text(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): ChatAnswer {
  return { status, body, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } };
}

/** The body as a JSON object, or undefined when it is none. */
export function parseObject(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The value at `path` (dot-separated keys) of `value`, or undefined. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Whether `text` contains one of `keywords` (none configured: always). */
export function hasKeyword(shown: string, keywords: readonly string[] | undefined): boolean {
  return !keywords || keywords.length === 0 || keywords.some((word) => shown.includes(word));
}

/** Size of `text` in UTF-8 bytes. */
export function bytes(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}
