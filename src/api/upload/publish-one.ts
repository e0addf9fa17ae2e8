/**
 * The upload-and-publish flow (service.md#build-info, #upload-token, #harmonyos-files): token,
 * storage upload streamed from disk, HarmonyOS certificate and dependencies, then buildInfo until
 * the build is published.
 */
import { stat } from 'node:fs/promises';
import type { BuildSettings } from '../endpoints/upload.js';
import type { BuildType, YesNo } from '../enums.js';
import { InputError } from '../errors.js';
import { fileNameOf } from '../file-name.js';
import type { UploadProgress } from './progress.js';
import type { Transport } from '../transport/index.js';
import { sendHarmonyExtras, type HarmonyExtras } from './harmony.js';
import { toPublishedBuild, type PublishedBuild } from './published-build.js';
import { sendToStorage } from './send-to-storage.js';
import { waitForPublish } from './wait.js';

/** One file to upload and publish. */
export interface PublishRequest {
  filePath: string;
  buildType: BuildType;
  settings: BuildSettings;
  /** 1 overseas accelerated upload, 2 domestic; the service chooses by IP when omitted. */
  oversea?: YesNo;
  harmony?: HarmonyExtras;
  /** Poll buildInfo until published; when false, return right after the storage upload. */
  wait: boolean;
  /** Give up waiting after this many seconds. */
  waitTimeoutSeconds: number;
  /** Seconds between two buildInfo calls (the service asks for 3 to 5, service.md#build-info). */
  pollIntervalSeconds: number;
  /** Receives each progress line's snapshot (at most every 10 % or 5 s); default: logger.info. */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Uploads one build and, with `wait`, returns only once the service has published it.
 *
 * A retry never makes a second build (service.md#guarantees): see `sendToStorage`.
 * @throws InputError when the file is missing, empty or a directory (before any request)
 * @throws PublishFailedError (1216), PublishTimeoutError (deadline passed while 1246/1247)
 * @throws StorageUploadError, ApiError, NetworkError, UnexpectedResponseError after retries
 * @throws UploadOutcomeUnknownError when storage may have the file and buildInfo cannot say
 */
export async function uploadAndPublish(
  transport: Transport,
  request: PublishRequest,
): Promise<PublishedBuild> {
  const fileSize = await sizeOfFile(request.filePath);
  const fileName = fileNameOf(request.filePath);
  const log = transport.logger;

  const uploadStarted = Date.now();
  const token = await sendToStorage(transport, { ...request, fileName, fileSize });
  const uploadSeconds = (Date.now() - uploadStarted) / 1000;
  log.info(`Uploaded ${fileName} in ${uploadSeconds.toFixed(1)} s`);

  if (request.harmony) await sendHarmonyExtras(transport, token.key, request.harmony);

  if (!request.wait) {
    log.info(
      `Not waiting for the build to be published: the build is named by its upload key ${token.key}, ` +
        'which may differ from the buildKey of the published record',
    );
  }
  const published = request.wait
    ? await waitForPublish(
        transport,
        token.key,
        request.waitTimeoutSeconds,
        request.pollIntervalSeconds,
      )
    : undefined;
  return toPublishedBuild(transport.apiUrl, {
    uploadKey: token.key,
    buildType: request.buildType,
    fileName,
    fileSize,
    uploadSeconds,
    published,
  });
}

async function sizeOfFile(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) throw new InputError('file', `${path} does not exist`);
  if (!info.isFile()) throw new InputError('file', `${path} is not a regular file`);
  if (info.size === 0) throw new InputError('file', `${path} is empty`);
  return info.size;
}
