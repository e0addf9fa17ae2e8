import {
  APP_GROUP_NAMES,
  APP_NAMES,
  BUILD_NAMES,
  CRASH_NAMES,
  FEEDBACK_NAMES,
} from '../../api/v1/names.js';
import { invert, rename, renameList, type Renames } from '../../api/v1/rename.js';
import { serviceDateTime } from '../clock.js';
import type { HandlerContext } from '../handler-context.js';
import type { Build } from '../model.js';
import type { SandboxState } from '../state.js';

/**
 * How a 2.0 handler's answer becomes 1.0's (service.md#v1-names, #legacy-api): the client's rename
 * tables the other way round, so that the two can only disagree with the spec together, which the
 * sandbox tests check against the spec's field names. Fields without a 1.0 name are dropped (2.0's
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

/** The build a 2.0 record describes, by its buildKey. */
function buildOf(data: unknown, { core }: HandlerContext): Build | undefined {
  const key = (data as { buildKey?: unknown } | null)?.buildKey;
  return typeof key === 'string' ? core.state.builds.get(key) : undefined;
}

/**
 * The app record with its app id `aId` (service.md#v1-names), which builds, viewGroup, feedback and
 * crashes take and which a 1.0 client has no other way to learn: 1.0's appKey is a build key.
 */
const withAppId =
  (names: Renames) =>
  (data: unknown, context: HandlerContext): Record<string, unknown> => ({
    ...rename(names, data),
    aId: buildOf(data, context)?.appKey ?? '',
  });

/**
 * The app record with its app id and the account's user key, which 2.0's records leave out
 * (service.md#v1-names).
 */
const withUserKey =
  (names: Renames) =>
  (data: unknown, context: HandlerContext): Record<string, unknown> => ({
    ...withAppId(names)(data, context),
    userKey: context.core.userKey,
  });

/**
 * app/view (service.md#v1-view): the app record, its historical versions with their uploader's user
 * key (service.md#v1-names) and the app's feedback entries (service.md#v1-names). The spec does not
 * name the feedback list; the sandbox calls it `comments` after its fields. Feedback has no build
 * in the sandbox, so an entry carries the viewed build's numbers; its author is an anonymous
 * tester, whose user key is empty.
 */
const viewAnswer: Answer = (data, context) => {
  const { core } = context;
  const renamed = withUserKey(invert(BUILD_NAMES))(data, context);
  const build = buildOf(data, context);
  const otherApps = Array.isArray(renamed.otherApps) ? (renamed.otherApps as object[]) : [];
  return {
    ...renamed,
    otherApps: otherApps.map((entry) => ({ ...entry, userKey: core.userKey })),
    comments: build === undefined ? [] : feedbackEntries(core.state, build),
  };
};

/** The feedback entries of `build`'s app, as app/view lists them (service.md#v1-names). */
function feedbackEntries(state: SandboxState, build: Build) {
  return [...state.feedback.values()]
    .filter((feedback) => feedback.appKey === build.appKey)
    .map((feedback) => ({
      userKey: '',
      commentContent: feedback.content,
      commentImageKeys: feedback.images.map((image) => image.split('/').pop() ?? '').join(','),
      appBuildVersion: build.buildVersion,
      appIdentifier: build.identifier,
      appCreated: serviceDateTime(feedback.created),
      appUpdated: serviceDateTime(feedback.created),
    }));
}

/**
 * The fields getAppKeyByShortcut answers (service.md#v1-get-by-shortcut), fewer than 2.0's
 * getByShortcut.
 */
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

/** The 1.0 answer shapes by name; each route of routes.ts names the one its answer takes. */
export const answers = {
  /** upload, update: the full app set except appFileName (service.md#v1-upload, #v1-update). */
  app: withUserKey(app),
  /** view: the app record, its historical versions and feedback entries (service.md#v1-view). */
  appWithVersions: viewAnswer,
  /** viewGroup: the app record without userKey (service.md#v1-view-group). */
  appWithoutUserKey: withAppId(app),
  /**
   * listAll, builds, listMyPublished: a page of build entries (service.md#v1-list-all, #v1-builds,
   * #v1-list-published).
   */
  apps: list(app),
  /** getAppKeyByShortcut: the fields of service.md#v1-get-by-shortcut only. */
  shortcut: (data) =>
    Object.fromEntries(
      Object.entries(rename(app, data)).filter(([name]) => shortcutFields.includes(name)),
    ),
  /** uploadScreenshot: the build's screenshot keys, comma-separated (service.md#v1-screenshot). */
  screenshotKeys: (data) => ({ keys: rename({ buildScreenShots: 'keys' }, data).keys }),
  groups: list(invert(APP_GROUP_NAMES)),
  group: record(invert(APP_GROUP_NAMES)),
  feedbackPage: list(invert(FEEDBACK_NAMES)),
  feedback: record(invert(FEEDBACK_NAMES)),
  crashes: list(invert(CRASH_NAMES)),
  crash: record(invert(CRASH_NAMES)),
} satisfies Record<string, Answer>;
