/** Upload progress on a terminal: a bar per file, log lines above the bars. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { barProgress, timeLeft } from '../../../src/cli/progress.js';

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

/** Lets cli-progress redraw: it draws on a timer, every 100 ms. */
function redrawn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 150));
}

describe('barProgress', () => {
  it('draws a bar per file and keeps log lines readable', async () => {
    const terminal = fakeTerminal();
    const display = await barProgress(terminal.stream, false);
    display.logger.info('Uploading a.apk');
    const onProgress = display.onProgressFor('dir/a.apk');
    onProgress?.({ sentBytes: MIB, totalBytes: 2 * MIB, elapsedSeconds: 1 });
    await redrawn();
    display.logger.warning('slow');
    display.logger.debug('hidden without --debug');
    onProgress?.({ sentBytes: 2 * MIB, totalBytes: 2 * MIB, elapsedSeconds: 2 });
    display.stop();

    const text = terminal.drawn();
    expect(text.indexOf('Uploading a.apk\n')).toBe(0);
    expect(text).toMatch(/a\.apk \[[█░]+\] 50% \(1 MiB of 2 MiB, 1 MiB\/s\) ETA 1s/);
    expect(text).toContain('a.apk: 100% (2 MiB of 2 MiB, 1 MiB/s)\n');
    expect(text).toContain('warning: slow\n');
    expect(text).not.toContain('hidden');
  });

  it('gives way to the publishing lines once the file is sent', async () => {
    const terminal = fakeTerminal();
    const display = await barProgress(terminal.stream, false);
    const onProgress = display.onProgressFor('a.apk');
    onProgress?.({ sentBytes: 0, totalBytes: 4 * MIB, elapsedSeconds: 0 });
    await redrawn();
    onProgress?.({ sentBytes: MIB, totalBytes: 4 * MIB, elapsedSeconds: 2 });
    await redrawn();
    onProgress?.({ sentBytes: 4 * MIB, totalBytes: 4 * MIB, elapsedSeconds: 8 });
    display.logger.info('Waiting until a.apk is published');
    await redrawn();
    display.stop();

    const text = terminal.drawn();
    expect(text).toContain('ETA --');
    expect(text).toContain('ETA 6s');
    const waiting = text.indexOf('Waiting until a.apk is published');
    expect(waiting).toBeGreaterThan(text.indexOf('a.apk: 100% (4 MiB of 4 MiB'));
    // No bar is drawn below the publishing line.
    expect(text.slice(waiting)).not.toContain('a.apk [');
  });

  it('with two files, the finished one gives way to its line above the bar still running', async () => {
    const terminal = fakeTerminal();
    const display = await barProgress(terminal.stream, false);
    const a = display.onProgressFor('a.apk');
    const b = display.onProgressFor('b.apk');
    a?.({ sentBytes: MIB, totalBytes: 2 * MIB, elapsedSeconds: 1 });
    b?.({ sentBytes: MIB, totalBytes: 4 * MIB, elapsedSeconds: 1 });
    await redrawn();
    a?.({ sentBytes: 2 * MIB, totalBytes: 2 * MIB, elapsedSeconds: 2 });
    await redrawn();
    const text = terminal.drawn();
    const done = text.indexOf('a.apk: 100% (2 MiB of 2 MiB, 1 MiB/s)\n');
    expect(done).toBeGreaterThan(0);
    expect(text.slice(done)).toMatch(/b\.apk \[[█░]+\] 25% /);
    expect(text.slice(done)).not.toContain('a.apk [');
    display.stop();
    expect(terminal.drawn()).toContain('b.apk: 25% (1 MiB of 4 MiB, 1 MiB/s)\n');
  });

  it('formats the time left in seconds, minutes or hours', () => {
    expect(timeLeft({ sentBytes: 0, totalBytes: 10, elapsedSeconds: 0 })).toBe('--');
    expect(timeLeft({ sentBytes: 5, totalBytes: 10, elapsedSeconds: 0.4 })).toBe('1s');
    expect(timeLeft({ sentBytes: 1, totalBytes: 126, elapsedSeconds: 1 })).toBe('2m 05s');
    expect(timeLeft({ sentBytes: 1, totalBytes: 3721, elapsedSeconds: 1 })).toBe('1h 02m');
    expect(timeLeft({ sentBytes: 10, totalBytes: 10, elapsedSeconds: 3 })).toBe('0s');
  });
});
