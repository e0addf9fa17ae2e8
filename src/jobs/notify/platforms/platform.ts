/**
 * What every chat platform provides: its message format, how a request is signed, and how its
 * answer says delivered, refused, or "try again later".
 */
import { VERSION, type Exchanged, type SettingNamer } from '../../../api/index.js';
import type { NotifyMessage } from '../message.js';

/** One request to a webhook: where, with which headers, and the body text. */
export interface WebhookRequest {
  url: URL;
  headers: Record<string, string>;
  body: string;
}

/** How a platform answered: delivered, or why not and whether another try may succeed. */
export type Verdict =
  | { delivered: true }
  | {
      delivered: false;
      /** What the platform said, e.g. `errcode 310000: sign not match` (quoted, may be long). */
      problem: string;
      /** A rate limit, a 5xx or a gateway: worth another try. */
      transient: boolean;
      /** How long the platform asked to wait (Retry-After), in ms. */
      retryAfterMs?: number | undefined;
      /** The robot's security settings refused it: a signature, a keyword (Platform.securityHint). */
      securityRefused?: true;
    };

/** A chat platform's webhook. */
export interface Platform {
  /** The request body (JSON) that shows `message`, within the platform's size limits. */
  payload(message: NotifyMessage): unknown;
  /**
   * Messages sent after the payload, each its own request body (JSON), in order: what the
   * platform can show only as a message of its own (WeCom's QR code picture).
   */
  followUps?(message: NotifyMessage): Promise<unknown[]>;
  /**
   * The request signed with `secret` as the platform checks it.
   * @param nowMs the current time in ms since the epoch
   */
  sign?(request: WebhookRequest, secret: string, nowMs: number): WebhookRequest;
  /** Reads the platform's answer. */
  verdict(answer: Exchanged): Verdict;
  /**
   * What to check when the robot's security settings refused the message (`securityRefused`),
   * naming the settings as the front-end calls them.
   */
  securityHint?(name: SettingNamer): string;
}

/** Rate-limited or failed at the gateway: HTTP 429, 5xx, or a status that is no answer at all. */
export function httpVerdict(answer: Exchanged, retryAfterMs?: number): Verdict | undefined {
  const { status } = answer;
  if (status >= 200 && status < 300) return undefined;
  return {
    delivered: false,
    problem: `HTTP ${status}${answer.text.trim() ? `: ${answer.text.trim()}` : ''}`,
    transient: status === 429 || status >= 500,
    retryAfterMs,
  };
}

/** The fields of an envelope (`errcode`/`errmsg`, `code`/`msg`) and its rate-limit codes. */
export interface Envelope {
  code: string;
  message: string;
  /** Codes that mean "too many messages, try later". */
  rateLimited: readonly number[];
  /** Codes that mean the robot's security settings refused it (a signature, a keyword). */
  securityRefused?: readonly number[];
}

/**
 * The verdict of a platform that answers HTTP 200 with an envelope: code 0 is delivered, a
 * rate-limit code is worth another try, anything else (or no envelope) is refused.
 */
export function envelopeVerdict(answer: Exchanged, envelope: Envelope): Verdict {
  const http = httpVerdict(answer);
  if (http) return http;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = fields[envelope.code];
  if (code === 0) return { delivered: true };
  if (typeof code !== 'number') {
    return {
      delivered: false,
      problem: `an answer without ${envelope.code}: ${answer.text.trim()}`,
      transient: false,
    };
  }
  const said = fields[envelope.message];
  return {
    delivered: false,
    problem: `${envelope.code} ${String(code)}${typeof said === 'string' && said ? `: ${said}` : ''}`,
    transient: envelope.rateLimited.includes(code),
    ...(envelope.securityRefused?.includes(code) ? { securityRefused: true as const } : {}),
  };
}

/** A JSON request to `url` with `payload` as its body. */
export function jsonRequest(url: URL, payload: unknown): WebhookRequest {
  const body = JSON.stringify(payload);
  return {
    url,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': `pgyer-actions/${VERSION}`,
    },
    body,
  };
}
