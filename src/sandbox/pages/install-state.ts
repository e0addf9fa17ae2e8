import type { Links } from '../links.js';
import type { App, Build } from '../model.js';
import { needsPassword, type Unavailable, unavailability } from './install-access.js';
import { accessToken } from './install-token.js';

/**
 * What the visitor has shown: nothing yet, a wrong password just now, or the right one before
 * (the access cookie).
 */
export type Visitor = 'new' | 'refused' | 'unlocked';

/** What the install area of the page shows. */
export type InstallState =
  | ({ kind: 'unavailable' } & Unavailable)
  | { kind: 'password'; refused: boolean }
  | { kind: 'ready'; href: string };

/**
 * The install area for `visitor`. A build nobody can install says why before any password is
 * asked for, since the password would not help.
 */
export function installState(
  links: Links,
  app: App,
  build: Build,
  now: Date,
  visitor: Visitor,
): InstallState {
  const unavailable = unavailability(app, build, now);
  if (unavailable !== undefined) return { kind: 'unavailable', ...unavailable };
  if (needsPassword(app) && visitor !== 'unlocked') {
    return { kind: 'password', refused: visitor === 'refused' };
  }
  return { kind: 'ready', href: installHref(links, app, build) };
}

/**
 * The install button's target: the package on Android and HarmonyOS; on iOS the itms-services
 * link to the manifest (service.md#install-links). The manifest address goes in unencoded, as the
 * service writes it; the sandbox's addresses and tokens hold no `&` or `#` that would cut it short.
 * The installer fetches the manifest without the browser's cookies, so a password app's manifest
 * address carries the access token instead (the spec's `?password=` would put the password in the
 * page).
 */
function installHref(links: Links, app: App, build: Build): string {
  if (build.platform !== 'ios') return links.download(build.key);
  const token = needsPassword(app) ? `?token=${accessToken(app)}` : '';
  return `itms-services://?action=download-manifest&url=${links.manifest(build.key)}${token}`;
}
