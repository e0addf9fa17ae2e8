/** Install addresses, built and never called (service.md#install-links). */

/** Which build to install: an exact build, or the latest build of an app (appKey or its short link). */
export type InstallTarget = { buildKey: string } | { appKey: string };

/**
 * The GET address that installs a build on the device that opens it: service.md#install-links
 * (app/install). It is a paid operation beyond 200 calls a day. The address carries the api key and
 * the install password in its query string: hand it to a device, never to a log or an output.
 */
export function installAddress(
  apiUrl: string,
  apiKey: string,
  target: InstallTarget,
  password?: string,
): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/apiv2/app/install`);
  url.searchParams.set('_api_key', apiKey);
  for (const [name, value] of Object.entries(target)) url.searchParams.set(name, value);
  if (password) url.searchParams.set('buildPassword', password);
  return url.toString();
}

/**
 * The iOS in-app install link (itms-services) of a build: service.md#install-links.
 * @param manifestOrigin origin that serves `/app/plist/<buildKey>` (the service's web origin)
 * @param password appended to the manifest address for a password install
 */
export function iosInstallLink(
  manifestOrigin: string,
  buildKey: string,
  password?: string,
): string {
  const manifest = `${manifestOrigin.replace(/\/+$/, '')}/app/plist/${encodeURIComponent(buildKey)}`;
  const withPassword = password ? `${manifest}?password=${encodeURIComponent(password)}` : manifest;
  return `itms-services://?action=download-manifest&url=${encodeURIComponent(withPassword)}`;
}
