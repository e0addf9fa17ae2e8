/** The inputs every action shares (design.md §2) and the transport they configure. */
import { ALTERNATE_API_URLS, DEFAULT_API_URL, Transport, type Logger } from '../../api/index.js';
import {
  integerInput,
  listInput,
  optionalInput,
  secretInput,
  urlInput,
  validUrl,
} from './inputs.js';

/** Connection settings common to all four actions. */
export interface ConnectionInputs {
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
 * fallback-api-urls: `auto` (the default) means the service's alternates when api-url is the
 * default origin and none otherwise; an empty value turns failover off (design.md §2, §3).
 */
function readFallbackApiUrls(apiUrl: string): string[] {
  const value = optionalInput('fallback-api-urls');
  if (value.toLowerCase() === 'auto')
    return apiUrl === DEFAULT_API_URL ? [...ALTERNATE_API_URLS] : [];
  return listInput('fallback-api-urls').map((url) => validUrl('fallback-api-urls', url));
}

/**
 * Reads api-key (masked at once), api-url, request-timeout-seconds, retries and fallback-api-urls.
 * @throws InputError for a missing key, a bad URL or a number out of range
 */
export function readConnectionInputs(): ConnectionInputs {
  // The key first: it is masked before any other input can fail and print a message.
  const apiKey = secretInput('api-key', { required: true });
  const apiUrl = urlInput('api-url', DEFAULT_API_URL);
  return {
    apiKey,
    apiUrl,
    requestTimeoutSeconds: integerInput('request-timeout-seconds', 60, 1, 3600),
    retries: integerInput('retries', 3, 0, 10),
    fallbackApiUrls: readFallbackApiUrls(apiUrl),
  };
}

/** The transport for these settings. */
export function connect(inputs: ConnectionInputs, logger: Logger, signal: AbortSignal): Transport {
  return new Transport({
    apiKey: inputs.apiKey,
    apiUrl: inputs.apiUrl,
    fallbackApiUrls: inputs.fallbackApiUrls,
    timeoutMs: inputs.requestTimeoutSeconds * 1000,
    retries: inputs.retries,
    logger,
    signal,
  });
}
