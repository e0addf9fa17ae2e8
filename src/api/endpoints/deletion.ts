/** Deleting apps and builds (service.md#deletion). */
import type { Transport } from '../transport/index.js';

/**
 * Deletes a whole app with all its builds: service.md#deletion (app/deleteApp).
 * @throws ApiError (1128 when the app is not the caller's), NetworkError as Transport.call
 */
export async function deleteApp(transport: Transport, appKey: string): Promise<void> {
  await transport.call('app/deleteApp', {
    params: { appKey },
    idempotent: false,
    required: ['appKey'],
  });
}

/**
 * Deletes one build: service.md#deletion (app/buildDelete). Retried only where the service surely
 * did not act (1098, a connection never made), so a build is never deleted twice.
 * @throws ApiError 1202 / 1203 when it is the app's last downloadable / displayed build;
 *   NetworkError as Transport.call
 */
export async function deleteBuild(transport: Transport, buildKey: string): Promise<void> {
  await transport.call('app/buildDelete', {
    params: { buildKey },
    idempotent: false,
    required: ['buildKey'],
  });
}
