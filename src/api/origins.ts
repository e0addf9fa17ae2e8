/** Service origins (design.md §3). */

/** The API origin used when none is given. */
export const DEFAULT_API_URL = 'https://api.pgyer.com';

/** Alternate API origins the service's own tools fail over to, in order. */
export const ALTERNATE_API_URLS: readonly string[] = [
  'https://api.xcxwo.com',
  'https://api.pgyerapp.com',
];

/** Origin of the service's web pages: install pages (`/<shortcut>`) and iOS manifests. */
export const SERVICE_WEB_URL = 'https://www.pgyer.com';

/**
 * The origin that serves install pages for builds published through `apiUrl`: the service's web
 * origin for its own API origins, else `apiUrl` itself (the local sandbox serves both).
 */
export function webOriginFor(apiUrl: string): string {
  const origin = new URL(apiUrl).origin;
  return origin === DEFAULT_API_URL || ALTERNATE_API_URLS.includes(origin)
    ? SERVICE_WEB_URL
    : origin;
}
