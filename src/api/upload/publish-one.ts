/**
 * The two-step upload-and-publish flow (service.md#build-info, #upload-token, #harmonyos-files):
 * token, storage upload streamed from disk, HarmonyOS certificate and dependencies, then buildInfo
 * until the build is published. The single-step one is single-step.ts.
 */
import type { BuildSettings } from '../endpoints/upload.js';
import type { BuildType, YesNo } from '../enums.js';
import {
  AfterStorageUploadError,
  PublishFailedError,
  PublishTimeoutError,
  toError,
} from '../errors.js';
import { fileNameOf } from '../file-name.js';
import type { StorageAttempt, UploadProgress } from './progress.js';
import type { Transport } from '../transport/index.js';
import { sendHarmonyExtras, type HarmonyExtras } from './harmony.js';
import type { StorageConnections } from './pre-connect.js';
import { toPublishedBuild, type PublishedBuild, type PublishOutcome } from './published-build.js';
import { sendToStorage } from './send-to-storage.js';
import { waitForPublish } from './wait.js';

/** One file to upload and publish. */
export interface PublishRequest {
  filePath: string;
  /**
   * Size of the file in bytes, as measured once when the options were checked (a regular file,
   * not empty); a file that changes size during the upload fails it (FileChangedError).
   */
  fileSize: number;
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
  /**
   * Told when each storage attempt starts (with its upload key) and when it has sent the whole
   * file: what a cancelled run reports of a file it stopped.
   */
  onStorageAttempt?: (attempt: StorageAttempt) => void;
  /**
   * The storage connections of the run (two-step only): the storage upload's agents, and a
   * connection opened ahead while the token is asked for. The run closes them when it ends;
   * without them, Node's global agent sends the upload and nothing is opened ahead.
   */
  connections?: StorageConnections;
}

/**
 * Uploads one build and, with `wait`, returns only once the service has published it.
 *
 * A retry never makes a second build (service.md#guarantees): see `sendToStorage`.
 * @throws PublishFailedError (1216), PublishTimeoutError (deadline passed while 1246/1247)
 * @throws StorageUploadError, ApiError, NetworkError, UnexpectedResponseError after retries, up to
 *   the storage upload
 * @throws UploadOutcomeUnknownError when storage may have the file and buildInfo cannot say
 * @throws AfterStorageUploadError when a step after the storage upload fails (a HarmonyOS file
 *   refused, buildInfo answering an unexpected code): its message names the upload key
 */
export async function uploadAndPublish(
  transport: Transport,
  request: PublishRequest,
): Promise<PublishedBuild> {
  const { fileSize } = request;
  const fileName = fileNameOf(request.filePath);
  const log = transport.logger;

  const uploadStarted = Date.now();
  // While the token is asked for, a connection to the storage host of the previous upload (the
  // token's endpoint names it); through a proxy the upload connects through it instead.
  if (request.connections && !(await transport.dispatcher())) request.connections.open();
  const token = await sendToStorage(transport, { ...request, fileName });
  const uploadSeconds = (Date.now() - uploadStarted) / 1000;
  log.info(`Uploaded ${fileName} in ${uploadSeconds.toFixed(1)} s`);

  let published: PublishOutcome | undefined;
  try {
    if (request.harmony) await sendHarmonyExtras(transport, token.key, request.harmony);
    if (!request.wait) {
      log.info(
        `Not waiting for the build to be published: the build is named by its upload key ${token.key}, ` +
          'which may differ from the buildKey of the published record',
      );
    }
    published = request.wait
      ? await waitForPublish(
          transport,
          token.key,
          request.waitTimeoutSeconds,
          request.pollIntervalSeconds,
        )
      : undefined;
  } catch (error) {
    throw afterStorageUpload(transport, token.key, error);
  }
  return toPublishedBuild(transport.apiUrl, {
    uploadKey: token.key,
    buildType: request.buildType,
    fileName,
    fileSize,
    settings: request.settings,
    uploadSeconds,
    published,
  });
}

/**
 * What a failure after the storage upload becomes: an AfterStorageUploadError that says the
 * package is stored, so that a user does not upload it again blindly. The wait's own errors name
 * the key already, and a cancel is the user's own doing: those go through as they are.
 */
function afterStorageUpload(transport: Transport, uploadKey: string, thrown: unknown): unknown {
  if (
    transport.signal?.aborted ||
    thrown instanceof PublishFailedError ||
    thrown instanceof PublishTimeoutError
  ) {
    return thrown;
  }
  return new AfterStorageUploadError(uploadKey, toError(thrown));
}
