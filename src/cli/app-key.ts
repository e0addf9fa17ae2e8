/** The APP_KEY argument of the commands on one app, and where to find it when it is missing. */
import { InputError } from '../api/index.js';

/** Where an app's key is found. */
const APPS_HINT = '`pgyer apps` lists your apps with their keys';

/**
 * `appKey` as given; optional for commander, so that a missing key gets the way to find it
 * instead of commander's bare `missing required argument`.
 * @throws InputError naming APP_KEY when it is missing or empty
 */
export function requiredAppKey(appKey: string | undefined): string {
  if (appKey === undefined || appKey === '') {
    throw new InputError('APP_KEY', `is required: ${APPS_HINT}`);
  }
  return appKey;
}
