import { ServiceRefusal, Codes } from '../codes.js';
import { type HandlerContext, Redirect, requireApp } from '../handler-context.js';
import type { App, Build } from '../model.js';
import { passwordAccepted, unavailability } from '../pages/install-access.js';
import { detailedRecord, listEntry, paged, shortcutRecord } from '../records.js';

/**
 * app/view (service.md#app-view): the build `buildKey` of the app, else the app's current build,
 * with the app's settings and other builds.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app, 1093 buildKey not a build of the app.
 */
export function viewApp(context: HandlerContext) {
  const { params, core, now } = context;
  const app = requireApp(context);
  const buildKey = params.optional('buildKey') ?? '';
  const build = buildKey === '' ? core.state.currentBuild(app) : core.state.builds.get(buildKey);
  if (build?.appKey !== app.key) throw new ServiceRefusal(Codes.notFound);
  return detailedRecord(core.state, core.links, build, now);
}

/**
 * app/builds (service.md#app-builds): the app's builds, most recent upload first, one page of
 * `pageSize`.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app.
 */
export function listBuilds(context: HandlerContext) {
  const { params, core } = context;
  const builds = core.state.buildsOf(requireApp(context).key);
  return paged(builds.map(listEntry), params.page(), core.pageSize);
}

/**
 * app/listMy (service.md#list-my): the caller's apps, each by its current build, most recent first.
 */
export function listMyApps({ params, core }: HandlerContext) {
  const builds = [...core.state.apps.values()]
    .map((app) => core.state.currentBuild(app))
    .filter((build) => build !== undefined)
    .sort((a, b) => b.created.getTime() - a.created.getTime());
  const entries = builds.map((build) => ({ ...listEntry(build), appKey: build.appKey }));
  return paged(entries, params.page(), core.pageSize);
}

/**
 * app/getByShortcut (service.md#get-by-shortcut): the current build of the app with that short
 * link.
 * @throws ServiceRefusal 1031 short link empty, 1009 no app has it.
 */
export function getByShortcut({ params, core }: HandlerContext) {
  const shortcut = params.required('buildShortcutUrl', Codes.shortcutEmpty);
  const app = core.state.appByShortcut(shortcut);
  return shortcutRecord(core.state, core.links, currentBuildOf({ core, app }));
}

/**
 * app/check (service.md#update-check, api-v2 §4.12): whether the offered build is newer than the
 * caller's, by buildBuildVersion when given, else by buildVersion (dotted numbers); neither given:
 * false. The offered build is the app's current one, or with `channelKey` the channel's build: the
 * sandbox's channels have no key of their own, so `channelKey` names one by its short link. The
 * sandbox has no forced updates.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app or a channel without a build, 1081
 *   buildBuildVersion not an Integer, 1212 a channel that is unknown or of another app.
 */
export function checkForUpdate(context: HandlerContext) {
  const { params, core } = context;
  const app = requireApp(context);
  const channelKey = params.optional('channelKey') ?? '';
  const build = channelKey === '' ? currentBuildOf({ core, app }) : channelBuildOf(context, app);
  const buildVersion = params.integer('buildBuildVersion');
  const version = params.optional('buildVersion') ?? '';
  const newer =
    buildVersion !== undefined
      ? build.buildVersion > buildVersion
      : version !== '' && compareVersions(build.version, version) > 0;
  return {
    buildBuildVersion: build.buildVersion,
    forceUpdateVersion: '',
    forceUpdateVersionNo: '',
    needForceUpdate: false,
    downloadURL: core.links.download(build.key),
    appURL: core.links.installPage(core.links.target(app, build)),
    buildHaveNewVersion: newer,
    buildVersionNo: build.versionNo,
    buildVersion: build.version,
    buildShortcutUrl: channelKey === '' ? app.shortcut : channelKey,
    buildUpdateDescription: build.updateDescription,
  };
}

/**
 * The build of the channel whose short link is `channelKey`, a channel of `app`.
 * @throws ServiceRefusal 1212 unknown channel or another app's, 1009 the channel has no build.
 */
function channelBuildOf({ params, core }: HandlerContext, app: App): Build {
  const channel = core.state.channels.get(params.optional('channelKey') ?? '');
  if (channel?.appKey !== app.key) throw new ServiceRefusal(Codes.channelInvalid);
  const build =
    channel.buildKey === undefined ? undefined : core.state.builds.get(channel.buildKey);
  if (build === undefined) throw new ServiceRefusal(Codes.appNotFound);
  return build;
}

/**
 * app/install (service.md#install-links, GET): redirects (302) to the package download of the build
 * `buildKey`, or of the current build of the app named by `appKey` (an appKey or short link).
 * @throws ServiceRefusal 1008 both empty, 1093 unknown build, 1009 unknown app, 1051 blocked build,
 *   1048 today is outside the install period, 1050 wrong install password (password apps); the
 *   same rules as the install page, in its order.
 */
export function install({ params, core, now }: HandlerContext): Redirect {
  const buildKey = params.optional('buildKey') ?? '';
  const appKey = params.optional('appKey') ?? '';
  if (buildKey === '' && appKey === '') throw new ServiceRefusal(Codes.bothKeysEmpty);
  let build: Build | undefined;
  if (buildKey !== '') {
    build = core.state.builds.get(buildKey);
    if (build === undefined) throw new ServiceRefusal(Codes.notFound);
  } else {
    build = currentBuildOf({ core, app: core.state.findApp(appKey) });
  }
  const app = core.state.appOf(build);
  const unavailable = unavailability(app, build, now);
  if (unavailable !== undefined) throw new ServiceRefusal(unavailable.code);
  if (!passwordAccepted(app, params.optional('buildPassword') ?? '')) {
    throw new ServiceRefusal(Codes.wrongPassword);
  }
  return new Redirect(core.links.download(build.key));
}

/** The current build of `app`. @throws ServiceRefusal 1009 when there is no app or no build. */
function currentBuildOf({
  core,
  app,
}: {
  core: HandlerContext['core'];
  app: App | undefined;
}): Build {
  const build = app === undefined ? undefined : core.state.currentBuild(app);
  if (build === undefined) throw new ServiceRefusal(Codes.appNotFound);
  return build;
}

/** Compares dotted version labels numerically part by part ("1.10" > "1.9"); non-numbers count 0. */
function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
