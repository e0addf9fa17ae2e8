import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { type CosError, cosErrors, sendCosError } from './cos-errors.js';
import type { SandboxCore } from './handler-context.js';
import { fileExtensions } from './model.js';
import type { StoredUpload } from './publish-queue.js';
import { randomHex } from './random.js';
import type { TicketRefusal } from './upload-tickets.js';

const rejections: Record<TicketRefusal, CosError> = {
  'malformed-signature': cosErrors.malformedSignature,
  'unknown-access-key': cosErrors.unknownAccessKey,
  'bad-token': cosErrors.badToken,
  expired: cosErrors.expired,
  'time-skewed': cosErrors.timeSkewed,
  'bad-signature': cosErrors.signatureMismatch,
  'wrong-key': cosErrors.wrongKey,
};

/** What became of the `file` part: stored as an upload, already uploaded, or refused. */
type FilePartOutcome = { upload: StoredUpload } | { duplicate: true } | { error: CosError };

/**
 * The storage endpoint, `POST /storage` (service.md#storage-upload), with Tencent COS's POST Object
 * semantics (service.md#quirks): multipart/form-data whose fields `key`, `signature` and
 * `x-cos-security-token` come from getCOSToken and precede the part `file`; fields after the file
 * are ignored; `x-cos-meta-file-name` names the download (else `<key>.<ext>`). The file is
 * streamed to disk, so memory does not grow with its size. Success is 204 with no body, and the
 * build enters the publish queue. The whole signature is checked as COS checks it (upload-tickets.ts)
 * against the request that arrives, with the security token and the object key the credentials
 * were issued for; a refusal answers COS's 403 XML (AccessDenied, InvalidAccessKeyId,
 * SignatureDoesNotMatch or RequestTimeTooSkewed). A malformed body or no file answers 400. A second upload of a key already queued is answered 204 and discarded, so a client's
 * retry after a lost 204 is harmless. Faults: storage-forbidden, storage-reset.
 */
export function handleStorage(req: IncomingMessage, res: ServerResponse, core: SandboxCore): void {
  if (req.method !== 'POST') {
    drainThen(req, () => {
      sendCosError(res, cosErrors.methodNotAllowed);
    });
  } else if (core.faults.take('storage-forbidden', 'storage') !== undefined) {
    drainThen(req, () => {
      sendCosError(res, cosErrors.expired);
    });
  } else {
    const reset = core.faults.take('storage-reset', 'storage');
    if (reset === undefined) receiveUpload(req, res, core);
    else resetAfter(req, reset.afterBytes ?? 1);
  }
}

/**
 * Reads the body until `bytes` have come (at least one chunk), then destroys the socket: a reset,
 * as the unread rest of the body sits in the socket's receive buffer. Nothing is stored.
 */
function resetAfter(req: IncomingMessage, bytes: number): void {
  let received = 0;
  const reset = () => req.socket.destroy();
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received >= bytes) reset();
  });
  req.once('end', reset);
}

function receiveUpload(req: IncomingMessage, res: ServerResponse, core: SandboxCore): void {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers });
  } catch {
    drainThen(req, () => {
      sendCosError(res, cosErrors.malformed);
    });
    return;
  }
  const fields = new Map<string, string>();
  let filePart: Promise<FilePartOutcome> | undefined;
  parser.on('field', (name, value) => {
    if (filePart === undefined) fields.set(name, value);
  });
  parser.on('file', (name, stream) => {
    if (name !== 'file' || filePart !== undefined) {
      stream.resume();
      return;
    }
    filePart = storeFilePart(stream, req, fields, core);
    // A file that cannot be stored stops busboy mid-body, so 'close' never comes: answer now.
    void filePart.then((outcome) => {
      if (!('error' in outcome) || outcome.error !== cosErrors.internal) return;
      req.unpipe(parser);
      drainThen(req, () => {
        if (!res.headersSent) sendCosError(res, cosErrors.internal);
      });
    });
  });
  parser.on('close', () => {
    void (filePart ?? Promise.resolve({ error: cosErrors.missingFile })).then((outcome) => {
      if (res.headersSent) return;
      if ('error' in outcome) {
        sendCosError(res, outcome.error);
        return;
      }
      if ('upload' in outcome) {
        core.queue.enqueue(
          outcome.upload,
          core.faults.take('never-publish', 'storage') !== undefined,
        );
      }
      res.writeHead(204);
      res.end();
    });
  });
  parser.on('error', () => {
    req.unpipe(parser);
    void filePart?.then(async (outcome) => {
      if ('upload' in outcome) await rm(outcome.upload.filePath, { force: true });
    });
    drainThen(req, () => {
      if (!res.headersSent) sendCosError(res, cosErrors.malformed);
    });
  });
  req.pipe(parser);
}

/** Checks the credentials that preceded the file, then streams the file to the builds directory. */
async function storeFilePart(
  stream: Readable,
  req: IncomingMessage,
  fields: ReadonlyMap<string, string>,
  core: SandboxCore,
): Promise<FilePartOutcome> {
  const field = (name: string) => fields.get(name) ?? '';
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const check = core.tickets.check(
    {
      method: req.method ?? 'POST',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      key: field('key'),
      signature: field('signature'),
      securityToken: field('x-cos-security-token'),
    },
    core.clock.now().getTime(),
  );
  if (!check.ok || core.queue.phase(check.ticket.key) !== undefined) {
    stream.resume();
    return check.ok ? { duplicate: true } : { error: rejections[check.reason] };
  }
  const { key, buildKey, platform, settings } = check.ticket;
  const partPath = join(core.paths.builds, `${key}.${randomHex(4)}.part`);
  let fileSize = 0;
  stream.on('data', (chunk: Buffer) => (fileSize += chunk.length));
  try {
    await pipeline(stream, createWriteStream(partPath));
    const filePath = join(core.paths.builds, key);
    await rename(partPath, filePath);
    const fileName = field('x-cos-meta-file-name') || `${buildKey}.${fileExtensions[platform]}`;
    return { upload: { key, buildKey, platform, filePath, fileName, fileSize, settings } };
  } catch {
    // The body was well-formed as far as it went: the failure is the sandbox's (disk), as a 500.
    await rm(partPath, { force: true });
    return { error: cosErrors.internal };
  }
}

/** Reads and discards the rest of the body, then answers: the client sees the answer reliably. */
function drainThen(req: IncomingMessage, respond: () => void): void {
  req.once('end', respond);
  req.resume();
}
