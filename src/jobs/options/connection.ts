/** The settings every job shares (README.md): the key, the origins, timeouts and retries. */
import { ALTERNATE_API_URLS, DEFAULT_API_URL, Transport, v1 } from '../../api/index.js';
import { SecretSet } from '../../api/redact.js';
import type { JobLogger } from '../logger.js';
import type { Checker } from './checker.js';
import { integerSetting, type RawOf, type Setting } from './setting.js';

/** The API key: required, a secret, read by the CLI from PGYER_API_KEY. */
export const API_KEY = {
  name: 'api-key',
  help: "your Pgyer API key (_api_key), from your account's API settings",
  value: '<key>',
  required: true,
  secret: { env: 'PGYER_API_KEY' },
  check: (check, value) => check.required('api-key', value),
} as const satisfies Setting<'api-key', string>;

/** The service's origin, without a trailing slash. */
export const API_URL = {
  name: 'api-url',
  help: 'service origin; /apiv2/... paths are appended',
  value: '<url>',
  default: DEFAULT_API_URL,
  check: (check, value) => check.url('api-url', value, DEFAULT_API_URL),
} as const satisfies Setting<'api-url', string>;

/**
 * The origins tried when api-url fails: `auto` (also when not given), `none` (also empty), or the
 * list, separated by newlines or commas; checkConnection resolves `auto`.
 */
export const FALLBACK_API_URLS = {
  name: 'fallback-api-urls',
  help: 'origins tried in order when api-url cannot be reached or answers HTML (a moved domain), one per line',
  value: '<urls>',
  default: 'auto',
  check: (check, value): 'auto' | string[] => {
    const word = check.text(value)?.toLowerCase() ?? (value === undefined ? 'auto' : 'none');
    if (word === 'auto') return 'auto';
    if (word === 'none') return [];
    return check.list(value, /[\n,]/).map((url) => check.url('fallback-api-urls', url, url));
  },
} as const satisfies Setting<'fallback-api-urls', 'auto' | string[]>;

/** The connection settings, in the order they are checked. */
export const CONNECTION_SETTINGS = [
  API_KEY,
  API_URL,
  integerSetting({
    name: 'request-timeout-seconds',
    help: 'timeout of one API request in seconds',
    value: '<n>',
    range: { min: 1, max: 3600 },
    fallback: 60,
  }),
  integerSetting({
    name: 'retries',
    help: 'extra tries of a request that failed transiently (network error, 5xx, non-JSON answer, code 1098)',
    value: '<n>',
    range: { min: 0, max: 10 },
    fallback: 3,
  }),
  FALLBACK_API_URLS,
] as const;

/** Connection settings common to all jobs. */
export interface ConnectionOptions {
  apiKey: string;
  apiUrl: string;
  /** Per API request, in seconds (not the file upload). */
  requestTimeoutSeconds: number;
  /** Extra tries of a transient failure. */
  retries: number;
  /** Origins tried in order when api-url is unreachable or moved; [] turns failover off. */
  fallbackApiUrls: string[];
}

/**
 * Checks the connection settings. fallback-api-urls: `auto` or not given means the service's
 * alternates when api-url is the default origin, else none; empty or `none` turns failover off;
 * else origins separated by newlines or commas.
 */
export function checkConnection(
  check: Checker,
  raw: RawOf<typeof CONNECTION_SETTINGS>,
): ConnectionOptions {
  const [apiKey, apiUrl, timeout, retries, fallback] = CONNECTION_SETTINGS;
  const key = apiKey.check(check, raw['api-key']);
  const url = apiUrl.check(check, raw['api-url']);
  const fallbackApiUrls = fallback.check(check, raw['fallback-api-urls']);
  return {
    apiKey: key,
    apiUrl: url,
    requestTimeoutSeconds: timeout.check(check, raw['request-timeout-seconds']),
    retries: retries.check(check, raw.retries),
    fallbackApiUrls:
      fallbackApiUrls === 'auto'
        ? url === DEFAULT_API_URL
          ? [...ALTERNATE_API_URLS]
          : []
        : fallbackApiUrls,
  };
}

/**
 * The transport for these settings.
 * @param api `v1` for the legacy API 1.0 (`/apiv1`, the CLI's --api v1)
 * @param secrets the run's secrets (the values of its secret settings), which the transport's
 *   messages and the job's result are redacted of (see Transport.secrets)
 */
export function connect(
  options: ConnectionOptions,
  logger: JobLogger,
  signal: AbortSignal,
  api: 'v1' | 'v2' = 'v2',
  secrets: SecretSet = new SecretSet(),
): Transport {
  const settings = {
    secrets,
    apiKey: options.apiKey,
    apiUrl: options.apiUrl,
    fallbackApiUrls: options.fallbackApiUrls,
    timeoutMs: options.requestTimeoutSeconds * 1000,
    retries: options.retries,
    logger,
    signal,
  };
  return api === 'v1' ? v1.createV1Transport(settings) : new Transport(settings);
}
