import { ServiceRefusal, Codes } from '../codes.js';
import { type Handler, type HandlerContext, requireBuild } from '../handler-context.js';
import { listMyApps, viewApp } from '../handlers/app-read.js';
import { updateBuild } from '../handlers/app-write.js';
import type { Build, Platform } from '../model.js';
import { buildTypeCodes } from '../model.js';
import { basicRecord, paged } from '../records.js';
import { sameSecret } from '../secrets.js';
import { withParams } from './params.js';

/**
 * What API 1.0 does beyond its 2.0 counterpart, around the 2.0 handlers; the contexts here
 * carry 2.0 parameter names (params.ts).
 */

/**
 * `handler` behind the user key that the 1.0 operation requires (service.md#v1-authentication) and
 * its 2.0 counterpart does not: 1012 when empty, 1045 when wrong, as app/updateApp
 * (service.md#build-settings).
 */
export function asUser(handler: Handler): Handler {
  return (context) => {
    const { params, core } = context;
    if (!sameSecret(params.required('userKey', Codes.userKeyEmpty), core.userKey)) {
      throw new ServiceRefusal(Codes.userKeyInvalid);
    }
    return handler(context);
  };
}

/** The platforms app/listAll's `type` names; 1.0 knows iOS and Android (service.md#v1-names). */
const listedPlatforms = ['ios', 'android'] as const satisfies readonly Platform[];

/**
 * app/listAll (service.md#v1-list-all): app/listMy's entries, only those of the platform `type`
 * when given.
 * @throws ServiceRefusal 1081 for a type other than ios or android.
 */
export function listAppsOfType(context: HandlerContext) {
  const { params, core } = context;
  const platform = params.choice('type', listedPlatforms);
  // app/listMy's entries in its order, all on one page, then filtered and paged again.
  const { list } = listMyApps({
    ...withParams(context, {}),
    core: { ...core, pageSize: Number.POSITIVE_INFINITY },
  });
  const entries = list.filter(
    (entry) => platform === undefined || entry.buildType === buildTypeCodes[platform],
  );
  return paged(entries, params.page(), core.pageSize);
}

/**
 * app/view (service.md#v1-view): 2.0's app/view of the build `buildKey`, whose app 1.0 does not
 * name.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown build.
 */
export function viewBuild(context: HandlerContext) {
  const build = requireBuild(context);
  return viewApp(withParams(context, { appKey: build.appKey, buildKey: build.key }));
}

/**
 * app/update (service.md#v1-update): 2.0's app/updateApp, then what only 1.0 changes: the build's
 * name (kept when empty) and its screenshots (`buildScreenShots`, keys from uploadScreenshot; empty
 * removes them all), checked before anything changes.
 * @returns the basic record of the build after the change.
 * @throws ServiceRefusal as app/updateApp, 1081 for a screenshot key the build does not have.
 */
export async function update(context: HandlerContext) {
  const { params, core } = context;
  const build = requireBuild(context);
  const screenshots = screenshotsChange(build, params.clearable('buildScreenShots'));
  await updateBuild(context);
  const name = params.optional('buildName') ?? '';
  if (name !== '') build.name = name;
  build.screenshots = screenshots ?? build.screenshots;
  return basicRecord(core.state, core.links, build);
}

/**
 * app/uploadScreenshot (service.md#v1-screenshot): 2.0's app/updateApp with only a screenshot, as
 * the account's user, since 1.0 asks no user key here.
 * @returns app/updateApp's record, whose buildScreenShots lists the build's screenshot keys.
 * @throws ServiceRefusal 1021 no image, 1023/1093 for the build, 1039 a sixth screenshot.
 */
export function addScreenshot(context: HandlerContext) {
  const { params, files, core } = context;
  if (!files.has('screenshot')) throw new ServiceRefusal(Codes.invalidFile);
  return updateBuild(
    withParams(context, {
      userKey: core.userKey,
      buildKey: params.optional('buildKey') ?? '',
    }),
  );
}

/** The build's screenshots after app/update; undefined leaves them. */
function screenshotsChange(build: Build, keys: string | undefined): string[] | undefined {
  if (keys === undefined) return undefined;
  const wanted = keys.split(',').filter((key) => key !== '');
  if (wanted.some((key) => !build.screenshots.includes(key))) {
    throw new ServiceRefusal(Codes.illegalRequest, 200, 'appScreenshots: no such screenshot');
  }
  return wanted;
}
