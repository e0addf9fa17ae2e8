/**
 * The update feed's settings (README.md `update-feed`, `verify-update`, `update-channel`): inputs
 * of upload-and-wait; `pgyer update-feed` takes the channel and the path as its own options.
 */
import type { Checker, Raw } from '../options/checker.js';
import { choiceSetting, settingsByName, textSetting, type NameOf } from '../options/setting.js';
import { VERIFY_MODES, type VerifyMode } from './verify.js';

/** The update feed's settings. */
export const FEED_SETTINGS = [
  textSetting({
    name: 'update-feed',
    help: 'when set, write an update feed (JSON: version, notes, install page, package SHA-256; no key) of the builds to this path',
  }),
  choiceSetting({
    name: 'verify-update',
    help: 'after publishing, ask the update check (app/check) as the previous build would and say whether it offers this build',
    choices: VERIFY_MODES,
    fallback: 'off',
  }),
  textSetting({
    name: 'update-channel',
    help: 'the channel key the update check is asked with, for the feed and verify-update (default: the app)',
  }),
] as const;

const SETTING = settingsByName(FEED_SETTINGS);

/** The update feed's options, checked. */
export interface FeedOptions {
  /** Where to write the feed; '' for none. */
  feedPath: string;
  verify: VerifyMode;
  /** The channel key for app/check; '' for the app's own check. */
  channelKey: string;
}

/** Checks the feed's settings one by one (the path is checked by checkOutputPath before the run). */
export function checkFeedOptions(
  check: Checker,
  raw: Raw<NameOf<typeof FEED_SETTINGS>>,
): FeedOptions {
  const options: FeedOptions = {
    feedPath: SETTING['update-feed'].check(check, raw['update-feed']) ?? '',
    verify: SETTING['verify-update'].check(check, raw['verify-update']) ?? 'off',
    channelKey: SETTING['update-channel'].check(check, raw['update-channel']) ?? '',
  };
  // A channel alone changes nothing: a user who gives it expects a feed or a check of it.
  if (options.channelKey !== '' && options.feedPath === '' && options.verify === 'off') {
    check.add(
      'update-channel',
      (name) =>
        `is given without ${name('update-feed')} or ${name('verify-update')}, which are what ask app/check on that channel`,
    );
  }
  return options;
}
