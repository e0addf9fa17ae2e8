import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
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
import { matchPage, PageNotFound, sendHtmlError } from './pages.js';
import { PublishQueue } from './publish-queue.js';
import { SandboxState } from './state.js';
import { handleStorage } from './storage.js';
import { UploadTickets } from './upload-tickets.js';
import { routes } from './routes.js';
import { v1Prefix, v1Routes } from './v1/routes.js';

export type { SandboxOptions } from './options.js';
export type { FaultSpec } from './faults.js';
export type { SandboxState } from './state.js';

/** One request the sandbox received. Holds no query string, so no secret. */
export interface RecordedRequest {
  method: string;
  /** URL path without the query string, e.g. `/apiv2/app/buildInfo`. */
  path: string;
  /**
   * `app/getCOSToken` style for `/apiv2` operations, `apiv1/app/view` style for `/apiv1`;
   * `storage`, `install-page`, `qrcode`, `download`, `plist` or `screenshot` for the other
   * routes; `unknown` for anything else.
   */
  operation: string;
  /** Arrival time, ms since the epoch. */
  at: number;
}

/** A running sandbox. */
export interface Sandbox {
  /** Origin, e.g. `http://127.0.0.1:41234`, no trailing slash; API paths `/apiv2/`, `/apiv1/`. */
  readonly url: string;
  readonly apiKey: string;
  readonly userKey: string;
  /** Every request received, in order of arrival. */
  readonly requests: RecordedRequest[];
  readonly faults: { inject(spec: FaultSpec): void; clear(): void };
  /** Apps, builds and the rest, with seeding helpers such as addBuild. */
  readonly state: SandboxState;
  /**
   * The storage credentials handed out so far (each signature's HMAC and each security token),
   * for tests that check that none of them leaks.
   */
  issuedSecrets(): string[];
  /** Stops listening, drops open connections and removes the data directory it created. */
  close(): Promise<void>;
}

/**
 * Starts a local emulator of the distribution service's API 2.0 (api-v2 §4), legacy API 1.0
 * (api-v1 §4) and storage endpoint on `http://<host>:<port>`.
 * @throws RangeError for invalid options (see resolveOptions); the listen error (e.g. EADDRINUSE).
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const resolved = resolveOptions(options);
  const faults = new FaultPlan();
  for (const spec of resolved.faults) faults.inject(spec);
  const dataDir = resolved.dataDir ?? (await mkdtemp(join(tmpdir(), 'pgyer-sandbox-')));
  const paths = await createDataPaths(dataDir);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(resolved.port, resolved.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host}:${port}`;
  const core = createCore(resolved, faults, paths, url);
  const requests: RecordedRequest[] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void dispatch(req, res, core, requests);
  });
  let closing: Promise<void> | undefined;
  const close = async () => {
    core.queue.close();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
    if (resolved.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  return {
    url,
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
    close: () => (closing ??= close()),
  };
}

async function createDataPaths(dataDir: string): Promise<DataPaths> {
  const paths: DataPaths = {
    incoming: join(dataDir, 'incoming'),
    builds: join(dataDir, 'builds'),
    screenshots: join(dataDir, 'screenshots'),
  };
  await Promise.all(
    [paths.incoming, paths.builds, paths.screenshots].map((path) =>
      mkdir(path, { recursive: true }),
    ),
  );
  return paths;
}

function createCore(
  options: ResolvedOptions,
  faults: FaultPlan,
  paths: DataPaths,
  url: string,
): SandboxCore {
  const state = new SandboxState();
  return {
    state,
    queue: new PublishQueue(state, {
      parseMs: options.parseDelayMs,
      publishMs: options.publishDelayMs,
    }),
    tickets: new UploadTickets(options.tokenValiditySeconds, options.distinctUploadKeys),
    faults,
    links: new Links(url),
    paths,
    apiKey: options.apiKey,
    userKey: options.userKey,
    pageSize: options.pageSize,
    latencyMs: options.latencyMs,
  };
}

/**
 * Records the request, applies an html fault, then routes: /apiv2, /apiv1, /storage, the pages.
 * Any other path answers HTTP 404 with the envelope code 1096, like an unknown operation.
 */
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

async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  core: SandboxCore,
  requests: RecordedRequest[],
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
  // A 1.0 operation keeps its prefix (apiv1/app/view), so faults and records tell the APIs apart.
  const v1Operation = path.startsWith(`/${v1Prefix}`) ? path.slice(1) : undefined;
  const operationPath = path.startsWith('/apiv2/') ? path.slice('/apiv2/'.length) : v1Operation;
  const page = operationPath === undefined && path !== '/storage' ? matchPage(path) : undefined;
  const operation =
    operationPath ?? (path === '/storage' ? 'storage' : (page?.page.operation ?? 'unknown'));
  requests.push({ method: req.method ?? 'GET', path, operation, at: Date.now() });
  const htmlFault = core.faults.take('html', operation);
  const connectionFault = takeConnectionFault(core, operation);
  try {
    if (htmlFault !== undefined) {
      sendHtmlError(req, res, htmlFault.status, htmlFault.retryAfterSeconds);
    } else if (connectionFault !== undefined) {
      misbehave(req, res, connectionFault);
    } else if (operationPath !== undefined) {
      if (core.latencyMs > 0) await sleep(core.latencyMs);
      await handleApi(req, res, core, operationPath, v1Operation === undefined ? routes : v1Routes);
    } else if (path === '/storage') {
      handleStorage(req, res, core);
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
