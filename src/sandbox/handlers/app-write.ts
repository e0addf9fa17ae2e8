import { rename, rm } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { ServiceRefusal, Codes } from '../codes.js';
import {
  buildOrCurrent,
  type DataPaths,
  type HandlerContext,
  requireApp,
  requireBuild,
} from '../handler-context.js';
import type { App, AppSettings, Build, InstallType } from '../model.js';
import { templates } from '../model.js';
import { randomHex } from '../random.js';
import { detailedRecord, updatedBuildRecord } from '../records.js';
import { sameSecret } from '../secrets.js';
import type { SandboxState } from '../state.js';
import { parseInstallPeriod, publicWithoutPassword } from '../upload-settings.js';

const flags = [1, 2] as const;
/** At most 5 screenshots per build (service.md#limits, error 1039). */
const maxScreenshots = 5;

/**
 * app/update (service.md#app-settings): changes the app's settings; every parameter is validated
 * before any is applied. buildInstallType is required and 2 or 3 (the spec marks it R with those
 * values; public, 1, is "the create-time value used by upload operations",
 * service.md#build-record).
 * @returns the detailed record of the app's current build, as app/view.
 * @throws ServiceRefusal 1010/1009 for the app, 1081 buildInstallType missing or any value outside its
 *   enumeration, 1061 password install with neither a new nor a stored password, 1017 short link
 *   taken or invalid, 1144/1145 for the install period.
 */
export function updateApp(context: HandlerContext) {
  const { params, core, now } = context;
  const app = requireApp(context);
  const installType = params.choice('buildInstallType', [2, 3] as const);
  if (installType === undefined) {
    throw new ServiceRefusal(Codes.illegalRequest, 200, 'buildInstallType is required');
  }
  const password = params.optional('buildPassword') ?? app.settings.password;
  if (installType === 2 && password === '') throw new ServiceRefusal(Codes.passwordEmpty);
  const access = accessOf(installType, password);
  const shortcut = shortcutChange(core.state, app, params.optional('buildShortcutUrl'));
  const changes: Partial<AppSettings> = {
    ...access,
    period: parseInstallPeriod(
      params.choice('appIsInstallDate', flags),
      params.optional('appInstallStartDate'),
      params.optional('appInstallEndDate'),
    ),
    lang: params.choice('appLang', [1, 2, 3] as const),
    versionType: params.choice('buildVersionType', flags),
    autoSync: params.choice('appAutoSync', flags),
    showServiceCopyright: params.choice('appShowServiceCopyright', flags),
    qrcodeShowAppIcon: params.choice('buildQrcodeShowAppIcon', flags),
    feedbackStatus: params.choice('appFeedbackStatus', flags),
    template: params.choice('buildTemplate', templates),
  };
  Object.assign(app.settings, definedOnly(changes));
  app.shortcut = shortcut;
  const build = core.state.currentBuild(app);
  if (build === undefined) throw new ServiceRefusal(Codes.notFound);
  return detailedRecord(core.state, core.links, build, now);
}

/**
 * app/updateApp (service.md#build-settings): changes one build (descriptions, version label,
 * screenshot) and its app's short link and install access. Needs the userKey. buildDescription,
 * buildUpdateDescription and buildPassword sent empty set the field empty (the spec says so for
 * these three); a password install left without a password is public (as service.md#upload-token).
 * Other parameters sent empty are not given. Without buildKey (optional in the spec, which does
 * not say what is changed then), the build of {@link buildOrCurrent}.
 * @throws ServiceRefusal 1012 userKey empty, 1045 wrong userKey, 1093 for the build (1023 empty
 *   with the requireBuildKey option), 1081 bad install type, 1017 short link, 1039 a sixth
 *   screenshot.
 */
export async function updateBuild(context: HandlerContext) {
  const { params, files, core, now } = context;
  if (!sameSecret(params.required('userKey', Codes.userKeyEmpty), core.userKey)) {
    throw new ServiceRefusal(Codes.userKeyInvalid);
  }
  const build = buildOrCurrent(context);
  const app = core.state.appOf(build);
  const password = params.clearable('buildPassword') ?? app.settings.password;
  const access = accessOf(
    publicWithoutPassword(
      params.choice('buildInstallType', [1, 2, 3] as const) ?? app.settings.installType,
      password,
    ),
    password,
  );
  const shortcut = shortcutChange(core.state, app, params.optional('buildShortcutUrl'));
  const screenshot = files.get('screenshot');
  if (screenshot !== undefined && build.screenshots.length >= maxScreenshots) {
    throw new ServiceRefusal(Codes.tooManyScreenshots);
  }
  Object.assign(app.settings, access);
  app.shortcut = shortcut;
  build.description = params.clearable('buildDescription') ?? build.description;
  build.updateDescription = params.clearable('buildUpdateDescription') ?? build.updateDescription;
  build.version = params.optional('buildVersion') ?? build.version;
  if (screenshot !== undefined) {
    const key = `${randomHex(16)}${extname(screenshot.fileName).toLowerCase()}`;
    await rename(screenshot.path, join(core.paths.screenshots, key));
    build.screenshots.push(key);
  }
  build.updated = now;
  return updatedBuildRecord(core.state, core.links, build);
}

/**
 * app/setNewestVersion (service.md#newest-version); without buildKey (optional in the spec), the
 * build of {@link buildOrCurrent}.
 * @throws ServiceRefusal 1093 for the build (1023 empty with the requireBuildKey option).
 */
export function setNewestVersion(context: HandlerContext): [] {
  context.core.state.setNewest(buildOrCurrent(context));
  return [];
}

/**
 * app/cancelNewestVersion (service.md#newest-version); without buildKey (optional in the spec),
 * the build of {@link buildOrCurrent}.
 * @throws ServiceRefusal 1093 for the build (1023 empty with the requireBuildKey option).
 */
export function cancelNewestVersion(context: HandlerContext): [] {
  context.core.state.cancelNewest(buildOrCurrent(context));
  return [];
}

/**
 * app/deleteApp (service.md#deletion): removes the app, its builds and their files.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app.
 */
export async function deleteApp(context: HandlerContext): Promise<[]> {
  const { state, paths } = context.core;
  await removeFiles(state.removeApp(requireApp(context)), paths);
  return [];
}

/**
 * app/buildDelete (service.md#deletion): removes one build and its file. The spec: "deleting all
 * downloadable versions gives 1202; deleting all displayed versions gives 1203". The sandbox's
 * reading: every build of the app is displayed (app/builds lists it), a blocked one
 * (buildManuallyBlocked 1, which nothing installs) is not downloadable. So the app's last
 * downloadable build answers 1202, checked first; its last build, when blocked, 1203.
 * @throws ServiceRefusal 1023/1093 for the build, 1202 the last downloadable build, 1203 the last
 *   build.
 */
export async function deleteBuild(context: HandlerContext): Promise<[]> {
  const { state, paths } = context.core;
  const build = requireBuild(context);
  const others = state.buildsOf(build.appKey).filter((other) => other !== build);
  if (isDownloadable(build) && !others.some(isDownloadable)) {
    throw new ServiceRefusal(Codes.lastDownloadableBuild);
  }
  if (others.length === 0) throw new ServiceRefusal(Codes.lastDisplayedBuild);
  state.removeBuild(build);
  await removeFiles([build], paths);
  return [];
}

/** Whether testers can install `build`: a blocked one is refused (1051) everywhere. */
function isDownloadable(build: Build): boolean {
  return build.manuallyBlocked !== 1;
}

/** The app's install settings: the password is kept for a password install only. */
function accessOf(installType: InstallType, password: string) {
  return { installType, password: installType === 2 ? password : '' };
}

/** The app's short link after a change; absent or empty keeps it. */
function shortcutChange(state: SandboxState, app: App, shortcut: string | undefined): string {
  if (shortcut === undefined || shortcut === '' || shortcut === app.shortcut) return app.shortcut;
  if (!state.isShortcutAvailable(shortcut, app)) throw new ServiceRefusal(Codes.shortcutTaken);
  return shortcut;
}

function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** Removes the packages and screenshots of `builds` that the sandbox stored (not seed files). */
async function removeFiles(builds: readonly Build[], paths: DataPaths): Promise<void> {
  const owned = builds.flatMap(({ filePath, screenshots, iconKey }) => [
    ...(filePath !== undefined && dirname(filePath) === paths.builds ? [filePath] : []),
    ...screenshots.map((key) => join(paths.screenshots, key)),
    ...(iconKey === '' ? [] : [join(paths.icons, iconKey)]),
  ]);
  await Promise.all(owned.map((path) => rm(path, { force: true })));
}
