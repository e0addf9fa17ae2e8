/** The settings every job shares (README.md): the key, the origins, timeouts and retries. */
import { ALTERNATE_API_URLS, DEFAULT_API_URL, Transport, v1 } from '../../api/index.js';
import type { JobLogger } from '../logger.js';
import type { Checker, Raw } from './checker.js';

/** The connection settings, in the order they are checked. */
export const CONNECTION_SETTINGS = [
  'api-key',
  'api-url',
  'request-timeout-seconds',
  'retries',
  'fallback-api-urls',
] as const;

/** Settings whose values are secrets: masked (actions) or redacted (CLI) before anything else. */
export const SECRET_SETTINGS: ReadonlySet<string> = new Set([
  'api-key',
  'password',
  'user-key',
  'harmony-certificate-password',
  'github-token',
]);

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
  raw: Raw<(typeof CONNECTION_SETTINGS)[number]>,
): ConnectionOptions {
  const apiKey = check.required('api-key', raw['api-key']);
  const apiUrl = check.url('api-url', raw['api-url'], DEFAULT_API_URL);
  const fallback = raw['fallback-api-urls'];
  const word = check.text(fallback)?.toLowerCase() ?? (fallback === undefined ? 'auto' : 'none');
  let fallbackApiUrls: string[];
  if (word === 'auto') fallbackApiUrls = apiUrl === DEFAULT_API_URL ? [...ALTERNATE_API_URLS] : [];
  else if (word === 'none') fallbackApiUrls = [];
  else {
    fallbackApiUrls = check
      .list(fallback, /[\n,]/)
      .map((url) => check.url('fallback-api-urls', url, url));
  }
  return {
    apiKey,
    apiUrl,
    requestTimeoutSeconds: check.integer(
      'request-timeout-seconds',
      raw['request-timeout-seconds'],
      { min: 1, max: 3600 },
      60,
    ),
    retries: check.integer('retries', raw.retries, { min: 0, max: 10 }, 3),
    fallbackApiUrls,
  };
}

/**
 * The transport for these settings.
 * @param api `v1` for the legacy API 1.0 (`/apiv1`, the CLI's --api v1)
 */
export function connect(
  options: ConnectionOptions,
  logger: JobLogger,
  signal: AbortSignal,
  api: 'v1' | 'v2' = 'v2',
): Transport {
  const settings = {
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
