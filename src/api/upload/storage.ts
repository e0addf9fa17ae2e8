import type { Dispatcher } from 'undici';
import { FileChunks, READ_CHUNK_BYTES } from './file-chunks.js';
import { multipartBody } from './multipart.js';
import { postStream, type PostAnswer } from './post-stream.js';
import type { StorageConnections } from './pre-connect.js';
import {
  AnswerTooLargeError,
  NetworkError,
  PgyerError,
  StorageUploadError,
  refusedTunnelStatus,
  systemCodeOf,
  toError,
} from '../errors.js';
import type { Logger } from '../logger.js';
import { formatSize } from './progress.js';
import { quoteRedacted, redact } from '../redact.js';
import { storageSecrets, type UploadToken } from '../endpoints/upload.js';
import { USER_AGENT } from '../version.js';

/** One storage upload of a local file (service.md#storage-upload). */
export interface StorageUpload {
  token: UploadToken;
  filePath: string;
  /** Sent as `x-cos-meta-file-name`: the name testers' downloads get (service.md#quirks). */
  fileName: string;
  /** Size of the file in bytes, as it was measured before the upload. */
  fileSize: number;
  /** Called as the body is sent, with the file bytes sent so far. */
  onProgress?: (sentBytes: number) => void;
  /**
   * How long, in ms, the upload may make no progress (no bytes accepted, or no answer once the
   * body is sent) before it is abandoned. The upload as a whole has no time limit.
   */
  stallTimeoutMs: number;
  /** An undici dispatcher (a proxy); without one, Node's own HTTP stack sends the upload. */
  dispatcher?: Dispatcher | undefined;
  /**
   * The run's agents and the connections opened ahead of the upload (without a dispatcher only);
   * without them, Node's global agent sends it.
   */
  connections?: StorageConnections | undefined;
  signal?: AbortSignal;
  /** Gets the request's debug line: method, host and path, size, status and time. */
  logger?: Logger;
}

const OPERATION = 'storage upload';
/**
 * Posts the file to the storage endpoint as multipart/form-data with an explicit Content-Length,
 * streaming it from disk so memory does not grow with the file. The file part goes last: COS
 * ignores fields after it (service.md#quirks). Success is HTTP 204 and nothing else: whether
 * another answer to the whole file may still have stored it is the caller's question
 * (sendToStorage).
 * @throws StorageUploadError when storage answers anything but 204 (its XML error made readable),
 *   or an answer over ANSWER_LIMITS.storage (unread)
 * @throws NetworkError when the connection fails or resets, or the upload stalls
 * @throws FileChangedError when the file changes size during the upload
 * @throws the signal's reason when `signal` aborts
 */
export async function uploadToStorage(upload: StorageUpload): Promise<void> {
  const stall = new StallWatchdog(upload.stallTimeoutMs);
  try {
    await send(upload, stall);
  } finally {
    stall.stop();
  }
}

async function send(upload: StorageUpload, stall: StallWatchdog): Promise<void> {
  const { token } = upload;
  const secrets = storageSecrets(token);
  const fields: [string, string][] = [
    ['key', token.params.key],
    ['signature', token.params.signature],
    ['x-cos-security-token', token.params['x-cos-security-token']],
    ['x-cos-meta-file-name', upload.fileName],
  ];
  const accepted = () => {
    stall.rearm();
  };
  const chunks = new FileChunks(upload.filePath, upload.fileSize, READ_CHUNK_BYTES, (sentBytes) => {
    accepted();
    upload.onProgress?.(sentBytes);
  });
  const body = multipartBody(
    fields,
    [{ field: 'file', fileName: upload.fileName, chunks }],
    accepted,
  );
  const bodyBytes = body.length;

  const started = Date.now();
  let response: PostAnswer;
  try {
    response = await postStream(
      token.endpoint,
      {
        'content-type': body.contentType,
        'content-length': String(bodyBytes),
        'user-agent': USER_AGENT,
      },
      body.reader,
      upload.signal ? AbortSignal.any([upload.signal, stall.signal]) : stall.signal,
      upload.dispatcher ?? upload.connections?.agentFor(token.endpoint),
    );
  } catch (error) {
    if (upload.signal?.aborted) throw upload.signal.reason;
    // An answer no storage gives: neither stored (204) nor a refusal that can be read.
    if (error instanceof AnswerTooLargeError) {
      throw new StorageUploadError(error.httpStatus, undefined, error.of('storage').message);
    }
    if (error instanceof PgyerError) throw error;
    if (stall.signal.aborted) {
      throw new NetworkError(OPERATION, `no progress for ${upload.stallTimeoutMs / 1000} s`);
    }
    const reason = toError(error).message;
    throw new NetworkError(
      OPERATION,
      redact(reason, secrets),
      systemCodeOf(error),
      refusedTunnelStatus(error) !== undefined,
    );
  }
  // Host and path only: the signature and the security token are form fields, never in the line.
  const { host, pathname } = new URL(token.endpoint);
  upload.logger?.debug(
    `POST ${host}${pathname} (storage upload, ${formatSize(bodyBytes)}) -> HTTP ${response.status} in ${Date.now() - started} ms`,
  );
  if (response.status === 204) return;
  const { code, message } = parseStorageError(response.text, secrets);
  throw new StorageUploadError(response.status, code, message);
}

/** Aborts its signal when `rearm` has not been called for `timeoutMs`, until stopped. */
class StallWatchdog {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private stopped = false;

  constructor(timeoutMs: number) {
    this.timer = setTimeout(() => {
      this.controller.abort();
    }, timeoutMs).unref();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Called for every chunk the socket accepts: one timer moved, not one made per chunk. */
  rearm(): void {
    // The body stream may still be read after the request failed: a stopped watchdog stays off.
    if (!this.stopped) this.timer.refresh();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}

/**
 * Reads `<Code>` and `<Message>` from COS's XML error body; other bodies are quoted, their first
 * 200 characters. `secrets` are redacted from the message (see quoteRedacted).
 */
export function parseStorageError(
  body: string,
  secrets: readonly string[],
): { code: string | undefined; message: string } {
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1]?.trim();
  const code = tag('Code');
  const xmlMessage = tag('Message');
  const message =
    xmlMessage === undefined
      ? quoteRedacted(body.trim(), secrets, 200) || 'no error details in the answer'
      : redact(xmlMessage, secrets);
  return { code, message };
}
