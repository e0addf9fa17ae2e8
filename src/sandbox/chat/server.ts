/**
 * Chat receivers on one loopback port: each platform's webhook path answered as the platform
 * does (its envelopes, its signature check, its limits), the accepted messages kept for tests and
 * the demo to read. Faults stand in for the platforms' rate limits and outages.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text, type ChatAnswer, type ChatRequest } from './answer.js';
import { readTextWithin } from '../form.js';
import { CHAT_PAGE_PATH, serveChatPage } from './page.js';
import type { ReceivedMessage } from './received.js';
import {
  CHAT_PLATFORMS,
  chatPlatformOf,
  receiverOf,
  type ChatPlatform,
  type RECEIVERS,
} from './receivers.js';

export { CHAT_PLATFORMS, chatPlatformOf, type ChatPlatform } from './receivers.js';
export type { ReceivedMessage } from './received.js';

/** A request a receiver refused, with the answer it gave. */
export interface RefusedRequest {
  platform: ChatPlatform;
  status: number;
  answer: string;
}

/** The platforms whose robots can sign messages with a secret (a receiver with a secret setting). */
export type SigningPlatform = Extract<
  (typeof RECEIVERS)[number],
  { settings: { secret: string } }
>['id'];

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

/**
 * The body a receiver reads at most, in bytes: 1 MiB for a chat platform, above each one's own
 * cap (Teams 28 KB, Feishu 20 KB, DingTalk 20,000 bytes of text), which the receivers check
 * themselves; 16 MiB for the generic webhook, whose body carries every build's record whole.
 */
export function chatBodyBytes(platform: ChatPlatform): number {
  return receiverOf(platform).maxBodyBytes;
}

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
  const signing: Partial<Record<ChatPlatform, string>> = options.secrets ?? {};
  const secret = (platform: ChatPlatform) =>
    'secret' in receiverOf(platform).settings ? signing[platform] : undefined;

  const answer = (platform: ChatPlatform, request: ChatRequest): ChatAnswer => {
    const index = faults.findIndex((fault) => fault.platform === platform);
    if (index >= 0) {
      const [fault] = faults.splice(index, 1);
      if (fault?.fault === 'echo') return text(400, echoOf(request));
      return fault?.fault === 'rate-limit'
        ? receiverOf(platform).rateLimited
        : text(500, 'Internal Server Error');
    }
    const receiver = receiverOf(platform);
    return receiver.receive(request, {
      token: tokens[platform],
      secret: secret(platform),
      keywords: receiver.keywords ? options.keywords : undefined,
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
              ? receiverOf(platform).tooLarge
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
  return {
    webhookPath: (platform) => receiverOf(platform).webhookPath(tokens[platform], workflow),
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
