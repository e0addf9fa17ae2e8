/**
 * The one clock people are shown: every time in a job summary, PR comment, chat message, CLI
 * table, cleanup log and the sandbox's install page is UTC, written `2026-11-24 12:43 UTC`. CI
 * logs and schedules (cron) are UTC; the service's own timestamps are China Standard Time (UTC+8)
 * without a zone (api-v2 §2.2, buildCreated; docs/service.md), which is how a user came to see
 * two clocks (issue 25).
 */

/** The service's timestamps (`YYYY-MM-DD HH:mm:ss`) and days (`YYYY-MM-DD`) are UTC+8, all year. */
const SERVICE_ZONE = '+08:00';

const MS_PER_DAY = 86_400_000;

/** SERVICE_ZONE in milliseconds. */
const SERVICE_OFFSET_MS = 8 * 3_600_000;

/** The service's day (`YYYY-MM-DD`, UTC+8; api-v2 §4.1 buildInstallStartDate) at `time`. */
export function serviceDayAt(time: Date): string {
  return new Date(time.getTime() + SERVICE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The time of `date`: a Date, an ISO 8601 text with its zone, or the service's
 * `YYYY-MM-DD HH:mm[:ss]` (UTC+8, e.g. buildCreated); undefined for a text that is no time,
 * a day or a time without its zone.
 */
export function parseTime(date: Date | string): Date | undefined {
  const time = typeof date === 'string' ? timeOfText(date) : date;
  return time && !Number.isNaN(time.getTime()) ? time : undefined;
}

/** The time a text names; undefined for a day or a time without its zone (no instant to show). */
function timeOfText(text: string): Date | undefined {
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text)) {
    return new Date(`${text.replace(' ', 'T')}${SERVICE_ZONE}`);
  }
  return /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
    ? new Date(text)
    : undefined;
}

/**
 * `date` (as {@link parseTime} reads it) to the minute in UTC with its label,
 * `2026-11-24 12:43 UTC`; '' for a text that is no time.
 */
export function formatTime(date: Date | string): string {
  const time = parseTime(date);
  return time ? `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
}

/**
 * `date` as {@link formatTime} shows it; a text that is no time (a damaged record or history) as
 * it is, so nothing the service said is lost.
 */
export function timeAsShown(date: string): string {
  return formatTime(date) || date;
}

/** The first or the last of the days of a period. */
export type DayEdge = 'start' | 'end';

/**
 * When the service's day `day` (`YYYY-MM-DD`, UTC+8) starts, or for `end` when it ends (the next
 * day's start); undefined for a text that is no day.
 */
function dayEdge(day: string | undefined, edge: DayEdge): Date | undefined {
  const start = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseTime(`${day} 00:00`) : undefined;
  return start && edge === 'end' ? new Date(start.getTime() + MS_PER_DAY) : start;
}

/**
 * A day of the service's install period (`YYYY-MM-DD`, UTC+8; api-v2 §4.1) with the time it
 * starts or ends: `2026-11-24 (starts 2026-11-23 16:00 UTC)`, `2026-12-31 (ends 2026-12-31
 * 16:00 UTC)`; a text that is no day as it is.
 */
export function serviceDayAsShown(day: string, edge: DayEdge): string {
  const time = dayEdge(day, edge);
  return time ? `${day} (${edge === 'start' ? 'starts' : 'ends'} ${formatTime(time)})` : day;
}

/**
 * When the service's day `day` (`YYYY-MM-DD`, UTC+8) starts, or for `end` ends, as
 * {@link formatTime} shows it: `2026-12-31 16:00 UTC` for the end of 2026-12-31; a text that is no
 * day as it is, `?` when missing.
 */
export function serviceDayTime(day: string | undefined, edge: DayEdge): string {
  const time = dayEdge(day, edge);
  return time ? formatTime(time) : (day ?? '?');
}

/**
 * The period of the service's days `first` to `last` (`YYYY-MM-DD`, both included, UTC+8, as
 * buildInstallStartDate/EndDate; api-v2 §4.1) as the times it starts and ends:
 * `2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC` for 2026-11-24 to 2026-12-31. A day that is
 * no date shows as it came, `?` when missing.
 */
export function serviceDaysAsShown(first: string | undefined, last: string | undefined): string {
  return `${serviceDayTime(first, 'start')} to ${serviceDayTime(last, 'end')}`;
}

/**
 * Why a day written `YYYY-MM-DD` is no calendar date: `month 13: a year has 12`, `day 30:
 * February 2026 has 28`, `day 00: days start at 01`; undefined for one that exists. `day` must
 * have that form.
 */
export function notACalendarDay(day: string): string | undefined {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [, monthText, dateText] = day.split('-');
  if (month < 1 || month > 12) return `month ${monthText ?? ''}: a year has 12`;
  if (date < 1) return `day ${dateText ?? ''}: days start at 01`;
  // Day 0 of the next month is the last of this one (setUTCFullYear: years below 100 as written).
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  const days = last.getUTCDate();
  if (date <= days) return undefined;
  const name = last.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return `day ${dateText ?? ''}: ${name} ${year} has ${days}`;
}

/** The form of a day, `YYYY-MM-DD`: a fixed pattern, never one made from the text. */
const DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written `YYYY-MM-DD` (2024-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  return DAY_FORM.test(text) && notACalendarDay(text) === undefined;
}
