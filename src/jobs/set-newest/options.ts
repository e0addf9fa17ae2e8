/**
 * The options of the set-newest job (set-newest, `pgyer set-newest`; service.md#newest-version).
 */
import { Checker, type Raw } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';

/** The settings of the set-newest job, in the order they are checked and reported. */
export const SET_NEWEST_SETTINGS = [...CONNECTION_SETTINGS, 'build-key', 'mode'] as const;

/** A setting of the set-newest job. */
export type SetNewestSetting = (typeof SET_NEWEST_SETTINGS)[number];

/** The modes: set marks the build as the newest version, cancel removes the mark. */
export const NEWEST_MODES = ['set', 'cancel'] as const;

/** set or cancel. */
export type NewestMode = (typeof NEWEST_MODES)[number];

/** What set-newest was asked to do. */
export interface SetNewestOptions extends ConnectionOptions {
  buildKey: string;
  mode: NewestMode;
}

/**
 * Checks every setting of the set-newest job; mode defaults to set.
 * @throws InvalidOptions with every problem found
 */
export function checkSetNewestOptions(
  raw: Raw<SetNewestSetting>,
  check = new Checker(),
): SetNewestOptions {
  const connection = checkConnection(check, raw);
  return check.done({
    ...connection,
    buildKey: check.required('build-key', raw['build-key']),
    mode: check.choice('mode', raw.mode, NEWEST_MODES, 'set') ?? 'set',
  });
}
