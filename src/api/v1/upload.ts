/** Uploading builds and screenshots through API 1.0 (service.md#v1-upload, #v1-screenshot). */
import { decodeRecord } from '../decode.js';
import type { BuildSettings } from '../endpoints/upload.js';
import { BUILD_FIELDS, type BuildRecord } from '../records.js';
import type { Transport } from '../transport/index.js';
import { decodeV1Record } from './decode.js';
import { APP_NAMES } from './names.js';

/** The settings 1.0's upload takes, under their 2.0 names (service.md#v1-upload). */
export type V1UploadSettings = Pick<
  BuildSettings,
  'buildInstallType' | 'buildPassword' | 'buildUpdateDescription' | 'buildChannelShortcut'
>;

/**
 * Uploads an .ipa or .apk in one multipart request, the file streamed from disk:
 * service.md#v1-upload (app/upload). The build is published when the answer comes; there is nothing
 * to poll. Sent once: an HTML 5xx or a lost answer fails the call rather than risk a second build.
 * @returns the app record of the new build (service.md#v1-names, without the file name)
 * @throws MissingParameterError when userKey is empty; ApiError, NetworkError as Transport.call
 */
export async function upload(
  transport: Transport,
  userKey: string,
  filePath: string,
  settings: V1UploadSettings = {},
): Promise<BuildRecord> {
  const { data } = await transport.call('app/upload', {
    params: {
      uKey: userKey,
      installType: settings.buildInstallType,
      password: settings.buildPassword,
      updateDescription: settings.buildUpdateDescription,
      channelShortcut: settings.buildChannelShortcut,
    },
    files: [{ field: 'file', path: filePath }],
    required: ['uKey'],
    // Each request that reaches the service is a new build: repeat only what it surely did not act on.
    idempotent: false,
  });
  return decodeV1Record(BUILD_FIELDS, APP_NAMES, data);
}

/**
 * Adds a screenshot to a build: service.md#v1-screenshot (app/uploadScreenshot). The spec's "at
 * most 5" is read as 2.0's limit of five screenshots a build (2.0's error 1039, service.md#error-codes), one image a call.
 * @returns the build's screenshot keys, for app/update's buildScreenShots
 * @throws MissingParameterError when buildKey is empty; ApiError, NetworkError as Transport.call
 */
export async function uploadScreenshot(
  transport: Transport,
  buildKey: string,
  imagePath: string,
): Promise<string[]> {
  const { data } = await transport.call('app/uploadScreenshot', {
    params: { aKey: buildKey },
    files: [{ field: 'image', path: imagePath }],
    required: ['aKey'],
  });
  const { keys } = decodeRecord({ keys: 'string' } as const, data);
  return (keys ?? '').split(',').filter((key) => key !== '');
}
