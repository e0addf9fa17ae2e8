/**
 * The sandbox's records (service.md#records), in natural types. Numbers stay numbers here; the
 * envelope turns them into strings on the wire (service.md#quirks).
 */

/** The three package platforms; the service's buildType codes are in {@link buildTypeCodes}. */
export type Platform = 'ios' | 'android' | 'harmony';

/** buildType as the service numbers it: 1 iOS, 2 Android (service.md#build-record), 3 HarmonyOS. */
export const buildTypeCodes: Record<Platform, number> = { ios: 1, android: 2, harmony: 3 };

/** The file extension of each platform's package. */
export const fileExtensions: Record<Platform, string> = {
  ios: 'ipa',
  android: 'apk',
  harmony: 'hap',
};

/** A yes/no flag as the service encodes it: 1 yes, 2 no (service.md#records). */
export type Flag = 1 | 2;

/** Install type: 1 public, 2 password, 3 invite (service.md#upload-token). */
export type InstallType = 1 | 2 | 3;

/** Install page templates that app/update accepts (service.md#app-settings). */
export const templates = ['classic', 'fashion', 'gray', 'green', 'colorful'] as const;

/** Install validity: `restricted` 1 limits installs to the days `start` to `end` (YYYY-MM-DD). */
export interface InstallPeriod {
  restricted: Flag;
  start: string;
  end: string;
}

/**
 * Per-app settings of app/update and the upload operations (service.md#upload-token,
 * #app-settings).
 */
export interface AppSettings {
  installType: InstallType;
  password: string;
  period: InstallPeriod;
  lang: 1 | 2 | 3;
  versionType: Flag;
  autoSync: Flag;
  showServiceCopyright: Flag;
  qrcodeShowAppIcon: Flag;
  feedbackStatus: Flag;
  template: (typeof templates)[number];
}

/** An app: the builds of one identifier on one platform, under one appKey and short link. */
export interface App {
  key: string;
  platform: Platform;
  identifier: string;
  /** The short link's final segment; unique across apps. */
  shortcut: string;
  settings: AppSettings;
  /** The build marked newest (buildIsLastest 1); undefined after it was cancelled. */
  newestBuildKey: string | undefined;
  created: Date;
}

/** What the package itself says about the app (AndroidManifest.xml, Info.plist, module.json). */
export interface PackageInfo {
  name: string;
  version: string;
  versionNo: string;
  identifier: string;
}

/** One published build. */
export interface Build extends PackageInfo {
  key: string;
  appKey: string;
  platform: Platform;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  /** The stored package; undefined for builds seeded without a file. */
  filePath: string | undefined;
  /** Service-generated number, counting up per app from 1 (buildBuildVersion). */
  buildVersion: number;
  description: string;
  updateDescription: string;
  /** Screenshot keys, at most 5. */
  screenshots: string[];
  /** The icon's key (buildIcon, service.md#build-record), '' when the package had none. */
  iconKey: string;
  /**
   * Blocked by the service for breaking its rules (buildManuallyBlocked): no API sets it, so
   * tests set it on a seeded build to see the install refusal 1051.
   */
  manuallyBlocked: Flag;
  created: Date;
  updated: Date;
  /** Downloads per service day (YYYY-MM-DD). */
  downloadsByDay: Map<string, number>;
}

/**
 * A channel (service.md#upload-token buildChannelShortcut): a short link of an app, created in the
 * service's console, that opens the build last uploaded to it.
 */
export interface Channel {
  shortcut: string;
  appKey: string;
  /** The build last uploaded to the channel; undefined before the first or after its deletion. */
  buildKey: string | undefined;
}

/** A user-defined app group (service.md#app-groups). */
export interface AppGroup {
  key: string;
  name: string;
  shortcut: string;
  description: string;
  appKeys: string[];
  created: Date;
}

/** A feedback message (service.md#feedback). */
export interface Feedback {
  key: string;
  appKey: string;
  content: string;
  images: string[];
  voice: string;
  from: string;
  process: Flag;
  deviceName: string;
  osVersion: string;
  jailBroken: Flag;
  freeRam: string;
  freeSpace: string;
  network: string;
  sdkVersion: string;
  created: Date;
}

/** A crash group (service.md#crashes). */
export interface Crash {
  id: number;
  appKey: string;
  count: number;
  title: string;
  pattern: string;
  describe: string;
  appVersion: string;
  process: string;
  log: string;
  isSymbolicated: string;
  isReaded: string;
  viewStatus: string;
  deviceAffectList: string[];
  created: Date;
}

/** A signing certificate (service.md#certificates). */
export interface Certificate {
  key: string;
  name: string;
  /** YYYY-MM-DD. */
  expired: string;
  created: Date;
  status: string;
}
