/**
 * The upload-and-publish flow (service.md#build-info, #upload-token, #harmonyos-files): token,
 * storage upload streamed from disk, HarmonyOS certificate and dependencies, then buildInfo until
 * the build is published.
 */
import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeErrorCode, ErrorCode } from './error-codes.js';
import {
  getBuildInfo,
  type BuildInfo,
  getUploadToken,
  uploadHarmonyCertificate,
  uploadHarmonyHsp,
  type BuildSettings,
  type UploadToken,
} from './endpoints/upload.js';
import { iosInstallLink } from './endpoints/install.js';
import type { BuildType, YesNo } from './enums.js';
import {
  ApiError,
  InputError,
  NetworkError,
  PublishFailedError,
  PublishTimeoutError,
  StorageUploadError,
  toError,
  UploadOutcomeUnknownError,
} from './errors.js';
import { webOriginFor } from './origins.js';
import {
  describeProgress,
  formatSize,
  throttledProgress,
  type UploadProgress,
} from './progress.js';
import type { BuildRecord } from './records.js';
import { uploadToStorage } from './storage.js';
import { isTransientFailure, type Transport } from './transport.js';
import { fileNameOf } from './file-name.js';

/** What a HarmonyOS package needs before the service publishes it (service.md#harmonyos-files). */
export interface HarmonyExtras {
  /** Path of the .p12 signing certificate. */
  certificatePath: string;
  certificatePassword: string;
  /** Paths of .hsp dependency files. */
  hspPaths: readonly string[];
}

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

/** The outcome for one file. URLs are empty strings where the service gave none. */
export interface PublishedBuild {
  /**
   * The build's key, by which every later operation names it: the `buildKey` of the published
   * record (service.md#build-record); the upload token's key only when the wait was skipped (no
   * record yet).
   */
  buildKey: string;
  /**
   * The upload token's `key` (service.md#upload-token), with which buildInfo was polled. Equal to
   * `buildKey` in every observed answer, but the spec does not promise it (service.md#quirks).
   */
  uploadKey: string;
  buildType: BuildType;
  fileName: string;
  /** Size of the local file in bytes. */
  fileSize: number;
  /** True when buildInfo returned the build record; false when the wait was skipped. */
  published: boolean;
  /**
   * The record buildInfo returned (service.md#build-record basic build set); empty when not waited
   * for.
   */
  record: BuildRecord;
  /** The short link's last segment, as the service returned it. */
  buildShortcutUrl: string;
  /** The install page: `<web origin>/<short link>`, or `<web origin>/<buildKey>` without one. */
  installPageUrl: string;
  qrCodeUrl: string;
  /** The itms-services link for iOS builds (never carries the install password). */
  iosInstallUrl: string;
  /** Seconds the storage upload took. */
  uploadSeconds: number;
  /** Seconds from the end of the upload until the build was published (0 when not waited). */
  publishSeconds: number;
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
  const token = await sendToStorage(transport, request, fileName, fileSize);
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
  return describeBuild(transport.apiUrl, {
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

/**
 * Takes an upload token and sends the file to storage (service.md#upload-token steps 1 and 2) so
 * that the service ends up with it once, under the returned token's key:
 * - a network error or a storage 5xx is tried again (the transport's retry policy), the file
 *   opened anew;
 * - an attempt that sent the whole file and then lost the answer (reset, stall, 5xx) is
 *   uncertain: storage may have the file. Before sending it again, buildInfo is asked with the
 *   token's key; when the service has it (published, 1246/1247 in progress, or 1216 failed), the
 *   upload is done; only when buildInfo answers that it has nothing under the key is the file
 *   sent again;
 * - a 403 (the signature's window, about 31 minutes, has passed: service.md#quirks) gets a new
 *   token and one more round, after asking buildInfo once more when an attempt was uncertain.
 * @throws UploadOutcomeUnknownError when an attempt was uncertain and buildInfo did not say yes or no
 * @throws StorageUploadError, NetworkError, and the errors of getUploadToken, after retries
 */
async function sendToStorage(
  transport: Transport,
  request: PublishRequest,
  fileName: string,
  fileSize: number,
): Promise<UploadToken> {
  const log = transport.logger;
  const tokenSettings = { ...request.settings, oversea: request.oversea };
  const report =
    request.onProgress ??
    ((progress: UploadProgress) => {
      log.info(`  ${describeProgress(progress)}`);
    });
  // Set by any attempt whose outcome was unknown; read after a 403.
  const attempts = { uncertain: false };
  const upload = (token: UploadToken) =>
    transport.withRetries(async () => {
      const progress = throttledProgress(fileSize, report);
      let sentBytes = 0;
      try {
        await uploadToStorage({
          token,
          filePath: request.filePath,
          fileName,
          fileSize,
          onProgress: (bytes) => {
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
        if (sentBytes < fileSize || !isRetriedStorageFailure(error)) throw error;
        attempts.uncertain = true;
        log.warning(
          `${error.message} after the whole file was sent; asking buildInfo whether ` +
            `the service has upload key ${token.key} before sending it again`,
        );
        if (!(await serviceHas(transport, token.key, error))) throw error;
      }
    }, isRetriedStorageFailure);

  let token = await getUploadToken(transport, request.buildType, tokenSettings);
  log.info(`Uploading ${fileName} (${formatSize(fileSize)}) with upload key ${token.key}`);
  try {
    await upload(token);
  } catch (error) {
    if (!(error instanceof StorageUploadError && error.httpStatus === 403)) throw error;
    if (attempts.uncertain && (await serviceHas(transport, token.key, error))) return token;
    log.warning(`Storage refused the upload (${error.message}); asking for a new upload token`);
    token = await getUploadToken(transport, request.buildType, tokenSettings);
    await upload(token);
  }
  return token;
}

/** A storage failure worth another try: no answer, or a 5xx. */
function isRetriedStorageFailure(error: Error): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof StorageUploadError && error.httpStatus >= 500)
  );
}

/**
 * buildInfo's codes that mean the service has nothing under a key: 1093 "no information found",
 * the sandbox's answer for a key whose file never arrived; the reference does not say
 * (service.md#uncertain-upload).
 */
const NOT_FOUND_CODES: ReadonlySet<number> = new Set([ErrorCode.NoInformation]);

/**
 * Whether the service has a file under `uploadKey`, by one buildInfo call (with the transport's
 * retries). Only a not-found code (NOT_FOUND_CODES) means no; any other code, 1098 or a 5xx after
 * retries, no answer or a malformed one leave the question open, and sending the file again could
 * make a second build (service.md#uncertain-upload).
 * @param lost the failure that made the upload's outcome unknown, named in the error
 * @throws UploadOutcomeUnknownError when buildInfo did not say yes or no
 */
async function serviceHas(transport: Transport, uploadKey: string, lost: Error): Promise<boolean> {
  let info: BuildInfo;
  try {
    info = await getBuildInfo(transport, uploadKey);
  } catch (error) {
    if (transport.signal?.aborted) throw error;
    if (error instanceof ApiError && NOT_FOUND_CODES.has(error.code)) {
      transport.logger.info(
        `The service does not have upload key ${uploadKey} (code ${error.code}); sending the file again`,
      );
      return false;
    }
    throw new UploadOutcomeUnknownError(uploadKey, lost.message, toError(error).message);
  }
  const state = info.state === 'processing' ? `code ${info.code}` : info.state;
  transport.logger.info(
    `The service has upload key ${uploadKey} (${state}); the file is not sent again`,
  );
  return true;
}

async function sendHarmonyExtras(
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

/** A published build and how long publishing took, in seconds. */
export interface PublishOutcome {
  build: BuildRecord;
  publishSeconds: number;
}

/**
 * Polls buildInfo with the upload token's key at once and then every `intervalSeconds` until the
 * build is published (service.md#build-info). The file is stored by then, so a poll that gets no
 * answer (no answer, 1098 or a 5xx after the transport's retries, an answer without the record) is
 * asked again until the deadline rather than failing the wait: a user who re-runs a failed step
 * makes a second build. Each such outage logs one warning, however many tries it lasts.
 * @throws PublishFailedError on 1216; PublishTimeoutError once `timeoutSeconds` have passed
 * @throws ApiError for any other code buildInfo answers
 */
export async function waitForPublish(
  transport: Transport,
  uploadKey: string,
  timeoutSeconds: number,
  intervalSeconds: number,
): Promise<PublishOutcome> {
  const started = Date.now();
  // Bounds each poll too: a poll stuck in retries must not outlive the deadline.
  const deadline = AbortSignal.timeout(timeoutSeconds * 1000);
  const cancel = transport.signal ? AbortSignal.any([transport.signal, deadline]) : deadline;
  const elapsed = () => (Date.now() - started) / 1000;
  const log = transport.logger;
  // An outage (tries without an answer, until the next answer) logs one warning: the first, be it
  // a retry's within a poll or the poll's own; then one line that the wait goes on; the rest go
  // to debug.
  const outage = { warned: false, polled: false };
  const warnOnce = (message: string) => {
    if (outage.warned) log.debug(message);
    else log.warning(message);
    outage.warned = true;
  };
  const poller = transport.withLogger({
    debug: (message) => {
      log.debug(message);
    },
    info: (message) => {
      log.info(message);
    },
    warning: warnOnce,
  });
  let lastAnswer = 'none yet';
  try {
    for (;;) {
      const poll = await pollOnce(poller, uploadKey, cancel);
      if (poll.state === 'unanswered') {
        const message =
          `${poll.error.message}; asking again every ${intervalSeconds} s until the wait's ` +
          `deadline (${timeoutSeconds} s)`;
        if (!outage.polled) {
          if (outage.warned) log.info(message);
          else warnOnce(message);
        }
        outage.polled = true;
        lastAnswer = poll.error.message;
      } else {
        Object.assign(outage, { warned: false, polled: false });
        if (poll.state === 'published') {
          const buildKey = poll.build.buildKey ?? uploadKey;
          log.info(`Published build ${buildKey} after ${elapsed().toFixed(1)} s`);
          return { build: poll.build, publishSeconds: elapsed() };
        }
        if (poll.state === 'failed') throw new PublishFailedError(uploadKey, poll.message);
        const answer = `code ${poll.code}, ${describeErrorCode(poll.code)}`;
        if (answer !== lastAnswer) log.info(`The service answers ${answer}`);
        lastAnswer = answer;
      }
      await sleep(intervalSeconds * 1000, undefined, { signal: cancel });
    }
  } catch (error) {
    if (!deadline.aborted || transport.signal?.aborted) throw error;
    throw new PublishTimeoutError(uploadKey, Math.round(elapsed()), lastAnswer);
  }
}

/** What one poll learned: buildInfo's answer, or the transient failure that stood in for it. */
type Poll = BuildInfo | { state: 'unanswered'; error: Error };

/**
 * One buildInfo call. A failure the transport counts as transient (isTransientFailure: no answer,
 * 1098, a 429 or 5xx, an answer that is not the envelope or lacks the record) is returned, not
 * thrown.
 * @throws the signal's reason once it aborts; ApiError for a code other than 1216, 1246, 1247
 */
async function pollOnce(
  transport: Transport,
  buildKey: string,
  signal: AbortSignal,
): Promise<Poll> {
  try {
    return await getBuildInfo(transport, buildKey, signal);
  } catch (error) {
    if (signal.aborted || !(error instanceof Error) || !isTransientFailure(error)) throw error;
    return { state: 'unanswered', error };
  }
}

/** What is known of one uploaded file, from which {@link describeBuild} derives its addresses. */
export interface BuildFacts {
  /** The key the upload was sent under (getCOSToken's key; single step: the record's buildKey). */
  uploadKey: string;
  buildType: BuildType;
  fileName: string;
  fileSize: number;
  /** Seconds the upload took. */
  uploadSeconds: number;
  /** The published record; undefined when the wait was skipped. */
  published: PublishOutcome | undefined;
}

/**
 * Derives the public URLs of a build (README.md#outputs, service.md#install-page): the build is
 * named by the published record's buildKey, by the upload key only when there is no record yet.
 */
export function describeBuild(apiUrl: string, facts: BuildFacts): PublishedBuild {
  const web = webOriginFor(apiUrl);
  const record = facts.published?.build ?? {};
  // getBuildInfo returns a record only with its buildKey, so the upload key stands in only unwaited.
  const buildKey = record.buildKey ?? facts.uploadKey;
  const buildShortcutUrl = record.buildShortcutUrl ?? '';
  return {
    buildKey,
    uploadKey: facts.uploadKey,
    buildType: facts.buildType,
    fileName: facts.fileName,
    fileSize: facts.fileSize,
    published: facts.published !== undefined,
    record,
    buildShortcutUrl,
    installPageUrl: `${web}/${encodeURIComponent(buildShortcutUrl || buildKey)}`,
    qrCodeUrl: record.buildQRCodeURL ?? '',
    iosInstallUrl: facts.buildType === 'ios' ? iosInstallLink(web, buildKey) : '',
    uploadSeconds: facts.uploadSeconds,
    publishSeconds: facts.published?.publishSeconds ?? 0,
  };
}
