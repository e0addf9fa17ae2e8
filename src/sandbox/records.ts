import { serviceDateTime, serviceDay } from './clock.js';
import type { Build } from './model.js';
import { buildTypeCodes } from './model.js';
import type { Links } from './links.js';
import type { SandboxState } from './state.js';

/**
 * The shapes the operations answer with (service.md#build-record, #api-2). Numbers here become
 * strings in the envelope.
 */

/** The basic build set (service.md#build-record), the answer of buildInfo and app/upload. */
export function basicRecord(state: SandboxState, links: Links, build: Build) {
  const app = state.appOf(build);
  return {
    buildKey: build.key,
    buildType: buildTypeCodes[build.platform],
    buildIsFirst: flag(build.buildVersion === 1),
    buildIsLastest: flag(app.newestBuildKey === build.key),
    ...packageFields(build),
    buildDescription: build.description,
    buildUpdateDescription: build.updateDescription,
    buildScreenShots: build.screenshots.join(','),
    buildShortcutUrl: app.shortcut,
    buildQRCodeURL: links.buildQrCode(build.key),
    buildCreated: serviceDateTime(build.created),
    buildUpdated: serviceDateTime(build.updated),
  };
}

/**
 * The full record of app/view and app/update (service.md#app-view, #app-settings): the basic set,
 * the app's settings and the other builds of the app.
 */
export function detailedRecord(state: SandboxState, links: Links, build: Build, now: Date) {
  const app = state.appOf(build);
  const { settings } = app;
  const today = serviceDay(now);
  const others = state.buildsOf(app.key).filter((other) => other !== build);
  const downloadsToday = (of: Build) => of.downloadsByDay.get(today) ?? 0;
  return {
    ...basicRecord(state, links, build),
    iconUrl: build.iconKey === '' ? '' : links.icon(build.iconKey),
    buildScreenshotsUrl: build.screenshots.map((key) => links.screenshot(key)),
    buildCates: '',
    buildPassword: settings.password,
    buildInstallType: settings.installType,
    buildQrcodeShowAppIcon: settings.qrcodeShowAppIcon,
    buildVersionType: settings.versionType,
    buildIsAcceptFeedback: settings.feedbackStatus,
    buildIsUploadCrashlog: 1,
    buildTemplate: settings.template,
    buildManuallyBlocked: build.manuallyBlocked,
    buildIsPlaceholder: 2,
    isOwner: 1,
    isJoin: 2,
    appExpiredDate: '',
    appExpiredStatus: 2,
    appKey: app.key,
    appAutoSync: settings.autoSync,
    appShowServiceCopyright: settings.showServiceCopyright,
    appDownloadPay: 0,
    appDownloadDescription: '',
    appLang: settings.lang,
    appIsTestFlight: 2,
    appIsInstallDate: settings.period.restricted,
    appInstallStartDate: settings.period.start,
    appInstallEndDate: settings.period.end,
    appFeedbackStatus: settings.feedbackStatus,
    isMerged: 2,
    mergeAppInfo: [],
    otherApps: others.map((other) => ({
      buildKey: other.key,
      buildName: other.name,
      buildVersion: other.version,
      buildBuildVersion: other.buildVersion,
      buildCreated: serviceDateTime(other.created),
      buildUpdated: serviceDateTime(other.updated),
    })),
    otherAppsCount: others.length,
    todayDownloadCount: [build, ...others].reduce((sum, of) => sum + downloadsToday(of), 0),
    todayBuildDownloadCount: downloadsToday(build),
  };
}

/**
 * One entry of app/builds (service.md#app-builds); app/listMy adds the appKey (service.md#list-my).
 */
export function listEntry(build: Build) {
  return {
    buildKey: build.key,
    buildType: buildTypeCodes[build.platform],
    ...packageFields(build),
    buildCreated: serviceDateTime(build.created),
  };
}

/**
 * The fields of the package and its build number, which the basic set and a list entry both
 * answer, in this order (service.md#build-record, #app-builds).
 */
function packageFields(build: Build) {
  return {
    buildFileSize: build.fileSize,
    buildName: build.name,
    buildVersion: build.version,
    buildVersionNo: build.versionNo,
    buildBuildVersion: build.buildVersion,
    buildIdentifier: build.identifier,
    buildIcon: build.iconKey,
  };
}

/** The answer of app/getByShortcut (service.md#get-by-shortcut). */
export function shortcutRecord(state: SandboxState, links: Links, build: Build) {
  const record = omit(basicRecord(state, links, build), [
    'buildIcon',
    'buildQRCodeURL',
    'buildUpdated',
  ]);
  return { ...record, buildFileName: build.fileName };
}

/**
 * The answer of app/updateApp: the basic set without buildQRCodeURL (service.md#build-settings).
 */
export function updatedBuildRecord(state: SandboxState, links: Links, build: Build) {
  return omit(basicRecord(state, links, build), ['buildQRCodeURL']);
}

/**
 * One page of a list operation: `{list, count, pageCount, currentPage}`; `page` is 1-based,
 * a page past the end has an empty list.
 */
export function paged<T>(items: readonly T[], page: number, pageSize: number) {
  return {
    list: items.slice((page - 1) * pageSize, page * pageSize),
    count: items.length,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
    currentPage: page,
  };
}

function omit<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Omit<T, K> {
  const dropped = new Set<PropertyKey>(keys);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !dropped.has(key))) as Omit<
    T,
    K
  >;
}

function flag(value: boolean): 1 | 2 {
  return value ? 1 : 2;
}
