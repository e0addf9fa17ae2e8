/**
 * Files a run writes for later steps (`pgyer upload --dotenv`, the update feed): checked before the
 * first request, then replaced whole, never written through a symbolic link.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, lstat, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../api/index.js';

/**
 * Checks before any upload that `path` can be written: a file that may be replaced, or a new file,
 * in a folder that exists and may be written (writeFileWhole writes a new file there and renames
 * it). A symbolic link is refused, never followed: the file would land wherever it points. So a
 * build is never published without the file a later step waits for. Nothing is created or
 * changed.
 * @param setting the input or option that named `path`, for the error
 * @throws InputError naming `setting`
 */
export async function checkOutputPath(setting: string, path: string): Promise<void> {
  const problem = await unwritable(path);
  if (problem) throw new InputError(setting, `cannot write ${path}: ${problem}`);
}

/** Why `path` cannot be written as a file, or undefined when it can. */
async function unwritable(path: string): Promise<string | undefined> {
  const info = await lstat(path).catch(() => undefined);
  if (info?.isSymbolicLink()) return 'it is a symbolic link';
  if (info?.isDirectory()) return 'it is a folder';
  if (info && !(await writable(path))) return 'the file is read-only';
  const folder = dirname(resolve(path));
  return (await writable(folder)) ? undefined : `its folder ${folder} is missing or read-only`;
}

async function writable(path: string): Promise<boolean> {
  return access(path, constants.W_OK).then(
    () => true,
    () => false,
  );
}

/**
 * Writes `text` (UTF-8) to `path`: into a new file of the same folder (created exclusively, so no
 * link there is followed), renamed over `path`. So `path` is replaced whole, never written through
 * a symbolic link put there after checkOutputPath, and never left half-written.
 * @throws the file system's error when the folder cannot be written (the new file is removed)
 */
export async function writeFileWhole(path: string, text: string): Promise<void> {
  const temporary = join(
    dirname(resolve(path)),
    `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temporary, text, { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
