/**
 * The options of the latest job (latest/, `pgyer latest`; README.md#latest):
 * which app to read, by its appKey or by its package identifier, and of which build type.
 */
import { parseBuildType, type BuildType } from '../../api/index.js';
import { Checker } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import { textSetting, type RawOf, type Setting } from '../options/setting.js';

/** The app by its key (the CLI's APP_KEY argument); this or identifier. */
const APP_KEY = textSetting({
  name: 'app-key',
  help: 'the appKey of the app; give this or identifier',
  value: '<key>',
});

/** The app by the package identifier of its builds (bundle id, package name). */
const IDENTIFIER = textSetting({
  name: 'identifier',
  help: 'the package identifier of the app (bundle id, package name), found among your apps (app/listMy); give this or app-key',
  value: '<id>',
});

/** The builds to read: all of one build type; not given, the type of the app's newest build. */
const BUILD_TYPE = {
  name: 'build-type',
  help: "read only builds of this type: ios, android or harmony; not given, the type of the app's newest build",
  value: '<word>',
  check: (check, value) => {
    const text = check.text(value);
    return text === undefined
      ? undefined
      : check.rule(undefined, () => parseBuildType('build-type', text));
  },
} as const satisfies Setting<'build-type', BuildType | undefined>;

/** The settings of the latest job, in the order they are checked and reported. */
export const LATEST_SETTINGS = [...CONNECTION_SETTINGS, APP_KEY, IDENTIFIER, BUILD_TYPE] as const;

/** Which app to read: by appKey, or by the identifier of its builds. */
export type AppChoice = { appKey: string } | { identifier: string };

/** What the latest job was asked to read. */
export interface LatestOptions extends ConnectionOptions {
  app: AppChoice;
  buildType?: BuildType | undefined;
}

/**
 * How a front-end names the app's two settings in a problem: the action's inputs (the default),
 * or the CLI's APP_KEY argument and --identifier option.
 */
export interface AppWords {
  /** The problem's setting and the text's name for app-key: `app-key`, `APP_KEY`. */
  appKey: string;
  /** The text's name for identifier: `identifier`, `--identifier`. */
  identifier: string;
}

/**
 * Checks every setting of the latest job: exactly one of app-key and identifier.
 * @throws InvalidOptions with every problem found
 */
export function checkLatestOptions(
  raw: RawOf<typeof LATEST_SETTINGS>,
  check = new Checker(),
  words: AppWords = { appKey: 'app-key', identifier: 'identifier' },
): LatestOptions {
  const connection = checkConnection(check, raw);
  const appKey = APP_KEY.check(check, raw['app-key']);
  const identifier = IDENTIFIER.check(check, raw.identifier);
  const buildType = BUILD_TYPE.check(check, raw['build-type']);
  if (appKey !== undefined && identifier !== undefined) {
    check.add('identifier', `give ${words.appKey} or ${words.identifier}, not both`);
  } else if (appKey === undefined && identifier === undefined) {
    check.add(words.appKey, `is required unless ${words.identifier} names the app`);
  }
  const app: AppChoice = appKey === undefined ? { identifier: identifier ?? '' } : { appKey };
  return check.done({ ...connection, app, buildType });
}
