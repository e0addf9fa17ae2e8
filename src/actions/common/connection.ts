/** The inputs every action shares (design.md §2) and the transport they configure. */
import { DEFAULT_API_URL, Transport, type Logger } from '../../api/index.js';
import { integerInput, secretInput, urlInput } from './inputs.js';

/** Connection settings common to all four actions. */
export interface ConnectionInputs {
  apiKey: string;
  apiUrl: string;
  /** Per API request, in seconds (not the file upload). */
  requestTimeoutSeconds: number;
  /** Extra tries of a transient failure. */
  retries: number;
}

/**
 * Reads api-key (masked at once), api-url, request-timeout-seconds and retries.
 * @throws InputError for a missing key, a bad URL or a number out of range
 */
export function readConnectionInputs(): ConnectionInputs {
  return {
    apiKey: secretInput('api-key', { required: true }),
    apiUrl: urlInput('api-url', DEFAULT_API_URL),
    requestTimeoutSeconds: integerInput('request-timeout-seconds', 60, 1, 3600),
    retries: integerInput('retries', 3, 0, 10),
  };
}

/** The transport for these settings. */
export function connect(inputs: ConnectionInputs, logger: Logger, signal: AbortSignal): Transport {
  return new Transport({
    apiKey: inputs.apiKey,
    apiUrl: inputs.apiUrl,
    timeoutMs: inputs.requestTimeoutSeconds * 1000,
    retries: inputs.retries,
    logger,
    signal,
  });
}
