/** The transport of API 1.0: the one 2.0 transport (../transport.ts) under the `/apiv1` prefix. */
import { Transport, type TransportOptions } from '../transport/index.js';

/** Path prefix of API 1.0 (service.md#legacy-api). */
export const V1_PATH_PREFIX = '/apiv1';

/**
 * A transport whose operations are `/apiv1/...`; every function of this module needs one. Retries,
 * timeouts, failover and redaction are those of 2.0 (the key is sent the same way,
 * service.md#v1-authentication). For app/upload, whose host may differ ({upload_url},
 * service.md#v1-upload), give its origin as `apiUrl`.
 */
export function createV1Transport(options: Omit<TransportOptions, 'pathPrefix'>): Transport {
  return new Transport({ ...options, pathPrefix: V1_PATH_PREFIX });
}
