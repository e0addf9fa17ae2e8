/**
 * The one bounded reader of packages (zips: APK, IPA, HAP): opening a zip with yauzl through a
 * reader that reads the file in blocks, finding entries by their path in one pass of its
 * directory, and reading an entry inflated up to a cap. yauzl's own file reader makes two reads a
 * directory entry: 50,000 entries (a large game's .ipa) took 2 to 9 s on a busy 2-core runner,
 * where reading the directory a block at a time takes a few reads.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { formatSize } from '../../api/index.js';

/** Bytes read at once: a directory of 50,000 entries is about 5 MiB. */
const BLOCK_BYTES = 1024 * 1024;

/**
 * The zip at `path`, its entries read one at a time (`lazyEntries`, `eachEntry`); closing it
 * closes the file.
 * @param blockBytes bytes read at once (tests make it small, so that reads cross blocks)
 * @throws yauzl's error when the file is no zip or its directory cannot be read
 */
export async function openZip(path: string, blockBytes = BLOCK_BYTES): Promise<ZipFile> {
  // Loaded here, not at start: most runs of the CLI never open a zip.
  const { default: yauzl } = await import('yauzl');

  /** A yauzl reader of `file` that keeps the block last read. */
  class BlockReader extends yauzl.RandomAccessReader {
    #block = Buffer.alloc(0);
    #blockStart = 0;

    constructor(private readonly file: FileHandle) {
      super();
    }

    override _readStreamForRange(start: number, end: number): Readable {
      // Not an fs stream of the file: destroying one closes the descriptor, whatever autoClose,
      // and yauzl destroys each entry's stream once it has been read.
      return Readable.from(this.#chunks(start, end), { objectMode: false });
    }

    override read(
      buffer: Buffer,
      offset: number,
      length: number,
      position: number,
      callback: (err: Error | null) => void,
    ): void {
      this.#readInto(buffer, offset, length, position).then(
        () => {
          callback(null);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    override close(callback: (err: Error | null) => void): void {
      this.file.close().then(
        () => {
          callback(null);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /** The bytes from `start` to `end` (exclusive), a chunk of at most blockBytes at a time. */
    async *#chunks(start: number, end: number): AsyncGenerator<Buffer> {
      for (let at = start; at < end;) {
        const chunk = Buffer.allocUnsafe(Math.min(blockBytes, end - at));
        const { bytesRead } = await this.file.read(chunk, 0, chunk.length, at);
        if (bytesRead === 0) throw new Error('unexpected end of file');
        at += bytesRead;
        yield chunk.subarray(0, bytesRead);
      }
    }

    async #readInto(buffer: Buffer, offset: number, length: number, position: number) {
      for (let done = 0; done < length;) {
        const at = position + done;
        const from = at - this.#blockStart;
        if (from < 0 || from >= this.#block.length) {
          const block = Buffer.allocUnsafe(blockBytes);
          const { bytesRead } = await this.file.read(block, 0, blockBytes, at);
          if (bytesRead === 0) throw new Error('unexpected end of file');
          this.#block = block.subarray(0, bytesRead);
          this.#blockStart = at;
          continue;
        }
        const copied = this.#block.copy(buffer, offset + done, from, from + length - done);
        done += copied;
      }
    }
  }

  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    return await yauzl.fromRandomAccessReaderPromise(new BlockReader(file), size, {
      lazyEntries: true,
      autoClose: false,
    });
  } catch (error) {
    // yauzl may have closed it through the reader already.
    await file.close().catch(() => undefined);
    throw error;
  }
}

/** An entry larger than its reader's cap: its inflated bytes were not read past the cap. */
export class EntryTooLargeError extends Error {
  override name = 'EntryTooLargeError';
}

/**
 * The first entry of `zip` whose path each of `wanted` matches, found in one pass of its
 * directory (each key's first match); keys with no match are absent. Paths are compared as they
 * are, never turned into a RegExp or a file path.
 * @throws yauzl's error when the directory cannot be read or an entry's path is refused
 */
export async function findEntries<Key extends string>(
  zip: ZipFile,
  wanted: Readonly<Record<Key, (path: string) => boolean>>,
): Promise<Partial<Record<Key, Entry>>> {
  const found: Partial<Record<Key, Entry>> = {};
  const keys = Object.keys(wanted) as Key[];
  let left = keys.length;
  for await (const entry of zip.eachEntry()) {
    for (const key of keys) {
      if (found[key] === undefined && wanted[key](entry.fileName)) {
        found[key] = entry;
        left -= 1;
      }
    }
    if (left === 0) break;
  }
  return found;
}

/**
 * The inflated bytes of `entry`, at most `maxBytes`: an entry that declares more is not inflated
 * at all, one that holds more than it declares (yauzl checks as it inflates) or than the cap is
 * stopped there. Memory is bounded by the cap, whatever the entry.
 * @param what what the entry is, for the error ('manifest', 'provisioning profile')
 * @throws EntryTooLargeError naming the entry, its size and the cap; yauzl's error for data that
 *   does not inflate or does not match its CRC-32
 */
export async function readEntry(
  zip: ZipFile,
  entry: Entry,
  maxBytes: number,
  what: string,
): Promise<Buffer> {
  const tooLarge = (size: string) =>
    new EntryTooLargeError(
      `${entry.fileName} is ${size} uncompressed, more than any ${what} ` +
        `(at most ${formatSize(maxBytes)})`,
    );
  if (entry.uncompressedSize > maxBytes) throw tooLarge(formatSize(entry.uncompressedSize));
  const chunks: Buffer[] = [];
  let bytes = 0;
  const data = await zip.openReadStreamPromise(entry);
  try {
    for await (const chunk of data as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw tooLarge(`more than ${formatSize(maxBytes)}`);
      chunks.push(chunk);
    }
  } finally {
    data.destroy();
  }
  return Buffer.concat(chunks, bytes);
}
