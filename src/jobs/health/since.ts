/**
 * The start of a health report's window (`since`: README.md "Release health"): a build (its upload
 * time), a day, a time, or a duration before now.
 */
import type { Checker, RawValue } from '../options/checker.js';
import { notACalendarDay, parseTime } from '../../common/time.js';

/** What `since` names. */
export type Since =
  | { kind: 'build'; buildKey: string }
  | { kind: 'time'; at: Date }
  | { kind: 'duration'; ms: number; text: string };

/** A daily digest's window when `since` is not given. */
export const DEFAULT_SINCE = '24h';

const DURATION_UNITS_MS: Readonly<Record<string, number>> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

/** The longest window: the service keeps reports that long at most, and the pages read are bounded. */
const MAX_DURATION_MS = 366 * 86_400_000;

/** What `since` accepts, as its problems say it. */
export const SINCE_FORMS =
  'a buildKey (32 hex digits), a day YYYY-MM-DD (from 00:00 UTC), a time in ISO 8601 with its zone, or a duration such as 30m, 24h, 7d, 2w';

/**
 * `since`'s value, `24h` when not given; a value of none of its forms is recorded in `check`
 * under `setting` (undefined then).
 */
export function checkSince(check: Checker, setting: string, value: RawValue): Since | undefined {
  const text = check.text(value) ?? DEFAULT_SINCE;
  const duration = /^(\d{1,6})\s*([mhdw])$/i.exec(text);
  if (duration) {
    const ms = Number(duration[1]) * (DURATION_UNITS_MS[(duration[2] ?? 'm').toLowerCase()] ?? 0);
    if (ms > 0 && ms <= MAX_DURATION_MS) return { kind: 'duration', ms, text };
    check.add(setting, `"${text}" is not a duration from 1m to 366d`);
    return undefined;
  }
  if (/^[0-9a-f]{32}$/i.test(text)) return { kind: 'build', buildKey: text.toLowerCase() };
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const wrong = notACalendarDay(text);
    if (wrong === undefined) return { kind: 'time', at: new Date(`${text}T00:00:00Z`) };
    check.add(setting, `"${text}" is no date: ${wrong}`);
    return undefined;
  }
  const at = text.includes('T') ? parseTime(text) : undefined;
  if (at) return { kind: 'time', at };
  check.add(setting, `"${text}" is not ${SINCE_FORMS}`);
  return undefined;
}
