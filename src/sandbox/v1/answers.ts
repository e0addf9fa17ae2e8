import {
  APP_GROUP_NAMES,
  APP_NAMES,
  BUILD_NAMES,
  CRASH_NAMES,
  FEEDBACK_NAMES,
} from '../../api/v1/names.js';
import { invert, rename, renameList, type Renames } from '../../api/v1/rename.js';
import type { HandlerContext } from '../handler-context.js';

/**
 * How a 2.0 handler's answer becomes 1.0's (api-v1 §2, §4): the client's rename tables the
 * other way round, so that the two can only disagree with the spec together, which the sandbox
 * tests check against the spec's field names. Fields without a 1.0 name are dropped (2.0's
 * app key, the settings, the install password).
 */
export type Answer = (data: unknown, context: HandlerContext) => unknown;

const app = invert(APP_NAMES);

const record =
  (names: Renames): Answer =>
  (data) =>
    rename(names, data);

const list =
  (names: Renames): Answer =>
  (data) =>
    renameList(names, data);

/** The app record with the account's user key, which 2.0's records leave out (api-v1 §2.2). */
const withUserKey =
  (names: Renames): Answer =>
  (data, { core }) => ({ ...rename(names, data), userKey: core.userKey });

/** The fields getAppKeyByShortcut answers (api-v1 §4.9), fewer than 2.0's getByShortcut. */
const shortcutFields = [
  'appKey',
  'appType',
  'appFileName',
  'appFileSize',
  'appName',
  'appVersion',
  'appVersionNo',
  'appBuildVersion',
  'appIdentifier',
  'appCreated',
];

export const answers = {
  /** upload, update: the full app set except appFileName (api-v1 §4.2, §4.6). */
  app: withUserKey(app),
  /** view: the app record and its historical versions (api-v1 §4.4). */
  appWithVersions: withUserKey(invert(BUILD_NAMES)),
  /** viewGroup: the app record without userKey (api-v1 §4.5). */
  appWithoutUserKey: record(app),
  /** listAll, builds, listMyPublished: a page of build entries (api-v1 §4.1, §4.7, §4.10). */
  apps: list(app),
  /** getAppKeyByShortcut: the fields of api-v1 §4.9 only. */
  shortcut: (data) =>
    Object.fromEntries(
      Object.entries(rename(app, data)).filter(([name]) => shortcutFields.includes(name)),
    ),
  /** uploadScreenshot: the build's screenshot keys, comma-separated (api-v1 §4.8). */
  screenshotKeys: (data) => ({ keys: rename({ buildScreenShots: 'keys' }, data).keys }),
  groups: list(invert(APP_GROUP_NAMES)),
  group: record(invert(APP_GROUP_NAMES)),
  feedbackPage: list(invert(FEEDBACK_NAMES)),
  feedback: record(invert(FEEDBACK_NAMES)),
  crashes: list(invert(CRASH_NAMES)),
  crash: record(invert(CRASH_NAMES)),
} satisfies Record<string, Answer>;
