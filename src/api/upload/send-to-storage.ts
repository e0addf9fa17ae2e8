/**
 * The upload token and the storage upload (service.md#upload-token steps 1 and 2), with the
 * recovery of an attempt whose outcome is unknown (service.md#uncertain-upload).
 */
import type { BuildSettings, UploadToken } from '../endpoints/upload.js';
import { getBuildInfo, getUploadToken } from '../endpoints/upload.js';
import { ErrorCode } from '../error-codes.js';
import type { BuildType, YesNo } from '../enums.js';
import {
  ApiError,
  NetworkError,
  StorageUploadError,
  toError,
  UploadOutcomeUnknownError,
} from '../errors.js';
import {
  describeProgress,
  formatSize,
  throttledProgress,
  type StorageAttempt,
  type UploadProgress,
} from './progress.js';
import { uploadToStorage } from './storage.js';
import type { Transport } from '../transport/index.js';

/** The local file to send and how to ask for its upload token. */
export interface StorageUploadRequest {
  filePath: string;
  fileName: string;
  /** Size of the file in bytes. */
  fileSize: number;
  buildType: BuildType;
  settings: BuildSettings;
  /** 1 overseas accelerated upload, 2 domestic; the service chooses by IP when omitted. */
  oversea?: YesNo | undefined;
  /** Receives each progress line's snapshot (at most every 10 % or 5 s); default: logger.info. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Told when each attempt starts and when it has sent the whole file. */
  onStorageAttempt?: ((attempt: StorageAttempt) => void) | undefined;
}

/**
 * Takes an upload token and sends the file to storage (service.md#upload-token steps 1 and 2) so
 * that the service ends up with it once, under the returned token's key:
 * - a network error or a storage 5xx is tried again (the transport's retry policy), the file
 *   opened anew;
 * - an attempt that sent the whole file and then lost the answer (reset, stall, 5xx) is
 *   uncertain: storage may have the file. Before sending it again, buildInfo is asked with the
 *   token's key (see {@link storedUnder}); when the service has it, the upload is done; only when
 *   buildInfo answers that it has nothing under the key is the file sent again;
 * - so is an attempt that sent the whole file and got an answer that neither stores nor refuses
 *   for sure (a 200, a redirect, a proxy's page: see isUnclearAnswer), except that when the
 *   service has nothing, that answer is the failure, and the file is not sent again;
 * - a 403 (the signature's window, about 31 minutes, has passed: service.md#quirks) gets a new
 *   token and one more round, after asking buildInfo once more when an attempt was uncertain.
 * @returns the token whose key the service has the file under
 * @throws UploadOutcomeUnknownError when an attempt was uncertain and buildInfo did not say yes or no
 * @throws StorageUploadError, NetworkError, and the errors of getUploadToken, after retries
 */
export async function sendToStorage(
  transport: Transport,
  request: StorageUploadRequest,
): Promise<UploadToken> {
  const log = transport.logger;
  const tokenSettings = { ...request.settings, oversea: request.oversea };
  const first = await getUploadToken(transport, request.buildType, tokenSettings);
  log.info(
    `Uploading ${request.fileName} (${formatSize(request.fileSize)}) with upload key ${first.key}`,
  );
  const round = await uploadUnder(transport, first, request);
  if (round.state === 'stored') return first;
  if (round.uncertain) {
    const check = await storedUnder(transport, first.key);
    if (check.state === 'unknown') throw outcomeUnknown(first.key, round.refusal, check.error);
    if (check.state === 'stored') return first;
  }
  log.warning(
    `Storage refused the upload (${round.refusal.message}); asking for a new upload token`,
  );
  const second = await getUploadToken(transport, request.buildType, tokenSettings);
  const last = await uploadUnder(transport, second, request);
  if (last.state === 'refused') throw last.refusal;
  return second;
}

/**
 * How one token's storage upload ended: stored, or refused with a 403 (the token's signature
 * expired), `uncertain` when an earlier attempt under that token sent the whole file and lost
 * its answer, so the service may have it after all.
 */
type StorageRound =
  { state: 'stored' } | { state: 'refused'; refusal: StorageUploadError; uncertain: boolean };

/**
 * Sends the file under `token`, retrying per the transport's policy; an uncertain attempt asks
 * buildInfo before the next (see sendToStorage).
 * @throws UploadOutcomeUnknownError, and any failure but a 403 after retries
 */
async function uploadUnder(
  transport: Transport,
  token: UploadToken,
  request: StorageUploadRequest,
): Promise<StorageRound> {
  const log = transport.logger;
  const { fileSize } = request;
  const report =
    request.onProgress ??
    ((progress: UploadProgress) => {
      log.info(`  ${describeProgress(progress)}`);
    });
  let uncertain = false;
  try {
    await transport.withRetries(async () => {
      const progress = throttledProgress(fileSize, report);
      let sentBytes = 0;
      request.onStorageAttempt?.({ uploadKey: token.key, wholeFileSent: false });
      try {
        await uploadToStorage({
          token,
          filePath: request.filePath,
          fileName: request.fileName,
          fileSize,
          onProgress: (bytes) => {
            if (bytes >= fileSize && sentBytes < fileSize)
              request.onStorageAttempt?.({ uploadKey: token.key, wholeFileSent: true });
            sentBytes = bytes;
            progress(bytes);
          },
          stallTimeoutMs: transport.timeoutMs,
          dispatcher: await transport.dispatcher(),
          logger: log,
          ...(transport.signal ? { signal: transport.signal } : {}),
        });
      } catch (thrown) {
        const error = toError(thrown);
        const retried = isRetriedStorageFailure(error);
        if (sentBytes < fileSize || !(retried || isUnclearAnswer(error))) throw error;
        uncertain = true;
        log.warning(
          `${error.message} after the whole file was sent; asking buildInfo whether ` +
            `the service has upload key ${token.key}` +
            (retried ? ' before sending it again' : ''),
        );
        const check = await storedUnder(transport, token.key);
        if (check.state === 'unknown') throw outcomeUnknown(token.key, error, check.error);
        if (check.state === 'not-stored') throw error;
      }
    }, isRetriedStorageFailure);
    return { state: 'stored' };
  } catch (error) {
    if (!(error instanceof StorageUploadError && error.httpStatus === 403)) throw error;
    return { state: 'refused', refusal: error, uncertain };
  }
}

/** A storage failure worth another try: no answer, or a 5xx. */
function isRetriedStorageFailure(error: Error): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof StorageUploadError && error.httpStatus >= 500)
  );
}

/**
 * An answer to the whole file that neither proves it stored (204) nor refused: anything but a 5xx
 * (retried, see isRetriedStorageFailure) and a 4xx carrying COS's XML error. A 200 or 201 is not
 * taken as success: COS answers them only when the form sends `success_action_status`, which ours
 * does not, so one here may come from something in between (a proxy, a captive portal) that never
 * passed the file on. A redirect or a proxy's HTML 4xx page says nothing about the file either.
 * buildInfo decides (service.md#cos-errors), and takes a genuine COS 200 as stored.
 */
function isUnclearAnswer(error: Error): boolean {
  if (!(error instanceof StorageUploadError) || error.httpStatus >= 500) return false;
  const cosRefusal = error.httpStatus >= 400 && error.storageCode !== undefined;
  return !cosRefusal;
}

/**
 * buildInfo's codes that mean the service has nothing under a key: 1093 "no information found",
 * the sandbox's answer for a key whose file never arrived; the reference does not say
 * (service.md#uncertain-upload).
 */
const NOT_FOUND_CODES: ReadonlySet<number> = new Set([ErrorCode.NoInformation]);

/** What buildInfo said of an upload key after an uncertain attempt; `error` when it could not say. */
type StoredCheck =
  { state: 'stored' } | { state: 'not-stored' } | { state: 'unknown'; error: Error };

/**
 * Whether the service has a file under `uploadKey`, by one buildInfo call (with the transport's
 * retries): stored when it is published, in progress (1246/1247) or failed (1216). Only a
 * not-found code (NOT_FOUND_CODES) means not stored; any other code, 1098 or a 5xx after retries,
 * no answer or a malformed one leave the question open (unknown), and sending the file again could
 * make a second build (service.md#uncertain-upload).
 * @throws the transport's abort reason once its signal aborts
 */
async function storedUnder(transport: Transport, uploadKey: string): Promise<StoredCheck> {
  try {
    const info = await getBuildInfo(transport, uploadKey);
    const state = info.state === 'processing' ? `code ${info.code}` : info.state;
    transport.logger.info(
      `The service has upload key ${uploadKey} (${state}); the file is not sent again`,
    );
    return { state: 'stored' };
  } catch (error) {
    if (transport.signal?.aborted) throw error;
    if (error instanceof ApiError && NOT_FOUND_CODES.has(error.code)) {
      transport.logger.info(
        `The service does not have upload key ${uploadKey} (code ${error.code})`,
      );
      return { state: 'not-stored' };
    }
    return { state: 'unknown', error: toError(error) };
  }
}

/** The error that ends an upload whose attempt was uncertain and whose check could not tell. */
function outcomeUnknown(uploadKey: string, lost: Error, check: Error): UploadOutcomeUnknownError {
  return new UploadOutcomeUnknownError(uploadKey, lost.message, check.message);
}
