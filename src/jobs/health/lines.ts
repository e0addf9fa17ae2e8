/**
 * A health report as lines of text (README.md "Release health"): the title, one line per crash
 * group and feedback message, "and N more", and where the numbers come from. Chat shows these as
 * sections (each platform makes them inert), the CLI prints them. Service text stays raw here.
 */
import { truncateChars } from '../../common/cut.js';
import { formatTime } from '../../common/time.js';
import type { MessageSection } from '../notify/message.js';
import type { ChatReport } from '../notify/run.js';
import type { HealthCrash, HealthFeedback, HealthList, HealthReport } from './report.js';

/** How many of a list a count line names: `3 crash groups`, `1 feedback message`. */
function counted(list: HealthList<unknown>, one: string, many: string): string {
  const total = list.items.length + list.more;
  const count = `${total}${list.cut ? '+' : ''}`;
  return list.read ? `${count} ${total === 1 ? one : many}` : `${many} unread`;
}

/** The window as people read it: `since 2026-11-23 12:00 UTC (24h)`, `since build 1.1 (…)`. */
export function windowText(report: HealthReport): string {
  const { base, window } = report;
  if (base) {
    // The service's number, named as the cards name it: iOS calls its own CFBundleVersion a build.
    const number = base.buildNumber === undefined ? '' : ` (Pgyer build #${base.buildNumber})`;
    return `since build ${base.version || base.buildKey}${number}, uploaded ${formatTime(base.created)} (${base.chosen})`;
  }
  const asked = window.since.includes('T') ? '' : ` (${window.since})`;
  return `since ${formatTime(window.from)}${asked}`;
}

/** `3 crash groups, 1 feedback message`: the report's counts, as its title and log lines say them. */
export function countsText(report: HealthReport): string {
  return (
    `${counted(report.crashes, 'crash group', 'crash groups')}, ` +
    counted(report.feedback, 'feedback message', 'feedback messages')
  );
}

/** `Pgyer report for app KEY: 3 crash groups, 1 feedback message since …` (or for its name). */
export function healthTitle(report: HealthReport): string {
  const app = report.appName ?? `app ${report.appKey}`;
  return `Pgyer report for ${app}: ${countsText(report)} ${windowText(report)}`;
}

/** `2026-11-24 12:43 UTC · 12 crashes · 1.1 · not processed · java.lang.NullPointerException`. */
export function crashLine(crash: HealthCrash): string {
  const processed =
    crash.processed === undefined ? '' : crash.processed ? 'processed' : 'not processed';
  return [
    formatTime(crash.created),
    `${crash.count} ${crash.count === 1 ? 'crash' : 'crashes'}`,
    crash.appVersion ? `version ${crash.appVersion}` : '',
    processed,
    // One line whatever the title holds: a stack trace's line breaks would break the list.
    crash.title.replace(/\s+/g, ' ').trim() || '(no title)',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** `2026-11-24 12:43 UTC · 2 images · voice · The login button does nothing`. */
export function feedbackLine(feedback: HealthFeedback): string {
  return [
    formatTime(feedback.created),
    feedback.images > 0 ? `${feedback.images} image${feedback.images === 1 ? '' : 's'}` : '',
    feedback.voice ? 'voice' : '',
    feedback.text.replace(/\s+/g, ' ').trim() || '(no text)',
  ]
    .filter(Boolean)
    .join(' · ');
}

function listLines<T>(list: HealthList<T>, line: (entry: T) => string, none: string): string[] {
  if (!list.read) return ['(could not be read: see the warnings)'];
  if (list.items.length === 0) return [none];
  return [
    ...list.items.map(line),
    ...(list.more > 0 ? [`… and ${list.more} more`] : []),
    ...(list.cut ? ['(older ones in the window were not read: max-pages)'] : []),
  ];
}

/**
 * The report's sections: crash groups, feedback, and where the numbers come from (attribution,
 * window, warnings).
 * @param maxItems entries shown of each list (a chat shows fewer than the report holds); the rest
 *   count in `and N more`
 */
export function healthSections(report: HealthReport, maxItems = Infinity): MessageSection[] {
  const cut = <T>(list: HealthList<T>): HealthList<T> => ({
    ...list,
    items: list.items.slice(0, maxItems),
    more: list.more + Math.max(0, list.items.length - maxItems),
  });
  return [
    {
      heading: `Crash groups (${counted(report.crashes, 'group', 'groups')})`,
      lines: listLines(cut(report.crashes), crashLine, 'none'),
    },
    {
      heading: `Feedback (${counted(report.feedback, 'message', 'messages')})`,
      lines: listLines(cut(report.feedback), feedbackLine, 'none'),
    },
    {
      heading: 'About these numbers',
      lines: [
        `Window: ${windowText(report)} to ${formatTime(report.window.to)}`,
        report.attribution.said,
        ...report.warnings,
      ],
    },
  ];
}

/** Entries of each list a chat message shows: a phone screen, not an archive. */
export const CHAT_ITEMS = 5;

/**
 * Characters of one line a chat message shows: a 10 kB crash title would otherwise fill a
 * platform's whole section (Slack cuts a section at 3,000) and hide the lines after it.
 */
export const CHAT_LINE_CHARS = 300;

/** The report's sections as chat shows them: CHAT_ITEMS of each list, each line cut. */
function chatSections(report: HealthReport): MessageSection[] {
  return healthSections(report, CHAT_ITEMS).map((section) => ({
    ...section,
    lines: section.lines.map((line) => truncateChars(line, CHAT_LINE_CHARS)),
  }));
}

/**
 * The report as a chat message (notifyReport): the newest CHAT_ITEMS of each list, "and N more";
 * the generic webhook gets it whole as `report`.
 */
export function healthChat(report: HealthReport): ChatReport {
  return { title: healthTitle(report), sections: chatSections(report), report };
}

/**
 * upload-and-wait's health sections in its chat notice (health-report: previous): each report's
 * sections as healthChat shows them (CHAT_ITEMS of each list, lines cut), headed with the app when the notice
 * has reports of several apps.
 */
export function replacedHealthSections(reports: readonly HealthReport[]): MessageSection[] {
  return reports.flatMap((report) =>
    chatSections(report).map((section) =>
      reports.length > 1
        ? { ...section, heading: `${report.appName ?? `App ${report.appKey}`}: ${section.heading}` }
        : section,
    ),
  );
}
