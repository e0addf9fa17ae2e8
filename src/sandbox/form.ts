import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ServiceRefusal, Codes } from './codes.js';
import { randomHex } from './random.js';

/** A file part of a multipart request, streamed to a temporary file. */
export interface ReceivedFile {
  path: string;
  /** The file name the client gave in Content-Disposition. */
  fileName: string;
  /** Bytes. */
  size: number;
}

/** The parameters of one API request. */
export interface ReceivedForm {
  fields: Map<string, string>;
  files: Map<string, ReceivedFile>;
  /** Removes the temporary files that a handler did not move away. */
  discard(): Promise<void>;
}

/** Bound for a urlencoded body and for each multipart field, in bytes. */
const maxFieldBytes = 1024 * 1024;

/**
 * Reads an API request's parameters the way the service's PHP does (`$_REQUEST`): the query
 * string, then the body, urlencoded or multipart/form-data, whose fields win. Multipart file
 * parts named in `fileFields` are streamed to `tempDir` (never buffered); other file parts are
 * drained.
 * @throws ServiceRefusal 1081 (HTTP 400) for a malformed multipart body, (HTTP 413) for a urlencoded
 *   body over 1 MiB.
 */
export async function readForm(
  req: IncomingMessage,
  fileFields: readonly string[],
  tempDir: string,
): Promise<ReceivedForm> {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const fields = new Map(url.searchParams);
  const files = new Map<string, ReceivedFile>();
  const form: ReceivedForm = {
    fields,
    files,
    discard: async () => {
      await Promise.all([...files.values()].map(({ path }) => rm(path, { force: true })));
    },
  };
  const type = req.headers['content-type'] ?? '';
  try {
    if (type.startsWith('multipart/form-data')) {
      await readMultipart(req, form, fileFields, tempDir);
    } else {
      for (const [name, value] of new URLSearchParams(await readText(req))) fields.set(name, value);
    }
  } catch (error) {
    await form.discard();
    throw error;
  }
  return form;
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFieldBytes)
      throw new ServiceRefusal(Codes.illegalRequest, 413, 'request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function readMultipart(
  req: IncomingMessage,
  form: ReceivedForm,
  fileFields: readonly string[],
  tempDir: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const writes: Promise<void>[] = [];
    const malformed = (error: unknown) => {
      req.unpipe();
      req.resume();
      reject(
        new ServiceRefusal(Codes.illegalRequest, 400, `malformed multipart body: ${String(error)}`),
      );
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: maxFieldBytes } });
    } catch (error) {
      malformed(error);
      return;
    }
    parser.on('field', (name, value) => form.fields.set(name, value));
    parser.on('file', (name, stream, info) => {
      if (!fileFields.includes(name) || form.files.has(name)) {
        stream.resume();
        return;
      }
      const path = join(tempDir, randomHex(16));
      const file: ReceivedFile = { path, fileName: info.filename ?? '', size: 0 };
      form.files.set(name, file);
      stream.on('data', (chunk: Buffer) => (file.size += chunk.length));
      writes.push(pipeline(stream, createWriteStream(path)));
    });
    parser.on('error', malformed);
    parser.on('close', () => {
      Promise.all(writes).then(() => {
        resolve();
      }, reject);
    });
    req.pipe(parser);
  });
}
