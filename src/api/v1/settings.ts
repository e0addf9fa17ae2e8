/** Changing a build through API 1.0 (service.md#v1-update). */
import { BUILD_FIELDS, type BuildRecord } from '../records.js';
import type { Transport } from '../transport/index.js';
import { decodeV1Record } from './decode.js';
import { APP_NAMES } from './names.js';

/**
 * What app/update changes, under 2.0's names (service.md#v1-update); an empty string clears a text.
 */
export interface V1BuildChanges {
  buildName?: string;
  buildShortcutUrl?: string;
  buildUpdateDescription?: string;
  buildDescription?: string;
  /** Install password (1.0's appPassword); empty removes it. */
  buildPassword?: string;
  buildVersion?: string;
  /** Screenshot keys from uploadScreenshot, comma-separated; empty removes them all. */
  buildScreenShots?: string;
}

/**
 * Changes a build and its app: service.md#v1-update (app/update); needs the user key.
 * @returns the app record after the change (service.md#v1-names, without the file name)
 * @throws MissingParameterError when userKey or buildKey is empty; ApiError, NetworkError as Transport.call
 */
export async function updateBuild(
  transport: Transport,
  userKey: string,
  buildKey: string,
  changes: V1BuildChanges,
): Promise<BuildRecord> {
  const { data } = await transport.call('app/update', {
    params: {
      aKey: buildKey,
      uKey: userKey,
      appName: changes.buildName,
      appShortcutUrl: changes.buildShortcutUrl,
      appUpdateDescription: changes.buildUpdateDescription,
      appDescription: changes.buildDescription,
      appPassword: changes.buildPassword,
      appVersion: changes.buildVersion,
      appScreenshots: changes.buildScreenShots,
    },
    required: ['aKey', 'uKey'],
  });
  return decodeV1Record(BUILD_FIELDS, APP_NAMES, data);
}
