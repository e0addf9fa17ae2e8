/** Publishing several files in one go (README.md `file` with several matches). */
import pLimit from 'p-limit';
import { uploadAndPublish, type PublishedBuild, type PublishRequest } from '../../api/index.js';
import type { JobContext } from '../context.js';
import { prefixed } from '../logger.js';
import { fileNameOf } from '../../api/file-name.js';

/** How one file of several ended: its build, or why it failed. */
export type FileOutcome =
  { request: PublishRequest; build: PublishedBuild } | { request: PublishRequest; error: Error };

/** Files uploaded at once: two keep a runner's uplink busy without starving either upload. */
export const PUBLISH_CONCURRENCY = 2;

/**
 * Runs `publishOne` for each request, at most `PUBLISH_CONCURRENCY` at once. With several files
 * each log line names its file. Never throws for one file's failure: every outcome is returned,
 * in the order of `requests`.
 * @param publishOne the upload of one file (default: token, storage upload, buildInfo)
 * @throws the signal's reason when the run is cancelled
 */
export async function publishAll(
  job: JobContext,
  requests: readonly PublishRequest[],
  publishOne: (job: JobContext, request: PublishRequest) => Promise<PublishedBuild> = (
    fileJob,
    request,
  ) => uploadAndPublish(fileJob.transport, request),
): Promise<FileOutcome[]> {
  const limit = pLimit(PUBLISH_CONCURRENCY);
  return Promise.all(
    requests.map((request) =>
      limit(async (): Promise<FileOutcome> => {
        const logger =
          requests.length > 1 ? prefixed(job.logger, fileNameOf(request.filePath)) : job.logger;
        const fileJob = { ...job, logger, transport: job.transport.extend({ logger }) };
        try {
          return { request, build: await publishOne(fileJob, request) };
        } catch (error) {
          if (job.signal.aborted) throw job.signal.reason;
          return { request, error: error instanceof Error ? error : new Error(String(error)) };
        }
      }),
    ),
  );
}
