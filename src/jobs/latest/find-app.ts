/**
 * Finding an app by the package identifier of its builds (`pgyer latest --identifier`): the
 * caller's apps, page by page (app/listMy, api-v2 §4.10: each app by its current build, which
 * carries buildIdentifier, buildType and the app's appKey).
 */
import {
  BUILD_TYPE_CODES,
  buildTypeOfCode,
  listMyApps,
  PgyerError,
  type BuildRecord,
  type BuildType,
} from '../../api/index.js';
import type { JobContext } from '../context.js';

/** The longest look: a page count larger than this (a wrong answer) is not followed further. */
const MAX_PAGES = 100;

/**
 * The appKey of the app whose builds have `identifier` (and are of `buildType` when given): page
 * 1 of app/listMy, then each further page until a page names it. One request per page read.
 * @throws PgyerError when no page names it, or when the page that does names two apps of that
 *   identifier (one per platform) and `buildType` was not given; ApiError, NetworkError as
 *   Transport.call
 */
export async function findAppByIdentifier(
  job: JobContext,
  identifier: string,
  buildType: BuildType | undefined,
): Promise<string> {
  let pageCount = 1;
  let read = 0;
  for (let page = 1; page <= Math.min(pageCount, MAX_PAGES); page += 1) {
    read = page;
    const answer = await listMyApps(job.transport, page);
    pageCount = answer.pageCount;
    const apps = answer.items.filter(
      (app) =>
        app.buildIdentifier === identifier &&
        (buildType === undefined || app.buildType === BUILD_TYPE_CODES[buildType]),
    );
    const [app, other] = apps;
    if (other) throw new PgyerError(twoApps(identifier, apps));
    if (app?.appKey) {
      job.logger.info(`${identifier} is app ${app.appKey} (app/listMy, page ${String(page)})`);
      return app.appKey;
    }
  }
  const of = buildType === undefined ? '' : ` of build type ${buildType}`;
  throw new PgyerError(
    `identifier: none of your apps${of} has builds of ${identifier} (app/listMy, ${String(read)} page${read === 1 ? '' : 's'} read); check the identifier, or give the app-key`,
  );
}

/** Why `apps`, each of `identifier`, need a build type to tell them apart. */
function twoApps(identifier: string, apps: readonly BuildRecord[]): string {
  const named = apps.map(
    (app) => `${buildTypeOfCode(app.buildType) ?? 'unknown type'} ${app.appKey ?? ''}`,
  );
  return `identifier: ${identifier} names ${String(apps.length)} apps (${named.join(', ')}): give build-type (ios, android or harmony) to choose one`;
}
