/**
 * The options of the expiry job (the expiry/ sub-action, `pgyer expiry`; docs/expiry.md): what to
 * check (the account's certificates, apps' install windows and their newest iOS build's profile),
 * how many days ahead to warn, and when to fail.
 */
import { REPORT_NOTIFY_SETTINGS } from '../health/options.js';
import { checkNotifyOptions, type NotifyOptions } from '../notify/options.js';
import { Checker, type Raw } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import {
  booleanSetting,
  integerSetting,
  listSetting,
  settingsByName,
  type NameOf,
  type RawOf,
  type Setting,
} from '../options/setting.js';

/** Apps checked at most in one run: one app/view each. */
export const MAX_APPS = 50;

/** How far ahead the check looks, and when it fails, in days. */
const DAYS = { min: 0, max: 365 } as const;

/** What to check and how far ahead (the expiry job's own settings, without the connection). */
export const EXPIRY_SETTINGS = [
  listSetting({
    name: 'app-keys',
    help: `the appKeys whose install window and newest iOS build's profile to check (one app/view each, at most ${MAX_APPS}), separated by commas, spaces or lines`,
    value: '<keys>',
    separator: /[\s,]+/,
  }),
  booleanSetting({
    name: 'certificates',
    help: "check the account's signing certificates (one certificate/index)",
    fallback: true,
    cli: { flag: '--no-certificates', help: "leave the account's signing certificates out" },
  }),
  integerSetting({
    name: 'within-days',
    help: 'warn about what ends within this many days (0: today)',
    value: '<days>',
    range: DAYS,
    fallback: 30,
  }),
  integerSetting({
    name: 'fail-within-days',
    help: 'fail the step when something ends within this many days (or has ended), not only warn',
    value: '<days>',
    range: DAYS,
    fallback: undefined,
  }),
] as const satisfies readonly Setting[];

/** The settings of `pgyer expiry` and the expiry/ sub-action. */
export const EXPIRY_JOB_SETTINGS = [
  ...CONNECTION_SETTINGS,
  ...EXPIRY_SETTINGS,
  ...REPORT_NOTIFY_SETTINGS,
] as const;

const SETTING = settingsByName(EXPIRY_SETTINGS);

/** What an expiry check is asked for. */
export interface ExpiryOptions {
  appKeys: string[];
  certificates: boolean;
  /** Days ahead (service days, UTC+8) within which an end is listed as soon. */
  withinDays: number;
  /** Days ahead within which an end fails the run; undefined: never. */
  failWithinDays: number | undefined;
}

/**
 * Checks the expiry settings into `check` (the caller's `done` throws every problem): nothing to
 * check (no app and certificates off) and too many apps are refused before any request.
 */
export function checkExpirySettings(
  check: Checker,
  raw: RawOf<typeof EXPIRY_SETTINGS>,
): ExpiryOptions {
  const appKeys = [...new Set(SETTING['app-keys'].check(check, raw['app-keys']))];
  const certificates = SETTING.certificates.check(check, raw.certificates);
  if (appKeys.length > MAX_APPS) {
    check.add(
      'app-keys',
      `names ${appKeys.length} apps; at most ${MAX_APPS} are checked in one run`,
    );
  }
  if (appKeys.length === 0 && !certificates) {
    check.add('app-keys', 'is empty and certificates is false: there is nothing to check');
  }
  return {
    appKeys,
    certificates,
    withinDays: SETTING['within-days'].check(check, raw['within-days']),
    failWithinDays: SETTING['fail-within-days'].check(check, raw['fail-within-days']),
  };
}

/** What `pgyer expiry` and the expiry/ sub-action are asked to do. */
export interface ExpiryJobOptions extends ConnectionOptions {
  expiry: ExpiryOptions;
  /** Where to send the warnings; no target: no chat message. */
  notify: NotifyOptions;
}

/**
 * Checks every setting of `pgyer expiry` and the expiry/ sub-action.
 * @param check the checker to record into (a front-end's own settings may already be in it)
 * @throws InvalidOptions with every problem found
 */
export function checkExpiryJobOptions(
  raw: Raw<NameOf<typeof EXPIRY_JOB_SETTINGS>>,
  check = new Checker(),
): ExpiryJobOptions {
  const connection = checkConnection(check, raw);
  const expiry = checkExpirySettings(check, raw);
  return check.done({ ...connection, expiry, notify: checkNotifyOptions(check, raw) });
}
