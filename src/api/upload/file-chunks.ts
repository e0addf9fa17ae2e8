/**
 * Reading a file for the storage upload into a small fixed set of reused buffers, so that the
 * memory an upload takes does not depend on the file's size or on when the garbage collector runs
 * (bench/README.md: fresh 1 MiB read-stream chunks kept up to 75 MiB of dead buffers alive).
 *
 * Each chunk is read synchronously, on the thread that then writes it to the socket, as curl
 * does: read on libuv's pool, the chunk came back from another core after a thread hand-off, and
 * the socket's (or TLS's) copy of it missed the cache. A read blocks the event loop for one chunk
 * (tens of µs from the page cache), which nothing in an upload needs sooner (bench/README.md
 * "Fifth pass").
 */
import { readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { FileChangedError } from '../errors.js';

/**
 * Where each pool buffer starts past the start of its allocation, in bytes. The kernel's copy of a
 * read into a buffer that starts within 16 bytes of the same offset within a 4 KiB page as its
 * source (the page cache's pages start on one) took 3 times as long (4K aliasing; 1 GiB from
 * tmpfs: 530 against 175 ms of system time, both runtimes; bench/README.md "Third pass"). Buffers
 * of 1 MiB often start on a page boundary (they did on both runtimes, at least until the first
 * were collected); 64 bytes in keeps them clear of it.
 */
const BUFFER_START_OFFSET = 64;

/** A piece of the body; `release` hands its memory back once the socket is done with it. */
export interface BodyChunk {
  bytes: Buffer;
  /** Call once the bytes have been written (the socket's write callback), never before. */
  release(): void;
}

/**
 * `count` buffers of `bytes` bytes each, lent one at a time: `take` waits while all are lent, which
 * is the back-pressure that bounds the upload's memory to count × bytes.
 */
export class BufferPool {
  private readonly free: Buffer[];
  private readonly waiting: ((buffer: Buffer) => void)[] = [];

  constructor(
    readonly count: number,
    readonly bytes: number,
  ) {
    // Unpooled: Node's shared 8 KiB slab is for small buffers, and these live for the whole upload.
    this.free = Array.from({ length: count }, () =>
      Buffer.allocUnsafeSlow(BUFFER_START_OFFSET + bytes).subarray(BUFFER_START_OFFSET),
    );
  }

  /** Buffers lent and not given back yet. */
  get lent(): number {
    return this.count - this.free.length;
  }

  /**
   * A free buffer, once there is one.
   * @throws the signal's reason when it aborts first (the caller then never gets that buffer)
   */
  take(signal: AbortSignal): Promise<Buffer> {
    signal.throwIfAborted();
    const buffer = this.free.pop();
    if (buffer) return Promise.resolve(buffer);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(handOver), 1);
        reject(signal.reason as Error);
      };
      const handOver = (given: Buffer) => {
        signal.removeEventListener('abort', onAbort);
        resolve(given);
      };
      this.waiting.push(handOver);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Gives a lent buffer back (to the oldest waiting `take`, if any). */
  give(buffer: Buffer): void {
    const next = this.waiting.shift();
    if (next) next(buffer);
    else this.free.push(buffer);
  }
}

/**
 * The `size` bytes of the file at `path`, in order, each chunk in a buffer of `pool`. The file is
 * opened on the first read and closed when the iteration ends, fails or is aborted.
 * @param onRelease called with the file bytes released so far, each time a chunk is released
 * @throws FileChangedError when the file is not `size` bytes long (it changed since it was measured)
 * @throws the signal's reason when it aborts while waiting for a buffer
 */
export async function* fileChunks(
  path: string,
  size: number,
  pool: BufferPool,
  signal: AbortSignal,
  onRelease: (releasedBytes: number) => void = () => undefined,
): AsyncGenerator<BodyChunk, void> {
  const file = await open(path, 'r');
  let read = 0;
  let released = 0;
  try {
    for (;;) {
      const buffer = await pool.take(signal);
      let bytesRead: number;
      try {
        bytesRead = readSync(file.fd, buffer, 0, buffer.length, read);
      } catch (error) {
        pool.give(buffer);
        throw error;
      }
      if (bytesRead === 0 || read + bytesRead > size) {
        pool.give(buffer);
        if (bytesRead === 0 && read === size) return;
        throw new FileChangedError(path, size);
      }
      read += bytesRead;
      const length = bytesRead;
      let once = false;
      yield {
        bytes: buffer.subarray(0, length),
        release: () => {
          if (once) return;
          once = true;
          released += length;
          pool.give(buffer);
          onRelease(released);
        },
      };
    }
  } finally {
    await file.close();
  }
}
