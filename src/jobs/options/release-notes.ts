/** The rules on release notes (update-description, update-description-file) of the upload job. */
import { readFile } from 'node:fs/promises';
import { InputError } from '../../api/index.js';

/**
 * Most characters of release notes we send. The reference states no limit for
 * buildUpdateDescription (service.md#upload-token, #limits); this bound makes a wrong file (a whole
 * changelog, a binary) fail clearly here instead of being cut or refused by the service.
 */
export const MAX_RELEASE_NOTES_CHARACTERS = 10_000;

/**
 * The release notes: `text` (update-description), or the UTF-8 file at `path`
 * (update-description-file), trimmed, every line break a bare LF; undefined when neither has any.
 * A file written on Windows has CRLF line ends: sent as LF only, the service gets the same text
 * from every runner OS (README.md, update-description-file).
 * @throws InputError when both are given, the file cannot be read or is not UTF-8, or the notes
 *   are longer than MAX_RELEASE_NOTES_CHARACTERS
 */
export async function readReleaseNotes(
  text: string | undefined,
  path: string | undefined,
): Promise<string | undefined> {
  if (text && path) {
    throw new InputError(
      'update-description-file',
      (name) => `cannot be given together with ${name('update-description')}`,
    );
  }
  const notes = (path ? await readNotesFile(path) : (text ?? '')).replace(/\r\n?/g, '\n').trim();
  const length = Array.from(notes).length;
  if (length > MAX_RELEASE_NOTES_CHARACTERS) {
    throw new InputError(
      path ? 'update-description-file' : 'update-description',
      `has ${length} characters; release notes may have at most ${MAX_RELEASE_NOTES_CHARACTERS}`,
    );
  }
  return notes || undefined;
}

async function readNotesFile(path: string): Promise<string> {
  const bytes = await readFile(path).catch(() => {
    throw new InputError('update-description-file', `cannot read ${path}`);
  });
  try {
    // fatal: a binary or a legacy encoding fails here rather than reaching testers as mojibake.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InputError('update-description-file', `${path} is not UTF-8 text`);
  }
}
