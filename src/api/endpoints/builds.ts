/**
 * Reading apps and builds (service.md#app-view, #app-builds, #get-by-shortcut, #list-my,
 * #update-check).
 */
import { decodePage, decodeRecord, type Page } from '../decode.js';
import {
  BUILD_FIELDS,
  UPDATE_CHECK_FIELDS,
  type BuildRecord,
  type UpdateCheck,
} from '../records.js';
import { fetchAllPages } from '../paging.js';
import type { Transport } from '../transport/index.js';

/**
 * An app's details and its current build, or the given build: service.md#app-view (app/view).
 * Includes iconUrl, buildScreenshotsUrl, otherApps and download counts.
 * @throws ApiError, NetworkError as Transport.call
 */
export async function viewApp(
  transport: Transport,
  appKey: string,
  buildKey?: string,
): Promise<BuildRecord> {
  const { data } = await transport.call('app/view', {
    params: { appKey, buildKey },
    required: ['appKey'],
  });
  return decodeRecord(BUILD_FIELDS, data);
}

/**
 * One page of an app's builds, newest first: service.md#app-builds (app/builds).
 * @param page 1-based page number; the service's default when omitted
 * @throws ApiError, NetworkError as Transport.call
 */
export async function listBuilds(
  transport: Transport,
  appKey: string,
  page?: number,
): Promise<Page<BuildRecord>> {
  const { data } = await transport.call('app/builds', {
    params: { appKey, page },
    required: ['appKey'],
  });
  return decodePage(BUILD_FIELDS, data);
}

/**
 * Every build of an app, newest first, through all pages of app/builds (service.md#app-builds), at
 * most
 * `concurrency` pages at once.
 * @throws ApiError, NetworkError as Transport.call
 */
export async function listAllBuilds(
  transport: Transport,
  appKey: string,
  concurrency = 4,
): Promise<BuildRecord[]> {
  return fetchAllPages((page) => listBuilds(transport, appKey, page), concurrency);
}

/**
 * The latest build behind a short link: service.md#get-by-shortcut (app/getByShortcut).
 * @param shortcut only the last segment of the short link
 * @throws ApiError, NetworkError as Transport.call
 */
export async function getBuildByShortcut(
  transport: Transport,
  shortcut: string,
): Promise<BuildRecord> {
  const { data } = await transport.call('app/getByShortcut', {
    params: { buildShortcutUrl: shortcut },
    required: ['buildShortcutUrl'],
  });
  return decodeRecord(BUILD_FIELDS, data);
}

/**
 * One page of the caller's own apps (latest build of each, with appKey): service.md#list-my
 * (app/listMy).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function listMyApps(transport: Transport, page?: number): Promise<Page<BuildRecord>> {
  const { data } = await transport.call('app/listMy', { params: { page } });
  return decodePage(BUILD_FIELDS, data);
}

/** What the app on a device runs, for the update check (service.md#update-check). */
export interface UpdateCheckParams {
  appKey: string;
  /** The app's own version (versionName on Android, CFBundleShortVersionString on iOS). */
  buildVersion?: string;
  /** The service's build number. */
  buildBuildVersion?: number;
  channelKey?: string;
}

/**
 * Whether a newer build exists: service.md#update-check (app/check).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function checkForUpdate(
  transport: Transport,
  params: UpdateCheckParams,
): Promise<UpdateCheck> {
  const { data } = await transport.call('app/check', {
    params: { ...params },
    required: ['appKey'],
  });
  return decodeRecord(UPDATE_CHECK_FIELDS, data);
}
