/** Publishing several files in one go (README.md `file` with several matches). */
import pLimit from 'p-limit';
import {
  toError,
  uploadAndPublish,
  type PublishedBuild,
  type PublishRequest,
} from '../../../api/index.js';
import type { JobContext } from '../../context.js';
import { prefixed } from '../../logger.js';
import { fileNameOf } from '../../../api/file-name.js';
import { UploadCancelledError, UploadStage } from './cancelled.js';

/** How one file of several ended: its build, or why it failed. */
export type FileOutcome =
  { request: PublishRequest; build: PublishedBuild } | { request: PublishRequest; error: Error };

/** Files uploaded at once: two keep a runner's uplink busy without starving either upload. */
export const PUBLISH_CONCURRENCY = 2;

/**
 * Runs `publishOne` for each request, at most `PUBLISH_CONCURRENCY` at once. With several files
 * each log line names its file. Never throws: every outcome is returned, in the order of
 * `requests`. When the run is cancelled (`job.signal`), no file starts any more and each file not
 * yet ended fails with an UploadCancelledError saying how far it got, so that the builds
 * published before the cancel are still reported.
 * @param publishOne the upload of one file (default: token, storage upload, buildInfo); it may
 *   throw its own UploadCancelledError when it knows better than its progress and upload key
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
  const named = requests.length > 1;
  return Promise.all(
    requests.map((request) =>
      limit(async (): Promise<FileOutcome> =>
        job.signal.aborted
          ? { request, error: new UploadStage().cancelled(job.signal.reason) }
          : { request, ...(await publishFile(job, request, publishOne, named)) },
      ),
    ),
  );
}

/** One file's upload as publishAll runs it; `named`: each log line names the file. */
async function publishFile(
  job: JobContext,
  request: PublishRequest,
  publishOne: (job: JobContext, request: PublishRequest) => Promise<PublishedBuild>,
  named: boolean,
): Promise<{ build: PublishedBuild } | { error: Error }> {
  const stage = new UploadStage();
  const logger = named ? prefixed(job.logger, fileNameOf(request.filePath)) : job.logger;
  const transport = job.transport.extend({ logger });
  const observed = { ...request, onStorageAttempt: stage.observe };
  try {
    return { build: await publishOne({ ...job, logger, transport }, observed) };
  } catch (error) {
    if (!job.signal.aborted) return { error: toError(error) };
    return {
      error: error instanceof UploadCancelledError ? error : stage.cancelled(job.signal.reason),
    };
  }
}
