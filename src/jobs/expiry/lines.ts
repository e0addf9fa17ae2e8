/**
 * An expiry check as lines of text (docs/expiry.md): a title, one line per end within the asked
 * days (what, when, in how many days, what to do), and the notes. Chat shows them as sections
 * (each platform makes them inert), the CLI prints them, the job summary tabulates the same
 * words. Service text (names) stays raw here.
 */
import type { MessageSection } from '../notify/message.js';
import type { ChatReport } from '../notify/run.js';
import { soonItems, type ExpiryItem, type ExpiryKind, type ExpiryReport } from './report.js';

/** What each kind is called in a line. */
const WHAT: Record<ExpiryKind, string> = {
  certificate: 'Signing certificate',
  'install-window': 'Install window of app',
  'ios-profile': 'iOS provisioning profile of app',
};

/** What to do before it ends. */
const TO_DO: Record<ExpiryKind, string> = {
  certificate: 'renew it and upload the new one to Pgyer',
  'install-window':
    'move its end: update-settings with install-end-date (pgyer update-settings --app-key KEY --install-end-date YYYY-MM-DD)',
  'ios-profile': 'renew the profile, then build and upload again',
};

/** `in 3 days`, `today`, `ended 2 days ago`. */
export function whenText(days: number): string {
  if (days === 0) return 'today (its last day)';
  if (days < 0) return `ended ${-days} day${days === -1 ? '' : 's'} ago`;
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

/** The item's subject: `Signing certificate Dist 2026 (KEY)`. */
export function subjectOf(item: ExpiryItem): string {
  return `${WHAT[item.kind]} ${item.name} (${item.key})`;
}

/** What to do about `item`. */
export function actionOf(item: ExpiryItem): string {
  return TO_DO[item.kind];
}

/** `Signing certificate X (KEY) ends 2026-12-01, in 3 days: renew it …`. */
export function expiryLine(item: ExpiryItem): string {
  return `${subjectOf(item)} ends ${item.ends}, ${whenText(item.days)}: ${actionOf(item)}`;
}

/** `Pgyer expiry: 2 of 5 end within 30 days`. */
export function expiryTitle(report: ExpiryReport): string {
  const soon = soonItems(report).length;
  return soon === 0
    ? `Pgyer expiry: nothing of ${report.items.length} ends within ${report.withinDays} days`
    : `Pgyer expiry: ${soon} of ${report.items.length} end within ${report.withinDays} days`;
}

/** The sections: what ends soon (when anything does), then the notes (when there are). */
export function expirySections(report: ExpiryReport): MessageSection[] {
  const soon = soonItems(report);
  return [
    ...(soon.length > 0 ? [{ heading: 'Ending soon', lines: soon.map(expiryLine) }] : []),
    ...(report.notes.length > 0 ? [{ heading: 'Not known', lines: report.notes }] : []),
  ];
}

/**
 * The check as a chat message (notifyReport): the generic webhook gets it whole as `report`, event
 * `expiry`.
 */
export function expiryChat(report: ExpiryReport): ChatReport {
  return {
    title: expiryTitle(report),
    sections: expirySections(report),
    report,
    reportEvent: 'expiry',
  };
}
