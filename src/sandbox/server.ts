import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleApi } from './api.js';
import { Codes } from './codes.js';
import { sendEnvelope } from './envelope.js';
import { FaultPlan, type ConnectionFault, type FaultSpec } from './faults.js';
import type { DataPaths, SandboxCore } from './handler-context.js';
import { Links } from './links.js';
import { type ResolvedOptions, resolveOptions, type SandboxOptions } from './options.js';
import { matchPage, sendHtmlError } from './pages/index.js';
import { PageNotFound } from './pages/target.js';
import { PublishQueue } from './publish-queue.js';
import { randomHex } from './random.js';
import { SandboxState } from './state.js';
import { handleStorage } from './storage.js';
import { makeCertificates, serviceHostNames } from './tls.js';
import { answerDeclaredRequestFirst } from './trailing-bytes.js';
import { UploadTickets } from './upload-tickets.js';
import { routes } from './routes.js';
import {
  chatPlatformOf,
  createChatReceiver,
  type ChatPlatform,
  type ChatReceiver,
} from './chat/server.js';
import { CHAT_PAGE_PATH } from './chat/page.js';
import { handleReports, REPORTS_PATH } from './reports-route.js';
import { v1Prefix, v1Routes } from './v1/routes.js';

export type { ChannelSeed, PublishProfile, SandboxOptions } from './options.js';
export type { Clock } from './clock.js';
export type { FaultSpec } from './faults.js';
export type { SandboxState } from './state.js';

/** One request the sandbox received. Holds no query string, so no secret. */
export interface RecordedRequest {
  method: string;
  /** URL path without the query string, e.g. `/apiv2/app/buildInfo`. */
  path: string;
  /**
   * `app/getCOSToken` style for `/apiv2` operations ('' for the bare `/apiv2`), `apiv1/app/view`
   * style for `/apiv1`; `storage`, `install-page`, `qrcode`, `qrcode-history`, `download`,
   * `plist`, `icon` or `screenshot` for the other routes; `chat/dingtalk` style for the chat
   * webhooks; `unknown` for anything else.
   */
  operation: string;
  /** Arrival time by the sandbox's clock, ms since the epoch. */
  at: number;
}

/** A running sandbox. */
export interface Sandbox {
  /**
   * Origin, e.g. `http://127.0.0.1:41234` (`https://` with the tls option), no trailing slash;
   * API paths `/apiv2/`, `/apiv1/`.
   */
  readonly url: string;
  /** With the tls option: the PEM file of the CA that signed the sandbox's certificate. */
  readonly caCertificatePath: string | undefined;
  readonly apiKey: string;
  readonly userKey: string;
  /** The most recent requests received (options.requestLogSize of them), in order of arrival. */
  readonly requests: RecordedRequest[];
  readonly faults: { inject(spec: FaultSpec): void; clear(): void };
  /** Apps, builds and the rest, with seeding helpers such as addBuild. */
  readonly state: SandboxState;
  /**
   * The storage credentials handed out so far (each signature's HMAC and each security token),
   * for tests that check that none of them leaks.
   */
  issuedSecrets(): string[];
  /**
   * Chat webhook receivers on the sandbox's own port (src/sandbox/chat): each platform's webhook
   * path answered as the platform does, the messages kept (docs/notifications.md).
   */
  readonly chat: Omit<ChatReceiver, 'handle' | 'webhookPath'> & {
    /** The webhook URL of `platform` on this sandbox, with its token. */
    webhookUrl(platform: ChatPlatform): string;
  };
  /** Stops listening, drops open connections and removes the data directory it created. */
  close(): Promise<void>;
}

/**
 * Starts a local emulator of the distribution service's API 2.0 (service.md#api-2), legacy API 1.0
 * (service.md#legacy-api) and storage endpoint on `http://<host>:<port>`.
 * @throws RangeError for invalid options (see resolveOptions); the listen error (e.g. EADDRINUSE).
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const resolved = resolveOptions(options);
  const faults = new FaultPlan();
  for (const spec of resolved.faults) faults.inject(spec);
  const dataDir = resolved.dataDir ?? (await mkdtemp(join(tmpdir(), 'pgyer-sandbox-')));
  const removeOwnDataDir = async () => {
    if (resolved.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  let paths: DataPaths;
  let caCertificatePath: string | undefined;
  let server: Server;
  try {
    paths = await createDataPaths(dataDir);
    caCertificatePath = resolved.tls ? join(dataDir, 'sandbox-ca.pem') : undefined;
    server =
      caCertificatePath === undefined
        ? createServer()
        : await createHttpsServer(resolved.host, caCertificatePath);
    await listen(server, resolved.port, resolved.host);
  } catch (error) {
    // A sandbox that never started (its port in use) leaves no folder of its own behind.
    await removeOwnDataDir();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const scheme = resolved.tls ? 'https' : 'http';
  const url = `${scheme}://${resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host}:${port}`;
  const core = createCore(resolved, faults, paths, url);
  for (const channel of resolved.channels) core.state.addChannel(channel);
  const requests: RecordedRequest[] = [];
  const chat = createChatReceiver({ secrets: chatSecrets() });
  answerDeclaredRequestFirst(server);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A bounded log: a long-running sandbox must not grow with every request it answers.
    if (requests.length >= resolved.requestLogSize) requests.shift();
    void dispatch(req, res, core, requests, chat);
  });
  let closing: Promise<void> | undefined;
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
    await core.queue.close();
    await removeOwnDataDir();
  };
  return {
    url,
    caCertificatePath,
    apiKey: resolved.apiKey,
    userKey: resolved.userKey,
    requests,
    faults: {
      inject: (spec) => {
        faults.inject(spec);
      },
      clear: () => {
        faults.clear();
      },
    },
    state: core.state,
    issuedSecrets: () => core.tickets.issuedSecrets(),
    chat: {
      webhookUrl: (platform) => `${url}${chat.webhookPath(platform)}`,
      tokens: chat.tokens,
      secret: chat.secret,
      received: chat.received,
      refused: chat.refused,
      onMessage: chat.onMessage,
      fail: chat.fail,
    },
    close: () => (closing ??= close()),
  };
}

/**
 * The signing secrets of the sandbox's DingTalk and Feishu robots, made at start and printed by
 * `pgyer sandbox`, shaped as the platforms' (DingTalk's `SEC` and 64 hex digits; 22 characters), so
 * that their signatures are checked as a real group's robot with signing on does. The generic
 * webhook takes unsigned messages: its URL alone is the one to try (the banner's `chat:` line).
 */
function chatSecrets(): Record<'dingtalk' | 'feishu', string> {
  return {
    dingtalk: `SEC${randomHex(32)}`,
    feishu: randomHex(11),
  };
}

/**
 * An HTTPS server whose certificate names `host`, localhost, the loopback addresses and the
 * service's host names; the CA that signed it is written to `caPath`.
 */
/** Starts `server` listening; rejects with the listen error (EADDRINUSE, EACCES). */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function createHttpsServer(host: string, caPath: string): Promise<Server> {
  const names = [host, 'localhost', '127.0.0.1', '::1', ...serviceHostNames].filter(
    (name) => name !== '0.0.0.0' && name !== '::',
  );
  // The wall clock, not the sandbox's: clients check the certificate's validity against theirs.
  const certificates = makeCertificates(names, new Date());
  await writeFile(caPath, certificates.caCertificate);
  return createTlsServer({ key: certificates.serverKey, cert: certificates.serverChain });
}

async function createDataPaths(dataDir: string): Promise<DataPaths> {
  const paths: DataPaths = {
    incoming: join(dataDir, 'incoming'),
    builds: join(dataDir, 'builds'),
    screenshots: join(dataDir, 'screenshots'),
    icons: join(dataDir, 'icons'),
  };
  const { incoming, builds, screenshots, icons } = paths;
  await Promise.all(
    [incoming, builds, screenshots, icons].map((path) => mkdir(path, { recursive: true })),
  );
  return paths;
}

function createCore(
  options: ResolvedOptions,
  faults: FaultPlan,
  paths: DataPaths,
  url: string,
): SandboxCore {
  const state = new SandboxState(options.clock);
  const links = new Links(url);
  return {
    state,
    queue: new PublishQueue(state, {
      parseMs: options.parseDelayMs,
      publishMs: options.publishDelayMs,
      clock: options.clock,
      iconDir: paths.icons,
    }),
    tickets: new UploadTickets(
      options.tokenValiditySeconds,
      new URL(links.storage()).pathname,
      options.distinctUploadKeys,
    ),
    faults,
    links,
    paths,
    apiKey: options.apiKey,
    userKey: options.userKey,
    pageSize: options.pageSize,
    latencyMs: options.latencyMs,
    clock: options.clock,
    unstoredUploadCode: options.unstoredUploadCode,
    requireBuildKey: options.requireBuildKey,
  };
}

function takeConnectionFault(
  core: SandboxCore,
  operation: string,
): ConnectionFault['kind'] | undefined {
  const kinds: ConnectionFault['kind'][] = ['hang', 'reset', 'truncated'];
  return kinds.find((kind) => core.faults.take(kind, operation) !== undefined);
}

/** Reads the whole request, then fails the connection the way `kind` says. */
function misbehave(req: IncomingMessage, res: ServerResponse, kind: ConnectionFault['kind']): void {
  req.resume();
  req.once('end', () => {
    if (kind === 'reset') req.socket.destroy();
    // A truncated body: the content length promises more than comes, then the connection ends.
    if (kind === 'truncated') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '64' });
      res.end('{"code":0,"message":"","data":{"buildKey":"');
    }
    // 'hang': no answer at all; close() drops the connection.
  });
}

/**
 * The API operation a path names: `app/view` under `/apiv2/`, `apiv1/app/view` under `/apiv1/`
 * (the prefix kept, so that faults and records tell the APIs apart), '' and `apiv1/` for the bare
 * prefixes; undefined outside both.
 */
function apiOperation(path: string): { operation: string; v1: boolean } | undefined {
  const v1Root = `/${v1Prefix.slice(0, -1)}`;
  if (path === '/apiv2' || path.startsWith('/apiv2/')) {
    return { operation: path.slice('/apiv2/'.length), v1: false };
  }
  if (path === v1Root || path.startsWith(`${v1Root}/`)) {
    return { operation: `${v1Prefix}${path.slice(v1Root.length + 1)}`, v1: true };
  }
  return undefined;
}

/**
 * Records the request, applies an html or connection fault, then routes: /apiv2, /apiv1,
 * /storage, the chat webhooks, /sandbox/reports, the pages. Any other path answers HTTP 404 with the envelope code
 * 1096.
 */
async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  core: SandboxCore,
  requests: RecordedRequest[],
  chat: ChatReceiver,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
  const api = apiOperation(path);
  const chatPlatform = api === undefined ? chatPlatformOf(path) : undefined;
  const chatPage = path === CHAT_PAGE_PATH;
  const reports = path === REPORTS_PATH;
  const page =
    api === undefined && chatPlatform === undefined && !chatPage && !reports && path !== '/storage'
      ? matchPage(path)
      : undefined;
  const operation =
    api?.operation ??
    (path === '/storage'
      ? 'storage'
      : chatPlatform
        ? `chat/${chatPlatform}`
        : chatPage
          ? 'chat-page'
          : reports
            ? 'sandbox-reports'
            : (page?.page.operation ?? 'unknown'));
  const at = core.clock.now().getTime();
  requests.push({ method: req.method ?? 'GET', path, operation, at });
  const htmlFault = core.faults.take('html', operation);
  const connectionFault = takeConnectionFault(core, operation);
  try {
    if (htmlFault !== undefined) {
      sendHtmlError(req, res, htmlFault.status, htmlFault.retryAfterSeconds);
    } else if (connectionFault !== undefined) {
      misbehave(req, res, connectionFault);
    } else if (api !== undefined) {
      if (core.latencyMs > 0) await sleep(core.latencyMs);
      await handleApi(req, res, core, api.operation, api.v1 ? v1Routes : routes);
    } else if (path === '/storage') {
      handleStorage(req, res, core);
    } else if (chatPlatform !== undefined || chatPage) {
      chat.handle(req, res);
    } else if (reports) {
      await handleReports(req, res, core);
    } else if (page !== undefined && (req.method === 'GET' || req.method === 'HEAD')) {
      await page.page.serve(res, core, page.segment, req);
    } else if (page?.page.post !== undefined && req.method === 'POST') {
      await page.page.post(res, core, page.segment, req);
    } else {
      req.resume();
      sendEnvelope(res, Codes.wrongMethod, [], 'no such path', 404);
    }
  } catch (error) {
    if (res.headersSent) res.destroy();
    else sendHtmlError(req, res, error instanceof PageNotFound ? 404 : 500);
  }
}
