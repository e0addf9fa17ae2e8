/**
 * `pgyer update-settings`' options, split between app/update (api-v2 §4.6, app level) and
 * app/updateApp (§4.7, build level) as the update-settings sub-action splits its inputs.
 */
import { stat } from 'node:fs/promises';
import {
  InputError,
  type AppSettings,
  type BuildSettingsUpdate,
  type InstallType,
  type YesNo,
} from '../api/index.js';
import { UsageError } from './exit.js';
import { checkAppInstallType, checkInstallType, checkInstallValidity } from '../rules/install.js';
import type { InstallOptions } from './install-options.js';
import { nonEmpty } from './options.js';

/** Install page templates the service accepts (api-v2 §4.6 buildTemplate). */
export const TEMPLATES = ['classic', 'fashion', 'gray', 'green', 'colorful'] as const;

/** update-settings' own options as commander parses them. */
export interface SettingsOptions extends InstallOptions {
  appKey?: string;
  buildKey?: string;
  userKey?: string;
  language?: 1 | 2 | 3;
  buildNumberSource?: YesNo;
  autoSync?: YesNo;
  showServiceCopyright?: YesNo;
  qrCodeShowIcon?: YesNo;
  feedback?: YesNo;
  template?: (typeof TEMPLATES)[number];
  shortcut?: string;
  description?: string;
  updateDescription?: string;
  buildVersion?: string;
  screenshot?: string;
}

type SettingKey = keyof SettingsOptions;

/** Settings only app/update takes. */
const APP_ONLY: readonly SettingKey[] = [
  'installValidity',
  'installStartDate',
  'installEndDate',
  'language',
  'buildNumberSource',
  'autoSync',
  'showServiceCopyright',
  'qrCodeShowIcon',
  'feedback',
  'template',
];
/** Settings only app/updateApp takes. */
const BUILD_ONLY: readonly SettingKey[] = [
  'description',
  'updateDescription',
  'buildVersion',
  'screenshot',
];
/** Settings both take: they go to app/update when --app-key is given, else to app/updateApp. */
const SHARED: readonly SettingKey[] = ['installType', 'password', 'shortcut'];

/** What update-settings will change. */
export interface SettingsPlan {
  appKey: string | undefined;
  /** The build to change; with build settings and no key, the app's latest build. */
  buildKey: string | undefined;
  appSettings: AppSettings | undefined;
  buildSettings: { userKey: string; update: BuildSettingsUpdate } | undefined;
  /** The options that go to app/update, and those that go to app/updateApp. */
  appOptions: string[];
  buildOptions: string[];
}

/** `installStartDate` → `install-start-date`. */
function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Decides which operations run with which settings.
 * @throws InputError naming the first bad or missing option, before any request
 */
export async function planSettings(options: SettingsOptions): Promise<SettingsPlan> {
  const given = (keys: readonly SettingKey[]) =>
    keys.filter((key) => options[key] !== undefined && options[key] !== '');
  const { appKey, buildKey } = options;
  const sharedGoToApp = appKey !== undefined;
  const appKeys = [...given(APP_ONLY), ...(sharedGoToApp ? given(SHARED) : [])];
  const buildKeys = [...given(BUILD_ONLY), ...(sharedGoToApp ? [] : given(SHARED))];
  const appOptions = appKeys.map(kebab);
  const buildOptions = buildKeys.map(kebab);
  if (appKeys.length === 0 && buildKeys.length === 0) {
    const all = [...SHARED, ...APP_ONLY, ...BUILD_ONLY].map((key) => `--${kebab(key)}`);
    throw new UsageError(`no setting was given; set at least one of ${all.join(', ')}`);
  }
  if (given(APP_ONLY).length > 0 && !appKey) {
    throw new InputError(
      'app-key',
      `is required to change ${given(APP_ONLY).map(kebab).join(', ')} (app settings)`,
    );
  }
  const installType = checkInstallType(options.installType, options.password);
  return {
    appKey,
    buildKey,
    appOptions,
    buildOptions,
    appSettings: appKeys.length > 0 ? appSettings(options, installType) : undefined,
    buildSettings:
      buildKeys.length > 0
        ? {
            userKey: requireUserKey(options, buildOptions),
            update: await buildSettings(options, sharedGoToApp ? undefined : installType),
          }
        : undefined,
  };
}

function appSettings(options: SettingsOptions, installType: InstallType | undefined): AppSettings {
  const appInstallType = checkAppInstallType(installType);
  const { validity, startDate, endDate } = checkInstallValidity(
    options.installValidity,
    options.installStartDate,
    options.installEndDate,
  );
  return {
    buildInstallType: appInstallType,
    buildPassword: nonEmpty(options.password),
    buildShortcutUrl: nonEmpty(options.shortcut),
    appIsInstallDate: validity,
    appInstallStartDate: startDate,
    appInstallEndDate: endDate,
    appLang: options.language,
    buildVersionType: options.buildNumberSource,
    appAutoSync: options.autoSync,
    appShowServiceCopyright: options.showServiceCopyright,
    buildQrcodeShowAppIcon: options.qrCodeShowIcon,
    appFeedbackStatus: options.feedback,
    buildTemplate: options.template,
  };
}

function requireUserKey(options: SettingsOptions, changed: readonly string[]): string {
  if (!options.userKey) {
    throw new InputError(
      'user-key',
      `is required to change ${changed.join(', ')} (build settings); or set PGYER_USER_KEY`,
    );
  }
  if (!options.appKey && !options.buildKey) {
    throw new InputError(
      'build-key',
      `or --app-key (for its latest build) is required to change ${changed.join(', ')}`,
    );
  }
  return options.userKey;
}

/**
 * Build settings; the shared ones (install type, password, shortcut) only when they go to
 * app/updateApp, that is without --app-key.
 */
async function buildSettings(
  options: SettingsOptions,
  sharedInstallType: InstallType | undefined,
): Promise<BuildSettingsUpdate> {
  const screenshot = options.screenshot;
  if (screenshot) {
    const info = await stat(screenshot).catch(() => undefined);
    if (!info?.isFile()) throw new InputError('screenshot', `${screenshot} is not a file`);
  }
  return {
    buildKey: options.buildKey,
    buildDescription: nonEmpty(options.description),
    buildUpdateDescription: nonEmpty(options.updateDescription),
    buildVersion: nonEmpty(options.buildVersion),
    screenshotPath: nonEmpty(screenshot),
    ...(options.appKey === undefined && {
      buildShortcutUrl: nonEmpty(options.shortcut),
      buildInstallType: sharedInstallType,
      buildPassword: nonEmpty(options.password),
    }),
  };
}
