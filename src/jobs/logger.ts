/**
 * How a job reports what it does. The actions map it onto the runner's log (`@actions/core`), the
 * CLI onto stderr; a job never prints by other means. Messages never contain secrets; service
 * data in them is made harmless by the sink (see `logLine`), not by each caller.
 */
import type { Logger as TransportLogger } from '../api/index.js';
import type { SecretSet } from '../api/redact.js';

/** The transport's logger (debug, info, warning) with errors and phases. */
export interface JobLogger extends TransportLogger {
  error(message: string): void;
  /** One phase: folded in the Actions log, a heading line in the CLI. Groups do not nest. */
  group<T>(title: string, body: () => Promise<T>): Promise<T>;
}

/** How much a log line matters. */
export type LogLevel = 'debug' | 'info' | 'warning' | 'error';

/** Where a logger's lines and group titles go (the runner's log, a stream of the CLI). */
export interface LogSink {
  write(level: LogLevel, message: string): void;
  /** Whether a line of `level` can be seen: debug lines are hidden unless debugging is on. */
  shows(level: LogLevel): boolean;
  startGroup(title: string): void;
  endGroup(): void;
}

/**
 * A logger over `sink` whose groups open with their first line that can be seen: a phase that
 * logged nothing (or only hidden debug lines) leaves no empty heading or fold.
 */
export function sinkLogger(sink: LogSink): JobLogger {
  let pendingTitle: string | undefined;
  let groupOpen = false;
  const log = (level: LogLevel) => (message: string) => {
    if (pendingTitle !== undefined && sink.shows(level)) {
      sink.startGroup(pendingTitle);
      pendingTitle = undefined;
      groupOpen = true;
    }
    sink.write(level, message);
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warning: log('warning'),
    error: log('error'),
    group: async (title, body) => {
      pendingTitle = title;
      try {
        return await body();
      } finally {
        pendingTitle = undefined;
        if (groupOpen) sink.endGroup();
        groupOpen = false;
      }
    },
  };
}

/**
 * `logger` with each line and group title redacted of `secrets`: the job's log lines, as its
 * result (see Transport.secrets), show no secret of the run, however the runner masks them.
 */
export function redacting(logger: JobLogger, secrets: SecretSet): JobLogger {
  const redact = (message: string) => secrets.redact(message);
  return rewritten(logger, redact, (title, body) => logger.group(redact(title), body));
}

/**
 * A logger that starts each line with `[name]`, so concurrent uploads stay readable. Its groups
 * only run their body: two files' groups would interleave.
 */
export function prefixed(logger: JobLogger, name: string): JobLogger {
  return rewritten(
    logger,
    (message) => `[${name}] ${message}`,
    (_title, body) => body(),
  );
}

/** `logger` with each line rewritten by `line`, and groups run by `group`. */
function rewritten(
  logger: JobLogger,
  line: (message: string) => string,
  group: JobLogger['group'],
): JobLogger {
  return {
    debug: (message) => {
      logger.debug(line(message));
    },
    info: (message) => {
      logger.info(line(message));
    },
    warning: (message) => {
      logger.warning(line(message));
    },
    error: (message) => {
      logger.error(line(message));
    },
    group,
  };
}
