/**
 * The contract between an upload and the expiry check for an iOS build's provisioning profile:
 * the upload writes one line `ios-profile-expires: YYYY-MM-DD` (the profile's ExpirationDate, its
 * UTC day) into the build's description (buildDescription, api-v2 §2.2); the expiry check reads
 * it back from app/view. The description is service text: it is read here by a constant prefix
 * and a fixed-shape date, never a RegExp made from it, over a bounded length.
 */
import { isCalendarDay } from '../../common/time.js';

/** The line's prefix, as the upload writes it (docs/expiry.md "iOS profiles"). */
export const PROFILE_LINE_PREFIX = 'ios-profile-expires:';

/** How much of a description is looked at: the service keeps descriptions short. */
const MAX_DESCRIPTION_CHARS = 20_000;

/**
 * `description` with the line of a profile that expires at `expires` (an ISO time; its UTC day is
 * recorded) after it, a blank line between; the line alone when there is no description.
 */
export function withProfileLine(description: string | undefined, expires: string): string {
  const line = `${PROFILE_LINE_PREFIX} ${expires.slice(0, 10)}`;
  return description ? `${description}\n\n${line}` : line;
}

/**
 * The day of the first `ios-profile-expires: YYYY-MM-DD` line of `description` (leading and
 * trailing blanks of the line and around the day ignored); undefined when there is none or its day
 * is no calendar day.
 */
export function profileExpiryOf(description: string | undefined): string | undefined {
  if (!description) return undefined;
  for (const line of description.slice(0, MAX_DESCRIPTION_CHARS).split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith(PROFILE_LINE_PREFIX)) continue;
    const day = trimmed.slice(PROFILE_LINE_PREFIX.length).trim();
    return isCalendarDay(day) ? day : undefined;
  }
  return undefined;
}
