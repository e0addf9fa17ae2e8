/** Release notes as every runner OS writes them: CRLF files from Windows, a BOM from Notepad. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { readReleaseNotes } from '../../../../src/jobs/options/release-notes.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'release-notes-'));
});

it('sends a CRLF file with LF line ends only', async () => {
  const path = join(dir, 'crlf.md');
  await writeFile(path, '\uFEFF- Fixed the login.\r\n- Faster start.\r\n\r\nThanks!\r\n');
  expect(await readReleaseNotes(undefined, path)).toBe(
    '- Fixed the login.\n- Faster start.\n\nThanks!',
  );
});

it('does the same with update-description, and with lone CRs', async () => {
  expect(await readReleaseNotes('one\r\ntwo\rthree\n', undefined)).toBe('one\ntwo\nthree');
});
