/**
 * Upload operations: token, publish state, HarmonyOS helpers, single-step upload
 * (service.md#upload-flow).
 */
import { decodeRecord } from '../decode.js';
import type { BuildType, InstallType, YesNo } from '../enums.js';
import { ApiError, BuildRecordMissingError, IncompleteAnswerError } from '../errors.js';
import { ErrorCode } from '../error-codes.js';
import { BUILD_FIELDS, recordAsSent, type BuildRecord, type ServiceRecord } from '../records.js';
import type { Transport } from '../transport/index.js';

/**
 * Settings a build is created with (service.md#upload-token and #single-step-upload). Dates are
 * YYYY-MM-DD.
 */
export interface BuildSettings {
  buildInstallType?: InstallType;
  /** Install password, needed with buildInstallType 2. */
  buildPassword?: string;
  buildDescription?: string;
  buildUpdateDescription?: string;
  /** 1 an install validity range is set, 2 valid for ever; omitted leaves the previous setting. */
  buildInstallDate?: YesNo;
  buildInstallStartDate?: string;
  buildInstallEndDate?: string;
  /** Short link of one existing channel to update. */
  buildChannelShortcut?: string;
}

/** The service's word for each build type in getCOSToken (service.md#upload-token). */
const TOKEN_BUILD_TYPE: Readonly<Record<BuildType, string>> = {
  ios: 'ios',
  android: 'android',
  harmony: 'harmonyos',
};

/** Answer of getCOSToken (service.md#upload-token). */
export interface UploadToken {
  /** The key to poll buildInfo with (service.md#quirks: kept apart from `params.key`). */
  key: string;
  /** Storage URL the file is posted to. */
  endpoint: string;
  /** Form fields of the storage upload; `signature` and the security token are secrets. */
  params: { key: string; signature: string; 'x-cos-security-token': string };
}

/**
 * Asks for a storage upload address and signature: service.md#upload-token (app/getCOSToken).
 * @throws IncompleteAnswerError when the answer lacks the key, endpoint or signature fields, or
 *   its endpoint is no http(s) URL, or is http: while the API is https (not retried)
 * @throws ApiError, NetworkError, UnexpectedResponseError as Transport.call
 */
export async function getUploadToken(
  transport: Transport,
  buildType: BuildType,
  settings: BuildSettings & { oversea?: YesNo },
): Promise<UploadToken> {
  const operation = 'app/getCOSToken';
  const { data } = await transport.call(operation, {
    params: { buildType: TOKEN_BUILD_TYPE[buildType], ...settings },
  });
  const token = decodeRecord({ key: 'string', endpoint: 'string' } as const, data);
  const raw =
    typeof data === 'object' && data !== null && 'params' in data ? data.params : undefined;
  const params = decodeRecord(
    { key: 'string', signature: 'string', 'x-cos-security-token': 'string' } as const,
    raw,
  );
  if (
    !token.key ||
    !token.endpoint ||
    !params.key ||
    !params.signature ||
    !params['x-cos-security-token']
  ) {
    throw new IncompleteAnswerError(
      operation,
      'the upload token (key, endpoint, or the storage params key, signature, x-cos-security-token)',
    );
  }
  const issued: UploadToken = {
    key: token.key,
    endpoint: token.endpoint,
    params: {
      key: params.key,
      signature: params.signature,
      'x-cos-security-token': params['x-cos-security-token'],
    },
  };
  // A later answer (buildInfo's 1216, an error page) may quote them: the run's secrets from now.
  for (const secret of storageSecrets(issued)) transport.secrets.add(secret);
  const unusable = endpointProblem(token.endpoint, transport.apiUrl);
  if (unusable)
    throw new IncompleteAnswerError(operation, `a storage endpoint it can use (${unusable})`);
  return issued;
}

/**
 * The token's secret values: the signature, also its HMAC alone (an echo that escapes the `&`
 * between the signature's fields still shows that whole), and the security token.
 */
export function storageSecrets(token: UploadToken): string[] {
  const { signature } = token.params;
  const hmac = new URLSearchParams(signature).get('q-signature') ?? '';
  return [signature, hmac, token.params['x-cos-security-token']];
}

/**
 * Why the token's storage `endpoint` cannot take the file, or undefined: it is no http(s) URL
 * (posting it could only fail, try after try), or it is `http:` while the API is reached over
 * https (the file would cross the network unencrypted), unless it is on this machine (loopback).
 * The endpoint itself is not quoted: only its host and path are ever shown.
 */
function endpointProblem(endpoint: string, apiUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'its endpoint is no URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'its endpoint is no http(s) URL';
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && new URL(apiUrl).protocol === 'https:' && !loopback) {
    return `its endpoint ${url.host} is http: while the API is https: the file would not be encrypted`;
  }
  return undefined;
}

/** Where a build stands, from buildInfo (service.md#build-info). */
export type BuildInfo =
  /** `asSent`: the record before decoding, for the vendor's `info` output. */
  | { state: 'published'; build: BuildRecord; asSent: ServiceRecord }
  /** 1246 parsing the package, 1247 publishing. */
  | { state: 'processing'; code: number; message: string }
  | { state: 'failed'; message: string };

/**
 * Reads the publish state of a build: service.md#build-info (GET app/buildInfo).
 * @param signal cancels the call (and its retries), e.g. at the wait's deadline
 * @throws ApiError for any code other than 1216, 1246 and 1247; NetworkError as Transport.call
 * @throws IncompleteAnswerError for code 0 without a build record (not retried: polling asks again)
 * @throws UnexpectedResponseError as Transport.call
 */
export async function getBuildInfo(
  transport: Transport,
  buildKey: string,
  signal?: AbortSignal,
): Promise<BuildInfo> {
  const operation = 'app/buildInfo';
  try {
    const { data } = await transport.call(operation, {
      method: 'GET',
      params: { buildKey },
      required: ['buildKey'],
      ...(signal ? { signal } : {}),
    });
    const build = decodeRecord(BUILD_FIELDS, data);
    // Green only on the build record itself (service.md#guarantees): code 0 with an empty body is
    // no proof.
    if (!build.buildKey) {
      throw new IncompleteAnswerError(operation, 'the build record (no buildKey)');
    }
    return { state: 'published', build, asSent: recordAsSent(data) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === ErrorCode.PublishFailed)
      return { state: 'failed', message: error.serviceMessage };
    if (error.code === ErrorCode.Parsing || error.code === ErrorCode.Publishing) {
      return { state: 'processing', code: error.code, message: error.serviceMessage };
    }
    throw error;
  }
}

/**
 * Sends the .p12 signing certificate a .hap needs to be published: service.md#harmonyos-files
 * (app/uploadHarmonyCert). Sent once: repeated only when the service surely did not act (1098, a
 * 429, a connection never made).
 * @throws ApiError, NetworkError, UnexpectedResponseError as Transport.call
 */
export async function uploadHarmonyCertificate(
  transport: Transport,
  buildKey: string,
  certificatePath: string,
  password: string,
): Promise<void> {
  await transport.call('app/uploadHarmonyCert', {
    params: { buildKey, password },
    files: [{ field: 'file', path: certificatePath }],
    required: ['buildKey', 'password'],
    // The reference does not say a second copy is harmless: repeat only what surely did not arrive.
    idempotent: false,
  });
}

/**
 * Sends one .hsp dependency of a .hap: service.md#harmonyos-files (app/uploadHarmonyHsp). Sent
 * once, as the certificate.
 * @throws ApiError, NetworkError, UnexpectedResponseError as Transport.call
 */
export async function uploadHarmonyHsp(
  transport: Transport,
  buildKey: string,
  hspPath: string,
): Promise<void> {
  await transport.call('app/uploadHarmonyHsp', {
    params: { buildKey },
    files: [{ field: 'file', path: hspPath }],
    required: ['buildKey'],
    // As the certificate: a dependency sent twice may be kept twice.
    idempotent: false,
  });
}

/**
 * Uploads an .ipa or .apk in one slow request: service.md#single-step-upload (app/upload). The
 * two-step upload (getUploadToken, uploadToStorage) is the recommended path; this exists for
 * completeness. Sent once: an HTML 5xx or a lost answer fails the call rather than risk a second
 * build.
 * @param fileSize the file's size in bytes as its options' check measured it; absent: measured here
 * @returns the basic build set of the new build, with its buildKey, decoded and as sent
 * @throws BuildRecordMissingError for code 0 without a buildKey (not sent again)
 * @throws FileChangedError when the file is no longer `fileSize` bytes long (not sent)
 * @throws ApiError, NetworkError, UnexpectedResponseError as Transport.call
 */
export async function uploadSingleStep(
  transport: Transport,
  filePath: string,
  settings: BuildSettings,
  fileSize?: number,
): Promise<{ build: BuildRecord & { buildKey: string }; asSent: ServiceRecord }> {
  const operation = 'app/upload';
  const { data } = await transport.call(operation, {
    params: { ...settings },
    files: [{ field: 'file', path: filePath, size: fileSize }],
    // Each request that reaches the service is a new build: repeat only what it surely did not act on.
    idempotent: false,
  });
  const build = decodeRecord(BUILD_FIELDS, data);
  // Green only on the build record itself (service.md#guarantees), as for buildInfo.
  if (!build.buildKey) throw new BuildRecordMissingError(operation);
  return { build: { ...build, buildKey: build.buildKey }, asSent: recordAsSent(data) };
}
