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

/** Whether a signature given equals the one expected, in constant time. */
export function sameBytes(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
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
