/**
 * The typed inputs of update-settings (design.md §2): which settings go to app/update
 * (api-v2 §4.6, app level) and which to app/updateApp (§4.7, build level), checked before any
 * request.
 */
import { checkAppInstallType } from '../../rules/install.js';
import {
  BOOLEANS,
  BUILD_NUMBER_SOURCES,
  InputError,
  LANGUAGES,
  type AppSettings,
  type BuildSettingsUpdate,
  type InstallType,
} from '../../api/index.js';
import { readConnectionInputs, type ConnectionInputs } from '../common/connection.js';
import { fileInput, optionalInput, secretInput, wordInput } from '../common/inputs.js';
import { readInstallType, readInstallValidity } from '../common/install-inputs.js';

/** Install page templates the service accepts (api-v2 §4.6 buildTemplate). */
const TEMPLATES = ['classic', 'fashion', 'gray', 'green', 'colorful'] as const;

/** Settings only app/update takes. */
const APP_ONLY_INPUTS = [
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
const BUILD_ONLY_INPUTS = [
  'description',
  'update-description',
  'build-version',
  'screenshot',
] as const;
/** Settings both take: they go to app/update when app-key is given, else to app/updateApp. */
const SHARED_INPUTS = ['install-type', 'password', 'shortcut'] as const;

/** What update-settings will change. */
export interface UpdateSettingsInputs extends ConnectionInputs {
  appKey: string | undefined;
  /** The build to change; when undefined with build settings, the app's latest build. */
  buildKey: string | undefined;
  /** Settings for app/update, or undefined when none was given. */
  appSettings: AppSettings | undefined;
  /** Settings and user key for app/updateApp, or undefined when none was given. */
  buildSettings: { userKey: string; update: BuildSettingsUpdate } | undefined;
  /** The setting inputs that go to app/update. */
  appInputs: ReadonlySet<string>;
  /** The setting inputs that go to app/updateApp. */
  buildInputs: ReadonlySet<string>;
}

/** Reads and checks every input. @throws InputError naming the first bad input */
export async function readUpdateSettingsInputs(): Promise<UpdateSettingsInputs> {
  const connection = readConnectionInputs();
  const userKey = secretInput('user-key', { required: false });
  const password = secretInput('password', { required: false });
  const appKey = optionalInput('app-key') || undefined;
  const buildKey = optionalInput('build-key') || undefined;

  // "unchanged" is how an install validity is left alone: it changes nothing.
  const given = (names: readonly string[]) =>
    names.filter((name) => !['', 'unchanged'].includes(optionalInput(name).toLowerCase()));
  const sharedGoToApp = appKey !== undefined;
  const appInputs = [...given(APP_ONLY_INPUTS), ...(sharedGoToApp ? given(SHARED_INPUTS) : [])];
  const buildInputs = [...given(BUILD_ONLY_INPUTS), ...(sharedGoToApp ? [] : given(SHARED_INPUTS))];
  if (appInputs.length === 0 && buildInputs.length === 0) {
    throw new InputError(
      'settings',
      `none was given; set at least one of ${[...SHARED_INPUTS, ...APP_ONLY_INPUTS, ...BUILD_ONLY_INPUTS].join(', ')}`,
    );
  }
  if (given(APP_ONLY_INPUTS).length > 0 && !appKey) {
    throw new InputError(
      'app-key',
      `is required to change ${given(APP_ONLY_INPUTS).join(', ')} (app settings)`,
    );
  }
  const installType = readInstallType(password);

  return {
    ...connection,
    appKey,
    buildKey,
    appInputs: new Set(appInputs),
    buildInputs: new Set(buildInputs),
    appSettings: appInputs.length > 0 ? readAppSettings(installType, password) : undefined,
    buildSettings:
      buildInputs.length > 0
        ? {
            userKey: requireUserKey(userKey, buildInputs, appKey, buildKey),
            update: await readBuildSettings(
              buildKey,
              sharedGoToApp ? undefined : { installType, password },
            ),
          }
        : undefined,
  };
}

function readAppSettings(installType: InstallType | undefined, password: string): AppSettings {
  const appInstallType = checkAppInstallType(installType);
  const { validity, startDate, endDate } = readInstallValidity();
  const template = optionalInput('template').toLowerCase();
  if (template && !TEMPLATES.includes(template as (typeof TEMPLATES)[number])) {
    throw new InputError('template', `"${template}" is not one of ${TEMPLATES.join(', ')}`);
  }
  return {
    buildInstallType: appInstallType,
    buildPassword: password || undefined,
    buildShortcutUrl: optionalInput('shortcut') || undefined,
    appIsInstallDate: validity,
    appInstallStartDate: startDate,
    appInstallEndDate: endDate,
    appLang: wordInput('language', LANGUAGES),
    buildVersionType: wordInput('build-number-source', BUILD_NUMBER_SOURCES),
    appAutoSync: wordInput('auto-sync', BOOLEANS),
    appShowServiceCopyright: wordInput('show-service-copyright', BOOLEANS),
    buildQrcodeShowAppIcon: wordInput('qr-code-show-icon', BOOLEANS),
    appFeedbackStatus: wordInput('feedback', BOOLEANS),
    buildTemplate: (template || undefined) as AppSettings['buildTemplate'],
  };
}

function requireUserKey(
  userKey: string,
  inputs: string[],
  appKey?: string,
  buildKey?: string,
): string {
  if (!userKey)
    throw new InputError('user-key', `is required to change ${inputs.join(', ')} (build settings)`);
  if (!appKey && !buildKey) {
    throw new InputError(
      'build-key',
      `or app-key (for its latest build) is required to change ${inputs.join(', ')}`,
    );
  }
  return userKey;
}

/** Build settings; `shared` carries install-type and password when they go to app/updateApp too. */
async function readBuildSettings(
  buildKey: string | undefined,
  shared: { installType: InstallType | undefined; password: string } | undefined,
): Promise<BuildSettingsUpdate> {
  return {
    buildKey,
    buildDescription: optionalInput('description') || undefined,
    buildUpdateDescription: optionalInput('update-description') || undefined,
    buildVersion: optionalInput('build-version') || undefined,
    screenshotPath: await fileInput('screenshot'),
    ...(shared && {
      buildShortcutUrl: optionalInput('shortcut') || undefined,
      buildInstallType: shared.installType,
      buildPassword: shared.password || undefined,
    }),
  };
}
