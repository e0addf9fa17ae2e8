import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FileChangedError, FileUnreadableError } from '../../../src/api/errors.js';
import { FileChunks } from '../../../src/api/upload/file-chunks.js';
import { canCountOpenFiles, openCount } from '../../helpers/open-files.js';

const CHUNK = 16;
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

/** The bytes a reader yields, each chunk released once copied, and the error that ended it. */
function drain(reader: FileChunks): { bytes: Buffer; error: unknown } {
  const chunks: Buffer[] = [];
  try {
    for (let chunk = reader.next(); chunk; chunk = reader.next()) {
      chunks.push(Buffer.from(chunk.bytes));
      chunk.release();
    }
  } catch (error) {
    return { bytes: Buffer.concat(chunks), error };
  }
  return { bytes: Buffer.concat(chunks), error: undefined };
}

describe('FileChunks', () => {
  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 10 * CHUNK + 7])(
    'reads a %i-byte file intact, in chunks of at most its chunk size, each released once',
    async (size) => {
      const { path, content } = await fileOf(size);
      const released: number[] = [];
      const reader = new FileChunks(path, size, CHUNK, (n) => released.push(n));
      const chunks: Buffer[] = [];
      for (let chunk = reader.next(); chunk; chunk = reader.next()) {
        chunks.push(Buffer.from(chunk.bytes));
        chunk.release();
        chunk.release();
      }
      expect(Buffer.concat(chunks).equals(content)).toBe(true);
      expect(chunks.every((chunk) => chunk.length <= CHUNK)).toBe(true);
      expect(released).toEqual(chunks.map((_, i) => Math.min(size, (i + 1) * CHUNK)));
    },
  );

  it('fails with a FileUnreadableError, not the file system error, when the file is gone', async () => {
    const reader = new FileChunks(join(await mkdtemp(join(tmpdir(), 'gone-')), 'a.apk'), 10, CHUNK);
    expect(() => reader.next()).toThrow(FileUnreadableError);
    expect(() => reader.next()).toThrow(/was closed before it was all read/);
  });

  it('refuses to read into the buffer of a chunk not yet released, and reads nothing more after', async () => {
    const { path, content } = await fileOf(2 * CHUNK);
    const reader = new FileChunks(path, 2 * CHUNK, CHUNK);
    const first = reader.next();
    expect(() => reader.next()).toThrow('was not released');
    expect(first?.bytes.equals(content.subarray(0, CHUNK))).toBe(true);
    first?.release();
    expect(() => reader.next()).toThrow(/was closed before it was all read/);
  });

  it('fails with a FileChangedError when the file is longer or shorter than measured, never yielding more than measured', async () => {
    const { path } = await fileOf(2 * CHUNK);
    const read = (size: number) => drain(new FileChunks(path, size, CHUNK));
    const shorter = read(2 * CHUNK + 1);
    expect(shorter.error).toBeInstanceOf(FileChangedError);
    expect(String(shorter.error)).toMatch(/changed size during the upload/);
    const longer = read(2 * CHUNK - 1);
    expect(longer.error).toBeInstanceOf(FileChangedError);
    expect(longer.bytes.length).toBeLessThanOrEqual(2 * CHUNK - 1);
    await appendFile(path, 'x');
    const grown = read(2 * CHUNK);
    expect(grown.error).toBeInstanceOf(FileChangedError);
    expect(grown.bytes.length).toBe(2 * CHUNK);
  });

  it("reads into a buffer that starts clear of its allocation's page offset 0 (4K aliasing)", async () => {
    // byteOffset is measured from the allocation's start, so this checks the offset the reader
    // chooses, not where the memory lies: a read copied to within 16 bytes of its source's offset
    // in a 4 KiB page costs 3 times the system time (bench/README.md, third pass), and allocations
    // of this size often start on a page.
    const { path } = await fileOf(CHUNK);
    const chunk = new FileChunks(path, CHUNK, 1024 * 1024).next();
    const offsetInPage = (chunk?.bytes.byteOffset ?? 0) % 4096;
    expect(offsetInPage).toBeGreaterThanOrEqual(16);
    expect(offsetInPage).toBeLessThanOrEqual(4096 - 16);
  });

  describe.skipIf(!canCountOpenFiles)('its open file', () => {
    it('is opened on the first read and closed once the file is all read', async () => {
      const { path } = await fileOf(3 * CHUNK);
      const reader = new FileChunks(path, 3 * CHUNK, CHUNK);
      expect(openCount(path)).toBe(0);
      reader.next()?.release();
      expect(openCount(path)).toBe(1);
      expect(drain(reader)).toMatchObject({ error: undefined });
      expect(openCount(path)).toBe(0);
      expect(reader.next()).toBeUndefined();
      reader.close();
      expect(openCount(path)).toBe(0);
    });

    it('is closed when the read fails, and by close() with the file half read, for good', async () => {
      const { path } = await fileOf(3 * CHUNK);
      expect(drain(new FileChunks(path, 3 * CHUNK + 1, CHUNK)).error).toBeInstanceOf(
        FileChangedError,
      );
      expect(openCount(path)).toBe(0);

      const stopped = new FileChunks(path, 3 * CHUNK, CHUNK);
      stopped.next()?.release();
      expect(openCount(path)).toBe(1);
      stopped.close();
      expect(openCount(path)).toBe(0);
      expect(() => stopped.next()).toThrow(/was closed before it was all read/);
      expect(openCount(path)).toBe(0);
    });
  });
});
