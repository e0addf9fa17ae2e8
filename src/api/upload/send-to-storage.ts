/**
 * The upload token and the storage upload (service.md#upload-token steps 1 and 2), with the
 * recovery of an attempt whose outcome is unknown (service.md#uncertain-upload).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BuildSettings, UploadToken } from '../endpoints/upload.js';
import { getBuildInfo, getUploadToken } from '../endpoints/upload.js';
import { ErrorCode } from '../error-codes.js';
import type { BuildType, YesNo } from '../enums.js';
import {
  ApiError,
  NetworkError,
  StorageUploadError,
  toError,
  UNTRUSTED_CERTIFICATE_HINT,
  UploadOutcomeUnknownError,
} from '../errors.js';
import {
  describeProgress,
  formatSize,
  throttledProgress,
  type StorageAttempt,
  type UploadProgress,
} from './progress.js';
import type { StorageConnections } from './pre-connect.js';
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
  /** The run's storage connections (see uploadToStorage); Node's global agent without them. */
  connections?: StorageConnections | undefined;
  /**
   * Seconds between two buildInfo calls (service.md#build-info): the checks after an uncertain
   * attempt are this far apart, at most MAX_CHECK_INTERVAL_SECONDS.
   */
  pollIntervalSeconds: number;
}

/**
 * Takes an upload token and sends the file to storage (service.md#upload-token steps 1 and 2) so
 * that the service ends up with it once, under the returned token's key:
 * - a network error or a storage 5xx is tried again (the transport's retry policy), the file
 *   opened anew; an untrusted storage certificate is not, and its error says what to set;
 * - an attempt that sent the whole file and then lost the answer (reset, stall, 5xx) is
 *   uncertain: storage may have the file, or may not have received all of it. Before sending it
 *   again, buildInfo is asked with the token's key, a few times (see {@link storedUnder}); when
 *   the service has it, the upload is done; only when buildInfo answers every time that it has
 *   nothing under the key is the file sent again, with the same token;
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
    const check = await storedUnder(transport, first.key, request.pollIntervalSeconds);
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
          connections: request.connections,
          logger: log,
          ...(transport.signal ? { signal: transport.signal } : {}),
        });
      } catch (thrown) {
        const error = toError(thrown);
        const retried = isRetriedStorageFailure(error);
        // sentBytes counts what the kernel took, not what storage acknowledged: Node exposes
        // neither TCP_INFO nor SIOCOUTQ. A body smaller than the socket's send buffer plus the
        // peer's receive window (several MiB on a fast link) is all taken before storage has read
        // much of it, so a reset then leaves "whole file sent" meaning "maybe received". A bound
        // on the bytes in flight would not help: it can say how much storage surely got, never
        // that it got the last byte. So every such attempt is uncertain and buildInfo decides,
        // with not-found answers (the usual outcome of this case) leading to the file sent again.
        if (sentBytes < fileSize || !(retried || isUnclearAnswer(error))) throw error;
        uncertain = true;
        log.warning(
          `${error.message} after the whole file was sent; asking buildInfo whether ` +
            `the service has upload key ${token.key}` +
            (retried ? ' before sending it again' : ''),
        );
        const check = await storedUnder(transport, token.key, request.pollIntervalSeconds);
        if (check.state === 'unknown') throw outcomeUnknown(token.key, error, check.error);
        if (check.state === 'not-stored') throw error;
      }
    }, isRetriedStorageFailure);
    return { state: 'stored' };
  } catch (error) {
    if (error instanceof NetworkError && error.certificateUntrusted) {
      throw new NetworkError(
        error.operation,
        `${error.reason}; ${UNTRUSTED_CERTIFICATE_HINT}`,
        error.systemCode,
        error.tunnelRefused,
      );
    }
    if (!(error instanceof StorageUploadError && error.httpStatus === 403)) throw error;
    return { state: 'refused', refusal: error, uncertain };
  }
}

/**
 * A storage failure worth another try: no answer (but for an untrusted certificate, which the
 * next try would meet again), or a 5xx.
 */
function isRetriedStorageFailure(error: Error): boolean {
  return (
    (error instanceof NetworkError && !error.certificateUntrusted) ||
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
 * buildInfo's codes that mean the service has nothing under a key: 1009 "no information found for
 * the app" (what the service was seen answering for a key whose file never arrived), 1092
 * "version information not found" and 1093 "no information found". The reference does not say
 * which one such a key gets (service.md#uncertain-upload).
 */
const NOT_FOUND_CODES: ReadonlySet<number> = new Set([
  ErrorCode.AppNotFound,
  ErrorCode.VersionNotFound,
  ErrorCode.NoInformation,
]);

/**
 * How many times buildInfo must answer not-found before the file is sent again. The service
 * answers 1246/1247 for a stored file right away (the vendor's clients poll right after the 204
 * and fail on anything else); the repeats over a few seconds cover a storage host that tells the
 * service late.
 */
const UNCERTAIN_CHECKS = 3;

/** Longest pause between two of those checks, in seconds: the reference's 3 to 5 s of polling. */
const MAX_CHECK_INTERVAL_SECONDS = 5;

/**
 * What buildInfo said of an upload key after an uncertain attempt: `code` the not-found code,
 * `error` when it could not say.
 */
type StoredCheck =
  { state: 'stored' } | { state: 'not-stored'; code: number } | { state: 'unknown'; error: Error };

/**
 * Whether the service has a file under `uploadKey`, by buildInfo calls (each with the transport's
 * retries) `intervalSeconds` apart (at most MAX_CHECK_INTERVAL_SECONDS): stored as soon as one
 * answers the build published, in progress (1246/1247) or failed (1216); not stored when all
 * UNCERTAIN_CHECKS answer a not-found code (NOT_FOUND_CODES). Any other answer, 1098 or a 5xx
 * after retries, no answer or a malformed one leave the question open (unknown) at once, and
 * sending the file again could make a second build (service.md#uncertain-upload).
 * @throws once the transport's signal aborts: its reason, or the pause's AbortError
 */
async function storedUnder(
  transport: Transport,
  uploadKey: string,
  intervalSeconds: number,
): Promise<StoredCheck> {
  const pauseSeconds = Math.min(intervalSeconds, MAX_CHECK_INTERVAL_SECONDS);
  for (let check = 1; ; check += 1) {
    const answer = await askBuildInfo(transport, uploadKey);
    if (answer.state !== 'not-stored') return answer;
    const last = check === UNCERTAIN_CHECKS;
    transport.logger.info(
      `The service does not have upload key ${uploadKey} (code ${answer.code}, ` +
        `answer ${check} of ${UNCERTAIN_CHECKS})` +
        (last ? '' : `; asking again in ${pauseSeconds} s`),
    );
    if (last) return answer;
    await sleep(
      pauseSeconds * 1000,
      undefined,
      transport.signal ? { signal: transport.signal } : {},
    );
  }
}

/** One buildInfo call's reading of `uploadKey` (see storedUnder). */
async function askBuildInfo(transport: Transport, uploadKey: string): Promise<StoredCheck> {
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
      return { state: 'not-stored', code: error.code };
    }
    return { state: 'unknown', error: toError(error) };
  }
}

/** The error that ends an upload whose attempt was uncertain and whose check could not tell. */
function outcomeUnknown(uploadKey: string, lost: Error, check: Error): UploadOutcomeUnknownError {
  return new UploadOutcomeUnknownError(uploadKey, lost.message, check.message);
}
