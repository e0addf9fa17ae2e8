/**
 * The options of the health job (the `report/` sub-action, `pgyer report`; README.md "Release
 * health"): the app, the window, how many crash groups and feedback messages to list.
 */
import { checkNotifyOptions, NOTIFY_SETTINGS, type NotifyOptions } from '../notify/options.js';
import { Checker, type Raw } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import {
  integerSetting,
  settingsByName,
  type NameOf,
  type RawOf,
  type Setting,
} from '../options/setting.js';
import { checkSince, DEFAULT_SINCE, SINCE_FORMS, type Since } from './since.js';

/** Crash groups and feedback messages a report lists of each, unless max-items says otherwise. */
export const DEFAULT_MAX_ITEMS = 10;

/** Pages of each list a report reads at most, unless max-pages says otherwise. */
export const DEFAULT_MAX_PAGES = 5;

/** The app and the window (the health job's own settings, without the connection). */
export const HEALTH_SETTINGS = [
  {
    name: 'app-key',
    help: 'the appKey of the app to report on',
    value: '<key>',
    required: true,
    check: (check, value) => check.required('app-key', value),
  },
  {
    name: 'since',
    help: `the start of the window: ${SINCE_FORMS}`,
    value: '<when>',
    default: DEFAULT_SINCE,
    check: (check, value) => checkSince(check, 'since', value),
  } satisfies Setting<'since', Since | undefined>,
  integerSetting({
    name: 'max-items',
    help: 'how many crash groups and how many feedback messages to list (the rest are counted)',
    value: '<n>',
    range: { min: 1, max: 100 },
    fallback: DEFAULT_MAX_ITEMS,
  }),
  integerSetting({
    name: 'max-pages',
    help: 'read at most this many pages of crash groups and of feedback (one request each)',
    value: '<n>',
    range: { min: 1, max: 50 },
    fallback: DEFAULT_MAX_PAGES,
  }),
] as const satisfies readonly Setting[];

/**
 * The chat settings of a report (docs/notifications.md): the webhooks and their secrets,
 * notify-required and notify-title; notify-on has no meaning for a digest.
 */
export const REPORT_NOTIFY_SETTINGS = NOTIFY_SETTINGS.filter(
  (setting) => setting.name !== 'notify-on',
);

/**
 * The settings of `pgyer report` and the report/ sub-action: the connection, the app and the
 * window, the chat settings.
 */
export const HEALTH_JOB_SETTINGS = [
  ...CONNECTION_SETTINGS,
  ...HEALTH_SETTINGS,
  ...REPORT_NOTIFY_SETTINGS,
] as const;

const SETTING = settingsByName(HEALTH_SETTINGS);

/** What a health report is asked for. */
export interface HealthOptions {
  appKey: string;
  since: Since;
  /** Crash groups and feedback messages listed each; the rest are counted (`more`). */
  maxItems: number;
  /** Pages of crash/listAll and of feedback/listAll read at most, each. */
  maxPages: number;
}

/**
 * Checks the app and window settings into `check` (the caller's `done` throws every problem).
 * @returns the options, with `since` at its default when it was refused (the check then fails)
 */
export function checkHealthSettings(
  check: Checker,
  raw: RawOf<typeof HEALTH_SETTINGS>,
): HealthOptions {
  return {
    appKey: SETTING['app-key'].check(check, raw['app-key']),
    since: SETTING.since.check(check, raw.since) ?? { kind: 'duration', ms: 0, text: '' },
    maxItems: SETTING['max-items'].check(check, raw['max-items']),
    maxPages: SETTING['max-pages'].check(check, raw['max-pages']),
  };
}

/** What `pgyer report` and the report/ sub-action are asked to do. */
export interface HealthJobOptions extends ConnectionOptions {
  health: HealthOptions;
  /** Where to send the report; no target: no chat message. */
  notify: NotifyOptions;
}

/**
 * Checks every setting of `pgyer report` and the report/ sub-action.
 * @param check the checker to record into (a front-end's own settings may already be in it)
 * @throws InvalidOptions with every problem found
 */
export function checkHealthJobOptions(
  raw: Raw<NameOf<typeof HEALTH_JOB_SETTINGS>>,
  check = new Checker(),
): HealthJobOptions {
  const connection = checkConnection(check, raw);
  const health = checkHealthSettings(check, raw);
  return check.done({ ...connection, health, notify: checkNotifyOptions(check, raw) });
}
