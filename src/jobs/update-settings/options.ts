/**
 * The options of the update-settings job (update-settings, `pgyer update-settings`; README.md
 * "update-settings"): which settings go to app/update (service.md#app-settings, app level) and
 * which to app/updateApp (service.md#build-settings, build level).
 */
import {
  BOOLEANS,
  BUILD_NUMBER_SOURCES,
  LANGUAGES,
  type AppSettings,
  type BuildRecord,
  type BuildSettingsUpdate,
} from '../../api/index.js';
import {
  checkValiditySettings,
  DESCRIPTION,
  INSTALL_END_DATE,
  INSTALL_START_DATE,
  INSTALL_TYPE,
  INSTALL_VALIDITY,
  KEEP_VALIDITY,
  PASSWORD,
  UPDATE_DESCRIPTION,
} from '../options/build-settings.js';
import { Checker } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import { checkAppInstallType, checkInstallType } from '../options/install.js';
import {
  choiceSetting,
  namesOf,
  settingsByName,
  textSetting,
  wordSetting,
  type AnySetting,
  type NameOf,
  type RawOf,
} from '../options/setting.js';

/** Install page templates the service accepts (service.md#app-settings buildTemplate). */
export const TEMPLATES = ['classic', 'fashion', 'gray', 'green', 'colorful'] as const;

/** A 1 = yes, 2 = no switch of the app settings. */
function switchSetting<const Name extends string>(name: Name, help: string) {
  return wordSetting({ name, help, value: '<word>', words: BOOLEANS });
}

/** Settings only app/update takes. */
const APP_ONLY = [
  INSTALL_VALIDITY,
  INSTALL_START_DATE,
  INSTALL_END_DATE,
  wordSetting({
    name: 'language',
    help: 'install page language',
    value: '<word>',
    words: LANGUAGES,
  }),
  wordSetting({
    name: 'build-number-source',
    help: 'whose build number is shown',
    value: '<word>',
    words: BUILD_NUMBER_SOURCES,
  }),
  switchSetting('auto-sync', 'sync app information from the app market'),
  switchSetting('show-service-copyright', "show the service's copyright on the install page"),
  switchSetting('qr-code-show-icon', 'show the app icon in the QR code'),
  switchSetting('feedback', 'accept feedback from testers'),
  choiceSetting({
    name: 'template',
    help: 'install page template',
    value: '<word>',
    choices: TEMPLATES,
  }),
] as const;
/** Settings only app/updateApp takes. */
const BUILD_ONLY = [
  DESCRIPTION,
  UPDATE_DESCRIPTION,
  textSetting({
    name: 'build-version',
    help: 'version shown for the build (buildVersion)',
    value: '<version>',
  }),
  textSetting({
    name: 'screenshot',
    help: 'path of a screenshot image to attach to the build',
    value: '<path>',
  }),
] as const;
/** Settings both take: they go to app/update when app-key is given, else to app/updateApp. */
const SHARED = [
  INSTALL_TYPE,
  PASSWORD,
  textSetting({
    name: 'shortcut',
    help: 'short link (the last segment of the install page address)',
    value: '<shortcut>',
  }),
] as const;

/** The settings update-settings changes (app-key, build-key and user-key pick what). */
export const CHANGED_SETTINGS = [...SHARED, ...APP_ONLY, ...BUILD_ONLY] as const;

/**
 * The field of the build's record (buildInfo, api-v2 §4.3) that shows each changed setting: the
 * job summary's "before" and "after", in the order of the inputs. The password's field is
 * hasPassword, its presence (the setting is a secret).
 */
export const RECORD_FIELDS = {
  'install-type': 'buildInstallType',
  password: 'hasPassword',
  'install-validity': 'appIsInstallDate',
  'install-start-date': 'appInstallStartDate',
  'install-end-date': 'appInstallEndDate',
  language: 'appLang',
  'build-number-source': 'buildVersionType',
  'auto-sync': 'appAutoSync',
  'show-service-copyright': 'appShowServiceCopyright',
  'qr-code-show-icon': 'buildQrcodeShowAppIcon',
  feedback: 'appFeedbackStatus',
  template: 'buildTemplate',
  shortcut: 'buildShortcutUrl',
  description: 'buildDescription',
  'update-description': 'buildUpdateDescription',
  'build-version': 'buildVersion',
  screenshot: 'buildScreenShots',
} as const satisfies Record<NameOf<typeof CHANGED_SETTINGS>, keyof BuildRecord>;

/** The settings of the update-settings job, in the order they are checked and reported. */
export const UPDATE_SETTINGS_JOB_SETTINGS = [
  ...CONNECTION_SETTINGS,
  textSetting({
    name: 'app-key',
    help: 'the appKey of the app; needed for app settings',
    value: '<key>',
  }),
  textSetting({
    name: 'build-key',
    help: "the buildKey of the build to change; default the app's latest build",
    value: '<key>',
  }),
  textSetting({
    name: 'user-key',
    help: 'your user key; needed for build settings (app/updateApp)',
    value: '<key>',
    secret: { env: 'PGYER_USER_KEY' },
  }),
  ...CHANGED_SETTINGS,
] as const;

/** A setting of the update-settings job. */
export type UpdateSettingsSetting = NameOf<typeof UPDATE_SETTINGS_JOB_SETTINGS>;

const SETTING = settingsByName(UPDATE_SETTINGS_JOB_SETTINGS);

/** What update-settings will change. */
export interface UpdateSettingsOptions extends ConnectionOptions {
  appKey: string | undefined;
  /** The build to change; when undefined with build settings, the app's latest build. */
  buildKey: string | undefined;
  /** Settings for app/update, or undefined when none was given. */
  appSettings: AppSettings | undefined;
  /** Settings and user key for app/updateApp, or undefined when none was given. */
  buildSettings: { userKey: string; update: BuildSettingsUpdate } | undefined;
  /** The settings that go to app/update, by name. */
  appChanges: ReadonlySet<string>;
  /** The settings that go to app/updateApp, by name. */
  buildChanges: ReadonlySet<string>;
}

/**
 * Checks every setting of the update-settings job and decides which operations run: only those
 * whose settings were given. `unchanged` for install-validity changes nothing.
 * @throws InvalidOptions with every problem found
 */
export async function checkUpdateSettingsOptions(
  raw: RawOf<typeof UPDATE_SETTINGS_JOB_SETTINGS>,
  check = new Checker(),
): Promise<UpdateSettingsOptions> {
  const connection = checkConnection(check, raw);
  const keys: Keys = {
    appKey: SETTING['app-key'].check(check, raw['app-key']),
    buildKey: SETTING['build-key'].check(check, raw['build-key']),
    userKey: SETTING['user-key'].check(check, raw['user-key']),
  };
  const { appChanges, buildChanges } = routeChanges(check, raw, keys.appKey);
  const installType = check.rule(undefined, () =>
    checkInstallType(
      INSTALL_TYPE.check(check, raw['install-type']),
      PASSWORD.check(check, raw.password),
    ),
  );
  const appSettings = appChanges.length > 0 ? checkAppSettings(check, raw, installType) : undefined;
  const buildSettings =
    buildChanges.length > 0
      ? await checkBuildSettings(check, raw, keys, buildChanges, installType)
      : undefined;
  return check.done({
    ...connection,
    appKey: keys.appKey,
    buildKey: keys.buildKey,
    appSettings,
    buildSettings,
    appChanges: new Set(appChanges),
    buildChanges: new Set(buildChanges),
  });
}

/** The keys that pick the app, the build and the user. */
interface Keys {
  appKey: string | undefined;
  buildKey: string | undefined;
  userKey: string | undefined;
}

/** The install type the user gave, checked against the password; undefined when not given. */
type InstallType = ReturnType<typeof checkInstallType>;

/**
 * Splits the given settings between app/update and app/updateApp: the shared ones go to
 * app/update when app-key is given. Records a problem when nothing was given, or app settings
 * were given without app-key.
 */
function routeChanges(
  check: Checker,
  raw: RawOf<typeof UPDATE_SETTINGS_JOB_SETTINGS>,
  appKey: string | undefined,
): { appChanges: UpdateSettingsSetting[]; buildChanges: UpdateSettingsSetting[] } {
  const given = (settings: readonly AnySetting[]) =>
    namesOf(settings).filter((name) => {
      const text = check.text(raw[name as UpdateSettingsSetting])?.toLowerCase();
      return text !== undefined && !(name === 'install-validity' && text === KEEP_VALIDITY);
    }) as UpdateSettingsSetting[];
  const sharedGoToApp = appKey !== undefined;
  const appChanges = [...given(APP_ONLY), ...(sharedGoToApp ? given(SHARED) : [])];
  const buildChanges = [...given(BUILD_ONLY), ...(sharedGoToApp ? [] : given(SHARED))];
  if (appChanges.length === 0 && buildChanges.length === 0) {
    check.add(
      undefined,
      (name) =>
        `no setting was given; set at least one of ${namesOf(CHANGED_SETTINGS).map(name).join(', ')}`,
    );
  }
  if (given(APP_ONLY).length > 0 && !appKey) {
    check.add(
      'app-key',
      (name) => `is required to change ${given(APP_ONLY).map(name).join(', ')} (app settings)`,
    );
  }
  return { appChanges, buildChanges };
}

/** The settings for app/update (service.md#app-settings), each checked. */
function checkAppSettings(
  check: Checker,
  raw: RawOf<typeof UPDATE_SETTINGS_JOB_SETTINGS>,
  installType: InstallType,
): AppSettings {
  // A placeholder when bad: done() throws before the settings are used.
  const placeholder: AppSettings['buildInstallType'] = 3;
  const appInstallType = check.failed('install-type')
    ? placeholder
    : check.rule(placeholder, () => checkAppInstallType(installType));
  const { validity, startDate, endDate } = checkValiditySettings(check, raw);
  return {
    buildInstallType: appInstallType,
    buildPassword: PASSWORD.check(check, raw.password),
    buildShortcutUrl: SETTING.shortcut.check(check, raw.shortcut),
    appIsInstallDate: validity,
    appInstallStartDate: startDate,
    appInstallEndDate: endDate,
    appLang: SETTING.language.check(check, raw.language),
    buildVersionType: SETTING['build-number-source'].check(check, raw['build-number-source']),
    appAutoSync: SETTING['auto-sync'].check(check, raw['auto-sync']),
    appShowServiceCopyright: SETTING['show-service-copyright'].check(
      check,
      raw['show-service-copyright'],
    ),
    buildQrcodeShowAppIcon: SETTING['qr-code-show-icon'].check(check, raw['qr-code-show-icon']),
    appFeedbackStatus: SETTING.feedback.check(check, raw.feedback),
    buildTemplate: SETTING.template.check(check, raw.template),
  };
}

/**
 * The settings and user key for app/updateApp (service.md#build-settings), each checked; the
 * shared settings come along when app-key is not given. Records a problem when the user key, or
 * both the build key and the app key, are missing.
 */
async function checkBuildSettings(
  check: Checker,
  raw: RawOf<typeof UPDATE_SETTINGS_JOB_SETTINGS>,
  { appKey, buildKey, userKey }: Keys,
  buildChanges: readonly UpdateSettingsSetting[],
  installType: InstallType,
): Promise<NonNullable<UpdateSettingsOptions['buildSettings']>> {
  if (!userKey) {
    check.add(
      'user-key',
      (name) => `is required to change ${buildChanges.map(name).join(', ')} (build settings)`,
    );
  }
  if (!appKey && !buildKey) {
    check.add(
      'build-key',
      (name) =>
        `or ${name('app-key')} (for its latest build) is required to change ${buildChanges.map(name).join(', ')}`,
    );
  }
  return {
    userKey: userKey ?? '',
    update: {
      buildKey,
      buildDescription: DESCRIPTION.check(check, raw.description),
      buildUpdateDescription: UPDATE_DESCRIPTION.check(check, raw['update-description']),
      buildVersion: SETTING['build-version'].check(check, raw['build-version']),
      screenshotPath: await check.file('screenshot', raw.screenshot),
      ...(appKey === undefined && {
        buildShortcutUrl: SETTING.shortcut.check(check, raw.shortcut),
        buildInstallType: installType,
        buildPassword: PASSWORD.check(check, raw.password),
      }),
    },
  };
}
