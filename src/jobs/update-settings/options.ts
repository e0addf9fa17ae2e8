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

/** The settings of the update-settings job, in the order they are checked and reported. */
export const UPDATE_SETTINGS_SETTINGS = [
  ...CONNECTION_SETTINGS,
  'app-key',
  'build-key',
  'user-key',
  ...SHARED,
  ...APP_ONLY,
  ...BUILD_ONLY,
] as const;

/** A setting of the update-settings job. */
export type UpdateSettingsSetting = (typeof UPDATE_SETTINGS_SETTINGS)[number];

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
  const text = (name: UpdateSettingsSetting) => check.text(raw[name]);
  const appKey = text('app-key');
  const buildKey = text('build-key');
  const userKey = text('user-key');
  const password = text('password');
  const given = (names: readonly UpdateSettingsSetting[]) =>
    names.filter((name) => !['', 'unchanged'].includes(text(name)?.toLowerCase() ?? ''));
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
  const installType = check.rule(undefined, () =>
    checkInstallType(check.word('install-type', raw['install-type'], INSTALL_TYPES), password),
  );

  let appSettings: AppSettings | undefined;
  if (appChanges.length > 0) {
    // A placeholder when bad: done() throws before the settings are used.
    const placeholder: AppSettings['buildInstallType'] = 3;
    const appInstallType = check.failed('install-type')
      ? placeholder
      : check.rule(placeholder, () => checkAppInstallType(installType));
    const { validity, startDate, endDate } = check.rule({ validity: undefined }, () =>
      checkInstallValidity(
        check.word('install-validity', raw['install-validity'], INSTALL_VALIDITIES, 'unchanged'),
        check.date('install-start-date', raw['install-start-date']),
        check.date('install-end-date', raw['install-end-date']),
      ),
    );
    appSettings = {
      buildInstallType: appInstallType,
      buildPassword: password,
      buildShortcutUrl: text('shortcut'),
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

  let buildSettings: UpdateSettingsOptions['buildSettings'];
  if (buildChanges.length > 0) {
    if (!userKey) {
      check.add('user-key', `is required to change ${buildChanges.join(', ')} (build settings)`);
    }
    if (!appKey && !buildKey) {
      check.add(
        'build-key',
        `or app-key (for its latest build) is required to change ${buildChanges.join(', ')}`,
      );
    }
    buildSettings = {
      userKey: userKey ?? '',
      update: {
        buildKey,
        buildDescription: text('description'),
        buildUpdateDescription: text('update-description'),
        buildVersion: text('build-version'),
        screenshotPath: await check.file('screenshot', raw.screenshot),
        ...(!sharedGoToApp && {
          buildShortcutUrl: text('shortcut'),
          buildInstallType: installType,
          buildPassword: password,
        }),
      },
    };
  }
  return check.done({
    ...connection,
    appKey,
    buildKey,
    appSettings,
    buildSettings,
    appChanges: new Set(appChanges),
    buildChanges: new Set(buildChanges),
  });
}
