/** Service origins (service.md#quirks). */

/** The API origin used when none is given. */
export const DEFAULT_API_URL = 'https://api.pgyer.com';

/** Alternate API origins the service's own tools fail over to, in order. */
export const ALTERNATE_API_URLS: readonly string[] = [
  'https://api.xcxwo.com',
  'https://api.pgyerapp.com',
];

/** Origin of the service's web pages: install pages (`/<shortcut>`) and iOS manifests. */
const SERVICE_WEB_URL = 'https://www.pgyer.com';

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

/**
 * The install page of `slug` on `webOrigin` (webOriginFor): `<web origin>/<buildKey>`, a build's
 * own page, or `<web origin>/<short link>`, the page of the app's newest build
 * (service.md#install-page). The slug is percent-encoded: a key or short link is one path segment.
 */
export function webPageOf(webOrigin: string, slug: string): string {
  return `${webOrigin}/${encodeURIComponent(slug)}`;
}

/**
 * The host of app icons, the reference's {icon_cdn_url} (api-v2 build record, `buildIcon`), for
 * builds published through `apiUrl`: undefined for the service's own API origins, whose icon host
 * the reference does not name (service.md#install-page); `<apiUrl's origin>/icon` elsewhere, where
 * the local sandbox serves icons.
 */
export function iconOriginFor(apiUrl: string): string | undefined {
  const web = webOriginFor(apiUrl);
  return web === SERVICE_WEB_URL ? undefined : `${web}/icon`;
}

/**
 * The service origins of a run as a ring: `apiUrl` (the primary) first, then the fallbacks in
 * order, and the one in use. The policy (service.md#quirks, issue 9 item 5):
 * - a call starts at the origin in use; one that cannot be reached or answers as moved hands
 *   over to the next in the ring at once, wrapping round to the primary, until every origin has
 *   had its turn in that try (the transport's `attempt`);
 * - then the try fails, and the transport's retry policy (backoff, the `retries` budget) decides
 *   on another, which starts at the origin after the last that failed: so the tries rotate
 *   through every origin, the primary included, and a primary that is healthy again is found
 *   even when every fallback refuses connections;
 * - the origin that answered stays in use, so later calls go straight to it; but the primary is
 *   preferred: a new call starts at the primary again once `primaryPauseMs` have passed since it
 *   last failed (0: at every call), and a primary that answers stays in use.
 * Duplicate origins (trailing slashes aside) count once.
 */
export class OriginRing {
  private readonly origins: string[];
  private index = 0;
  private primaryFailedAt = Number.NEGATIVE_INFINITY;

  /**
   * @param origins the primary first, then the fallbacks
   * @param primaryPauseMs how long after a failure of the primary new calls keep away from it
   */
  constructor(
    origins: readonly string[],
    private readonly primaryPauseMs: number,
  ) {
    this.origins = [...new Set(origins.map((origin) => origin.replace(/\/+$/, '')))];
  }

  /** The origin in use. */
  get current(): string {
    return this.origins[this.index] ?? '';
  }

  /** How many distinct origins the ring holds. */
  get size(): number {
    return this.origins.length;
  }

  /** At the start of a call: back to the primary once its pause is over. */
  preferPrimary(now = Date.now()): void {
    if (this.index !== 0 && now - this.primaryFailedAt >= this.primaryPauseMs) this.index = 0;
  }

  /**
   * Records that `failed` could not be reached or has moved, and moves on to the next origin in
   * the ring, unless a concurrent call has already moved on from it.
   */
  moveOnFrom(failed: string, now = Date.now()): void {
    if (failed === this.origins[0]) this.primaryFailedAt = now;
    if (this.current === failed) this.index = (this.index + 1) % this.origins.length;
  }
}
