/** Publishing several files in one go (design.md §2 `file` with several matches). */
import { basename } from 'node:path';
import pLimit from 'p-limit';
import type { Logger } from './logger.js';
import { uploadAndPublish, type PublishedBuild, type PublishRequest } from './publish.js';
import type { Transport } from './transport.js';

/** How one file of several ended: its build, or why it failed. */
export type PublishOutcome =
  { request: PublishRequest; build: PublishedBuild } | { request: PublishRequest; error: Error };

/** Files uploaded at once: two keep a runner's uplink busy without starving either upload. */
export const PUBLISH_CONCURRENCY = 2;

/** A logger that starts each line with `[name]`, so concurrent uploads stay readable. */
function prefixed(logger: Logger, name: string): Logger {
  return {
    debug: (message) => {
      logger.debug(`[${name}] ${message}`);
    },
    info: (message) => {
      logger.info(`[${name}] ${message}`);
    },
    warning: (message) => {
      logger.warning(`[${name}] ${message}`);
    },
  };
}

/**
 * Uploads and publishes each request, at most `PUBLISH_CONCURRENCY` at once, each with its own
 * token, retries and polling. With several files each log line names its file. Never throws for
 * one file's failure: every outcome is returned, in the order of `requests`.
 * @throws the transport signal's reason when the run is cancelled
 */
export async function publishAll(
  transport: Transport,
  requests: readonly PublishRequest[],
): Promise<PublishOutcome[]> {
  const limit = pLimit(PUBLISH_CONCURRENCY);
  return Promise.all(
    requests.map((request) =>
      limit(async (): Promise<PublishOutcome> => {
        const fileTransport =
          requests.length > 1
            ? transport.withLogger(prefixed(transport.logger, basename(request.filePath)))
            : transport;
        try {
          return { request, build: await uploadAndPublish(fileTransport, request) };
        } catch (error) {
          if (transport.signal?.aborted) throw transport.signal.reason;
          return { request, error: error instanceof Error ? error : new Error(String(error)) };
        }
      }),
    ),
  );
}
