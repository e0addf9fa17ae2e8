/** The result of publishing one file and the addresses derived from it (README.md#outputs). */
import { iosInstallLink } from '../endpoints/install.js';
import type { BuildSettings } from '../endpoints/upload.js';
import type { BuildType } from '../enums.js';
import { iconOriginFor, webOriginFor, webPageOf } from '../transport/origins.js';
import type { BuildRecord, ServiceRecord } from '../records.js';

/** A published build and how long publishing took, in seconds. */
export interface PublishOutcome {
  build: BuildRecord;
  /** The same record as the service sent it, less its password (undefined: not kept). */
  asSent?: ServiceRecord;
  publishSeconds: number;
}

/**
 * The upload's settings of who may install a build and when (api-v2 §4.1 `buildInstallType`,
 * `buildInstallDate`, `buildInstallStartDate`, `buildInstallEndDate`): never the password. A
 * setting the upload left out is absent (the app's own applies).
 */
export type InstallSettings = Pick<
  BuildSettings,
  'buildInstallType' | 'buildInstallDate' | 'buildInstallStartDate' | 'buildInstallEndDate'
>;

/**
 * The kinds of iOS provisioning profile, by Apple's rules: ProvisionsAllDevices (enterprise),
 * ProvisionedDevices with get-task-allow (development) or without (ad hoc), neither (App Store).
 */
export type ProfileKind = 'development' | 'ad hoc' | 'enterprise' | 'App Store';

/**
 * What an .ipa's embedded.mobileprovision says of who can install it (README.md `profile-check`):
 * read from the package before any request, never from the service. No device identifiers.
 */
export interface ProfileFacts {
  kind: ProfileKind;
  /** The profile's `Name`. */
  name: string;
  /** `TeamName`, '' when absent. */
  teamName: string;
  /** `TeamIdentifier[0]`, '' when absent. */
  teamId: string;
  /** `ExpirationDate`, ISO 8601 UTC (`2027-03-01T12:00:00.000Z`). */
  expires: string;
  /** How many devices it provisions (`ProvisionedDevices`); 0 for enterprise and App Store. */
  deviceCount: number;
}

/**
 * The build an upload replaces (README.md "Release health"), as the app's build list showed it
 * before the upload (app/builds, api-v2 §4.9): what size changes and health sections compare with.
 */
export interface ReplacedBuild {
  buildKey: string;
  /** The app's key (both builds are of one app: the same identifier and build type). */
  appKey: string;
  /** buildVersion; '' when the list gave none. */
  version: string;
  /** buildBuildVersion, the service's build number; undefined when the list gave none. */
  buildNumber: number | undefined;
  /** buildFileSize in bytes; undefined when the list gave none. */
  fileSize: number | undefined;
  /** buildCreated, when it was uploaded, as the service wrote it; '' when the list gave none. */
  created: string;
  /** The branch its commit line records, when it was chosen by it (`main`). */
  branch?: string;
  /** How it was chosen, one phrase the reports show: `newest build of branch main`. */
  chosen: string;
}

/**
 * A build's size against the build it replaces (README.md "Size gate"): what `--json`, the
 * `builds` output and the `size-delta-bytes` output carry.
 */
export interface SizeChange {
  /** This build's size less the base build's, in bytes; negative when it shrank. */
  bytes: number;
  /** `bytes` in percent of the base build's size, rounded to two decimals (2.8, -0.4). */
  percent: number;
  /** The base build's size in bytes (ReplacedBuild.fileSize). */
  baseBytes: number;
  /** The base build's key (ReplacedBuild.buildKey). */
  baseBuildKey: string;
}

/** The outcome for one file. URLs are empty strings where the service gave none. */
export interface PublishedBuild {
  /**
   * The build's key, by which every later operation names it: the `buildKey` of the published
   * record (service.md#build-record); the upload token's key only when the wait was skipped (no
   * record yet).
   */
  buildKey: string;
  /**
   * The upload token's `key` (service.md#upload-token), with which buildInfo was polled. Equal to
   * `buildKey` in every observed answer, but the spec does not promise it (service.md#quirks).
   */
  uploadKey: string;
  /**
   * The key of the build's app (service.md#build-record `appKey`), which `builds`, `cleanup` and
   * update-settings take: the record's, else found by the upload job (app/listMy); '' when not
   * known (not waited for, or the lookup failed).
   */
  appKey: string;
  buildType: BuildType;
  fileName: string;
  /**
   * The upload's install settings (install type, validity dates; no password), so that whatever
   * reads this build back as JSON (notify) shows what the job summary shows. Absent in a build
   * read from an output written before it existed.
   */
  installSettings?: InstallSettings;
  /** Size of the local file in bytes. */
  fileSize: number;
  /** True when buildInfo returned the build record; false when the wait was skipped. */
  published: boolean;
  /**
   * The record buildInfo returned (service.md#build-record basic build set); empty when not waited
   * for.
   */
  record: BuildRecord;
  /**
   * The same record as the service sent it (its strings, every field it sent), less the install
   * password: the vendor action's `info` output. Absent when not waited for, and in the builds
   * shown (withPasswordRemoved), which show `record`.
   */
  recordAsSent?: ServiceRecord;
  /** The short link's last segment, as the service returned it. */
  buildShortcutUrl: string;
  /**
   * The install page: `<web origin>/<short link>`, or `<web origin>/<buildKey>` without one. A
   * short link's page opens the app's newest build, whichever that is when it is opened.
   */
  installPageUrl: string;
  /**
   * The service's `buildQRCodeURL` ('' when it gave none): the same address as buildQrCodeUrl,
   * kept under its first name (the `qr-code-url` output).
   */
  qrCodeUrl: string;
  /**
   * This build's own install page, `<web origin>/<buildKey>`: it keeps showing this build after
   * newer ones are published, where installPageUrl moves on (service.md#install-page). '' when
   * not published: the upload key may name no build (service.md#quirks).
   */
  buildPageUrl: string;
  /**
   * This build's QR code (PNG): the record's `buildQRCodeURL`, `<web origin>/app/qrcodeHistory/<64
   * hex>` as seen in public code, one per build (service.md#install-page; which page it encodes is
   * not confirmed). '' when the service gave none or the build is not published. Equal to
   * qrCodeUrl; both stay, as public fields.
   */
  buildQrCodeUrl: string;
  /**
   * The app icon of the build, `{icon_cdn_url}/<a>/<b>/<c>/<d>/<e>/<buildIcon>` (api-v2 build
   * record, `buildIcon`); '' when the record names no icon or the icon host is not known (see
   * {@link iconOriginFor}).
   */
  iconUrl: string;
  /** The itms-services link for iOS builds (never carries the install password). */
  iosInstallUrl: string;
  /** Seconds the storage upload took. */
  uploadSeconds: number;
  /** Seconds from the end of the upload until the build was published (0 when not waited). */
  publishSeconds: number;
  /**
   * True when the file was not uploaded because this build of the same package was already
   * published (README.md `if-published`: skip); its record is then the existing build's.
   */
  alreadyPublished: boolean;
  /**
   * The .ipa's provisioning profile, read from the package (README.md `profile-check`); absent for
   * other build types, an .ipa without one or one that could not be read.
   */
  profile?: ProfileFacts;
  /**
   * The build this one replaces, looked up before the upload; 'none' when the app had no other
   * build of the same identifier and build type (a first build). Absent when it was not looked up
   * (the look-up was not asked for, or failed: a warning).
   */
  replaces?: ReplacedBuild | 'none';
  /**
   * Its size (the record's buildFileSize, else the file's) against `replaces`; absent when there
   * is no base to compare with (not looked up, a first build, a base whose size is not known).
   */
  sizeChange?: SizeChange;
}

/** What is known of one uploaded file, from which {@link toPublishedBuild} derives its addresses. */
export interface BuildFacts {
  /** The key the upload was sent under (getCOSToken's key; single step: the record's buildKey). */
  uploadKey: string;
  buildType: BuildType;
  fileName: string;
  fileSize: number;
  /** The upload's settings, of which the install ones are kept (never the password). */
  settings?: BuildSettings;
  /** Seconds the upload took. */
  uploadSeconds: number;
  /** The published record; undefined when the wait was skipped. */
  published: PublishOutcome | undefined;
}

/**
 * The PublishedBuild of an uploaded file, with its public URLs (README.md#outputs,
 * service.md#install-page): the build is named by the published record's buildKey, by the upload
 * key only when there is no record yet.
 * @param apiUrl the service origin in use, from which the web origin of the URLs follows
 */
export function toPublishedBuild(apiUrl: string, facts: BuildFacts): PublishedBuild {
  const web = webOriginFor(apiUrl);
  const record = facts.published?.build ?? {};
  // getBuildInfo returns a record only with its buildKey, so the upload key stands in only unwaited.
  const buildKey = record.buildKey ?? facts.uploadKey;
  const buildShortcutUrl = record.buildShortcutUrl ?? '';
  const qrCodeUrl = record.buildQRCodeURL ?? '';
  return {
    buildKey,
    uploadKey: facts.uploadKey,
    appKey: record.appKey ?? '',
    buildType: facts.buildType,
    fileName: facts.fileName,
    ...(facts.settings ? { installSettings: installSettingsOf(facts.settings) } : {}),
    fileSize: facts.fileSize,
    published: facts.published !== undefined,
    record,
    ...(facts.published?.asSent ? { recordAsSent: facts.published.asSent } : {}),
    buildShortcutUrl,
    installPageUrl: webPageOf(web, buildShortcutUrl || buildKey),
    qrCodeUrl,
    buildPageUrl: record.buildKey === undefined ? '' : webPageOf(web, buildKey),
    buildQrCodeUrl: qrCodeUrl,
    iconUrl: iconUrlOf(apiUrl, record.buildIcon),
    iosInstallUrl: facts.buildType === 'ios' ? iosInstallLink(web, buildKey) : '',
    uploadSeconds: facts.uploadSeconds,
    publishSeconds: facts.published?.publishSeconds ?? 0,
    alreadyPublished: false,
  };
}

/** The icon's address as the build record's `buildIcon` gives it (api-v2 build record). */
function iconUrlOf(apiUrl: string, iconKey: string | undefined): string {
  const host = iconOriginFor(apiUrl);
  if (!iconKey || host === undefined) return '';
  // The key's first five characters, one folder each (icon keys are ASCII, like every key).
  const folders = Array.from(iconKey.slice(0, 5), (char) => encodeURIComponent(char)).join('/');
  return `${host}/${folders}/${encodeURIComponent(iconKey)}?x-oss-process=image/resize,m_lfit,h_120,w_120/format,jpg`;
}

/** The install settings of `settings`, those it gives only (never the password). */
function installSettingsOf(settings: BuildSettings): InstallSettings {
  const { buildInstallType, buildInstallDate, buildInstallStartDate, buildInstallEndDate } =
    settings;
  return {
    ...(buildInstallType === undefined ? {} : { buildInstallType }),
    ...(buildInstallDate === undefined ? {} : { buildInstallDate }),
    ...(buildInstallStartDate === undefined ? {} : { buildInstallStartDate }),
    ...(buildInstallEndDate === undefined ? {} : { buildInstallEndDate }),
  };
}
