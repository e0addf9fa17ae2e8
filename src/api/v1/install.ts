/** The 1.0 install address, built and never called (service.md#v1-install). */
import { V1_PATH_PREFIX } from './transport.js';

/**
 * The GET address that installs the build `buildKey` on the device that opens it:
 * service.md#v1-install (app/install). It carries the api key and the install password in its query
 * string: hand it to a device, never to a log or an output. The iOS in-app link is 2.0's
 * `iosInstallLink` (the same manifest address, service.md#v1-install).
 */
export function installAddress(
  apiUrl: string,
  apiKey: string,
  buildKey: string,
  password?: string,
): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}${V1_PATH_PREFIX}/app/install`);
  url.searchParams.set('_api_key', apiKey);
  url.searchParams.set('aKey', buildKey);
  if (password) url.searchParams.set('password', password);
  return url.toString();
}
