/**
 * Reading apps and builds through API 1.0 (service.md#v1-list-all, #v1-view, #v1-view-group,
 * #v1-builds, #v1-get-by-shortcut, #v1-list-published).
 */
import type { Page } from '../decode.js';
import { BUILD_FIELDS, type BuildRecord } from '../records.js';
import type { Transport } from '../transport/index.js';
import { decodeV1Page, decodeV1Record } from './decode.js';
import { APP_NAMES, BUILD_NAMES } from './names.js';

/**
 * One page of the caller's apps, the latest build of each: service.md#v1-list-all (app/listAll).
 * @param options.type only apps of this platform (1.0 knows iOS and Android)
 * @throws ApiError, NetworkError as Transport.call
 */
export async function listApps(
  transport: Transport,
  options: { type?: 'ios' | 'android'; page?: number } = {},
): Promise<Page<BuildRecord>> {
  const { data } = await transport.call('app/listAll', { params: { ...options } });
  return decodeV1Page(BUILD_FIELDS, APP_NAMES, data);
}

/**
 * One build with its historical versions (`otherApps`): service.md#v1-view (app/view). 1.0 names
 * the build alone; the user key is optional there.
 * @throws MissingParameterError when buildKey is empty; ApiError, NetworkError as Transport.call
 */
export async function viewBuild(
  transport: Transport,
  buildKey: string,
  userKey?: string,
): Promise<BuildRecord> {
  const { data } = await transport.call('app/view', {
    params: { aKey: buildKey, uKey: userKey },
    required: ['aKey'],
  });
  return decodeV1Record(BUILD_FIELDS, BUILD_NAMES, data);
}

/**
 * The current build of an app: service.md#v1-view-group (app/viewGroup; 1.0's "group" is 2.0's
 * app).
 * @throws MissingParameterError when appKey is empty; ApiError, NetworkError as Transport.call
 */
export async function viewApp(transport: Transport, appKey: string): Promise<BuildRecord> {
  const { data } = await transport.call('app/viewGroup', {
    params: { aId: appKey },
    required: ['aId'],
  });
  return decodeV1Record(BUILD_FIELDS, APP_NAMES, data);
}

/**
 * One page of an app's builds: service.md#v1-builds (app/builds).
 * @throws MissingParameterError when appKey is empty; ApiError, NetworkError as Transport.call
 */
export async function listBuilds(
  transport: Transport,
  appKey: string,
  page?: number,
): Promise<Page<BuildRecord>> {
  const { data } = await transport.call('app/builds', {
    params: { aId: appKey, page },
    required: ['aId'],
  });
  return decodeV1Page(BUILD_FIELDS, APP_NAMES, data);
}

/**
 * The latest build behind a short link, with its file name: service.md#v1-get-by-shortcut
 * (app/getAppKeyByShortcut).
 * @param shortcut only the last segment of the short link
 * @throws MissingParameterError when shortcut is empty; ApiError, NetworkError as Transport.call
 */
export async function getBuildByShortcut(
  transport: Transport,
  shortcut: string,
): Promise<BuildRecord> {
  const { data } = await transport.call('app/getAppKeyByShortcut', {
    params: { shortcut },
    required: ['shortcut'],
  });
  return decodeV1Record(BUILD_FIELDS, APP_NAMES, data);
}

/**
 * One page of the apps the user published, the latest build of each: service.md#v1-list-published
 * (user/listMyPublished). Unlike 2.0's listMy, the entries carry no appKey (1.0's `appKey` is
 * the build's).
 * @throws MissingParameterError when userKey is empty; ApiError, NetworkError as Transport.call
 */
export async function listMyPublished(
  transport: Transport,
  userKey: string,
  page?: number,
): Promise<Page<BuildRecord>> {
  const { data } = await transport.call('user/listMyPublished', {
    params: { uKey: userKey, page },
    required: ['uKey'],
  });
  return decodeV1Page(BUILD_FIELDS, APP_NAMES, data);
}
