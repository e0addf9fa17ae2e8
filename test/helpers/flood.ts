/** An answer without end: what an oversize answer (a webhook that sent 2 GiB) looks like, capped. */
import type { ServerResponse } from 'node:http';

/** How a flood ended: the bytes written, and whether the client closed the connection first. */
export interface Flooded {
  bytes: number;
  closedByClient: boolean;
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/**
 * Answers `status` with a body of 64 KiB chunks (as fast as the client reads them) until the
 * client closes the connection or `upTo` bytes are written; `headers` are sent with it (a
 * Content-Length among them makes the answer announce its size).
 */
export function flood(
  response: ServerResponse,
  upTo: number,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Promise<Flooded> {
  return new Promise((resolve) => {
    let bytes = 0;
    let finished = false;
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.on('close', () => {
      resolve({ bytes, closedByClient: !finished });
    });
    const write = () => {
      while (bytes < upTo && !response.destroyed) {
        bytes += CHUNK.length;
        if (!response.write(CHUNK)) {
          response.once('drain', write);
          return;
        }
      }
      if (!response.destroyed) {
        finished = true;
        response.end();
      }
    };
    write();
  });
}
