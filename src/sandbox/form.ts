import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
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

/** How to read one request's form. */
export interface FormOptions {
  /** Multipart file parts to keep; other file parts are drained unread. */
  fileFields: readonly string[];
  /** Where kept file parts are streamed to. */
  tempDir: string;
  /**
   * Checks `_api_key` as soon as it is known, before the rest of the form is read: the query's
   * before any of the body, else a multipart field's as it arrives. Throws a ServiceRefusal.
   * Without it, the form is read with the limits only (the install page's password form).
   */
  checkKey?: (key: string) => void;
}

/**
 * Bounds of a form, far above what any operation of the spec sends (at most 15 parameters, one
 * or two files), so that a runaway or hostile body is refused before it fills memory.
 */
export const formLimits = {
  /** One field's value, and a whole urlencoded body, in bytes. */
  fieldBytes: 1024 * 1024,
  /** All multipart field values together, in bytes. */
  totalFieldBytes: 2 * 1024 * 1024,
  /** Multipart field values read before `_api_key` arrived, in bytes. */
  unauthenticatedFieldBytes: 64 * 1024,
  fields: 100,
  files: 10,
} as const;

const keyName = '_api_key';

/**
 * Reads an API request's parameters the way the service's PHP does (`$_REQUEST`): the query
 * string, then the body, urlencoded or multipart/form-data, whose fields win. Multipart file
 * parts named in `fileFields` are streamed to `tempDir` (never buffered); other file parts are
 * drained.
 * @throws ServiceRefusal from `checkKey`; 1001 when multipart fields over
 *   `formLimits.unauthenticatedFieldBytes` precede the key; 1081 for a malformed multipart body or
 *   one over `formLimits`, or a urlencoded body over 1 MiB. All with HTTP 200, like the service.
 */
export async function readForm(req: IncomingMessage, options: FormOptions): Promise<ReceivedForm> {
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
  const queryKey = fields.get(keyName) ?? '';
  if (queryKey !== '') options.checkKey?.(queryKey);
  const type = req.headers['content-type'] ?? '';
  try {
    if (type.startsWith('multipart/form-data')) {
      await readMultipart(req, form, options, queryKey !== '' || options.checkKey === undefined);
    } else {
      for (const [name, value] of new URLSearchParams(await readText(req))) fields.set(name, value);
    }
  } catch (error) {
    await form.discard();
    throw error;
  }
  return form;
}

function illegal(detail: string): ServiceRefusal {
  return new ServiceRefusal(Codes.illegalRequest, 200, detail);
}

async function readText(req: IncomingMessage): Promise<string> {
  const text = await readTextWithin(req, formLimits.fieldBytes);
  if (text === undefined) throw illegal('request body over 1 MiB');
  return text;
}

/**
 * A request's body as UTF-8 text, or undefined when it is over `maxBytes`: past the cap the rest
 * is drained unkept, so that the connection can still carry the refusal.
 */
export function readTextWithin(
  req: IncomingMessage,
  maxBytes: number,
): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => {
      resolve(size <= maxBytes ? Buffer.concat(chunks).toString('utf8') : undefined);
    });
    req.on('error', reject);
  });
}

/**
 * Reads a multipart body into `form`. Settles once every kept file part is written, or at the
 * first failure, after which the rest of the body is drained unread.
 * @param keyChecked whether `_api_key` was already checked (from the query), or needs no check
 */
function readMultipart(
  req: IncomingMessage,
  form: ReceivedForm,
  options: FormOptions,
  keyChecked: boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const reading: MultipartReading = {
      form,
      options,
      authenticated: keyChecked,
      fieldBytes: 0,
      writes: [],
      failed: false,
      fail: (error) => {
        if (reading.failed) return;
        reading.failed = true;
        req.unpipe();
        req.resume();
        reject(
          error instanceof ServiceRefusal
            ? error
            : illegal(`malformed multipart body: ${String(error)}`),
        );
      },
    };
    const parser = createParser(req, reading.fail);
    if (parser === undefined) return;
    parser.on('field', (name, value, info) => {
      readField(reading, name, value, info.valueTruncated);
    });
    const overLimit = (what: string) => () => {
      reading.fail(illegal(`more than ${what}`));
    };
    parser.on('fieldsLimit', overLimit(`${formLimits.fields} fields`));
    parser.on('filesLimit', overLimit(`${formLimits.files} files`));
    parser.on('partsLimit', overLimit(`${formLimits.fields + formLimits.files} parts`));
    parser.on('file', (name, stream, info) => {
      readFile(reading, name, stream, info.filename);
    });
    parser.on('error', reading.fail);
    parser.on('close', () => {
      Promise.all(reading.writes).then(() => {
        if (!reading.failed) resolve();
      }, reading.fail);
    });
    req.pipe(parser);
  });
}

/** What the handlers of one multipart body's parts share. */
interface MultipartReading {
  form: ReceivedForm;
  options: FormOptions;
  /** Whether `_api_key` has been checked. */
  authenticated: boolean;
  /** Bytes of field names and values so far. */
  fieldBytes: number;
  /** The kept file parts being written. */
  writes: Promise<void>[];
  failed: boolean;
  /** Rejects the reading with a ServiceRefusal (1081 for any other error); only the first counts. */
  fail: (error: unknown) => void;
}

/** A busboy parser for the request with `formLimits`, or undefined after `fail` for bad headers. */
function createParser(
  req: IncomingMessage,
  fail: (error: unknown) => void,
): busboy.Busboy | undefined {
  try {
    return busboy({
      headers: req.headers,
      // Clients send a file part's filename as raw UTF-8 (RFC 7578 §4.2, what browsers and the
      // vendor's clients do); busboy's default, latin1, would garble `ü` (service.md#file-name-field).
      defParamCharset: 'utf8',
      limits: {
        fieldSize: formLimits.fieldBytes,
        fields: formLimits.fields,
        files: formLimits.files,
        parts: formLimits.fields + formLimits.files,
      },
    });
  } catch (error) {
    fail(error);
    return undefined;
  }
}

/** Keeps one field within the byte limits, checking `_api_key` as it arrives. */
function readField(
  reading: MultipartReading,
  name: string,
  value: string,
  valueTruncated: boolean,
): void {
  if (reading.failed) return;
  reading.fieldBytes += name.length + value.length;
  const isKey = name === keyName && value !== '';
  if (
    !reading.authenticated &&
    !isKey &&
    reading.fieldBytes > formLimits.unauthenticatedFieldBytes
  ) {
    reading.fail(new ServiceRefusal(Codes.apiKeyEmpty));
  } else if (valueTruncated || reading.fieldBytes > formLimits.totalFieldBytes) {
    reading.fail(illegal(valueTruncated ? `field ${name} over 1 MiB` : 'form fields over 2 MiB'));
  } else {
    reading.form.fields.set(name, value);
    if (!reading.authenticated && isKey) authenticate(reading, value);
  }
}

function authenticate(reading: MultipartReading, key: string): void {
  try {
    reading.options.checkKey?.(key);
    reading.authenticated = true;
  } catch (error) {
    reading.fail(error);
  }
}

/** Streams the first file part of each name in `fileFields` to a temporary file; drains others. */
function readFile(
  reading: MultipartReading,
  name: string,
  stream: Readable,
  fileName: string | undefined,
): void {
  const { form, options } = reading;
  if (reading.failed || !options.fileFields.includes(name) || form.files.has(name)) {
    stream.resume();
    return;
  }
  const path = join(options.tempDir, randomHex(16));
  const file: ReceivedFile = { path, fileName: fileName ?? '', size: 0 };
  form.files.set(name, file);
  stream.on('data', (chunk: Buffer) => (file.size += chunk.length));
  reading.writes.push(pipeline(stream, createWriteStream(path)));
}
