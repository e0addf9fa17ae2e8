/** Job contexts for in-process job tests, and a logger that keeps its lines. */
import { Transport } from '../../src/api/index.js';
import type { JobContext } from '../../src/jobs/context.js';
import type { JobLogger } from '../../src/jobs/logger.js';
import type { Sandbox } from '../../src/sandbox/server.js';

/** A logger that records each line as `level: message` (groups as `group: title`). */
export function recordingLogger(): JobLogger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (message: string) => {
    lines.push(`${level}: ${message}`);
  };
  return {
    lines,
    debug: keep('debug'),
    info: keep('info'),
    warning: keep('warning'),
    error: keep('error'),
    group: (title, body) => {
      lines.push(`group: ${title}`);
      return body();
    },
  };
}

/** A job context over `transport`, at `now` (default: the clock). */
export function jobWith(
  transport: Transport,
  logger: JobLogger = recordingLogger(),
  now: () => number = Date.now,
): JobContext {
  return {
    transport: transport.extend({ logger }),
    logger,
    signal: new AbortController().signal,
    now,
  };
}

/** A job context against the sandbox, with quick retries. */
export function jobFor(sandbox: Sandbox, logger: JobLogger = recordingLogger()): JobContext {
  const transport = new Transport({
    apiKey: sandbox.apiKey,
    apiUrl: sandbox.url,
    retryDelayMs: 1,
    maxRetryDelayMs: 2,
    timeoutMs: 5_000,
  });
  return jobWith(transport, logger);
}
