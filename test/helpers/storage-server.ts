/** A loopback stand-in for the storage endpoint that records what each upload sent. */
import busboy from 'busboy';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';

/** What one storage upload carried. */
export interface ReceivedUpload {
  /** Part names in the order they arrived. */
  order: string[];
  fields: Record<string, string>;
  fileName: string | undefined;
  fileBytes: number;
  /** SHA-256 of the file part, hex. */
  fileSha256: string;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
}

export type StorageReply = (
  request: IncomingMessage,
  response: ServerResponse,
  upload: ReceivedUpload,
) => void;

export const reply204: StorageReply = (_request, response) => {
  response.writeHead(204).end();
};

/** 204, and the connection closed after it (no keep-alive). */
export const reply204Close: StorageReply = (_request, response) => {
  response.writeHead(204, { connection: 'close' }).end();
};

/**
 * Starts the server; `replies` answer the uploads in turn (the last one repeats). With `tls` (PEM
 * key and certificate chain) it serves https.
 */
export async function startStorageServer(
  replies: StorageReply[] = [reply204],
  tls?: { key: string; cert: string },
) {
  const uploads: ReceivedUpload[] = [];
  /** The connection each request came on, in order. */
  const requestSockets: Socket[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    requestSockets.push(request.socket);
    const upload: ReceivedUpload = {
      order: [],
      fields: {},
      fileName: undefined,
      fileBytes: 0,
      fileSha256: '',
      contentLength: request.headers['content-length'],
      transferEncoding: request.headers['transfer-encoding'],
    };
    const reply = replies[Math.min(uploads.length, replies.length - 1)] ?? reply204;
    uploads.push(upload);
    const parser = busboy({ headers: request.headers });
    parser.on('field', (name, value) => {
      upload.order.push(name);
      upload.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      upload.order.push(name);
      upload.fileName = info.filename;
      const hash = createHash('sha256');
      stream.on('data', (chunk: Buffer) => {
        upload.fileBytes += chunk.length;
        hash.update(chunk);
      });
      stream.on('end', () => {
        upload.fileSha256 = hash.digest('hex');
      });
    });
    parser.on('close', () => {
      reply(request, response, upload);
    });
    parser.on('error', () => {
      response.writeHead(400).end();
    });
    request.pipe(parser);
  };
  const server = tls ? createTlsServer(tls, handle) : createServer(handle);
  /** The connections the server accepted, open or closed. */
  const connections: Socket[] = [];
  server.on('connection', (socket: Socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}/storage`,
    uploads,
    connections,
    requestSockets,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
