import { type Clock, systemClock } from './clock.js';
import { Codes, ServiceRefusal } from './codes.js';
import type {
  App,
  AppGroup,
  AppSettings,
  Build,
  Certificate,
  Channel,
  Crash,
  Feedback,
  InstallPeriod,
  InstallType,
  PackageInfo,
  Platform,
} from './model.js';
import { fileExtensions } from './model.js';
import { randomHex, randomLetters } from './random.js';
import { isValidShortcut } from './shortcuts.js';

/**
 * Settings an upload carries (getCOSToken or app/upload, service.md#upload-token,
 * #single-step-upload).
 */
export interface UploadSettings {
  installType: InstallType;
  password: string;
  description: string;
  updateDescription: string;
  /** Undefined leaves the app's install period as it was. */
  period: InstallPeriod | undefined;
  /** The short link of a known channel the build goes to (buildChannelShortcut). */
  channel: string | undefined;
}

/** A package whose processing succeeded, ready to become a build. */
export interface PublishInput {
  key: string;
  platform: Platform;
  info: PackageInfo;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  filePath: string | undefined;
  /** The stored icon's key; '' for none. */
  iconKey: string;
  settings: UploadSettings;
  created: Date;
}

/** A build to create directly, without an upload; every field but `platform` has a default. */
export interface BuildSeed extends Partial<PackageInfo> {
  platform: Platform;
  fileName?: string;
  /** Bytes; default the size of nothing, 0. */
  fileSize?: number;
  /** A file that app/install and the download serve; default none (the download answers 404). */
  filePath?: string;
  created?: Date;
  settings?: Partial<UploadSettings>;
}

/** The settings of an upload that gives none: public install, no notes, app's period kept. */
export const defaultUploadSettings: Readonly<UploadSettings> = {
  installType: 1,
  password: '',
  description: '',
  updateDescription: '',
  period: undefined,
  channel: undefined,
};

const defaultAppSettings: AppSettings = {
  installType: 1,
  password: '',
  period: { restricted: 2, start: '', end: '' },
  lang: 1,
  versionType: 1,
  autoSync: 2,
  showServiceCopyright: 1,
  qrcodeShowAppIcon: 1,
  feedbackStatus: 1,
  template: 'classic',
};

/**
 * Everything the sandbox knows: apps, builds, app groups, feedback, crashes and certificates,
 * in memory. The seeding helpers (`addBuild`, `addAppGroup`, ...) let tests set the scene without
 * uploads. The state never touches the disk: callers remove the files of deleted builds.
 */
export class SandboxState {
  readonly apps = new Map<string, App>();
  readonly builds = new Map<string, Build>();
  readonly appGroups = new Map<string, AppGroup>();
  readonly feedback = new Map<string, Feedback>();
  readonly crashes = new Map<number, Crash>();
  readonly certificates = new Map<string, Certificate>();
  /** Channels by short link. */
  readonly channels = new Map<string, Channel>();

  /** @param clock dates what the seeding helpers create, as uploads are dated by the sandbox's clock. */
  constructor(private readonly clock: Clock = systemClock) {}

  /**
   * Turns a processed package into a build of the app with the same platform and identifier
   * (creating the app on its first build), applies the upload's settings to the app and marks
   * the build newest. A build for a channel becomes the channel's build; the app a channel names
   * is created with the channel's appKey when it does not exist yet.
   * @throws ServiceRefusal 1212 when the channel is unknown or belongs to another app.
   */
  publish(input: PublishInput): Build {
    const { settings } = input;
    const channel =
      settings.channel === undefined ? undefined : this.channels.get(settings.channel);
    if (settings.channel !== undefined && channel === undefined) {
      throw new ServiceRefusal(Codes.channelInvalid);
    }
    const app = this.#appFor(input.platform, input.info.identifier, input.created, channel);
    app.settings.installType = settings.installType;
    app.settings.password = settings.password;
    if (settings.period !== undefined) app.settings.period = { ...settings.period };
    const previous = this.buildsOf(app.key)[0];
    const build: Build = {
      ...input.info,
      key: input.key,
      appKey: app.key,
      platform: input.platform,
      fileName: input.fileName,
      fileSize: input.fileSize,
      filePath: input.filePath,
      buildVersion: (previous?.buildVersion ?? 0) + 1,
      description: settings.description,
      updateDescription: settings.updateDescription,
      screenshots: [],
      iconKey: input.iconKey,
      manuallyBlocked: 2,
      created: input.created,
      updated: input.created,
      downloadsByDay: new Map(),
    };
    this.builds.set(build.key, build);
    app.newestBuildKey = build.key;
    if (channel !== undefined) channel.buildKey = build.key;
    return build;
  }

  /**
   * Adds a channel, as the service's console creates one.
   * @throws RangeError when the short link breaks the rules or is taken.
   */
  addChannel(seed: { appKey: string; shortcut: string }): Channel {
    if (!this.isShortcutAvailable(seed.shortcut)) {
      throw new RangeError(`channel short link ${seed.shortcut} is invalid or taken`);
    }
    const channel: Channel = { ...seed, buildKey: undefined };
    this.channels.set(channel.shortcut, channel);
    return channel;
  }

  /** Creates a published build directly (for tests and demos); see {@link BuildSeed}. */
  addBuild(seed: BuildSeed): Build {
    const key = randomHex(16);
    const identifier = seed.identifier ?? `com.example.${seed.platform}`;
    return this.publish({
      key,
      platform: seed.platform,
      info: {
        name: seed.name ?? 'Example',
        version: seed.version ?? '1.0',
        versionNo: seed.versionNo ?? '1',
        identifier,
      },
      fileName: seed.fileName ?? `example.${fileExtensions[seed.platform]}`,
      fileSize: seed.fileSize ?? 0,
      filePath: seed.filePath,
      iconKey: '',
      settings: { ...defaultUploadSettings, ...seed.settings },
      created: seed.created ?? this.clock.now(),
    });
  }

  /** Adds an app group over existing apps. */
  addAppGroup(seed: { name: string; appKeys?: string[]; description?: string }): AppGroup {
    const group: AppGroup = {
      key: randomHex(16),
      name: seed.name,
      shortcut: this.#freeShortcut(),
      description: seed.description ?? '',
      appKeys: [...(seed.appKeys ?? [])],
      created: this.clock.now(),
    };
    this.appGroups.set(group.key, group);
    return group;
  }

  /** Adds a feedback message to the app `appKey`; unset fields get plausible defaults. */
  addFeedback(appKey: string, seed: Partial<Omit<Feedback, 'key' | 'appKey'>> = {}): Feedback {
    const feedback: Feedback = {
      content: 'The app crashes on start',
      images: [],
      voice: '',
      from: 'SDK',
      process: 2,
      deviceName: 'Pixel 8',
      osVersion: '14',
      jailBroken: 2,
      freeRam: '2.1 GB',
      freeSpace: '31 GB',
      network: 'WIFI',
      sdkVersion: '4.3.0',
      created: this.clock.now(),
      ...seed,
      key: randomHex(16),
      appKey,
    };
    this.feedback.set(feedback.key, feedback);
    return feedback;
  }

  /** Adds a crash group to the app `appKey`; ids count up from 1. */
  addCrash(appKey: string, seed: Partial<Omit<Crash, 'id' | 'appKey'>> = {}): Crash {
    const crash: Crash = {
      count: 1,
      title: 'java.lang.NullPointerException',
      pattern: 'MainActivity.onCreate',
      describe: 'Attempt to invoke a virtual method on a null object reference',
      appVersion: '1.0',
      process: '2',
      log: 'java.lang.NullPointerException\n\tat com.example.MainActivity.onCreate',
      isSymbolicated: '2',
      isReaded: '2',
      viewStatus: '2',
      deviceAffectList: [],
      created: this.clock.now(),
      ...seed,
      id: this.crashes.size + 1,
      appKey,
    };
    this.crashes.set(crash.id, crash);
    return crash;
  }

  /** Adds a signing certificate; `expired` is YYYY-MM-DD. */
  addCertificate(seed: { name: string; expired?: string; status?: string }): Certificate {
    const certificate: Certificate = {
      key: randomHex(16),
      name: seed.name,
      expired: seed.expired ?? '2099-12-31',
      created: this.clock.now(),
      status: seed.status ?? '1',
    };
    this.certificates.set(certificate.key, certificate);
    return certificate;
  }

  /** The builds of an app, most recent upload first. */
  buildsOf(appKey: string): Build[] {
    return [...this.builds.values()]
      .filter((build) => build.appKey === appKey)
      .sort((a, b) => b.buildVersion - a.buildVersion);
  }

  /** The build testers get: the one marked newest, else the most recent upload. */
  currentBuild(app: App): Build | undefined {
    const marked =
      app.newestBuildKey === undefined ? undefined : this.builds.get(app.newestBuildKey);
    return marked ?? this.buildsOf(app.key)[0];
  }

  /** The app of the build published last (builds keep their order of publication); none without builds. */
  lastUploadedApp(): App | undefined {
    const last = [...this.builds.values()].at(-1);
    return last === undefined ? undefined : this.appOf(last);
  }

  /** The app whose appKey or short link is `keyOrShortcut`. */
  findApp(keyOrShortcut: string): App | undefined {
    return this.apps.get(keyOrShortcut) ?? this.appByShortcut(keyOrShortcut);
  }

  /** The app whose short link is `shortcut`. */
  appByShortcut(shortcut: string): App | undefined {
    return [...this.apps.values()].find((app) => app.shortcut === shortcut);
  }

  /** The app that owns `build`; every build has one while it exists. */
  appOf(build: Build): App {
    const app = this.apps.get(build.appKey);
    if (app === undefined) throw new Error(`build ${build.key} has no app`);
    return app;
  }

  /** True when no channel and no other app than `owner` uses `shortcut`, and it follows the rules. */
  isShortcutAvailable(shortcut: string, owner?: App): boolean {
    const user = this.findApp(shortcut);
    return (
      isValidShortcut(shortcut) &&
      !this.channels.has(shortcut) &&
      (user === undefined || user === owner)
    );
  }

  /** Marks `build` as its app's newest build (app/setNewestVersion). */
  setNewest(build: Build): void {
    this.appOf(build).newestBuildKey = build.key;
  }

  /**
   * Unmarks `build` (app/cancelNewestVersion): the most recent other upload becomes newest,
   * or none when it is the only build. A build that is not the newest is left alone.
   */
  cancelNewest(build: Build): void {
    const app = this.appOf(build);
    if (app.newestBuildKey !== build.key) return;
    app.newestBuildKey = this.buildsOf(app.key).find((other) => other !== build)?.key;
  }

  /**
   * Removes one build; when it was the newest, the most recent remaining upload takes over. A
   * channel it was the build of has none until the next upload to it.
   */
  removeBuild(build: Build): void {
    this.cancelNewest(build);
    this.builds.delete(build.key);
    for (const channel of this.channels.values()) {
      if (channel.buildKey === build.key) channel.buildKey = undefined;
    }
  }

  /** Removes an app with all its builds, feedback and crashes; returns the removed builds. */
  removeApp(app: App): Build[] {
    const builds = this.buildsOf(app.key);
    for (const build of builds) this.removeBuild(build);
    for (const [key, feedback] of this.feedback)
      if (feedback.appKey === app.key) this.feedback.delete(key);
    for (const [id, crash] of this.crashes) if (crash.appKey === app.key) this.crashes.delete(id);
    for (const group of this.appGroups.values()) {
      group.appKeys = group.appKeys.filter((key) => key !== app.key);
    }
    this.apps.delete(app.key);
    return builds;
  }

  #appFor(platform: Platform, identifier: string, created: Date, channel?: Channel): App {
    const existing = [...this.apps.values()].find(
      (app) => app.platform === platform && app.identifier === identifier,
    );
    const key =
      existing?.key ??
      (channel !== undefined && !this.apps.has(channel.appKey) ? channel.appKey : randomHex(16));
    if (channel !== undefined && key !== channel.appKey) {
      throw new ServiceRefusal(Codes.channelInvalid, 200, `the channel belongs to another app`);
    }
    if (existing !== undefined) return existing;
    const app: App = {
      key,
      platform,
      identifier,
      shortcut: this.#freeShortcut(),
      settings: { ...defaultAppSettings, period: { ...defaultAppSettings.period } },
      newestBuildKey: undefined,
      created,
    };
    this.apps.set(app.key, app);
    return app;
  }

  #freeShortcut(): string {
    for (;;) {
      const shortcut = randomLetters(4);
      if (this.isShortcutAvailable(shortcut)) return shortcut;
    }
  }
}
