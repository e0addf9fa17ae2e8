/**
 * Writing a streamed request body (a BodyReader) to a request: node:http's, pulled chunk by chunk
 * in each write's callback, or undici's, as a stream (behind a proxy).
 */
import type { ClientRequest } from 'node:http';
import { Readable, type Writable } from 'node:stream';
import type { BodyChunk, BodyReader } from '../upload/file-chunks.js';
import { toError } from '../errors.js';

/**
 * The body as a stream of copies of its chunks, each released as soon as it is copied: undici
 * gives no per-chunk write callback, and a proxy is the rare case that the copy keeps correct. An
 * error the body throws (read() is called inside the stream's own try) destroys the stream.
 */
export function copiesOf(body: BodyReader): Readable {
  return new Readable({
    read() {
      const chunk = body.next();
      if (chunk === undefined) {
        this.push(null);
        return;
      }
      const copy = Buffer.from(chunk.bytes);
      chunk.release();
      this.push(copy);
    },
  });
}

/**
 * Writes `body` to `outgoing` and ends it, pulling each chunk in the previous one's write
 * callback: no promise and no generator per chunk (bench/README.md "Eighth pass"). One write at a
 * time: a second one queued behind it would reach the socket merged with it (writev), which TLS
 * copies into one buffer first, and the chunk would leave the cache before its turn. The first
 * chunk goes through the request, with its head; once it has called back, the request has nothing
 * queued and the rest goes straight to its socket: the request's own write path (its checks, a
 * cork and an uncork on the next tick per write, which made each write a writev) cost a third of
 * the client's CPU per GiB on a paced link (bench/README.md "Sixth pass"). Its Content-Length
 * header still says how long the body is. Nothing waits for a write callback: a request closed
 * early, which may never call its write back, has failed the post (its 'error' event). Once
 * `settled` (the storage answered before the body was all sent, or the post failed), nothing more
 * is read, and a request still writing is destroyed at once: a storage host that answered early and stopped reading would otherwise keep
 * the socket, and with it the process, alive until it closed the connection.
 * @param fail called with the error the body throws
 */
export function writeBody(
  outgoing: ClientRequest,
  body: BodyReader,
  settled: AbortSignal,
  fail: (error: Error) => void,
): void {
  let socket: Writable | undefined;
  let inFlight: BodyChunk | undefined;
  settled.addEventListener(
    'abort',
    () => {
      // The tail may be the write still pending: writableEnded is true before it has gone out.
      if (!outgoing.writableFinished) outgoing.destroy();
    },
    { once: true },
  );
  const writeNext = () => {
    if (settled.aborted) return;
    let chunk: BodyChunk | undefined;
    try {
      chunk = body.next();
    } catch (error) {
      fail(toError(error));
      return;
    }
    if (chunk === undefined) {
      outgoing.end();
      return;
    }
    inFlight = chunk;
    (socket ?? outgoing).write(chunk.bytes, written);
  };
  const written = (error?: Error | null) => {
    inFlight?.release();
    inFlight = undefined;
    // A failed write or a closed request fails the post through the request's 'error' event.
    if (error || outgoing.destroyed) return;
    socket ??= outgoing.socket ?? undefined;
    writeNext();
  };
  writeNext();
}
