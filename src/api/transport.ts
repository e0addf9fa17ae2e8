import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import pRetry from 'p-retry';
import type { Dispatcher } from 'undici';
import { proxyDispatcher } from './proxy.js';
import { ErrorCode } from './error-codes.js';
import {
  ApiError,
  InputError,
  NetworkError,
  systemCodeOf,
  toError,
  UnexpectedResponseError,
} from './errors.js';
import { silentLogger, type Logger } from './logger.js';
import { exchange, type Exchanged } from './http-exchange.js';
import { DEFAULT_API_URL, OriginRing } from './origins.js';
import { quoteRedacted, redact } from './redact.js';
import { USER_AGENT } from './version.js';
import { fileNameOf } from './file-name.js';

/** Form or query parameters of one operation; `undefined` values are not sent. */
export type Params = Readonly<Record<string, string | number | undefined>>;

/** A file sent as one part of a multipart request. */
export interface FilePart {
  /** Form field name, e.g. `file`. */
  field: string;
  /** Path on disk; read lazily, never held in memory as a whole. */
  path: string;
}

/** One call of an operation. */
export interface CallRequest {
  /**
   * HTTP method; GET sends `params` in the query string (service.md#authentication). Default POST.
   */
  method?: 'GET' | 'POST';
  params?: Params;
  /**
   * When given, the request is multipart/form-data (service.md#harmonyos-files,
   * #single-step-upload, #build-settings).
   */
  files?: readonly FilePart[];
  /**
   * False for operations that must not run twice (deletions, single-request uploads): they are
   * retried only when the service surely did not act (code 1098, a 429, or a connection that was
   * never made). Default true.
   */
  idempotent?: boolean;
  /** Cancels this call (with its retries), e.g. at a deadline; its reason is thrown. */
  signal?: AbortSignal;
  /** Params that must not be empty: checked before any request (the service would answer 10xx). */
  required?: readonly string[];
}

/** The decoded envelope of a successful answer (`code` 0). */
export interface ServiceAnswer {
  message: string;
  /** The operation's `data`, undecoded (see decode.ts); `undefined` when absent. */
  data: unknown;
}

/** Settings of a `Transport`. */
export interface TransportOptions {
  /** The caller's `_api_key`; sent with every call, never logged. */
  apiKey: string;
  /** Service origin; paths such as `/apiv2/app/view` are appended. Default `https://api.pgyer.com`. */
  apiUrl?: string;
  /**
   * Origins tried in turn when the one in use cannot be reached (connection refused, no such
   * host) or answers an HTML page or a redirect (a moved domain), `apiUrl` included: see
   * OriginRing for the order and for when `apiUrl` is tried first again. Default none.
   */
  fallbackApiUrls?: readonly string[];
  /**
   * After `apiUrl` failed that way, how long calls keep to the fallback that answered before a new
   * call tries `apiUrl` first again, in ms. Default 30 000.
   */
  primaryPauseMs?: number;
  /** Path prefix of the API version. Default `/apiv2`. */
  pathPrefix?: string;
  /** Time one request may take, headers and body, in ms. Default 60 000. */
  timeoutMs?: number;
  /** Extra tries of a request that failed transiently. Default 3. */
  retries?: number;
  /** Backoff before the first retry, in ms, doubled each time, with jitter (x1 to x2). Default 1 000. */
  retryDelayMs?: number;
  /** Upper bound of one backoff, in ms. Default 30 000. */
  maxRetryDelayMs?: number;
  logger?: Logger;
  /** Cancels every request of this transport (the runner's SIGINT, the CLI's Ctrl-C). */
  signal?: AbortSignal;
  /** HTTP dispatcher; default: a proxy per HTTPS_PROXY, HTTP_PROXY and NO_PROXY when one is set. */
  dispatcher?: Dispatcher;
}

/** Form fields whose values are secrets: redacted from every message this transport builds. */
const SECRET_PARAMS = new Set([
  '_api_key',
  'userKey',
  'uKey',
  'buildPassword',
  'appPassword',
  'password',
]);

const FIRST_CHARACTERS_SHOWN = 200;

/** Slowest upload a multipart request is allowed before its timeout, in bytes per second. */
const MIN_UPLOAD_BYTES_PER_SECOND = 64 * 1024;

/** A call as each of its tries sends it, settled once before the first. */
interface PreparedCall {
  operation: string;
  request: CallRequest;
  /** The request's params with the api key. */
  params: Params;
  /** The values of the secret params, redacted from every message of the call. */
  secrets: readonly string[];
  /** The transport's and the call's signals, joined. */
  cancel: AbortSignal | undefined;
}

/**
 * The one way to call the service's JSON API: builds the request, decodes the `{code, message,
 * data}` envelope (service.md#quirks), retries transient failures, and keeps secrets out of
 * messages.
 *
 * Transient, retried with exponential backoff and jitter: network errors and timeouts, HTTP 5xx,
 * answers that are not the envelope, and code 1098 (hourly limit). Any other code is final.
 */
export class Transport {
  readonly logger: Logger;
  readonly signal: AbortSignal | undefined;
  private readonly dispatcherReady: Promise<Dispatcher | undefined>;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly maxRetryDelayMs: number;
  private readonly retryListeners = new Set<(error: Error) => void>();
  private origins: OriginRing;
  /** Time one request may take, in ms; also how long a storage upload may stall. */
  readonly timeoutMs: number;
  private readonly apiKey: string;
  private readonly pathPrefix: string;

  constructor(private readonly options: TransportOptions) {
    this.apiKey = options.apiKey;
    this.origins = new OriginRing(
      [options.apiUrl ?? DEFAULT_API_URL, ...(options.fallbackApiUrls ?? [])],
      options.primaryPauseMs ?? 30_000,
    );
    this.pathPrefix = options.pathPrefix ?? '/apiv2';
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.retries = options.retries ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.logger = options.logger ?? silentLogger;
    this.signal = options.signal;
    this.dispatcherReady = options.dispatcher
      ? Promise.resolve(options.dispatcher)
      : proxyDispatcher();
  }

  /**
   * Calls `operation` (a path below the version prefix, e.g. `app/buildInfo`) and returns the
   * successful answer.
   * @throws ApiError when the service answers a non-zero code (after retries, for 1098)
   * @throws UnexpectedResponseError when the answer is not the envelope (after retries)
   * @throws NetworkError when no answer came within the timeout (after retries)
   * @throws the signal's reason when the transport's or the call's signal aborts
   * @throws InputError, before any request, when a `required` param is empty
   */
  async call(operation: string, request: CallRequest = {}): Promise<ServiceAnswer> {
    for (const name of request.required ?? []) {
      const value = request.params?.[name];
      if (value === undefined || value === '')
        throw new InputError(name, `is required by ${operation}`);
    }
    const params: Params = { _api_key: this.apiKey, ...request.params };
    const secrets = Object.entries(params)
      .filter(([name, value]) => SECRET_PARAMS.has(name) && value !== undefined)
      .map(([, value]) => String(value));
    const call: PreparedCall = {
      operation,
      request,
      params,
      secrets,
      cancel: joinSignals(this.signal, request.signal),
    };
    this.origins.preferPrimary();
    return this.withRetries(
      (attempt) => this.attempt(call, attempt),
      request.idempotent === false ? isSafeToRepeat : isTransientFailure,
      call.cancel,
    );
  }

  /**
   * Runs `task` with this transport's retry policy (also used by the storage upload), logging a
   * warning before each retry. `isTransient` decides which failures are tried again; the errors
   * name their operation, so the warnings do too.
   */
  withRetries<T>(
    task: (attempt: number) => Promise<T>,
    isTransient: (error: Error) => boolean = isTransientFailure,
    signal: AbortSignal | undefined = this.signal,
  ): Promise<T> {
    return pRetry(task, {
      retries: this.retries,
      factor: 2,
      minTimeout: this.retryDelayMs,
      maxTimeout: this.maxRetryDelayMs,
      randomize: true,
      ...(signal ? { signal } : {}),
      shouldRetry: (error) => isTransient(error),
      onFailedAttempt: async (error) => {
        if (error.retriesLeft > 0 && isTransient(error)) {
          for (const listener of this.retryListeners) listener(error);
          // The server said when to come back (429, 503): wait that long, within the backoff's bound,
          // on top of the backoff itself.
          const asked =
            error instanceof UnexpectedResponseError || error instanceof ApiError
              ? error.retryAfterMs
              : undefined;
          const wait = asked === undefined ? 0 : Math.min(asked, this.maxRetryDelayMs);
          this.logger.warning(
            `${error.message}; trying again${wait ? ` in ${wait / 1000} s as asked` : ''} ` +
              `(${error.retriesLeft} ${error.retriesLeft === 1 ? 'try' : 'tries'} left)`,
          );
          if (wait) await sleep(wait, undefined, signal ? { signal } : {});
        }
      },
    });
  }

  /**
   * This transport with another logger, e.g. one that names the file each line is about; it
   * shares the connection pool, the cancellation signal and the retry listeners.
   */
  withLogger(logger: Logger): Transport {
    const copy = new Transport({ ...this.options, logger });
    for (const listener of this.retryListeners) copy.retryListeners.add(listener);
    copy.origins = this.origins;
    return copy;
  }

  /** The dispatcher every request of this transport goes through; undefined: Node's own. */
  dispatcher(): Promise<Dispatcher | undefined> {
    return this.dispatcherReady;
  }

  /** The service origin in use: `apiUrl`, or the fallback that answered after it failed. */
  get apiUrl(): string {
    return this.origins.current;
  }

  /**
   * Calls `listener` before each retry with the failure that caused it (e.g. to slow down on 1098).
   * @returns a function that removes the listener
   */
  addRetryListener(listener: (error: Error) => void): () => void {
    this.retryListeners.add(listener);
    return () => this.retryListeners.delete(listener);
  }

  /**
   * One try of a call: while the origin in use is unreachable or moved, the next one in the ring,
   * until each has had its turn; then the try fails with the last origin's error, and the next
   * try (if the retry policy allows one) starts at the origin after it.
   */
  private async attempt(call: PreparedCall, attempt: number): Promise<ServiceAnswer> {
    for (let turns = 1; ; turns += 1) {
      const origin = this.origins.current;
      try {
        return await this.send(origin, call, attempt);
      } catch (error) {
        const moveOn =
          error instanceof Error &&
          this.origins.size > 1 &&
          isUnreachableOrMoved(error, call.request.idempotent !== false);
        if (!moveOn) throw error;
        this.origins.moveOnFrom(origin);
        if (turns >= this.origins.size) throw error;
        this.logger.warning(`${error.message}; switching to ${this.origins.current}`);
      }
    }
  }

  private async send(origin: string, call: PreparedCall, attempt: number): Promise<ServiceAnswer> {
    const { operation, request, params, secrets, cancel } = call;
    const method = request.method ?? 'POST';
    const fileBytes = await sizeOfFiles(request.files ?? []);
    // A file part may take longer than a plain request: allow for it at a floor throughput.
    const timeoutMs = this.timeoutMs + Math.ceil((fileBytes / MIN_UPLOAD_BYTES_PER_SECOND) * 1000);
    const url = new URL(`${origin}${this.pathPrefix}/${operation}`);
    if (method === 'GET') {
      for (const [name, value] of definedEntries(params)) url.searchParams.set(name, value);
    }
    const signal = joinSignals(cancel, AbortSignal.timeout(timeoutMs));
    const started = Date.now();
    let answer: Exchanged;
    try {
      answer = await this.exchange(url, method, params, request.files, signal);
    } catch (error) {
      throw this.networkError(operation, error, secrets, cancel, timeoutMs);
    }
    this.logger.debug(
      `${method} ${this.pathPrefix}/${operation} -> HTTP ${answer.status} in ${Date.now() - started} ms (try ${attempt})`,
    );
    return decodeEnvelope(operation, answer, secrets);
  }

  /**
   * Sends one request and reads its answer. Through Node's own HTTP stack, except through a
   * proxy (an undici dispatcher) and for multipart bodies, which take `fetch`. Redirects come
   * back as answers: a redirect here means the service moved, and is reported rather than a POST
   * replayed elsewhere.
   */
  private async exchange(
    url: URL,
    method: 'GET' | 'POST',
    params: Params,
    files: readonly FilePart[] | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Exchanged> {
    const headers = { 'user-agent': USER_AGENT, accept: 'application/json' };
    const dispatcher = await this.dispatcherReady;
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

  /** Wraps a failed request: the caller's abort passes through, anything else is a NetworkError. */
  private networkError(
    operation: string,
    error: unknown,
    secrets: readonly string[],
    cancel: AbortSignal | undefined,
    timeoutMs: number,
  ): Error {
    if (cancel?.aborted)
      return cancel.reason instanceof Error ? cancel.reason : new Error('aborted');
    if (error instanceof Error && error.name === 'TimeoutError') {
      return new NetworkError(operation, `timed out after ${timeoutMs / 1000} s`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = toError(cause).message;
    return new NetworkError(
      operation,
      redact(reason, [this.apiKey, ...secrets]),
      systemCodeOf(error),
    );
  }
}

/** Whether a failed call is worth another try (see `Transport`). */
export function isTransientFailure(error: Error): boolean {
  if (error instanceof NetworkError || error instanceof UnexpectedResponseError) return true;
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.RateLimited || error.httpStatus === 429 || error.httpStatus >= 500)
  );
}

/**
 * Whether the origin itself is the problem (service.md#quirks): no connection could be made, or it
 * answered a redirect or an HTML page, as the service's old domains did after a move.
 */
function isUnreachableOrMoved(error: Error, idempotent: boolean): boolean {
  if (error instanceof NetworkError) return error.neverSent;
  if (!(error instanceof UnexpectedResponseError)) return false;
  const redirected = error.httpStatus >= 300 && error.httpStatus < 400;
  // An HTML error page may come from a gateway after the service acted: a call that must not
  // run twice moves on only when it was surely turned away (a redirect).
  return redirected || (idempotent && error.contentType.includes('html'));
}

/** Whether a failed call of a non-idempotent operation can be repeated without acting twice. */
export function isSafeToRepeat(error: Error): boolean {
  if (error instanceof NetworkError) return error.neverSent;
  // A 429 comes from a rate limiter in front of the service: the request was not acted on.
  if (error instanceof UnexpectedResponseError) return error.httpStatus === 429;
  return (
    error instanceof ApiError && (error.code === ErrorCode.RateLimited || error.httpStatus === 429)
  );
}

/** One signal that aborts when any of `signals` does; undefined when none is given. */
function joinSignals(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const given = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  return given.length > 1 ? AbortSignal.any(given) : given[0];
}

async function sizeOfFiles(files: readonly FilePart[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (file) => (await stat(file.path)).size));
  return sizes.reduce((total, size) => total + size, 0);
}

function definedEntries(params: Params): [string, string][] {
  return Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => [name, String(value)]);
}

/** A multipart body whose files are streamed from disk when sent, not read up front. */
async function multipartBody(params: Params, files: readonly FilePart[]): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of definedEntries(params)) form.append(name, value);
  for (const file of files)
    form.append(file.field, await openAsBlob(file.path), fileNameOf(file.path));
  return form;
}

function decodeEnvelope(
  operation: string,
  response: Exchanged,
  secrets: readonly string[],
): ServiceAnswer {
  const { text } = response;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const code = envelopeCode(body);
  if (code === undefined || typeof body !== 'object' || body === null) {
    const location = response.headers.get('location');
    const start = quoteRedacted(text, secrets, FIRST_CHARACTERS_SHOWN);
    throw new UnexpectedResponseError(
      operation,
      response.status,
      response.headers.get('content-type') ?? '',
      location ? `redirect to ${redact(location, secrets)}; ${start}` : start,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  const envelope = body as { message?: unknown; data?: unknown };
  const message = typeof envelope.message === 'string' ? redact(envelope.message, secrets) : '';
  if (code !== 0) {
    throw new ApiError(
      operation,
      code,
      message,
      response.status,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  return { message, data: envelope.data };
}

/** A Retry-After header (seconds, or an HTTP date) in ms from now; undefined when absent or bad. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The envelope's `code` as a number, if the body is an envelope. Only an integer or a string of
 * digits (the service sends numbers as strings, service.md#quirks) is a code: `null`, `""`, `" "`,
 * `false` and the like would all read as 0 through `Number()`, and a malformed answer must never
 * pass for success.
 */
function envelopeCode(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const { code } = body;
  if (typeof code === 'number') return Number.isSafeInteger(code) ? code : undefined;
  return typeof code === 'string' && /^\d{1,15}$/.test(code) ? Number(code) : undefined;
}
