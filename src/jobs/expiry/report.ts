/**
 * What an expiry check found (docs/expiry.md): each dated end it read back from the service, how
 * many service days away it is, and whether it is soon; the `expiry` output and `--json` are this.
 */
import { PgyerError } from '../../api/index.js';

/** What ends: a signing certificate, an app's install window, an iOS build's profile. */
export type ExpiryKind = 'certificate' | 'install-window' | 'ios-profile';

/** One dated end, as the service holds it. */
export interface ExpiryItem {
  kind: ExpiryKind;
  /** certificateName, or the app's buildName (service text, raw). */
  name: string;
  /** certificateKey, or the appKey. */
  key: string;
  /** The iOS build whose description carries the profile line (ios-profile only). */
  buildKey?: string;
  /** The last day, `YYYY-MM-DD` (service day, UTC+8). */
  ends: string;
  /** Service days from the check's day to `ends`: 0 today, negative when it has ended. */
  days: number;
  /** `days` is within the asked `withinDays`. */
  soon: boolean;
}

/** The check's answer. */
export interface ExpiryReport {
  /** The check's time, ISO 8601 UTC. */
  checkedAt: string;
  withinDays: number;
  failWithinDays?: number;
  /** Every dated end read, soonest first. */
  items: ExpiryItem[];
  /** What could not be told (an app without an install window's dates, a certificate's date). */
  notes: string[];
  /** How many requests the check made. */
  requests: number;
}

/** The items that are soon, soonest first. */
export function soonItems(report: ExpiryReport): ExpiryItem[] {
  return report.items.filter((item) => item.soon);
}

/** The items within `failWithinDays`, when it was given. */
export function failingItems(report: ExpiryReport): ExpiryItem[] {
  const limit = report.failWithinDays;
  return limit === undefined ? [] : report.items.filter((item) => item.days <= limit);
}

/** Something ends within fail-within-days: the run fails after its report is out. */
export class ExpiryDue extends PgyerError {
  override name = 'ExpiryDue';
}

/**
 * Fails the run when anything ends within `failWithinDays` (after the summary and chat are out).
 * @throws ExpiryDue naming how many and the soonest
 */
export function throwIfDue(report: ExpiryReport): void {
  const due = failingItems(report);
  const first = due[0];
  if (first === undefined) return;
  throw new ExpiryDue(
    `${due.length} end${due.length === 1 ? 's' : ''} within fail-within-days ${String(report.failWithinDays)}: ` +
      `the soonest, ${first.kind} ${first.key}, ends ${first.ends}`,
  );
}
