/** Upload progress on a terminal: a bar per file, log lines above the bars. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { barProgress } from '../../../src/cli/progress.js';

const MIB = 1024 * 1024;

/** A writable that says it is a terminal and keeps what is drawn on it. */
function fakeTerminal() {
  let drawn = '';
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        drawn += chunk.toString();
        done();
      },
    }),
    { isTTY: true, columns: 120 },
  );
  return { stream, drawn: () => drawn };
}

describe('barProgress', () => {
  it('draws a bar per file and keeps log lines readable', async () => {
    const terminal = fakeTerminal();
    const display = await barProgress(terminal.stream, false);
    display.logger.info('Uploading a.apk');
    const onProgress = display.onProgressFor('dir/a.apk');
    onProgress?.({ sentBytes: MIB, totalBytes: 2 * MIB, elapsedSeconds: 1 });
    display.logger.warning('slow');
    display.logger.debug('hidden without --debug');
    onProgress?.({ sentBytes: 2 * MIB, totalBytes: 2 * MIB, elapsedSeconds: 2 });
    display.stop();

    const text = terminal.drawn();
    expect(text.indexOf('Uploading a.apk\n')).toBe(0);
    expect(text).toMatch(/a\.apk \[[█░]+\] 100% \(2 MiB of 2 MiB, 1 MiB\/s\)/);
    expect(text).toContain('warning: slow\n');
    expect(text).not.toContain('hidden');
  });
});
