import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { App } from '../model.js';
import { sameSecret } from '../secrets.js';

/**
 * Proof that a visitor gave an app's install password, so that neither the page nor the iOS
 * manifest link carries the password itself: an HMAC of the appKey and the current password.
 * The key lives as long as the process; changing the password voids the tokens given out.
 */
const key = randomBytes(32);

/** The token that stands for the install password of `app`. */
export function accessToken(app: App): string {
  return createHmac('sha256', key)
    .update(`${app.key}\0${app.settings.password}`)
    .digest('base64url');
}

/** True when `token` is the current token of `app`. */
export function isAccessToken(app: App, token: string): boolean {
  return sameSecret(token, accessToken(app));
}

/**
 * The Set-Cookie value that remembers the token. One cookie per app: its password opens every
 * build of it, by short link or buildKey. HttpOnly, as no script reads it; SameSite=Strict, as
 * only the sandbox's own pages need it; not Secure, as the sandbox speaks plain HTTP.
 */
export function accessCookie(app: App): string {
  return `${cookieName(app)}=${accessToken(app)}; Path=/; HttpOnly; SameSite=Strict`;
}

/** True when `req` carries the current token of `app` in its cookie. */
export function hasAccessCookie(req: IncomingMessage, app: App): boolean {
  const prefix = `${cookieName(app)}=`;
  const value = (req.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
  return value !== undefined && isAccessToken(app, value);
}

function cookieName(app: App): string {
  return `pgyer_install_${app.key}`;
}
