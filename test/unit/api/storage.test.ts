import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FileChangedError,
  FileUnreadableError,
  NetworkError,
  StorageUploadError,
  parseStorageError,
  silentLogger,
  uploadToStorage,
  type UploadToken,
} from '../../../src/api/index.js';
import { flood, type Flooded } from '../../helpers/flood.js';
import { canCountOpenFiles, openCount } from '../../helpers/open-files.js';
import { reply204, startStorageServer, type StorageReply } from '../../helpers/storage-server.js';

let dir: string;
let file: string;
const MIB = 1024 * 1024;
const SIZE = 3 * MIB + 17;
/** Larger than loopback's socket buffers take: an upload that ends early has not read it all. */
let large: string;
const LARGE_SIZE = 64 * MIB;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
  file = join(dir, 'My "App".apk');
  await writeFile(file, Buffer.alloc(SIZE, 7));
  large = join(dir, 'large.apk');
  await writeFile(large, '');
  await truncate(large, LARGE_SIZE);
});

/** Every upload in this file ends with its file closed, whatever the outcome. */
function expectClosed(path: string): void {
  if (canCountOpenFiles) expect(openCount(path), `descriptors open on ${path}`).toBe(0);
}

const agent = new Agent();
afterAll(() => agent.close());
/** Both ways a storage upload is sent: Node's own HTTP stack, and undici (as through a proxy). */
const TRANSPORTS = [
  ['node:http', undefined],
  ['undici', agent],
] as const;
type Via = (typeof TRANSPORTS)[number][1];

/** A signature shaped as COS's; its access key id and HMAC are what must never be shown. */
const SIGNATURE =
  'q-sign-algorithm=sha1&q-ak=AKIDSECRETSIGN0a1b2c3d&q-sign-time=1700000000;1700001860' +
  '&q-key-time=1700000000;1700001860&q-header-list=&q-url-param-list=' +
  '&q-signature=9f8e7d6c5b4a39281706f5e4d3c2b1a098765432';

function token(endpoint: string): UploadToken {
  return {
    key: 'poll-key',
    endpoint,
    params: { key: 'storage-key', signature: SIGNATURE, 'x-cos-security-token': 'token-secret' },
  };
}

async function upload(
  via: Via,
  replies: StorageReply[],
  onProgress?: (sent: number) => void,
  filePath = file,
  fileSize = SIZE,
) {
  const storage = await startStorageServer(replies);
  try {
    const result = await uploadToStorage({
      token: token(storage.url),
      filePath,
      fileName: 'My "App".apk',
      fileSize,
      dispatcher: via,
      stallTimeoutMs: 5_000,
      ...(onProgress ? { onProgress } : {}),
    }).catch((error: unknown) => error);
    expectClosed(filePath);
    return { result, uploads: storage.uploads };
  } finally {
    await storage.close();
  }
}

describe.each(TRANSPORTS)(
  'uploadToStorage (service.md#storage-upload) through %s',
  (_name, via) => {
    it('posts the fields, then the file last, with an explicit Content-Length', async () => {
      const sent: number[] = [];
      const { result, uploads } = await upload(via, [reply204], (bytes) => sent.push(bytes));
      expect(result).toBeUndefined();
      const [received] = uploads;
      expect(received?.order).toEqual([
        'key',
        'signature',
        'x-cos-security-token',
        'x-cos-meta-file-name',
        'file',
      ]);
      expect(received?.fields).toEqual({
        key: 'storage-key',
        signature: SIGNATURE,
        'x-cos-security-token': 'token-secret',
        'x-cos-meta-file-name': 'My "App".apk',
      });
      expect(received?.fileBytes).toBe(SIZE);
      expect(received?.fileName).toBe('My %22App%22.apk');
      expect(Number(received?.contentLength)).toBeGreaterThan(SIZE);
      expect(received?.transferEncoding).toBeUndefined();
      expect(sent.at(-1)).toBe(SIZE);
    });

    it('logs the request at debug level: host and path, size, status, never a secret', async () => {
      const storage = await startStorageServer([reply204]);
      const debug: string[] = [];
      try {
        await uploadToStorage({
          // A query could carry a signature too: it is not logged either.
          token: token(`${storage.url}?q-signature=query-secret`),
          filePath: file,
          fileName: 'app.apk',
          fileSize: SIZE,
          dispatcher: via,
          stallTimeoutMs: 5_000,
          logger: { ...silentLogger, debug: (line) => debug.push(line) },
        });
      } finally {
        await storage.close();
      }
      expect(debug).toHaveLength(1);
      expect(debug[0]).toMatch(
        /^POST 127\.0\.0\.1:\d+\/storage \(storage upload, 3 MiB\) -> HTTP 204 in \d+ ms$/,
      );
      for (const secret of [SIGNATURE, 'token-secret', 'query-secret'])
        expect(debug[0]).not.toContain(secret);
    });

    it('turns the storage XML error into a readable StorageUploadError without the signature', async () => {
      const forbidden: StorageReply = (_request, response) => {
        response
          .writeHead(403, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message><Sig>sig-secret</Sig></Error>',
          );
      };
      const { result } = await upload(via, [forbidden]);
      expect(result).toBeInstanceOf(StorageUploadError);
      expect(result).toMatchObject({ httpStatus: 403, storageCode: 'AccessDenied' });
      expect((result as Error).message).toBe(
        'storage upload failed with HTTP 403 AccessDenied: Request has expired',
      );
    });

    it('quotes an echoed request without any start of the signature, also across the cut', async () => {
      // A gateway's page that echoes the body: the signature starts 14 characters before the
      // 200-character quote ends, as finding 1 of the review showed it leaking.
      const echo: StorageReply = (_request, response, received) => {
        const before = `<html>403 Forbidden<pre>name="signature"\r\n\r\n`;
        response
          .writeHead(403, { 'content-type': 'text/html' })
          .end(`${before.padEnd(186, '.')}${received.fields.signature ?? ''}</pre></html>`);
      };
      const { result } = await upload(via, [echo]);
      expect(result).toBeInstanceOf(StorageUploadError);
      const { message } = result as Error;
      expect(message).toContain('name="signature"');
      expect(message).toContain('.***</pre>');
      expect(message).not.toContain('q-sign-algorithm=');
      expect(message).not.toContain('AKIDSECRET');
    });

    it("keeps the signature's HMAC out of an echo that escapes the signature", async () => {
      const escaped: StorageReply = (_request, response, received) => {
        response
          .writeHead(403, { 'content-type': 'text/html' })
          .end(`<p>denied: ${(received.fields.signature ?? '').replace(/&/g, '&amp;')}</p>`);
      };
      const { result } = await upload(via, [escaped]);
      // The signature as an HTML page quotes it (`&amp;`) is redacted whole.
      expect((result as Error).message).toContain('denied: ***');
      expect((result as Error).message).not.toContain('9f8e7d6c');
    });

    it('treats any status but 204 as a failure, even 200', async () => {
      const { result } = await upload(via, [
        (_request, response) => response.writeHead(200).end('fine?'),
      ]);
      expect(result).toBeInstanceOf(StorageUploadError);
      expect((result as Error).message).toBe('storage upload failed with HTTP 200: fine?');
    });

    it('refuses an answer over 1 MiB unread, as a refusal, and closes its connection', async () => {
      let sent: Promise<Flooded> | undefined;
      const { result } = await upload(via, [
        (_request, response) => {
          sent = flood(response, 64 * MIB, { headers: { 'content-type': 'application/xml' } });
        },
      ]);
      expect((result as Error).message).toBe(
        'storage upload failed with HTTP 200: storage answered HTTP 200 with more than 1 MiB, ' +
          'more than any answer it should give: refused unread',
      );
      expect(result).toBeInstanceOf(StorageUploadError);
      expect(await sent).toMatchObject({ closedByClient: true });
    });

    it('reports a connection reset mid-upload as a NetworkError', async () => {
      const error = await uploadToRawServer(via, (request) => {
        request.once('data', () => request.socket.destroy());
      });
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toMatch(/^storage upload got no answer: /);
    });

    it('abandons an upload that makes no progress for the stall timeout', async () => {
      const error = await uploadToRawServer(via, () => undefined, { stallTimeoutMs: 200 });
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toBe('storage upload got no answer: no progress for 0.2 s');
    });

    // The file is read into 4 reused buffers of 1 MiB: sizes around a chunk and past the pool.
    it.each([MIB - 1, MIB, MIB + 1, 5 * MIB + 3])(
      'delivers a %i-byte file byte for byte',
      async (size) => {
        const content = randomBytes(size);
        const path = join(dir, `random-${size}.apk`);
        await writeFile(path, content);
        const { result, uploads } = await upload(via, [reply204], undefined, path, size);
        expect(result).toBeUndefined();
        expect(uploads[0]?.fileBytes).toBe(size);
        expect(uploads[0]?.fileSha256).toBe(createHash('sha256').update(content).digest('hex'));
      },
    );

    it('delivers the file intact to a storage that reads slowly, the socket holding chunks back', async () => {
      // Buffers are reused: one given back before the socket is done with it is overwritten.
      const content = randomBytes(16 * MIB);
      const path = join(dir, 'slow.apk');
      await writeFile(path, content);
      let body = Buffer.alloc(0);
      const error = await uploadToRawServer(
        via,
        (request, response) => {
          const parts: Buffer[] = [];
          request.on('data', (part: Buffer) => {
            parts.push(part);
            request.pause();
            setTimeout(() => request.resume(), 1);
          });
          request.on('end', () => {
            body = Buffer.concat(parts);
            response.writeHead(204).end();
          });
        },
        { file: [path, content.length] },
      );
      expect(error).toBeUndefined();
      const start = body.indexOf('\r\n\r\n', body.indexOf('name="file"')) + 4;
      expect(body.subarray(start, start + content.length).equals(content)).toBe(true);
    });

    it('gives up waiting for the socket when the signal aborts mid-upload', async () => {
      const controller = new AbortController();
      const error = await uploadToRawServer(
        via,
        (request) => {
          request.once('data', () => {
            request.pause();
            controller.abort(new Error('cancelled by the job'));
          });
        },
        { signal: controller.signal },
      );
      expect((error as Error).message).toBe('cancelled by the job');
    });

    it('fails with a FileUnreadableError, sent once, when the file is gone before it is read', async () => {
      const gone = join(dir, 'gone.apk');
      const { result, uploads } = await upload(via, [reply204, reply204], undefined, gone, SIZE);
      expect(result).toBeInstanceOf(FileUnreadableError);
      expect((result as Error).message).toContain('ENOENT');
      expect(uploads.length).toBeLessThanOrEqual(1);
    });

    it('fails with a FileChangedError when the file is not the size measured', async () => {
      const { result } = await upload(via, [reply204], undefined, file, SIZE + 1);
      expect(result).toBeInstanceOf(FileChangedError);
    });

    it('lets an answer that comes before the body is all sent win, and lets go of the connection', async () => {
      let held: IncomingMessage | undefined;
      let connectionClosed = false;
      const error = await uploadToRawServer(
        via,
        (request, response) => {
          held = request;
          request.socket.once('close', () => (connectionClosed = true));
          request.once('data', () => {
            request.pause();
            response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
          });
        },
        {
          // A host that answered and reads no more keeps the connection: the client must close it,
          // or its pending write keeps the process alive. Reading on (to see the close) shows it.
          afterSettle: async () => {
            held?.resume();
            await vi.waitFor(() => {
              expect(connectionClosed).toBe(true);
            });
          },
        },
      );
      expect(error).toBeInstanceOf(StorageUploadError);
    });
  },
);

/** How uploadToRawServer runs its upload, and what it checks once the upload has settled. */
interface RawUpload {
  /** Default 5 s. */
  stallTimeoutMs?: number;
  signal?: AbortSignal;
  /** Path and size; default the large file. */
  file?: [string, number];
  onProgress?: (sentBytes: number) => void;
  /** Runs after the upload settled, while the server still runs. */
  afterSettle?: () => Promise<void>;
}

/**
 * Uploads a file (default: the large one) to a server that handles requests with `listener`;
 * returns the error.
 */
async function uploadToRawServer(via: Via, listener: RequestListener, options: RawUpload = {}) {
  const { stallTimeoutMs = 5_000, signal, onProgress, afterSettle } = options;
  const [filePath, fileSize] = options.file ?? [large, LARGE_SIZE];
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const error = await uploadToStorage({
      token: token(`http://127.0.0.1:${port}/storage`),
      filePath,
      fileName: 'a.apk',
      fileSize,
      dispatcher: via,
      stallTimeoutMs,
      ...(signal ? { signal } : {}),
      ...(onProgress ? { onProgress } : {}),
    }).catch((caught: unknown) => caught);
    expectClosed(filePath);
    await afterSettle?.();
    return error;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe('parseStorageError', () => {
  it('reads Code and Message', () => {
    expect(
      parseStorageError('<Error><Code>NoSuchBucket</Code><Message> gone </Message></Error>', []),
    ).toEqual({
      code: 'NoSuchBucket',
      message: 'gone',
    });
  });
  it('falls back to the body, or says there was none', () => {
    expect(parseStorageError('Bad Gateway', [])).toEqual({
      code: undefined,
      message: 'Bad Gateway',
    });
    expect(parseStorageError('', [])).toEqual({
      code: undefined,
      message: 'no error details in the answer',
    });
  });
  it('redacts the secrets from the XML message and from the quoted body', () => {
    expect(
      parseStorageError('<Error><Message>bad s3cr3t-token</Message></Error>', ['s3cr3t-token']),
    ).toMatchObject({ message: 'bad ***' });
    expect(parseStorageError(`${'x'.repeat(195)}s3cr3t-token`, ['s3cr3t-token']).message).toBe(
      `${'x'.repeat(195)}***`,
    );
  });
});
