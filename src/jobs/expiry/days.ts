/**
 * Days as the expiry check counts them: the service's calendar days (UTC+8, api-v2 §4.1
 * buildInstallEndDate), so "in 0 days" is the last day of an install window.
 */
import { isCalendarDay, serviceDayAt } from '../../common/time.js';

const MS_PER_DAY = 86_400_000;

/**
 * The day a service date names: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (its day, UTC+8, as the
 * service writes it); undefined for anything else.
 */
export function dayOf(text: string | undefined): string | undefined {
  const day = text?.trim().slice(0, 10);
  return day && isCalendarDay(day) ? day : undefined;
}

/** Whole days from the service's day at `nowMs` to `day` (0: today, negative: past). */
export function daysUntil(day: string, nowMs: number): number {
  const today = serviceDayAt(new Date(nowMs));
  return Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / MS_PER_DAY,
  );
}
