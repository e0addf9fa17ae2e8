/**
 * Where the CLI reads and writes. Results go to stdout (tables, or JSON with --json), everything
 * else (progress, notes, warnings, errors) to stderr, so `pgyer … --json | jq` always parses.
 */
import { oneLine, type JobLogger } from '../jobs/logger.js';

/** A stream the CLI writes to; `isTTY` decides between a live progress bar and plain lines. */
export type OutputStream = NodeJS.WritableStream & { isTTY?: boolean };

/** The streams of one run: the process's own, or test doubles. */
export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** The process's streams. */
export function processIo(): Io {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin };
}

/**
 * The job logger over `write` (one line at a time): each message made one line (`oneLine`),
 * warnings and errors marked, debug lines only with `debug`, a group as a heading line.
 */
export function lineLogger(write: (line: string) => void, debug: boolean): JobLogger {
  const line = (prefix: string) => (message: string) => {
    write(`${prefix}${oneLine(message)}`);
  };
  return {
    debug: debug ? line('debug: ') : () => undefined,
    info: line(''),
    warning: line('warning: '),
    error: line('error: '),
    group: (title, body) => {
      line('')(`${title}:`);
      return body();
    },
  };
}

/** The job logger on stderr; debug lines only with --debug. */
export function stderrLogger(io: Io, debug: boolean): JobLogger {
  return lineLogger((text) => io.stderr.write(`${text}\n`), debug);
}
