/** The Transport: one client of the service's JSON API, and the transports derived from it. */
import type { Dispatcher } from 'undici';
import {
  AnswerTooLargeError,
  FileChangedError,
  MissingParameterError,
  NetworkError,
  refusedTunnelStatus,
  systemCodeOf,
  toError,
  UNTRUSTED_CERTIFICATE_HINT,
} from '../errors.js';
import { ANSWER_LIMITS } from './answer-body.js';
import type { Exchanged } from './http-exchange.js';
import { silentLogger, type Logger } from '../logger.js';
import { DEFAULT_API_URL, OriginRing } from './origins.js';
import { proxyDispatcher } from '../proxy.js';
import { SecretSet } from '../redact.js';
import { definedEntries, sizeOfFiles } from './body.js';
import { decodeEnvelope } from './envelope.js';
import { acrossOrigins } from './failover.js';
import { isSafeToRepeat, isTransientFailure, withRetryPolicy } from './retry-policy.js';
import { sendRequest } from './send.js';
import type {
  CallRequest,
  Params,
  ServiceAnswer,
  TransportHooks,
  TransportOptions,
} from './types.js';

/** Form fields whose values are secrets: added to the run's secrets before the call is sent. */
const SECRET_PARAMS = new Set([
  '_api_key',
  'userKey',
  'uKey',
  'buildPassword',
  'appPassword',
  'password',
]);

/** Slowest upload a multipart request is allowed before its timeout, in bytes per second. */
const MIN_UPLOAD_BYTES_PER_SECOND = 64 * 1024;

/** A call as each of its tries sends it, settled once before the first. */
interface PreparedCall {
  operation: string;
  request: CallRequest;
  /** The request's params with the api key. */
  params: Params;
  /** The transport's and the call's signals, joined. */
  cancel: AbortSignal | undefined;
  /** Each origin that got no answer, with its last NetworkError, in the order first tried. */
  unanswered: Map<string, NetworkError>;
  /** How many tries the call has made. */
  tries: number;
}

/** What a derived transport shares with the one it was derived from. */
interface Lineage {
  origins: OriginRing;
  dispatcherReady: Promise<Dispatcher | undefined>;
  /** The hooks of every ancestor, oldest first. */
  hooks: readonly TransportHooks[];
}

/**
 * The one way to call the service's JSON API: builds the request, decodes the `{code, message,
 * data}` envelope (service.md#quirks), retries transient failures, and keeps secrets out of
 * messages.
 *
 * Transient, retried with exponential backoff and jitter: network errors and timeouts, HTTP 5xx,
 * answers that are not the envelope, and code 1098 (hourly limit). Any other code is final, and
 * so is a server certificate this machine does not trust (the alternate origins are still tried).
 */
export class Transport {
  readonly logger: Logger;
  readonly signal: AbortSignal | undefined;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly maxRetryDelayMs: number;
  /** Time one request may take, in ms; also how long a storage upload may stall. */
  readonly timeoutMs: number;
  /** The run's secrets (TransportOptions.secrets): every message of this transport is redacted of them. */
  readonly secrets: SecretSet;
  private readonly apiKey: string;
  private readonly pathPrefix: string;
  private readonly origins: OriginRing;
  private readonly dispatcherReady: Promise<Dispatcher | undefined>;
  /** Fixed at construction, so a derived transport never misses hooks added later. */
  private readonly hooks: readonly TransportHooks[];

  /** @param lineage only from `extend`: what a derived transport shares with its parent */
  constructor(
    private readonly options: TransportOptions,
    lineage?: Lineage,
  ) {
    this.apiKey = options.apiKey;
    this.pathPrefix = options.pathPrefix ?? '/apiv2';
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.retries = options.retries ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.logger = options.logger ?? silentLogger;
    this.signal = options.signal;
    this.secrets = options.secrets ?? new SecretSet();
    this.secrets.add(options.apiKey);
    this.origins =
      lineage?.origins ??
      new OriginRing(
        [options.apiUrl ?? DEFAULT_API_URL, ...(options.fallbackApiUrls ?? [])],
        options.primaryPauseMs ?? 30_000,
      );
    this.dispatcherReady =
      lineage?.dispatcherReady ??
      (options.dispatcher ? Promise.resolve(options.dispatcher) : proxyDispatcher());
    this.hooks = [...(lineage?.hooks ?? []), ...(options.hooks ? [options.hooks] : [])];
  }

  /**
   * A transport sharing this one's origins (and the one in use), dispatcher, signal and settings,
   * with its own logger (e.g. one that names the file each line is about) and hooks, which run
   * after this transport's own.
   */
  extend(overrides: { logger?: Logger; hooks?: TransportHooks }): Transport {
    const { hooks, ...options } = this.options;
    const derived: TransportOptions = {
      ...options,
      secrets: this.secrets,
      logger: overrides.logger ?? this.logger,
      ...(overrides.hooks ? { hooks: overrides.hooks } : {}),
    };
    return new Transport(derived, {
      origins: this.origins,
      dispatcherReady: this.dispatcherReady,
      hooks: this.hooks,
    });
  }

  /**
   * Calls `operation` (a path below the version prefix, e.g. `app/buildInfo`) and returns the
   * successful answer.
   * @throws ApiError when the service answers a non-zero code (after retries, for 1098)
   * @throws UnexpectedResponseError when the answer is not the envelope (after retries)
   * @throws NetworkError when no answer came within the timeout (after retries)
   * @throws AnswerTooLargeError when an answer is over ANSWER_LIMITS.api (not retried)
   * @throws the signal's reason when the transport's or the call's signal aborts
   * @throws MissingParameterError, before any request, when a `required` param is empty
   */
  async call(operation: string, request: CallRequest = {}): Promise<ServiceAnswer> {
    for (const name of request.required ?? []) {
      const value = request.params?.[name];
      if (value === undefined || value === '') throw new MissingParameterError(operation, name);
    }
    const params: Params = { _api_key: this.apiKey, ...request.params };
    for (const [name, value] of Object.entries(params)) {
      if (SECRET_PARAMS.has(name) && value !== undefined) this.secrets.add(String(value));
    }
    const call: PreparedCall = {
      operation,
      request,
      params,
      cancel: joinSignals(this.signal, request.signal),
      unanswered: new Map(),
      tries: 0,
    };
    this.origins.preferPrimary();
    return this.withRetries(
      (attempt) => {
        call.tries = attempt;
        return acrossOrigins(this.origins, request.idempotent !== false, this.logger, (origin) =>
          this.send(origin, call, attempt),
        );
      },
      request.idempotent === false ? isSafeToRepeat : isTransientFailure,
      call.cancel,
      (error) => connectionFailure(call, error) ?? error.message,
    ).catch((error: unknown) => {
      throw error instanceof NetworkError ? unanswered(call, error) : error;
    });
  }

  /**
   * Runs `task` with this transport's retry policy (also used by the storage upload), running the
   * beforeRetry hooks and logging an info line before each retry. `isTransient` decides which
   * failures are tried again; the errors name their operation, so the lines do too, as
   * `describe` words them (their message when not given).
   */
  withRetries<T>(
    task: (attempt: number) => Promise<T>,
    isTransient: (error: Error) => boolean = isTransientFailure,
    signal: AbortSignal | undefined = this.signal,
    describe?: (error: Error) => string,
  ): Promise<T> {
    return withRetryPolicy(task, {
      retries: this.retries,
      retryDelayMs: this.retryDelayMs,
      maxRetryDelayMs: this.maxRetryDelayMs,
      isTransient,
      beforeRetry: (error, attempt) => {
        for (const hooks of this.hooks) hooks.beforeRetry?.(error, attempt);
      },
      logger: this.logger,
      ...(describe ? { describe } : {}),
      signal,
    });
  }

  /** The dispatcher every request of this transport goes through; undefined: Node's own. */
  dispatcher(): Promise<Dispatcher | undefined> {
    return this.dispatcherReady;
  }

  /** The service origin in use: `apiUrl`, or the fallback that answered after it failed. */
  get apiUrl(): string {
    return this.origins.current;
  }

  private async send(origin: string, call: PreparedCall, attempt: number): Promise<ServiceAnswer> {
    const { operation, request, params, cancel } = call;
    const method = request.method ?? 'POST';
    const fileBytes = await sizeOfFiles(request.files ?? []);
    // A file part may take longer than a plain request: allow for it at a floor throughput.
    const timeoutMs = this.timeoutMs + Math.ceil((fileBytes / MIN_UPLOAD_BYTES_PER_SECOND) * 1000);
    const url = new URL(`${origin}${this.pathPrefix}/${operation}`);
    if (method === 'GET') {
      for (const [name, value] of definedEntries(params)) url.searchParams.set(name, value);
    }
    const started = Date.now();
    let answer: Exchanged;
    try {
      answer = await sendRequest(url, method, params, request.files, {
        timeoutMs,
        maxAnswerBytes: ANSWER_LIMITS.api,
        signal: cancel,
        dispatcher: await this.dispatcherReady,
      });
    } catch (error) {
      if (error instanceof AnswerTooLargeError) throw error.of(operation);
      if (error instanceof FileChangedError) throw error;
      const failure = this.networkError(operation, error, cancel, timeoutMs);
      // A Map keeps the order in which the origins were first tried.
      if (failure instanceof NetworkError) call.unanswered.set(origin, failure);
      throw failure;
    }
    this.logger.debug(
      `${method} ${this.pathPrefix}/${operation} -> HTTP ${answer.status} in ${Date.now() - started} ms (try ${attempt})`,
    );
    return decodeEnvelope(operation, answer, this.secrets);
  }

  /** Wraps a failed request: the caller's abort passes through, anything else is a NetworkError. */
  private networkError(
    operation: string,
    error: unknown,
    cancel: AbortSignal | undefined,
    timeoutMs: number,
  ): Error {
    if (cancel?.aborted)
      return cancel.reason instanceof Error ? cancel.reason : new Error('aborted');
    if (error instanceof Error && error.name === 'TimeoutError') {
      return new NetworkError(operation, `timed out after ${timeoutMs / 1000} s`);
    }
    const refused = refusedTunnelStatus(error);
    // undici words a refused tunnel as a cancel (`Request was cancelled.`): say what happened.
    if (refused !== undefined) {
      return new NetworkError(
        operation,
        `the proxy refused to connect (HTTP ${String(refused)})`,
        undefined,
        true,
      );
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return new NetworkError(
      operation,
      this.secrets.redact(toError(cause).message),
      systemCodeOf(error),
    );
  }
}

/** What a user can check when no origin answered: nothing about the service is known yet. */
const UNANSWERED_HINT =
  'check the network, DNS and proxy (HTTPS_PROXY, NO_PROXY) of the machine this runs on, and api-url';

/**
 * The one error of a call that got no answer after all its tries: names each origin tried with
 * its last failure and says what to check, so that the log needs no warning per try.
 */
function unanswered(call: PreparedCall, last: NetworkError): NetworkError {
  const origins = [...call.unanswered].map(([origin, error]) => `${origin} (${error.reason})`);
  if (origins.length === 0) return last;
  const tries = `in ${call.tries} ${call.tries === 1 ? 'try' : 'tries'}`;
  const from =
    origins.length === 1
      ? `from ${origins.join('')} ${tries}`
      : `from ${origins.length} origins ${tries}: ${origins.join(', ')}`;
  const timedOut = last.systemCode === undefined && last.reason.startsWith('timed out');
  const failures = [...call.unanswered.values()];
  // Each kind of failure seen gets its hint: the alternate origins may have failed otherwise.
  const hints = [
    ...(failures.some((error) => error.certificateUntrusted)
      ? [`${UNTRUSTED_CERTIFICATE_HINT}, or check api-url`]
      : []),
    ...(failures.some((error) => !error.certificateUntrusted)
      ? [UNANSWERED_HINT + (timedOut ? ', or raise request-timeout-seconds' : '')]
      : []),
  ];
  const hint = hints.join('; ');
  return new NetworkError(call.operation, `${from}; ${hint}`, last.systemCode, last.tunnelRefused);
}

/**
 * A try's failure to connect, naming the origin (`app/listMy cannot connect to https://…:
 * connect ECONNREFUSED …`), for the line before a retry; undefined for any other failure.
 */
function connectionFailure(call: PreparedCall, error: Error): string | undefined {
  if (!(error instanceof NetworkError) || !error.neverSent) return undefined;
  const origin = [...call.unanswered].find(([, failure]) => failure === error)?.[0];
  return origin && `${call.operation} cannot connect to ${origin}: ${error.reason}`;
}

/** One signal that aborts when any of `signals` does; undefined when none is given. */
function joinSignals(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const given = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  return given.length > 1 ? AbortSignal.any(given) : given[0];
}
