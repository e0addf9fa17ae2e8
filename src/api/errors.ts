import { describeErrorCode } from './error-codes.js';

/** Base class of every error this project throws on purpose; `message` is always safe to print. */
export class PgyerError extends Error {
  override name = 'PgyerError';
}

/**
 * A setting and the value that would mend a problem (`install-type`, `password`): each front-end
 * words it in its own syntax (the actions `set install-type: password`, the CLI
 * `pass --install-type password`).
 */
export interface SettingFix {
  /** The setting in kebab-case. */
  setting: string;
  value: string;
}

/**
 * The user's mistake: a bad input or argument, found before any request is made. It keeps the
 * setting, the problem and the fix apart so that each front-end words them its own way (the
 * actions `Input "x": …`, the CLI `Option --x: …`); `message` is a neutral `x: …`.
 */
export class InputError extends PgyerError {
  override name = 'InputError';

  /**
   * @param setting the setting at fault in kebab-case (`install-end-date`), a service parameter
   *   (`appKey`), or undefined when the whole request is at fault
   * @param problem what is wrong and what is accepted, e.g. `"x" is not a whole number`; a
   *   function of the front-end's SettingNamer when it names another setting (`(name) => \`is
   *   required when ${name('install-type')} is password\``)
   * @param fix another setting's value that would mend it, when there is one
   */
  constructor(
    readonly setting: string | undefined,
    readonly problem: string | ((name: SettingNamer) => string),
    readonly fix?: SettingFix,
  ) {
    const text = typeof problem === 'string' ? problem : problem((name) => name);
    super(setting ? `${setting}: ${text}` : text);
  }
}

/**
 * A call to the service left out a parameter its operation requires (`R` in the reference;
 * docs/service.md, each operation's section): a mistake of the calling code, found by
 * Transport.call before that request is sent. Not an InputError: the jobs check every option
 * before their first call, so this is no bad input, and it may come after earlier calls changed
 * something; the front-ends report it as a plain failure (CLI exit code 1), never as bad usage.
 */
export class MissingParameterError extends PgyerError {
  override name = 'MissingParameterError';

  /**
   * @param operation the operation called, e.g. `app/updateApp`
   * @param parameter the service parameter that was missing or empty, e.g. `userKey`
   */
  constructor(
    readonly operation: string,
    readonly parameter: string,
  ) {
    super(`${operation} was called without ${parameter}, which it requires: it was not sent`);
  }
}

/**
 * How a front-end names a setting inside a sentence, one function per front-end: the actions
 * `input dingtalk-secret`, the CLI `--dingtalk-secret or PGYER_DINGTALK_SECRET`. A refused key
 * (keyRefusalLine), the jobs' problems (problemLines) and notify's refused deliveries name
 * settings with it, so that neither front-end prints the other's words.
 */
export type SettingNamer = (setting: string) => string;

/** A key the service refused: the setting that gave it, and what is wrong with it. */
export interface RefusedKey {
  /** The setting in kebab-case. */
  setting: 'api-key' | 'user-key';
  /** `is missing` or `is not valid`. */
  problem: string;
}

/** The codes that refuse a key (service.md#error-codes): 1001/1002/1055 the api key, 1012/1045 the user key. */
const KEY_REFUSALS: Readonly<Record<number, RefusedKey>> = {
  1001: { setting: 'api-key', problem: 'is missing' },
  1002: { setting: 'api-key', problem: 'is not valid' },
  1055: { setting: 'api-key', problem: 'is not valid' },
  1012: { setting: 'user-key', problem: 'is missing' },
  1045: { setting: 'user-key', problem: 'is not valid' },
};

/** How people call each key: `the API key`, `the user key`. */
const KEY_NAMES: Readonly<Record<RefusedKey['setting'], string>> = {
  'api-key': 'the API key',
  'user-key': 'the user key',
};

/**
 * A key refusal in a front-end's words: `the API key (--api-key or PGYER_API_KEY) is not valid
 * (service code 1002)`, where `source` is how the front-end names the key's setting
 * (`--api-key or PGYER_API_KEY`, `input api-key`). Undefined when `error` refuses no key.
 */
export function keyRefusalLine(error: unknown, source: SettingNamer): string | undefined {
  if (!(error instanceof ApiError) || !error.refusedKey) return undefined;
  const { setting, problem } = error.refusedKey;
  return `${KEY_NAMES[setting]} (${source(setting)}) ${problem} (service code ${error.code})`;
}

/**
 * The service answered with an envelope whose `code` is not 0 (service.md#error-codes).
 * `meaning` is the reference's text for the code; `serviceMessage` is what the service said.
 * A refused key (`refusedKey`) is said as people know it, `the API key is not valid (service code
 * 1002)`: the operation and the service's parameter name (`_api_key`) are nothing the user typed.
 */
export class ApiError extends PgyerError {
  override name = 'ApiError';
  readonly meaning: string;
  readonly refusedKey: RefusedKey | undefined;

  /** @param retryAfterMs how long the answer's Retry-After header asked to wait, in ms (429) */
  constructor(
    readonly operation: string,
    readonly code: number,
    readonly serviceMessage: string,
    readonly httpStatus: number,
    readonly retryAfterMs?: number,
  ) {
    const meaning = describeErrorCode(code);
    const said =
      serviceMessage && serviceMessage !== meaning ? ` (service said: ${serviceMessage})` : '';
    const refusedKey = KEY_REFUSALS[code];
    super(
      refusedKey
        ? `${KEY_NAMES[refusedKey.setting]} ${refusedKey.problem} (service code ${code})`
        : `${operation} failed with code ${code}: ${meaning}${said}`,
    );
    this.meaning = meaning;
    this.refusedKey = refusedKey;
  }
}

/**
 * The service answered something that is not the JSON envelope (an HTML error page after a domain
 * move, a truncated body, a proxy's error). `bodyStart` holds the first 200 characters, secrets removed.
 */
export class UnexpectedResponseError extends PgyerError {
  override name = 'UnexpectedResponseError';

  /**
   * @param retryAfterMs how long the answer's Retry-After header asked to wait, in ms (429, 503)
   */
  constructor(
    readonly operation: string,
    readonly httpStatus: number,
    readonly contentType: string,
    readonly bodyStart: string,
    readonly retryAfterMs?: number,
  ) {
    super(
      `${operation} answered HTTP ${httpStatus} with ${contentType || 'no content type'} instead of ` +
        `the JSON envelope: ${JSON.stringify(bodyStart)}`,
    );
  }
}

/**
 * An answer larger than any the client expects (ANSWER_LIMITS, transport/answer-body.ts): it was
 * refused unread, its connection closed, rather than held in memory (a 2 GiB answer ended the
 * process). Not tried again: the same server would most likely answer the same.
 */
export class AnswerTooLargeError extends PgyerError {
  override name = 'AnswerTooLargeError';

  /**
   * @param httpStatus the answer's status
   * @param maxBytes the limit it went over, in bytes
   * @param subject who answered, e.g. `app/listMy`; default `the server`
   */
  constructor(
    readonly httpStatus: number,
    readonly maxBytes: number,
    readonly subject = 'the server',
  ) {
    super(
      `${subject} answered HTTP ${httpStatus} with more than ${sizeLimit(maxBytes)}, more than ` +
        'any answer it should give: refused unread',
    );
  }

  /** The same refusal, said of `subject` (the operation or the host that answered). */
  of(subject: string): AnswerTooLargeError {
    return new AnswerTooLargeError(this.httpStatus, this.maxBytes, subject);
  }
}

/** A size limit as people read it: whole MiB as `8 MiB`, anything else in bytes. */
function sizeLimit(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes % mib === 0 ? `${bytes / mib} MiB` : `${bytes} bytes`;
}

/**
 * The service answered code 0 (success) in a well-formed envelope, but without what the operation
 * needs: buildInfo without the build record, getCOSToken without the storage address or signature.
 * Unlike UnexpectedResponseError, no HTTP status or content type is at fault: the message says
 * what the service answered and what it lacked.
 */
export class IncompleteAnswerError extends PgyerError {
  override name = 'IncompleteAnswerError';

  /**
   * @param operation the operation that answered, e.g. `app/buildInfo`
   * @param missing what the answer lacked, e.g. `the build record (no buildKey)`
   */
  constructor(
    readonly operation: string,
    readonly missing: string,
  ) {
    super(`${operation} answered code 0 (success) without ${missing}`);
  }
}

/**
 * `thrown` as an Error: itself when it is one, else an Error whose message is its text. A promise
 * may reject with any value, and a cast would leave `.message` undefined.
 */
export function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/** System error codes that mean the request never left this machine, so it had no effect. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // undici's connect timeout: no connection was made, so nothing was sent.
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** True when `code` (a Node or undici error's `code`) says the request never left this machine. */
export function isNotSentCode(code: string | undefined): boolean {
  return code !== undefined && NOT_SENT_CODES.has(code);
}

/**
 * The HTTP status with which a proxy refused to open the tunnel (its answer to CONNECT: 403 for a
 * host it denies, 407 for missing credentials, 502 when it could not reach the host), found in
 * `error` or its causes; undefined for any other error. undici's ProxyAgent reports it as a
 * RequestAbortedError (UND_ERR_ABORTED, the code of a cancel too) whose message alone names the
 * answer: `Proxy response (403) !== 200 when HTTP Tunneling`. No tunnel, so nothing was sent.
 */
export function refusedTunnelStatus(error: unknown): number | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const status = /^Proxy response \((\d{3})\) !== 200 when HTTP Tunneling$/.exec(current.message);
    if (status) return Number(status[1]);
  }
  return undefined;
}

/**
 * True when `error` says the request never left this machine: a connection never made
 * (isNotSentCode), or a tunnel the proxy refused (refusedTunnelStatus).
 */
export function isNotSent(error: unknown): boolean {
  return isNotSentCode(systemCodeOf(error)) || refusedTunnelStatus(error) !== undefined;
}

/**
 * Node's codes for a server certificate this machine does not trust (tls.md, "X509 certificate
 * error codes", and the host name check): the TLS handshake failed, so nothing was sent, and the
 * same origin will fail the same way on every try.
 */
const UNTRUSTED_CERTIFICATE_CODES = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_UNTRUSTED',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_SIGNATURE_FAILURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * True when `code` (a Node error's `code`) says the server's TLS certificate is not trusted here:
 * self-signed, unknown issuer, expired, another host's.
 */
export function isUntrustedCertificateCode(code: string | undefined): boolean {
  return code !== undefined && UNTRUSTED_CERTIFICATE_CODES.has(code);
}

/**
 * What a user can do about an untrusted certificate: a TLS-inspecting corporate proxy or a
 * private CA is the usual cause, and Node trusts an extra CA only from NODE_EXTRA_CA_CERTS, read
 * when the process starts (so it must be in the environment the step or job starts with).
 */
export const UNTRUSTED_CERTIFICATE_HINT =
  "the server's TLS certificate is not trusted here, which another try cannot change: behind a " +
  "corporate proxy or with a private CA, set NODE_EXTRA_CA_CERTS to the CA's PEM file in the " +
  "step's or job's env (Node reads it at start)";

/** The request never got an answer: connection refused or reset, DNS failure, or the per-request timeout. */
export class NetworkError extends PgyerError {
  override name = 'NetworkError';

  /**
   * @param systemCode the socket error's code (`ECONNREFUSED`, `ECONNRESET`, …) when there was one
   * @param tunnelRefused true when a proxy refused the tunnel to the service (refusedTunnelStatus),
   *   which no code tells apart from a cancel
   */
  constructor(
    readonly operation: string,
    readonly reason: string,
    readonly systemCode?: string,
    readonly tunnelRefused = false,
  ) {
    super(`${operation} got no answer: ${reason}`);
  }

  /**
   * True when the service cannot have received the request (refused, no such host, a tunnel the
   * proxy refused, or a certificate not trusted).
   */
  get neverSent(): boolean {
    return (
      this.tunnelRefused ||
      (this.systemCode !== undefined &&
        (isNotSentCode(this.systemCode) || this.certificateUntrusted))
    );
  }

  /**
   * True when the TLS handshake failed on the server's certificate (self-signed, unknown issuer,
   * expired, another host's): no fault of the network, so trying the same origin again is of no
   * use (UNTRUSTED_CERTIFICATE_HINT says what is).
   */
  get certificateUntrusted(): boolean {
    return isUntrustedCertificateCode(this.systemCode);
  }
}

/** The `code` of a socket error (`ECONNREFUSED`, …), looking through fetch's `cause` wrapper. */
export function systemCodeOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string') return current.code;
  }
  return undefined;
}

/**
 * The storage upload (service.md#storage-upload) was refused. `storageCode` is the COS error code
 * (`AccessDenied`, `RequestTimeTooSkewed`, …) when the storage answered its XML error body.
 */
export class StorageUploadError extends PgyerError {
  override name = 'StorageUploadError';

  constructor(
    readonly httpStatus: number,
    readonly storageCode: string | undefined,
    storageMessage: string,
  ) {
    super(
      `storage upload failed with HTTP ${httpStatus}` +
        (storageCode ? ` ${storageCode}: ${storageMessage}` : `: ${storageMessage}`),
    );
  }
}

/**
 * The file could not be read while the storage upload was sending it (deleted, moved, its
 * permissions changed, a disk error): the upload stopped part way. Not a network fault, so not
 * tried again; not the user's input mistake found before any request, so the front-ends report
 * it as a failed run.
 */
export class FileUnreadableError extends PgyerError {
  override name = 'FileUnreadableError';

  /** @param cause the file system's error (ENOENT, EACCES, EIO, …) */
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(
      `${path} could not be read during the upload (${systemCodeOf(cause) ?? toError(cause).message}), ` +
        'so the upload stopped part way; upload it again once nothing moves, deletes or locks it',
      { cause },
    );
  }
}

/**
 * The file changed size since its options were checked: while the storage upload was sending it
 * (the upload stopped part way, after the upload token was asked for and part of the file sent),
 * or before a single-step upload sent it (nothing sent). Not the user's input mistake found
 * before any request, so the front-ends report it as a failed run.
 */
export class FileChangedError extends PgyerError {
  override name = 'FileChangedError';

  /**
   * @param measuredBytes the size the file had when it was measured, as its options were checked
   * @param unsent found before any byte of the file was sent (a single-step upload)
   */
  constructor(
    readonly path: string,
    readonly measuredBytes: number,
    unsent = false,
  ) {
    super(
      unsent
        ? `${path} changed size since it was checked (it had ${measuredBytes} bytes then), so it ` +
            'was not sent; upload the file again once nothing writes to it'
        : `${path} changed size during the upload (it had ${measuredBytes} bytes when it was ` +
            'checked), so the upload stopped part way and may have left a partial upload; ' +
            'upload the file again once nothing writes to it',
    );
  }
}

/**
 * A storage upload sent the whole file and lost the answer, and buildInfo could not say whether
 * the service has the file: sending it again could make a second build (service.md#guarantees), so
 * the upload stops here.
 */
export class UploadOutcomeUnknownError extends PgyerError {
  override name = 'UploadOutcomeUnknownError';

  /**
   * @param lost what happened to the storage upload's answer
   * @param check why buildInfo could not tell
   */
  constructor(
    readonly uploadKey: string,
    lost: string,
    check: string,
  ) {
    super(
      `storage upload of upload key ${uploadKey}: ${lost}, after the whole file was sent; buildInfo ` +
        `could not tell whether the service has it (${check}), so it is not sent again, which ` +
        "could make a second build; look for the build among the app's builds",
    );
  }
}

/**
 * A step after the storage upload failed: the HarmonyOS certificate or a dependency
 * (service.md#harmonyos-files), or buildInfo with a code the wait does not expect. The package is
 * stored under `uploadKey` by then, so uploading the file again makes a second build
 * (service.md#guarantees): the message says so and names the key. `cause` is the step's own
 * error (an ApiError for a refusal, a NetworkError, …), unchanged.
 */
export class AfterStorageUploadError extends PgyerError {
  override name = 'AfterStorageUploadError';

  constructor(
    readonly uploadKey: string,
    override readonly cause: Error,
  ) {
    super(
      `${cause.message}; the package itself is already stored under upload key ${uploadKey}, ` +
        'so uploading the file again makes a second build: find the build with that key among ' +
        "the app's builds in the web console first (delete it there if you upload again)",
      { cause },
    );
  }
}

/**
 * A single-request upload (service.md#single-step-upload) answered code 0 without the build
 * record: whether the service made a build is unknown, and sending the file again could make a
 * second one (service.md#guarantees), so it is not sent again.
 */
export class BuildRecordMissingError extends PgyerError {
  override name = 'BuildRecordMissingError';

  /** @param operation the upload that answered, e.g. `app/upload` */
  constructor(readonly operation: string) {
    super(
      `${operation} answered code 0 without the build record (no buildKey), so whether the service ` +
        'made a build is unknown; the file is not sent again, which could make a second build: look ' +
        "for the build among the app's builds before uploading again, or use the two-step upload, " +
        'whose success buildInfo confirms',
    );
  }
}

/**
 * buildInfo answered 1216: the service could not publish the uploaded package
 * (service.md#build-info).
 */
export class PublishFailedError extends PgyerError {
  override name = 'PublishFailedError';

  constructor(
    readonly buildKey: string,
    serviceMessage: string,
  ) {
    super(
      `the service could not publish build ${buildKey} (code 1216: ${serviceMessage || describeErrorCode(1216)}); ` +
        'check that the file is a valid, signed package of the given build type',
    );
  }
}

/** The build was still being parsed or published (1246/1247) when the wait deadline passed. */
export class PublishTimeoutError extends PgyerError {
  override name = 'PublishTimeoutError';

  /**
   * @param waitedSeconds how long buildInfo was polled, in seconds
   * @param lastAnswer what buildInfo said last, e.g. `code 1247, app is being published`
   */
  constructor(
    readonly buildKey: string,
    readonly waitedSeconds: number,
    lastAnswer: string,
  ) {
    super(
      `build ${buildKey} was not published after ${waitedSeconds} s (last answer: ${lastAnswer}); ` +
        'raise wait-timeout-seconds, or check the build on the service',
    );
  }
}
