/**
 * The options of the set-newest job (set-newest, `pgyer set-newest`; service.md#newest-version).
 */
import { Checker } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import { choiceSetting, type RawOf, type Setting } from '../options/setting.js';

/** The modes: set marks the build as the newest version, cancel removes the mark. */
export const NEWEST_MODES = ['set', 'cancel'] as const;

/** The build to mark: required (the CLI's BUILD_KEY argument). */
const BUILD_KEY = {
  name: 'build-key',
  help: 'the buildKey of the build, e.g. the build-key output of upload-and-wait',
  value: '<key>',
  required: true,
  check: (check, value) => check.required('build-key', value),
} as const satisfies Setting<'build-key', string>;

/** set (the default) or cancel. */
const MODE = choiceSetting({
  name: 'mode',
  help: 'what to do with the newest-version mark',
  choices: NEWEST_MODES,
  fallback: 'set',
  cli: { flag: '--cancel', flagValue: 'cancel', help: 'remove the newest-version mark instead' },
});

/** The settings of the set-newest job, in the order they are checked and reported. */
export const SET_NEWEST_SETTINGS = [...CONNECTION_SETTINGS, BUILD_KEY, MODE] as const;

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
  raw: RawOf<typeof SET_NEWEST_SETTINGS>,
  check = new Checker(),
): SetNewestOptions {
  const connection = checkConnection(check, raw);
  return check.done({
    ...connection,
    buildKey: BUILD_KEY.check(check, raw['build-key']),
    mode: MODE.check(check, raw.mode) ?? 'set',
  });
}
