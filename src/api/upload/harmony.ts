/** The HarmonyOS extras sent after the package (service.md#harmonyos-files). */
import { uploadHarmonyCertificate, uploadHarmonyHsp } from '../endpoints/upload.js';
import { fileNameOf } from '../file-name.js';
import type { Transport } from '../transport/index.js';

/** What a HarmonyOS package needs before the service publishes it (service.md#harmonyos-files). */
export interface HarmonyExtras {
  /** Path of the .p12 signing certificate. */
  certificatePath: string;
  certificatePassword: string;
  /** Paths of .hsp dependency files. */
  hspPaths: readonly string[];
}

/**
 * Sends the signing certificate, then each dependency, under the upload key of the package
 * (service.md#harmonyos-files).
 * @throws ApiError, NetworkError, UnexpectedResponseError as Transport.call
 */
export async function sendHarmonyExtras(
  transport: Transport,
  buildKey: string,
  extras: HarmonyExtras,
): Promise<void> {
  transport.logger.info(`Sending the signing certificate ${fileNameOf(extras.certificatePath)}`);
  await uploadHarmonyCertificate(
    transport,
    buildKey,
    extras.certificatePath,
    extras.certificatePassword,
  );
  for (const hspPath of extras.hspPaths) {
    transport.logger.info(`Sending the dependency ${fileNameOf(hspPath)}`);
    await uploadHarmonyHsp(transport, buildKey, hspPath);
  }
}
