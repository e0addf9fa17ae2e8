import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FileChangedError } from '../../../src/api/errors.js';
import { BufferPool, fileChunks, type BodyChunk } from '../../../src/api/upload/file-chunks.js';

const CHUNK = 16;
const COUNT = 3;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-chunks-test-'));
});

async function fileOf(size: number): Promise<{ path: string; content: Buffer }> {
  const content = randomBytes(size);
  const path = join(dir, `file-${size}-${Math.random()}`);
  await writeFile(path, content);
  return { path, content };
}

/**
 * Reads like the socket does: holds each chunk until COUNT are held, then releases the oldest a
 * turn of the event loop later, after asking for the next one (so `take` must wait for it).
 * Checks that no chunk arrives in a buffer still held, and that every held chunk is intact.
 */
async function readAll(
  path: string,
  size: number,
  pool: BufferPool,
  onRelease?: (n: number) => void,
) {
  const held: { chunk: BodyChunk; copy: Buffer }[] = [];
  const received: Buffer[] = [];
  let maxLent = 0;
  const iterator = fileChunks(path, size, pool, new AbortController().signal, onRelease);
  for (;;) {
    const next = iterator.next();
    if (held.length === COUNT) {
      const oldest = held.shift();
      setImmediate(() => oldest?.chunk.release());
    }
    const { value, done } = await next;
    if (done) break;
    maxLent = Math.max(maxLent, pool.lent);
    for (const { chunk, copy } of held) {
      expect(
        chunk.bytes.buffer === value.bytes.buffer &&
          chunk.bytes.byteOffset === value.bytes.byteOffset,
      ).toBe(false);
      expect(chunk.bytes.equals(copy)).toBe(true);
    }
    received.push(Buffer.from(value.bytes));
    held.push({ chunk: value, copy: Buffer.from(value.bytes) });
  }
  for (const { chunk } of held) chunk.release();
  return { bytes: Buffer.concat(received), maxLent };
}

describe('BufferPool', () => {
  it('lends at most its count and hands a given-back buffer to the oldest waiter', async () => {
    const pool = new BufferPool(2, 8);
    const signal = new AbortController().signal;
    const a = await pool.take(signal);
    const b = await pool.take(signal);
    expect(pool.lent).toBe(2);
    const order: string[] = [];
    const first = pool.take(signal).then((buffer) => order.push('first') && buffer);
    const second = pool.take(signal).then((buffer) => order.push('second') && buffer);
    await new Promise(setImmediate);
    expect(order).toEqual([]);
    pool.give(b);
    expect(await first).toBe(b);
    pool.give(a);
    expect(await second).toBe(a);
    expect(order).toEqual(['first', 'second']);
    expect(pool.lent).toBe(2);
  });

  it('rejects a waiting take when its signal aborts, and the buffer goes to the next one', async () => {
    const pool = new BufferPool(1, 8);
    const held = await pool.take(new AbortController().signal);
    const controller = new AbortController();
    const abandoned = pool.take(controller.signal);
    controller.abort(new Error('stop'));
    await expect(abandoned).rejects.toThrow('stop');
    pool.give(held);
    expect(pool.lent).toBe(0);
    expect(await pool.take(new AbortController().signal)).toBe(held);
  });

  it("lends buffers that start clear of their allocation's page offset 0 (4K aliasing)", async () => {
    // byteOffset is measured from the allocation's start, so this checks the offset the pool
    // chooses, not where the memory lies: a read copied to within 16 bytes of its source's offset
    // in a 4 KiB page costs 3 times the system time (bench/README.md, third pass), and allocations
    // of this size often start on a page.
    const pool = new BufferPool(2, 1024 * 1024);
    const signal = new AbortController().signal;
    for (const buffer of [await pool.take(signal), await pool.take(signal)]) {
      expect(buffer.length).toBe(1024 * 1024);
      const offsetInPage = buffer.byteOffset % 4096;
      expect(offsetInPage).toBeGreaterThanOrEqual(16);
      expect(offsetInPage).toBeLessThanOrEqual(4096 - 16);
    }
  });
});

describe('fileChunks', () => {
  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, COUNT * CHUNK, COUNT * CHUNK + 1, 10 * CHUNK + 7])(
    'reads a %i-byte file intact, never into a buffer not yet released',
    async (size) => {
      const { path, content } = await fileOf(size);
      const pool = new BufferPool(COUNT, CHUNK);
      const released: number[] = [];
      const { bytes, maxLent } = await readAll(path, size, pool, (n) => released.push(n));
      expect(bytes.equals(content)).toBe(true);
      expect(maxLent).toBeLessThanOrEqual(COUNT);
      expect(pool.lent).toBe(0);
      expect(released.at(-1) ?? 0).toBe(size);
    },
  );

  it('fails with a FileChangedError when the file is longer or shorter than measured, never yielding more than measured', async () => {
    const { path } = await fileOf(2 * CHUNK);
    const yielded = async (size: number) => {
      let bytes = 0;
      try {
        for await (const chunk of fileChunks(
          path,
          size,
          new BufferPool(COUNT, CHUNK),
          new AbortController().signal,
        )) {
          bytes += chunk.bytes.length;
          chunk.release();
        }
      } catch (error) {
        return { bytes, error };
      }
      return { bytes, error: undefined };
    };
    const shorter = await yielded(2 * CHUNK + 1);
    expect(shorter.error).toBeInstanceOf(FileChangedError);
    expect(String(shorter.error)).toMatch(/changed size during the upload/);
    const longer = await yielded(2 * CHUNK - 1);
    expect(longer.error).toBeInstanceOf(FileChangedError);
    expect(longer.bytes).toBeLessThanOrEqual(2 * CHUNK - 1);
    await appendFile(path, 'x');
    const grown = await yielded(2 * CHUNK);
    expect(grown.error).toBeInstanceOf(FileChangedError);
    expect(grown.bytes).toBe(2 * CHUNK);
  });

  it('stops waiting for a buffer when its signal aborts', async () => {
    const { path } = await fileOf(4 * CHUNK);
    const pool = new BufferPool(1, CHUNK);
    const controller = new AbortController();
    const iterator = fileChunks(path, 4 * CHUNK, pool, controller.signal);
    const first = await iterator.next();
    expect(first.done).toBe(false);
    const waiting = iterator.next();
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    expect(pool.lent).toBe(1);
  });
});
