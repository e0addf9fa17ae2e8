/**
 * Where the CLI reads and writes. Results go to stdout (tables, or JSON with --json), everything
 * else (progress, notes, warnings, errors) to stderr, so `pgyer … --json | jq` always parses.
 */
import { logLine } from '../common/inert/log-line.js';
import { sinkLogger, type JobLogger, type LogLevel } from '../jobs/logger.js';

/**
 * A stream the CLI writes to; `isTTY` decides between a live progress bar and plain lines, and a
 * terminal's `columns` may widen the output (width.ts).
 */
export type OutputStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

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

const PREFIXES: Readonly<Record<LogLevel, string>> = {
  debug: 'debug: ',
  info: '',
  warning: 'warning: ',
  error: 'error: ',
};

/**
 * The job logger over `write` (one line at a time): each message made one line (`logLine`),
 * warnings and errors marked, debug lines only with `debug`, a group as a heading line (once
 * something in it is shown).
 */
export function lineLogger(write: (line: string) => void, debug: boolean): JobLogger {
  const shows = (level: LogLevel) => debug || level !== 'debug';
  return sinkLogger({
    write: (level, message) => {
      if (shows(level)) write(`${PREFIXES[level]}${logLine(message)}`);
    },
    shows,
    startGroup: (title) => {
      write(`${logLine(title)}:`);
    },
    endGroup: () => undefined,
  });
}

/** The job logger on stderr; debug lines only with --debug. */
export function stderrLogger(io: Io, debug: boolean): JobLogger {
  return lineLogger((text) => io.stderr.write(`${text}\n`), debug);
}
