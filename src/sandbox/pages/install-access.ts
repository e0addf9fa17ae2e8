import { serviceDayTime } from '../../common/time.js';
import { serviceDay } from '../clock.js';
import { Codes } from '../codes.js';
import type { App, Build } from '../model.js';
import { sameSecret } from '../secrets.js';

/** Why nobody can install a build now, whatever password they know: the code and a sentence. */
export interface Unavailable {
  code: typeof Codes.appBlocked | typeof Codes.appExpired;
  reason: string;
}

/**
 * Why `build` cannot be installed at `now`, or undefined when it can: 1051 when the service
 * blocked it, 1048 when the day (UTC+8) is outside the app's install period. The spec names
 * only "app expired"; the sandbox answers it before the period starts too. The page tells when
 * the period starts or ended in UTC, labelled, as every time this project shows
 * (src/common/time.ts).
 * Shared by app/install and the install page, so both refuse alike.
 */
export function unavailability(app: App, build: Build, now: Date): Unavailable | undefined {
  if (build.manuallyBlocked === 1) {
    return {
      code: Codes.appBlocked,
      reason: 'The service blocked this build for breaking its rules.',
    };
  }
  const { restricted, start, end } = app.settings.period;
  if (restricted === 2) return undefined;
  const today = serviceDay(now);
  if (today > end) {
    return {
      code: Codes.appExpired,
      reason: `The install period ended at ${serviceDayTime(end, 'end')}.`,
    };
  }
  if (today < start) {
    return {
      code: Codes.appExpired,
      reason: `The install period starts at ${serviceDayTime(start, 'start')}.`,
    };
  }
  return undefined;
}

/** True when the app is a password install (install type 2). */
export function needsPassword(app: App): boolean {
  return app.settings.installType === 2;
}

/** True when `given` opens the app: its install password, or anything when it has none. */
export function passwordAccepted(app: App, given: string): boolean {
  return !needsPassword(app) || sameSecret(given, app.settings.password);
}
