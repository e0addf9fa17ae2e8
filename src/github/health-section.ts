/**
 * A health report in GitHub's markdown, as HTML (README.md "Release health"): the crash groups and
 * feedback tables, "and N more", and where the numbers come from. The report/ sub-action's job
 * summary is this section after the run's context; upload-and-wait's summary and pull request
 * comment can show the same section for their base build. Titles and feedback are outside text:
 * githubHtml makes them inert.
 */
import { formatTime } from '../common/time.js';
import type { CiContext } from '../common/ci-context.js';
import { githubHtml } from '../common/inert/github.js';
import { CHAT_LINE_CHARS, healthTitle, windowText } from '../jobs/health/lines.js';
import { truncateChars } from '../common/cut.js';
import type { HealthList, HealthReport } from '../jobs/health/report.js';
import { linkTo } from './build-table.js';
import { startSummary } from './summary-start.js';

function cells(values: readonly string[], tag: 'td' | 'th' = 'td'): string {
  return `<tr>${values.map((value) => `<${tag}>${githubHtml(value)}</${tag}>`).join('')}</tr>`;
}

function listTable<T>(
  list: HealthList<T>,
  header: readonly string[],
  row: (entry: T) => string[],
): string {
  if (!list.read) return '<p>Could not be read (see the warnings below).</p>';
  if (list.items.length === 0) return '<p>None.</p>';
  const more = list.more > 0 ? `<p>… and ${list.more} more.</p>` : '';
  const cut = list.cut ? '<p>Older ones in the window were not read (max-pages).</p>' : '';
  return `<table>${cells(header, 'th')}${list.items.map((entry) => cells(row(entry))).join('')}</table>${more}${cut}`;
}

/** The section's HTML: crash groups, feedback, then the window, attribution and warnings. */
export function healthSectionHtml(report: HealthReport): string {
  const crashes = listTable(
    report.crashes,
    ['First seen', 'Title', 'Crashes', 'Version', 'Processed'],
    (crash) => [
      formatTime(crash.created),
      // A stack trace for a title would fill the summary and push a shared comment past its limit.
      truncateChars(crash.title, CHAT_LINE_CHARS),
      String(crash.count),
      crash.appVersion,
      crash.processed === undefined ? '?' : crash.processed ? 'yes' : 'no',
    ],
  );
  const feedback = listTable(
    report.feedback,
    ['Received', 'Message', 'Images', 'Voice'],
    (entry) => [
      formatTime(entry.created),
      entry.text,
      String(entry.images),
      entry.voice ? 'yes' : 'no',
    ],
  );
  const warnings = report.warnings.map((line) => `<p><strong>${githubHtml(line)}</strong></p>`);
  const basePage = report.base?.pageUrl
    ? `<p>The base build's page: ${linkTo(report.base.pageUrl)}</p>`
    : '';
  return [
    '<h4>Crash groups</h4>',
    crashes,
    '<h4>Feedback</h4>',
    feedback,
    `<p>${githubHtml(`Window: ${windowText(report)} to ${formatTime(report.window.to)}. ${report.attribution.said}`)}</p>`,
    basePage,
    ...warnings,
  ].join('');
}

/**
 * upload-and-wait's health sections (health-report: previous), for its job summary and pull
 * request comment: each report under a heading that names the build replaced and how it was
 * chosen; '' for none.
 */
export function replacedHealthHtml(reports: readonly HealthReport[]): string {
  return reports
    .map((report) => `<h3>${githubHtml(healthTitle(report))}</h3>${healthSectionHtml(report)}`)
    .join('\n');
}

/**
 * Appends the report to the job summary ($GITHUB_STEP_SUMMARY), after the run's context.
 * @param ci the run's CI context (readCiContext())
 */
export async function writeHealthSummary(report: HealthReport, ci: CiContext): Promise<void> {
  await startSummary(githubHtml(healthTitle(report)), ci)
    .addRaw(healthSectionHtml(report), true)
    .write();
}
