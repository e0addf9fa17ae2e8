/** The release notes in a chat message: one quote line per line, whatever line break ends it. */
import { expect, it } from 'vitest';
import { markdownLines } from '../../../../src/jobs/notify/markdown.js';
import type { NotifyMessage } from '../../../../src/jobs/notify/message.js';

const LIMITS = { maxBuilds: 5, images: false, notesBytes: 4000, textBytes: 200, maxFailures: 5 };

it('quotes each line of the release notes, at every Unicode line break (CRLF as one)', () => {
  const message = {
    title: 'Ready',
    builds: [],
    failures: [],
    context: [],
    releaseNotes: 'a\r\nb\u2028c\u0085d\ve',
  } as unknown as NotifyMessage;
  const lines = markdownLines(message, LIMITS);
  const quoted = lines.filter((line) => line.startsWith('> '));
  expect(quoted).toEqual(['> a', '> b', '> c', '> d', '> e']);
});
