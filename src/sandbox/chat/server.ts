/**
 * Chat receivers on one loopback port: each platform's webhook path answered as the platform
 * does (its envelopes, its signature check, its limits), the accepted messages kept for tests and
 * the demo to read. Faults stand in for the platforms' rate limits and outages.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, text, type ChatAnswer, type ChatRequest, type ReceiverConfig } from './answer.js';
import { readTextWithin } from '../form.js';
import { CHAT_PAGE_PATH, serveChatPage } from './page.js';
import { CHAT_PLATFORMS, type ChatPlatform, type ReceivedMessage } from './received.js';
import { receiveDingtalk } from './dingtalk.js';
import { receiveFeishu } from './feishu.js';
import { receiveSlack } from './slack.js';
import { receiveTeams } from './teams.js';
import { receiveWebhook } from './webhook.js';
import { receiveWecom } from './wecom.js';

export { CHAT_PLATFORMS, type ChatPlatform, type ReceivedMessage } from './received.js';

/** A request a receiver refused, with the answer it gave. */
export interface RefusedRequest {
  platform: ChatPlatform;
  status: number;
  answer: string;
}

/** The platforms whose robots can sign messages with a secret. */
export type SigningPlatform = 'dingtalk' | 'feishu' | 'webhook';

/**
 * The faults a receiver can be told to answer the next requests with. `echo` refuses the message
 * (HTTP 400) with a quote of the request, as a platform's error answer may: its path and query
 * (the token, DingTalk's `sign` and `timestamp`), each path segment and query value apart, the
 * signature header and the body's `sign`.
 */
export type ChatFault = 'rate-limit' | 'server-error' | 'echo';

/** How the receivers are set up. */
export interface ChatReceiverOptions {
  /** Signing secrets of the platforms that sign (a wrong signature is refused). */
  secrets?: Partial<Record<SigningPlatform, string>>;
  /** DingTalk's and Feishu's keyword security: a message must contain one of them. */
  keywords?: readonly string[];
  /** The clock, in ms since the epoch. */
  now?: () => number;
}

/** The running receivers. */
export interface ChatReceivers {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** The webhook URL of `platform`, with its token. */
  webhookUrl(platform: ChatPlatform): string;
  /** Every token in the webhook URLs (for secret scans). */
  tokens(): string[];
  /** The signing secret `platform` checks signatures with; undefined: it takes unsigned messages. */
  secret(platform: ChatPlatform): string | undefined;
  received: ReceivedMessage[];
  refused: RefusedRequest[];
  /** Calls `listener` with each message accepted from now on (the sandbox logs a line for each). */
  onMessage(listener: (message: ReceivedMessage) => void): void;
  /** Answers the next `times` requests to `platform` with `fault`. */
  fail(platform: ChatPlatform, fault: ChatFault, times?: number): void;
  close(): Promise<void>;
}

const RECEIVERS: Record<
  ChatPlatform,
  (request: ChatRequest, config: ReceiverConfig) => ChatAnswer
> = {
  dingtalk: receiveDingtalk,
  feishu: receiveFeishu,
  wecom: receiveWecom,
  slack: receiveSlack,
  teams: receiveTeams,
  webhook: receiveWebhook,
};

/** Each platform's rate-limit answer (its documented code, or 429 with Retry-After). */
const RATE_LIMITED: Record<ChatPlatform, ChatAnswer> = {
  dingtalk: json(200, { errcode: 130101, errmsg: 'send too fast, exceed 20 times per minute' }),
  feishu: json(200, { code: 11232, data: {}, msg: 'frequency limited' }),
  wecom: json(200, { errcode: 45009, errmsg: 'api freq out of limit' }),
  slack: text(429, 'rate_limited', { 'retry-after': '1' }),
  teams: {
    ...json(429, {
      error: { code: 'WorkflowTriggerIsThrottled', message: 'Rate limit is exceeded.' },
    }),
    headers: { 'retry-after': '1' },
  },
  webhook: text(429, 'slow down', { 'retry-after': '1' }),
};

/**
 * The body a receiver reads at most, in bytes: 1 MiB for a chat platform, above each one's own
 * cap (Teams 28 KB, Feishu 20 KB, DingTalk 20,000 bytes of text), which the receivers check
 * themselves; 16 MiB for the generic webhook, whose body carries every build's record whole.
 */
export function chatBodyBytes(platform: ChatPlatform): number {
  return platform === 'webhook' ? 16 * 1024 * 1024 : 1024 * 1024;
}

/**
 * How each platform refuses a body over chatBodyBytes: DingTalk 460101 (message too long),
 * Feishu 9499 (request body too large), WeCom 45002 (content size out of limit), Teams 413
 * RequestEntityTooLarge, Slack and the generic webhook HTTP 413.
 */
const TOO_LARGE: Record<ChatPlatform, ChatAnswer> = {
  dingtalk: json(200, { errcode: 460101, errmsg: 'message too long' }),
  feishu: json(200, { code: 9499, data: {}, msg: 'request body too large' }),
  wecom: json(200, { errcode: 45002, errmsg: 'content size out of limit' }),
  slack: text(413, 'request_too_large'),
  teams: json(413, {
    error: { code: 'RequestEntityTooLarge', message: 'The request is too large.' },
  }),
  webhook: text(413, 'payload too large'),
};

/** The echo fault's answer: what a platform could quote of `request`. */
function echoOf({ url, headers, body }: ChatRequest): string {
  let signed: unknown;
  try {
    signed = (JSON.parse(body) as { sign?: unknown }).sign;
  } catch {
    signed = undefined;
  }
  const parts = {
    segments: url.pathname.split('/').filter(Boolean),
    query: Object.fromEntries(url.searchParams),
    signature: headers['x-pgyer-signature'],
    sign: signed,
  };
  return `bad request ${url.pathname}${url.search} ${JSON.stringify(parts)}`;
}

/** The platform whose webhook path `path` is, or undefined. */
export function chatPlatformOf(path: string): ChatPlatform | undefined {
  if (path === '/robot/send') return 'dingtalk';
  if (path.startsWith('/open-apis/bot/v2/hook/')) return 'feishu';
  if (path === '/cgi-bin/webhook/send') return 'wecom';
  if (path.startsWith('/services/')) return 'slack';
  if (path.startsWith('/workflows/')) return 'teams';
  if (path.startsWith('/hooks/')) return 'webhook';
  return undefined;
}

function token(): string {
  return randomBytes(18).toString('base64url').replace(/[-_]/g, 'x');
}

/** The receivers without a server of their own: the sandbox answers their paths on its port. */
export interface ChatReceiver extends Omit<ChatReceivers, 'url' | 'webhookUrl' | 'close'> {
  /** The path and query of `platform`'s webhook, with its token. */
  webhookPath(platform: ChatPlatform): string;
  /**
   * Answers one request to a path `chatPlatformOf` knows, or to CHAT_PAGE_PATH (GET: the page of
   * the messages received, chat/page.ts).
   */
  handle: (incoming: IncomingMessage, outgoing: ServerResponse) => void;
}

/** Receivers for every platform, to be served by a server of the caller's. */
export function createChatReceiver(options: ChatReceiverOptions = {}): ChatReceiver {
  const tokens = Object.fromEntries(
    CHAT_PLATFORMS.map((platform) => [platform, token()]),
  ) as Record<ChatPlatform, string>;
  const workflow = randomBytes(16).toString('hex');
  const faults: { platform: ChatPlatform; fault: ChatFault }[] = [];
  const received: ReceivedMessage[] = [];
  const refused: RefusedRequest[] = [];
  const listeners: ((message: ReceivedMessage) => void)[] = [];
  const now = options.now ?? Date.now;
  const secret = (platform: ChatPlatform) =>
    platform === 'dingtalk' || platform === 'feishu' || platform === 'webhook'
      ? options.secrets?.[platform]
      : undefined;

  const answer = (platform: ChatPlatform, request: ChatRequest): ChatAnswer => {
    const index = faults.findIndex((fault) => fault.platform === platform);
    if (index >= 0) {
      const [fault] = faults.splice(index, 1);
      if (fault?.fault === 'echo') return text(400, echoOf(request));
      return fault?.fault === 'rate-limit'
        ? RATE_LIMITED[platform]
        : text(500, 'Internal Server Error');
    }
    return RECEIVERS[platform](request, {
      token: tokens[platform],
      secret: secret(platform),
      keywords: platform === 'dingtalk' || platform === 'feishu' ? options.keywords : undefined,
      nowMs: now(),
    });
  };

  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (new URL(incoming.url ?? '/', 'http://127.0.0.1').pathname === CHAT_PAGE_PATH) {
      incoming.resume();
      if (incoming.method === 'GET' || incoming.method === 'HEAD') {
        void serveChatPage(outgoing, received);
      } else {
        const reply = text(405, 'method not allowed');
        outgoing.writeHead(reply.status, reply.headers ?? {}).end(reply.body);
      }
      return;
    }
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const platform = chatPlatformOf(url.pathname);
    // A path of no platform: the body is drained unkept before the 404.
    void readTextWithin(incoming, platform ? chatBodyBytes(platform) : 0).then(
      (body) => {
        const reply = !platform
          ? text(404, 'not found')
          : incoming.method !== 'POST'
            ? text(405, 'method not allowed')
            : body === undefined
              ? TOO_LARGE[platform]
              : answer(platform, { url, headers: incoming.headers, body });
        if (platform && reply.accepted !== undefined) {
          const message = { platform, body: reply.accepted, headers: incoming.headers };
          received.push(message);
          for (const listener of listeners) listener(message);
        } else if (platform) {
          refused.push({ platform, status: reply.status, answer: reply.body });
        }
        outgoing.writeHead(reply.status, reply.headers ?? {});
        outgoing.end(reply.body);
      },
      () => outgoing.destroy(),
    );
  };
  const paths: Record<ChatPlatform, string> = {
    dingtalk: `/robot/send?access_token=${tokens.dingtalk}`,
    feishu: `/open-apis/bot/v2/hook/${tokens.feishu}`,
    wecom: `/cgi-bin/webhook/send?key=${tokens.wecom}`,
    slack: `/services/T0PGYER01/B0PGYER01/${tokens.slack}`,
    teams: `/workflows/${workflow}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${tokens.teams}`,
    webhook: `/hooks/${tokens.webhook}`,
  };
  return {
    webhookPath: (platform) => paths[platform],
    tokens: () => [...Object.values(tokens), workflow],
    secret,
    received,
    refused,
    onMessage: (listener) => {
      listeners.push(listener);
    },
    fail: (platform, fault, times = 1) => {
      for (let i = 0; i < times; i += 1) faults.push({ platform, fault });
    },
    handle,
  };
}

/** Starts the receivers on a free loopback port of their own. */
export async function startChatReceivers(
  options: ChatReceiverOptions = {},
): Promise<ChatReceivers> {
  const receiver = createChatReceiver(options);
  const server = createServer((incoming, outgoing) => {
    receiver.handle(incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    webhookUrl: (platform) => `${url}${receiver.webhookPath(platform)}`,
    tokens: receiver.tokens,
    secret: receiver.secret,
    received: receiver.received,
    refused: receiver.refused,
    onMessage: receiver.onMessage,
    fail: receiver.fail,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
