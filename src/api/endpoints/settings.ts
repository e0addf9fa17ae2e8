/**
 * Changing app and build settings and the newest flag (service.md#app-settings, #build-settings,
 * #newest-version).
 */
import { decodeRecord } from '../decode.js';
import type { InstallType, YesNo } from '../enums.js';
import { BUILD_FIELDS, type BuildRecord } from '../records.js';
import type { Transport } from '../transport/index.js';

/** Settings of app/update (service.md#app-settings). Dates are YYYY-MM-DD. */
export interface AppSettings {
  /** Required by the service for this operation: 2 password install, 3 invite install. */
  buildInstallType: Exclude<InstallType, 1>;
  buildPassword?: string;
  buildShortcutUrl?: string;
  appIsInstallDate?: YesNo;
  appInstallStartDate?: string;
  appInstallEndDate?: string;
  /** 1 Chinese, 2 English, 3 automatic. */
  appLang?: 1 | 2 | 3;
  /** 1 the service's auto-increment build number, 2 the app's own. */
  buildVersionType?: YesNo;
  appAutoSync?: YesNo;
  appShowServiceCopyright?: YesNo;
  buildQrcodeShowAppIcon?: YesNo;
  appFeedbackStatus?: YesNo;
  buildTemplate?: 'classic' | 'fashion' | 'gray' | 'green' | 'colorful';
}

/**
 * Changes an app's settings: service.md#app-settings (app/update).
 * @returns the build record with the app's settings after the change
 * @throws ApiError, NetworkError as Transport.call
 */
export async function updateAppSettings(
  transport: Transport,
  appKey: string,
  settings: AppSettings,
): Promise<BuildRecord> {
  const { data } = await transport.call('app/update', {
    params: { appKey, ...settings },
    required: ['appKey', 'buildInstallType'],
  });
  return decodeRecord(BUILD_FIELDS, data);
}

/** Settings of app/updateApp (service.md#build-settings); an empty string clears a text field. */
export interface BuildSettingsUpdate {
  /** Which build; the app's latest when omitted. */
  buildKey?: string;
  buildShortcutUrl?: string;
  buildUpdateDescription?: string;
  buildDescription?: string;
  buildPassword?: string;
  buildVersion?: string;
  buildInstallType?: InstallType;
  /** Path of a screenshot image to attach. */
  screenshotPath?: string;
}

/**
 * Changes a build's settings: service.md#build-settings (app/updateApp); needs the user key
 * (service.md#authentication). With a screenshot the call is not repeated once it may have reached
 * the service: each call attaches one more screenshot (and the service takes only a few).
 * @returns the basic build set (without buildQRCodeURL) after the change
 * @throws ApiError, NetworkError as Transport.call
 */
export async function updateBuildSettings(
  transport: Transport,
  userKey: string,
  update: BuildSettingsUpdate,
): Promise<BuildRecord> {
  const { screenshotPath, ...settings } = update;
  const { data } = await transport.call('app/updateApp', {
    params: { userKey, ...settings },
    required: ['userKey'],
    idempotent: !screenshotPath,
    ...(screenshotPath ? { files: [{ field: 'screenshot', path: screenshotPath }] } : {}),
  });
  return decodeRecord(BUILD_FIELDS, data);
}

/**
 * Marks a build as the newest version: service.md#newest-version (app/setNewestVersion).
 * @returns the service's processing message
 * @throws ApiError, NetworkError as Transport.call
 */
export async function setNewestVersion(transport: Transport, buildKey: string): Promise<string> {
  return (
    await transport.call('app/setNewestVersion', { params: { buildKey }, required: ['buildKey'] })
  ).message;
}

/**
 * Removes the newest-version mark from a build: service.md#newest-version
 * (app/cancelNewestVersion).
 * @returns the service's processing message
 * @throws ApiError, NetworkError as Transport.call
 */
export async function cancelNewestVersion(transport: Transport, buildKey: string): Promise<string> {
  return (
    await transport.call('app/cancelNewestVersion', {
      params: { buildKey },
      required: ['buildKey'],
    })
  ).message;
}
