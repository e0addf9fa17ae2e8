/**
 * The sandbox's clock, ms since the epoch. Every time the sandbox compares (a request's arrival,
 * a storage signature's validity) is read from it, so tests inject one to move time forward.
 */
export type Clock = () => number;

/** The service runs on China Standard Time (UTC+8, no daylight saving); its timestamps use it. */
const serviceOffsetMs = 8 * 60 * 60 * 1000;

/** `date` as the service prints timestamps: `YYYY-MM-DD HH:mm:ss` in UTC+8. */
export function serviceDateTime(date: Date): string {
  return new Date(date.getTime() + serviceOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** The calendar day of `date` in UTC+8, `YYYY-MM-DD`. */
export function serviceDay(date: Date): string {
  return serviceDateTime(date).slice(0, 10);
}

/** True when `text` is a real calendar date written `YYYY-MM-DD` (so 2024-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}
