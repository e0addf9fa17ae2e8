import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NetworkError,
  StorageUploadError,
  parseStorageError,
  uploadToStorage,
  type UploadToken,
} from '../../../src/api/index.js';
import { reply204, startStorageServer, type StorageReply } from '../../helpers/storage-server.js';

let dir: string;
let file: string;
const SIZE = 3 * 1024 * 1024 + 17;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
  file = join(dir, 'My "App".apk');
  await writeFile(file, Buffer.alloc(SIZE, 7));
});

const dispatcher = new Agent();
afterAll(() => dispatcher.close());

function token(endpoint: string): UploadToken {
  return {
    key: 'poll-key',
    endpoint,
    params: { key: 'storage-key', signature: 'sig-secret', 'x-cos-security-token': 'token-secret' },
  };
}

async function upload(replies: StorageReply[], onProgress?: (sent: number) => void) {
  const storage = await startStorageServer(replies);
  try {
    const result = await uploadToStorage({
      token: token(storage.url),
      filePath: file,
      fileName: 'My "App".apk',
      fileSize: SIZE,
      dispatcher,
      stallTimeoutMs: 5_000,
      ...(onProgress ? { onProgress } : {}),
    }).catch((error: unknown) => error);
    return { result, uploads: storage.uploads };
  } finally {
    await storage.close();
  }
}

describe('uploadToStorage (api-v2 §4.1 step 2)', () => {
  it('posts the fields, then the file last, with an explicit Content-Length', async () => {
    const sent: number[] = [];
    const { result, uploads } = await upload([reply204], (bytes) => sent.push(bytes));
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
      signature: 'sig-secret',
      'x-cos-security-token': 'token-secret',
      'x-cos-meta-file-name': 'My "App".apk',
    });
    expect(received?.fileBytes).toBe(SIZE);
    expect(received?.fileName).toBe('My %22App%22.apk');
    expect(Number(received?.contentLength)).toBeGreaterThan(SIZE);
    expect(received?.transferEncoding).toBeUndefined();
    expect(sent.at(-1)).toBe(SIZE);
  });

  it('turns the storage XML error into a readable StorageUploadError without the signature', async () => {
    const forbidden: StorageReply = (_request, response) => {
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message><Sig>sig-secret</Sig></Error>',
        );
    };
    const { result } = await upload([forbidden]);
    expect(result).toBeInstanceOf(StorageUploadError);
    expect(result).toMatchObject({ httpStatus: 403, storageCode: 'AccessDenied' });
    expect((result as Error).message).toBe(
      'storage upload failed with HTTP 403 AccessDenied: Request has expired',
    );
  });

  it('treats any status but 204 as a failure, even 200', async () => {
    const { result } = await upload([(_request, response) => response.writeHead(200).end('fine?')]);
    expect(result).toBeInstanceOf(StorageUploadError);
    expect((result as Error).message).toBe('storage upload failed with HTTP 200: fine?');
  });

  it('reports a connection reset mid-upload as a NetworkError', async () => {
    const error = await uploadToRawServer((request) => {
      request.once('data', () => request.socket.destroy());
    });
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/^storage upload got no answer: /);
  });

  it('abandons an upload that makes no progress for the stall timeout', async () => {
    const error = await uploadToRawServer(() => undefined, 200);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('storage upload got no answer: no progress for 0.2 s');
  });
});

/** Uploads the test file to a server that handles requests with `listener`; returns the error. */
async function uploadToRawServer(listener: RequestListener, stallTimeoutMs = 5_000) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await uploadToStorage({
      token: token(`http://127.0.0.1:${port}/storage`),
      filePath: file,
      fileName: 'a.apk',
      fileSize: SIZE,
      dispatcher,
      stallTimeoutMs,
    }).catch((caught: unknown) => caught);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe('parseStorageError', () => {
  it('reads Code and Message', () => {
    expect(
      parseStorageError('<Error><Code>NoSuchBucket</Code><Message> gone </Message></Error>'),
    ).toEqual({
      code: 'NoSuchBucket',
      message: 'gone',
    });
  });
  it('falls back to the body, or says there was none', () => {
    expect(parseStorageError('Bad Gateway')).toEqual({ code: undefined, message: 'Bad Gateway' });
    expect(parseStorageError('')).toEqual({
      code: undefined,
      message: 'no error details in the answer',
    });
  });
});
