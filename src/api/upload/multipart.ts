/**
 * multipart/form-data bodies (RFC 7578) whose files are read from disk as they are sent, with
 * their length known ahead (no chunked encoding): the storage upload's and the API's file uploads
 * (app/upload, the HarmonyOS certificate and dependencies, screenshots).
 */
import { randomBytes } from 'node:crypto';
import type { BodyReader, FileChunks } from './file-chunks.js';

/** A file part: its form field, the file name sent, and its measured bytes read from disk. */
export interface MultipartFile {
  field: string;
  fileName: string;
  chunks: FileChunks;
}

/** A multipart body ready to send once: its headers' values and its reader. */
export interface MultipartBody {
  /** The Content-Type header, boundary included. */
  contentType: string;
  /** The Content-Length header: the framing's bytes and the files' measured sizes. */
  length: number;
  /** Reads the framing and the files in order; fails as FileChunks does if a file changed. */
  reader: BodyReader;
}

/**
 * The body of `fields` (in order) followed by `files`: the file parts go last, as COS ignores
 * fields after the file (service.md#quirks). Line breaks in values are sent as CRLF and quotes and
 * line breaks in names percent-encoded, as a browser's (and fetch's) FormData does.
 * @param accepted called when the socket has taken a piece of framing (the files report their
 *   own through their FileChunks' onRelease)
 */
export function multipartBody(
  fields: readonly (readonly [string, string])[],
  files: readonly MultipartFile[],
  accepted: () => void = () => undefined,
): MultipartBody {
  const boundary = `----pgyer-actions-${randomBytes(12).toString('hex')}`;
  let text = fields
    .map(([name, value]) => `--${boundary}\r\n${disposition(name)}\r\n\r\n${crlf(value)}\r\n`)
    .join('');
  const pieces: (Buffer | FileChunks)[] = [];
  for (const file of files) {
    text +=
      `--${boundary}\r\n${disposition(file.field, file.fileName)}\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n';
    pieces.push(Buffer.from(text), file.chunks);
    text = '\r\n';
  }
  pieces.push(Buffer.from(`${text}--${boundary}--\r\n`));
  const length = pieces.reduce(
    (total, piece) => total + (Buffer.isBuffer(piece) ? piece.length : piece.size),
    0,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    reader: readerOf(pieces, accepted),
  };
}

/** Reads `pieces` in order: a buffer as one chunk, a file chunk by chunk. */
function readerOf(pieces: readonly (Buffer | FileChunks)[], accepted: () => void): BodyReader {
  let index = 0;
  return {
    next() {
      for (; index < pieces.length; index += 1) {
        const piece = pieces[index];
        if (Buffer.isBuffer(piece)) {
          index += 1;
          return { bytes: piece, release: accepted };
        }
        const chunk = piece?.next();
        if (chunk) return chunk;
      }
      return undefined;
    },
    close() {
      for (const piece of pieces) if (!Buffer.isBuffer(piece)) piece.close();
    },
  };
}

/** A Content-Disposition line; quotes and line breaks in names are percent-encoded as browsers do. */
function disposition(name: string, fileName?: string): string {
  const quoted = (value: string) =>
    `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
  return (
    `Content-Disposition: form-data; name=${quoted(name)}` +
    (fileName === undefined ? '' : `; filename=${quoted(fileName)}`)
  );
}

/** `value` with each line break (CRLF, CR or LF) as CRLF, as FormData sends it. */
function crlf(value: string): string {
  return value.replace(/\r\n|\r|\n/g, '\r\n');
}
