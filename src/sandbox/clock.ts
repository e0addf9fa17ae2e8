import { setTimeout as sleep } from 'node:timers/promises';

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

/**
 * Where the sandbox reads the time and waits: the system's by default; tests inject one they
 * advance by hand, so a realistic publish pace (a minute) is checked without waiting for it.
 */
export interface Clock {
  now(): Date;
  /** Resolves after `ms` of this clock's time; rejects with an AbortError when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** The system's clock and timers. */
export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms, signal) => sleep(ms, undefined, { signal }),
};

/**
 * The system's clock moved by `days` (negative: back): `--clock-days`, so that a user or a test
 * stands past an install window or near a certificate's end without waiting for it.
 */
export function shiftedClock(days: number): Clock {
  const offsetMs = days * 86_400_000;
  return {
    now: () => new Date(Date.now() + offsetMs),
    sleep: (ms, signal) => systemClock.sleep(ms, signal),
  };
}
