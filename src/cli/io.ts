/**
 * Where the CLI reads and writes. Results go to stdout (tables, or JSON with --json), everything
 * else (progress, notes, warnings, errors) to stderr, so `pgyer … --json | jq` always parses.
 */
import type { Logger } from '../api/index.js';

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

/** The core's logger on stderr; debug lines only with --debug. */
export function stderrLogger(io: Io, debug: boolean): Logger {
  const line = (text: string) => io.stderr.write(`${text}\n`);
  return {
    debug: (message) => {
      if (debug) line(`debug: ${message}`);
    },
    info: line,
    warning: (message) => line(`warning: ${message}`),
  };
}
