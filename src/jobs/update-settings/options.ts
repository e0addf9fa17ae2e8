/**
 * The options of the update-settings job (update-settings, `pgyer update-settings`; README.md
 * "update-settings"): which settings go to app/update (service.md#app-settings, app level) and
 * which to app/updateApp (service.md#build-settings, build level).
 */
import {
  BOOLEANS,
  BUILD_NUMBER_SOURCES,
  INSTALL_TYPES,
  INSTALL_VALIDITIES,
  LANGUAGES,
  type AppSettings,
  type BuildSettingsUpdate,
} from '../../api/index.js';
import { Checker, type Raw } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import { checkAppInstallType, checkInstallType, checkInstallValidity } from '../options/install.js';

/** Install page templates the service accepts (service.md#app-settings buildTemplate). */
export const TEMPLATES = ['classic', 'fashion', 'gray', 'green', 'colorful'] as const;

/** Settings only app/update takes. */
const APP_ONLY = [
  'install-validity',
  'install-start-date',
  'install-end-date',
  'language',
  'build-number-source',
  'auto-sync',
  'show-service-copyright',
  'qr-code-show-icon',
  'feedback',
  'template',
] as const;
/** Settings only app/updateApp takes. */
const BUILD_ONLY = ['description', 'update-description', 'build-version', 'screenshot'] as const;
/** Settings both take: they go to app/update when app-key is given, else to app/updateApp. */
const SHARED = ['install-type', 'password', 'shortcut'] as const;
/**
 * The word that leaves install-validity as it is (design.md §2, the CLI's --install-validity).
 * It has that meaning there only: `description: Unchanged` is a text to send, and a password
 * `unchanged` is sent and reported like any other.
 */
const KEEP_VALIDITY = 'unchanged';

/** The settings of the update-settings job, in the order they are checked and reported. */
export const UPDATE_SETTINGS_JOB_SETTINGS = [
  ...CONNECTION_SETTINGS,
  'app-key',
  'build-key',
  'user-key',
  ...SHARED,
  ...APP_ONLY,
  ...BUILD_ONLY,
] as const;

/** A setting of the update-settings job. */
export type UpdateSettingsSetting = (typeof UPDATE_SETTINGS_JOB_SETTINGS)[number];

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
  raw: Raw<UpdateSettingsSetting>,
  check = new Checker(),
): Promise<UpdateSettingsOptions> {
  const connection = checkConnection(check, raw);
  const keys: Keys = {
    appKey: check.text(raw['app-key']),
    buildKey: check.text(raw['build-key']),
    userKey: check.text(raw['user-key']),
  };
  const { appChanges, buildChanges } = routeChanges(check, raw, keys.appKey);
  const installType = check.rule(undefined, () =>
    checkInstallType(
      check.word('install-type', raw['install-type'], INSTALL_TYPES),
      check.text(raw.password),
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
  raw: Raw<UpdateSettingsSetting>,
  appKey: string | undefined,
): { appChanges: UpdateSettingsSetting[]; buildChanges: UpdateSettingsSetting[] } {
  const given = (names: readonly UpdateSettingsSetting[]) =>
    names.filter((name) => {
      const text = check.text(raw[name])?.toLowerCase();
      return text !== undefined && !(name === 'install-validity' && text === KEEP_VALIDITY);
    });
  const sharedGoToApp = appKey !== undefined;
  const appChanges = [...given(APP_ONLY), ...(sharedGoToApp ? given(SHARED) : [])];
  const buildChanges = [...given(BUILD_ONLY), ...(sharedGoToApp ? [] : given(SHARED))];
  if (appChanges.length === 0 && buildChanges.length === 0) {
    check.add(
      undefined,
      `no setting was given; set at least one of ${[...SHARED, ...APP_ONLY, ...BUILD_ONLY].join(', ')}`,
    );
  }
  if (given(APP_ONLY).length > 0 && !appKey) {
    check.add('app-key', `is required to change ${given(APP_ONLY).join(', ')} (app settings)`);
  }
  return { appChanges, buildChanges };
}

/** The settings for app/update (service.md#app-settings), each checked. */
function checkAppSettings(
  check: Checker,
  raw: Raw<UpdateSettingsSetting>,
  installType: InstallType,
): AppSettings {
  // A placeholder when bad: done() throws before the settings are used.
  const placeholder: AppSettings['buildInstallType'] = 3;
  const appInstallType = check.failed('install-type')
    ? placeholder
    : check.rule(placeholder, () => checkAppInstallType(installType));
  const { validity, startDate, endDate } = check.rule({ validity: undefined }, () =>
    checkInstallValidity(
      check.word('install-validity', raw['install-validity'], INSTALL_VALIDITIES, KEEP_VALIDITY),
      check.date('install-start-date', raw['install-start-date']),
      check.date('install-end-date', raw['install-end-date']),
    ),
  );
  return {
    buildInstallType: appInstallType,
    buildPassword: check.text(raw.password),
    buildShortcutUrl: check.text(raw.shortcut),
    appIsInstallDate: validity,
    appInstallStartDate: startDate,
    appInstallEndDate: endDate,
    appLang: check.word('language', raw.language, LANGUAGES),
    buildVersionType: check.word(
      'build-number-source',
      raw['build-number-source'],
      BUILD_NUMBER_SOURCES,
    ),
    appAutoSync: check.word('auto-sync', raw['auto-sync'], BOOLEANS),
    appShowServiceCopyright: check.word(
      'show-service-copyright',
      raw['show-service-copyright'],
      BOOLEANS,
    ),
    buildQrcodeShowAppIcon: check.word('qr-code-show-icon', raw['qr-code-show-icon'], BOOLEANS),
    appFeedbackStatus: check.word('feedback', raw.feedback, BOOLEANS),
    buildTemplate: check.choice('template', raw.template, TEMPLATES),
  };
}

/**
 * The settings and user key for app/updateApp (service.md#build-settings), each checked; the
 * shared settings come along when app-key is not given. Records a problem when the user key, or
 * both the build key and the app key, are missing.
 */
async function checkBuildSettings(
  check: Checker,
  raw: Raw<UpdateSettingsSetting>,
  { appKey, buildKey, userKey }: Keys,
  buildChanges: readonly UpdateSettingsSetting[],
  installType: InstallType,
): Promise<NonNullable<UpdateSettingsOptions['buildSettings']>> {
  if (!userKey) {
    check.add('user-key', `is required to change ${buildChanges.join(', ')} (build settings)`);
  }
  if (!appKey && !buildKey) {
    check.add(
      'build-key',
      `or app-key (for its latest build) is required to change ${buildChanges.join(', ')}`,
    );
  }
  return {
    userKey: userKey ?? '',
    update: {
      buildKey,
      buildDescription: check.text(raw.description),
      buildUpdateDescription: check.text(raw['update-description']),
      buildVersion: check.text(raw['build-version']),
      screenshotPath: await check.file('screenshot', raw.screenshot),
      ...(appKey === undefined && {
        buildShortcutUrl: check.text(raw.shortcut),
        buildInstallType: installType,
        buildPassword: check.text(raw.password),
      }),
    },
  };
}
