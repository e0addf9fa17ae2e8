/** The error the storage upload's file reader throws when the file changes size while it is sent. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileChunks } from '../../src/api/upload/file-chunks.js';

/** Reads a 4-byte file measured at 5 bytes, as the upload would after the file shrank. */
export async function fileChangedError(): Promise<Error> {
  const dir = await mkdtemp(join(tmpdir(), 'file-changed-'));
  try {
    const path = join(dir, 'app.apk');
    await writeFile(path, 'abcd');
    const reader = new FileChunks(path, 5, 16);
    for (let chunk = reader.next(); chunk; chunk = reader.next()) chunk.release();
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  throw new Error('the file was read to its end without an error');
}
