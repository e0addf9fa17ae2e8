import type { Handler } from '../handler-context.js';
import { getByShortcut, install, listBuilds, listMyApps, viewApp } from '../handlers/app-read.js';
import {
  listAppGroups,
  listCrashes,
  listFeedback,
  viewAppGroup,
  viewCrash,
  viewFeedback,
} from '../handlers/collections.js';
import { uploadInOneStep } from '../handlers/upload.js';
import type { Route } from '../routes.js';
import { type Answer, answers } from './answers.js';
import { addScreenshot, asUser, listAppsOfType, update, viewBuild } from './handlers.js';
import { asV2Request } from './params.js';

/** Path prefix of API 1.0; its operations are named with it, e.g. `apiv1/app/view`. */
export const v1Prefix = 'apiv1/';

/**
 * A 1.0 operation answered by `handler`, a 2.0 handler or one of handlers.ts: the request's
 * parameters under their 2.0 names in, `answer` shapes what comes out (a Redirect passes as is).
 */
function v1(handler: Handler, answer: Answer = (data) => data): Handler {
  return async (context) => answer(await handler(asV2Request(context)), context);
}

function route(handler: Handler, answer?: Answer, files?: readonly string[]): Route {
  return { handler: v1(handler, answer), ...(files ? { files } : {}) };
}

/** Every operation of service.md#legacy-api, by its path under `/apiv1/`. */
const operations: Readonly<Record<string, Route>> = {
  'app/listAll': route(listAppsOfType, answers.apps),
  'app/upload': route(asUser(uploadInOneStep), answers.app, ['file']),
  'app/install': { handler: v1(install) },
  'app/view': route(viewBuild, answers.appWithVersions),
  'app/viewGroup': route(viewApp, answers.appWithoutUserKey),
  'app/update': route(asUser(update), answers.app),
  'app/builds': route(listBuilds, answers.apps),
  'app/uploadScreenshot': route(addScreenshot, answers.screenshotKeys, ['image']),
  'app/getAppKeyByShortcut': route(getByShortcut, answers.shortcut),
  'user/listMyPublished': route(asUser(listMyApps), answers.apps),
  'userAppGroup/listAll': route(asUser(listAppGroups), answers.groups),
  'userAppGroup/view': route(viewAppGroup, answers.group),
  'feedback/listAll': route(listFeedback, answers.feedbackPage),
  'feedback/view': route(viewFeedback, answers.feedback),
  'crash/listAll': route(listCrashes, answers.crashes),
  'crash/view': route(viewCrash, answers.crash),
};

/**
 * The operations of API 1.0 by their path under `/` (`apiv1/app/view`), answered from the same
 * state as 2.0: a build uploaded through one API is seen through the other.
 */
export const v1Routes: ReadonlyMap<string, Route> = new Map(
  Object.entries(operations).map(([operation, entry]) => [`${v1Prefix}${operation}`, entry]),
);
