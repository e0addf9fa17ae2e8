/** The shapes a Transport takes and returns (service.md#authentication, #quirks). */
import type { Dispatcher } from 'undici';
import type { Logger } from '../logger.js';
import type { SecretSet } from '../redact.js';

/** Form or query parameters of one operation; `undefined` values are not sent. */
export type Params = Readonly<Record<string, string | number | undefined>>;

/** A file sent as one part of a multipart request. */
export interface FilePart {
  /** Form field name, e.g. `file`. */
  field: string;
  /** Path on disk; read lazily, never held in memory as a whole. */
  path: string;
  /**
   * Its size in bytes as measured when the options were checked: the request sends this many
   * bytes or fails (FileChangedError), and the file is not measured again. Absent: measured here.
   */
  size?: number;
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

/** Named points where a derived Transport (Transport.extend) adds behaviour. */
export interface TransportHooks {
  /**
   * Called before each retry with the failure that caused it and the number of the try that
   * failed (1 for the first), e.g. to slow down on 1098. A hook that throws ends the call with
   * what it throws, without the retry.
   */
  beforeRetry?: (error: Error, attempt: number) => void;
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
  /** Hooks of this transport; a transport derived with `extend` runs these, then its own. */
  hooks?: TransportHooks;
  /** Cancels every request of this transport (the runner's SIGINT, the CLI's Ctrl-C). */
  signal?: AbortSignal;
  /** HTTP dispatcher; default: a proxy per HTTPS_PROXY, HTTP_PROXY and NO_PROXY when one is set. */
  dispatcher?: Dispatcher;
  /**
   * The run's secrets (the front-end's secret settings), shared with every transport derived from
   * this one: the api key, each call's secret params and the storage credentials issued are added
   * to it, and every message of the transport is redacted of all of them, so a service message
   * that quotes a secret of another call (the install password, in buildInfo's 1216) shows none.
   * Default: a set of this transport's own.
   */
  secrets?: SecretSet;
}
