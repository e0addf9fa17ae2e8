/**
 * Field declarations of the service's records (service.md#records) and the typed records they
 * decode to.
 */
import type { Fields, RecordOf } from './decode.js';

/** Historical version entry inside `otherApps` (service.md#build-record). */
export const HISTORICAL_VERSION_FIELDS = {
  buildKey: 'string',
  buildName: 'string',
  buildVersion: 'string',
  buildBuildVersion: 'integer',
  buildCreated: 'string',
  buildUpdated: 'string',
} as const;
/** An `otherApps` entry as decoded (strings made numbers); every field may be absent. */
export type HistoricalVersion = RecordOf<typeof HISTORICAL_VERSION_FIELDS>;

/**
 * Every field a build record may carry (service.md#build-record), but the install password
 * `buildPassword`, decoded as `hasPassword` (whether the build has one). Integer flags use 1 =
 * yes, 2 = no.
 * `buildType` is 1 iOS, 2 Android (3 HarmonyOS as the service reports it); `buildFileSize` is in bytes.
 */
export const BUILD_FIELDS = {
  buildKey: 'string',
  buildType: 'integer',
  buildIsFirst: 'integer',
  buildIsLastest: 'integer',
  buildFileSize: 'integer',
  buildFileName: 'string',
  buildName: 'string',
  buildVersion: 'string',
  buildVersionNo: 'string',
  buildBuildVersion: 'integer',
  buildIdentifier: 'string',
  buildIcon: 'string',
  iconUrl: 'string',
  buildDescription: 'string',
  buildUpdateDescription: 'string',
  buildScreenShots: 'string',
  buildScreenshotsUrl: 'array',
  buildShortcutUrl: 'string',
  buildCates: 'string',
  buildQRCodeURL: 'string',
  buildCreated: 'string',
  buildUpdated: 'string',
  // The install password itself never leaves the decoder: what people see is whether there is one.
  hasPassword: { presenceOf: 'buildPassword' },
  buildQrcodeShowAppIcon: 'integer',
  buildVersionType: 'integer',
  buildIsAcceptFeedback: 'integer',
  buildIsUploadCrashlog: 'integer',
  buildTemplate: 'string',
  buildInstallType: 'integer',
  buildManuallyBlocked: 'integer',
  buildIsPlaceholder: 'integer',
  isOwner: 'integer',
  isJoin: 'integer',
  appExpiredDate: 'string',
  appExpiredStatus: 'integer',
  otherApps: { listOf: HISTORICAL_VERSION_FIELDS },
  otherAppsCount: 'integer',
  todayDownloadCount: 'integer',
  todayBuildDownloadCount: 'integer',
  appKey: 'string',
  appAutoSync: 'integer',
  appShowServiceCopyright: 'integer',
  appDownloadPay: 'integer',
  appDownloadDescription: 'string',
  appLang: 'integer',
  appIsTestFlight: 'integer',
  appIsInstallDate: 'integer',
  appInstallStartDate: 'string',
  appInstallEndDate: 'string',
  appFeedbackStatus: 'integer',
  isMerged: 'integer',
  mergeAppInfo: 'array',
} as const;
/** A build record as decoded (strings made numbers); every field may be absent. */
export type BuildRecord = RecordOf<typeof BUILD_FIELDS>;

/**
 * App group (service.md#app-groups); `apps` (appGroup/view only) holds the latest build of each
 * app.
 */
export const APP_GROUP_FIELDS = {
  appGroupName: 'string',
  appGroupKey: 'string',
  appGroupShortcutURL: 'string',
  appGroupDescription: 'string',
  appGroupCount: 'string',
  appCreated: 'string',
  apps: { listOf: BUILD_FIELDS },
} as const;
/** An app group as decoded, `apps` as build records; every field may be absent. */
export type AppGroup = RecordOf<typeof APP_GROUP_FIELDS>;

/** Feedback message (service.md#feedback); the device fields come from feedback/view only. */
export const FEEDBACK_FIELDS = {
  feedbackKey: 'string',
  feedbackContent: 'string',
  feedbackImages: 'array',
  feedbackVoice: 'string',
  feedbackFrom: 'string',
  feedbackProcess: 'integer',
  feedbackCreated: 'string',
  feedbackDeviceName: 'string',
  feedbackOSVersion: 'string',
  feedbackOSType: 'integer',
  feedbackOSJailBroken: 'integer',
  feedbackFreeRam: 'string',
  feedbackFreeSpace: 'string',
  feedbackNetwork: 'string',
  feedbackSDKVersion: 'string',
  buildType: 'integer',
  buildName: 'string',
} as const;
/** A feedback message as decoded; every field may be absent. */
export type Feedback = RecordOf<typeof FEEDBACK_FIELDS>;

/** Crash group (service.md#crashes); the log and device fields come from crash/view only. */
export const CRASH_FIELDS = {
  crashId: 'integer',
  crashCount: 'integer',
  crashTitle: 'string',
  crashPattern: 'string',
  crashDescribe: 'string',
  crashAppVersion: 'string',
  crashProcess: 'string',
  crashCreated: 'string',
  crashLog: 'string',
  crashIsSymbolicated: 'string',
  crashIsReaded: 'string',
  crashViewStatus: 'string',
  deviceAffectList: 'array',
} as const;
/** A crash group as decoded; every field may be absent. */
export type Crash = RecordOf<typeof CRASH_FIELDS>;

/** Signing certificate (service.md#certificates); dates as the service formats them. */
export const CERTIFICATE_FIELDS = {
  certificateKey: 'string',
  certificateName: 'string',
  certificateExpired: 'string',
  certificateCreated: 'string',
  certificateStatus: 'string',
} as const;
/** A signing certificate as decoded; every field may be absent. */
export type Certificate = RecordOf<typeof CERTIFICATE_FIELDS>;

/** Answer of the update check, app/check (service.md#update-check). */
export const UPDATE_CHECK_FIELDS = {
  buildBuildVersion: 'integer',
  forceUpdateVersion: 'string',
  forceUpdateVersionNo: 'string',
  needForceUpdate: 'boolean',
  downloadURL: 'string',
  appURL: 'string',
  buildHaveNewVersion: 'boolean',
  buildVersionNo: 'string',
  buildVersion: 'string',
  buildShortcutUrl: 'string',
  buildUpdateDescription: 'string',
} as const;
/** An app/check answer as decoded; every field may be absent. */
export type UpdateCheck = RecordOf<typeof UPDATE_CHECK_FIELDS>;

/**
 * A record as the service sent it: its fields and their values untouched (its strings stay
 * strings, fields no declaration names stay), less the install password.
 */
export type ServiceRecord = Readonly<Record<string, unknown>>;

/**
 * The service's `data` as sent, without each field `fields` decodes to its presence only (a
 * secret such as `buildPassword`, never shown): what a workflow written for the vendor's action
 * reads from its `info` output (service.md#build-record).
 * @param fields the record's declarations; default a build record's
 * @returns `{}` when `data` is not an object (the service's `[]` for none)
 */
export function recordAsSent(data: unknown, fields: Fields = BUILD_FIELDS): ServiceRecord {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const hidden = new Set(
    Object.values(fields).flatMap((kind) =>
      typeof kind === 'object' && 'presenceOf' in kind ? [kind.presenceOf] : [],
    ),
  );
  return Object.fromEntries(Object.entries(data).filter(([name]) => !hidden.has(name)));
}
