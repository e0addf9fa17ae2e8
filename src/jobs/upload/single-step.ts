/**
 * `pgyer upload --single-step`: one app/upload request per file (service.md#single-step-upload).
 */
import {
  toPublishedBuild,
  uploadSingleStep,
  type PublishedBuild,
  type PublishRequest,
} from '../../api/index.js';
import type { JobContext } from '../context.js';
import { fileNameOf } from '../../api/file-name.js';
import { cancelledSingleStep } from './cancelled.js';

/**
 * Uploads one .ipa or .apk in a single request; the service answers with the published build's
 * record. The transport never repeats app/upload unless it surely was not sent: a repeat could
 * publish the build twice.
 * @throws BuildRecordMissingError when the service answered without a buildKey (not sent again)
 * @throws UploadCancelledError when the run is cancelled during app/upload
 * @throws ApiError, NetworkError, UnexpectedResponseError as Transport.call
 */
export async function publishSingleStep(
  job: JobContext,
  request: PublishRequest,
  fileSize: number,
): Promise<PublishedBuild> {
  const fileName = fileNameOf(request.filePath);
  job.logger.info(`Uploading ${fileName} in one request (app/upload)`);
  const started = job.now();
  const record = await uploadSingleStep(job.transport, request.filePath, request.settings).catch(
    (error: unknown) => {
      throw job.signal.aborted ? cancelledSingleStep(job.signal.reason) : error;
    },
  );
  job.logger.info(`Published build ${record.buildKey}`);
  return toPublishedBuild(job.transport.apiUrl, {
    uploadKey: record.buildKey,
    buildType: request.buildType,
    fileName,
    fileSize,
    uploadSeconds: (job.now() - started) / 1000,
    published: { build: record, publishSeconds: 0 },
  });
}
