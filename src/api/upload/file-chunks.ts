/**
 * Reading a file for the storage upload into one reused buffer, so that the memory an upload
 * takes does not depend on the file's size or on when the garbage collector runs (bench/README.md:
 * fresh 1 MiB read-stream chunks kept up to 75 MiB of dead buffers alive).
 *
 * Each chunk is read synchronously, on the thread that then writes it to the socket, as curl
 * does: read on libuv's pool, the chunk came back from another core after a thread hand-off, and
 * the socket's (or TLS's) copy of it missed the cache. A read blocks the event loop for one chunk
 * (tens of µs from the page cache), which nothing in an upload needs sooner (bench/README.md
 * "Fifth pass"). The reader is pulled synchronously too, from the socket's write callback: the
 * async generators it replaced cost 8 promises per chunk and more code for V8 to compile
 * (bench/README.md "Eighth pass").
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { FileChangedError, FileUnreadableError, PgyerError } from '../errors.js';

/**
 * Where the read buffer starts past the start of its allocation, in bytes. The kernel's copy of a
 * read into a buffer that starts within 16 bytes of the same offset within a 4 KiB page as its
 * source (the page cache's pages start on one) took 3 times as long (4K aliasing; 1 GiB from
 * tmpfs: 530 against 175 ms of system time, both runtimes; bench/README.md "Third pass"). Buffers
 * of 1 MiB often start on a page boundary (they did on both runtimes, at least until the first
 * were collected); 64 bytes in keeps them clear of it.
 */
const BUFFER_START_OFFSET = 64;

/**
 * The chunk size of an upload (the storage upload's, a multipart request's): one reused buffer, so the
 * upload's memory is
 * bounded by it whatever the file's size. A chunk is read and handed to the socket (and through
 * TLS) on one thread, one at a time (postStream), so 256 KiB stays in the core's L2 cache between
 * the two copies: 1 MiB chunks went cold in between, smaller ones cost more JavaScript per byte
 * (bench/README.md "Fifth pass" has the measurements).
 */
export const READ_CHUNK_BYTES = 256 * 1024;

/** A piece of the body; `release` hands its memory back once the socket is done with it. */
export interface BodyChunk {
  bytes: Buffer;
  /** Call once the bytes have been written (the socket's write callback), never before. */
  release(): void;
}

/**
 * A request body pulled one chunk at a time, synchronously, by the code that writes it (postStream).
 */
export interface BodyReader {
  /**
   * The next chunk, or undefined once the body is all read.
   * @throws FileChangedError, or FileUnreadableError (the file system's error), when a file in the
   *   body cannot be read as measured
   */
  next(): BodyChunk | undefined;
  /** Frees what the reader holds (its open file) when its consumer stops early; idempotent. */
  close(): void;
}

/**
 * The `size` bytes of the file at `path`, in order, in chunks of up to `chunkBytes` read into one
 * buffer, reused: each chunk must be released before the next is read, which bounds the upload's
 * memory to one chunk. The write of a chunk calls back before the next is pulled (postStream), so
 * one buffer is all it takes. The file is opened on the first `next` and closed when the reading
 * ends or fails, or by `close`; once closed, the reader reads nothing more.
 */
export class FileChunks implements BodyReader {
  // Unpooled: Node's shared 8 KiB slab is for small buffers, and this one lives for the upload.
  private readonly buffer: Buffer;
  private lent = false;
  private fd: number | undefined;
  private closed = false;
  private ended = false;
  private read = 0;
  private released = 0;

  /**
   * @param onRelease called with the file bytes released so far, each time a chunk is released
   */
  constructor(
    private readonly path: string,
    /** The bytes the file must have: its measured size. */
    readonly size: number,
    chunkBytes: number,
    private readonly onRelease: (releasedBytes: number) => void = () => undefined,
  ) {
    this.buffer = Buffer.allocUnsafeSlow(BUFFER_START_OFFSET + chunkBytes).subarray(
      BUFFER_START_OFFSET,
    );
  }

  /**
   * @throws FileChangedError when the file is not `size` bytes long (it changed since it was
   *   measured); never a chunk past `size`
   * @throws FileUnreadableError when the file cannot be opened or read (deleted, moved, its
   *   permissions changed, a disk error)
   * @throws Error when called after the reader was closed, or before the last chunk was released
   *   (its buffer is the one the next chunk is read into)
   */
  next(): BodyChunk | undefined {
    if (this.ended) return undefined;
    if (this.closed) throw new Error(`${this.path} was closed before it was all read`);
    if (this.lent) {
      this.close();
      throw new Error(`the last chunk of ${this.path} was not released`);
    }
    try {
      return this.chunk();
    } catch (error) {
      this.close();
      // Not a network fault: a storage upload must not take it for one and send again.
      throw error instanceof PgyerError ? error : new FileUnreadableError(this.path, error);
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.fd !== undefined) closeSync(this.fd);
  }

  private chunk(): BodyChunk | undefined {
    this.fd ??= openSync(this.path, 'r');
    const { buffer } = this;
    const bytesRead = readSync(this.fd, buffer, 0, buffer.length, this.read);
    if (bytesRead === 0 || this.read + bytesRead > this.size) {
      if (bytesRead === 0 && this.read === this.size) {
        this.ended = true;
        this.close();
        return undefined;
      }
      throw new FileChangedError(this.path, this.size);
    }
    this.read += bytesRead;
    this.lent = true;
    let once = false;
    return {
      bytes: buffer.subarray(0, bytesRead),
      release: () => {
        if (once) return;
        once = true;
        this.lent = false;
        this.released += bytesRead;
        this.onRelease(this.released);
      },
    };
  }
}
