/**
 * The single-step publish flow, `pgyer upload --single-step`: one app/upload request per file
 * (service.md#single-step-upload). The two-step one is publish-one.ts.
 */
import { uploadSingleStep } from '../endpoints/upload.js';
import { fileNameOf } from '../file-name.js';
import type { Transport } from '../transport/index.js';
import type { PublishRequest } from './publish-one.js';
import { toPublishedBuild, type PublishedBuild } from './published-build.js';

/**
 * Uploads one .ipa or .apk in a single request; the service answers with the published build's
 * record. The transport never repeats app/upload unless it surely was not sent: a repeat could
 * publish the build twice. Of `request`, the file, its size, its type and the settings count; the
 * file is sent as the size its check measured (not measured again).
 * @throws BuildRecordMissingError when the service answered without a buildKey (not sent again)
 * @throws ApiError, NetworkError, UnexpectedResponseError as Transport.call; the transport's
 *   signal's reason when it aborts
 */
export async function publishSingleStep(
  transport: Transport,
  request: PublishRequest,
): Promise<PublishedBuild> {
  const fileName = fileNameOf(request.filePath);
  transport.logger.info(`Uploading ${fileName} in one request (app/upload)`);
  const started = Date.now();
  const { build, asSent } = await uploadSingleStep(
    transport,
    request.filePath,
    request.settings,
    request.fileSize,
  );
  transport.logger.info(`Published build ${build.buildKey}`);
  return toPublishedBuild(transport.apiUrl, {
    uploadKey: build.buildKey,
    buildType: request.buildType,
    fileName,
    fileSize: request.fileSize,
    settings: request.settings,
    uploadSeconds: (Date.now() - started) / 1000,
    published: { build, asSent, publishSeconds: 0 },
  });
}
