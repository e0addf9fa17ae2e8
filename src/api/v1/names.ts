/**
 * One rename table per record kind of API 1.0 (service.md#v1-names), onto the 2.0 records the
 * client returns (service.md#records). See rename.ts for how a table is applied.
 */
import type {
  APP_GROUP_FIELDS,
  BUILD_FIELDS,
  CRASH_FIELDS,
  FEEDBACK_FIELDS,
  HISTORICAL_VERSION_FIELDS,
} from '../records.js';
import type { NamesOf } from './rename.js';

/**
 * The app record (service.md#v1-names): one build, whose key 1.0 calls `appKey`. Its `userKey` is
 * left out: BuildRecord has no such field, and it is the account's secret (service.md#guarantees).
 */
export const APP_NAMES = {
  appKey: 'buildKey',
  appType: 'buildType',
  appIsFirst: 'buildIsFirst',
  appIsLastest: 'buildIsLastest',
  appFileSize: 'buildFileSize',
  appFileName: 'buildFileName',
  appName: 'buildName',
  appVersion: 'buildVersion',
  appVersionNo: 'buildVersionNo',
  appBuildVersion: 'buildBuildVersion',
  appIdentifier: 'buildIdentifier',
  appIcon: 'buildIcon',
  appDescription: 'buildDescription',
  appUpdateDescription: 'buildUpdateDescription',
  appScreenShots: 'buildScreenShots',
  appShortcutUrl: 'buildShortcutUrl',
  appQRCodeURL: 'buildQRCodeURL',
  appCreated: 'buildCreated',
  appUpdated: 'buildUpdated',
} as const satisfies NamesOf<typeof BUILD_FIELDS>;

/** A historical version entry (service.md#v1-names): a few fields of the app record. */
const HISTORICAL_NAMES = {
  appKey: APP_NAMES.appKey,
  appName: APP_NAMES.appName,
  appVersion: APP_NAMES.appVersion,
  appBuildVersion: APP_NAMES.appBuildVersion,
  appCreated: APP_NAMES.appCreated,
  appUpdated: APP_NAMES.appUpdated,
} as const satisfies NamesOf<typeof HISTORICAL_VERSION_FIELDS>;

/**
 * The answer of app/view (service.md#v1-view): the app record and its historical versions. The spec
 * does not name the list; `otherApps` is 2.0's name (service.md#build-record) and the sandbox's.
 * The feedback entries (service.md#v1-names) have no field in BuildRecord and are dropped.
 */
export const BUILD_NAMES = {
  ...APP_NAMES,
  otherApps: { to: 'otherApps', items: HISTORICAL_NAMES },
} as const satisfies NamesOf<typeof BUILD_FIELDS>;

/** An app group (service.md#v1-names); `apps` (userAppGroup/view only) holds app records. */
export const APP_GROUP_NAMES = {
  userAppGroupName: 'appGroupName',
  userAppGroupKey: 'appGroupKey',
  userAppGroupShortcutURL: 'appGroupShortcutURL',
  userAppGroupDescription: 'appGroupDescription',
  userAppGroupCount: 'appGroupCount',
  userAppCreated: 'appCreated',
  apps: { to: 'apps', items: APP_NAMES },
} as const satisfies NamesOf<typeof APP_GROUP_FIELDS>;

/**
 * A feedback message (service.md#v1-names). 1.0 spells `feedbackProcess` as 2.0 does. Its list does
 * not document a `feedbackKey`, yet feedback/view needs one: it is kept under 2.0's name when sent.
 */
export const FEEDBACK_NAMES = {
  feedbackKey: 'feedbackKey',
  feedBackContent: 'feedbackContent',
  feedBackImages: 'feedbackImages',
  feedBackVoice: 'feedbackVoice',
  feedBackFrom: 'feedbackFrom',
  feedbackProcess: 'feedbackProcess',
  feedBackCreated: 'feedbackCreated',
  feedBackDeviceName: 'feedbackDeviceName',
  feedBackOSVersion: 'feedbackOSVersion',
  feedBackOSType: 'feedbackOSType',
  feedBackOSJailBroken: 'feedbackOSJailBroken',
  feedBackFreeRam: 'feedbackFreeRam',
  feedBackFreeSpace: 'feedbackFreeSpace',
  feedBackNetwork: 'feedbackNetwork',
  feedBackSDKVersion: 'feedbackSDKVersion',
  appType: 'buildType',
  appName: 'buildName',
} as const satisfies NamesOf<typeof FEEDBACK_FIELDS>;

/** A crash group (service.md#v1-names). */
export const CRASH_NAMES = {
  sdkCrashGroupId: 'crashId',
  sdkCrashGroupCount: 'crashCount',
  sdkCrashGroupTitle: 'crashTitle',
  sdkCrashGroupPattern: 'crashPattern',
  sdkCrashGroupDescribe: 'crashDescribe',
  sdkCrashGroupAppVersion: 'crashAppVersion',
  sdkCrashGroupProcess: 'crashProcess',
  sdkCrashGroupCreated: 'crashCreated',
  sdkCrashGroupLog: 'crashLog',
  sdkCrashGroupIsSymbolicated: 'crashIsSymbolicated',
  sdkCrashGroupIsReaded: 'crashIsReaded',
  sdkCrashGroupViewStatus: 'crashViewStatus',
  deviceAffectList: 'deviceAffectList',
} as const satisfies NamesOf<typeof CRASH_FIELDS>;
