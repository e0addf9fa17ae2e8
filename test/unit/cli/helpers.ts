/** A fake terminal or pipe for run(): collects what the CLI writes. */
import { PassThrough, Writable } from 'node:stream';
import type { Io } from '../../../src/cli/io.js';

export interface CapturedIo extends Io {
  out(): string;
  err(): string;
}

/** Streams that collect stdout and stderr; stdin is an empty pipe (not a terminal). */
export function captureIo(): CapturedIo {
  let out = '';
  let err = '';
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        append(chunk.toString());
        done();
      },
    });
  const stdin = new PassThrough();
  stdin.end();
  return {
    stdout: sink((text) => (out += text)),
    stderr: sink((text) => (err += text)),
    stdin,
    out: () => out,
    err: () => err,
  };
}
