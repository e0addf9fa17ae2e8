/**
 * Bytes a client sends past a request's declared body, answered the way an HTTP/1.1 server in
 * front of the service (nginx) answers them: the declared request first, then the trailing bytes,
 * read as the next request on the connection, get `400 Bad Request` and the connection closes.
 * The vendor's GitHub Action polls buildInfo with `Content-Length: 0` and its whole upload form
 * after the headers (service.md#vendor-clients); Node's parser reports those bytes at once, and
 * its default answer, a 400 written before the declared request's, reads to that client as
 * "Service is down." although the build was published.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The status Node's own handler answers a connection's parse failure with, by its code. */
const STATUS_OF: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Makes `server` finish the response in flight on a connection before it answers that
 * connection's parse failure (then ends the connection); a failure with no response in flight is
 * answered at once, with the status Node's default handler gives it (400, 408, 431).
 */
export function answerDeclaredRequestFirst(server: Server): void {
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(req.socket, res);
  });
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    const answer = () => {
      if (!socket.writable || error.code === 'ECONNRESET') {
        socket.destroy();
        return;
      }
      const status = STATUS_OF[error.code ?? ''] ?? '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    };
    const pending = inFlight.get(socket);
    if (pending && !pending.writableFinished && !pending.destroyed) {
      pending.once('close', answer);
    } else answer();
  });
}
