/**
 * An expiry check in GitHub's markdown, as HTML (docs/expiry.md): one row per end within the
 * asked days (what, when, in how many days, what to do), then what could not be told. The
 * expiry/ sub-action's job summary is this section after the run's context. Names are service
 * text: githubHtml makes them inert.
 */
import type { CiContext } from '../common/ci-context.js';
import { githubHtml } from '../common/inert/github.js';
import { actionOf, expiryTitle, subjectOf, whenText } from '../jobs/expiry/lines.js';
import { soonItems, type ExpiryReport } from '../jobs/expiry/report.js';
import { startSummary } from './summary-start.js';

function cells(values: readonly string[], tag: 'td' | 'th' = 'td'): string {
  return `<tr>${values.map((value) => `<${tag}>${githubHtml(value)}</${tag}>`).join('')}</tr>`;
}

/** The section's HTML: the table of what ends soon (or "Nothing"), the notes, what was read. */
export function expirySectionHtml(report: ExpiryReport): string {
  const soon = soonItems(report);
  const table =
    soon.length === 0
      ? `<p>${githubHtml(`Nothing ends within ${report.withinDays} days.`)}</p>`
      : `<table>${cells(['What', 'Ends', 'When', 'To do'], 'th')}${soon
          .map((item) => cells([subjectOf(item), item.ends, whenText(item.days), actionOf(item)]))
          .join('')}</table>`;
  const notes = report.notes.map((line) => `<p>${githubHtml(line)}</p>`);
  const read = `Read ${report.items.length} dated ends in ${report.requests} requests; days are the service's (UTC+8).`;
  return [table, ...notes, `<p>${githubHtml(read)}</p>`].join('');
}

/**
 * Appends the check to the job summary ($GITHUB_STEP_SUMMARY), after the run's context.
 * @param ci the run's CI context (readCiContext())
 */
export async function writeExpirySummary(report: ExpiryReport, ci: CiContext): Promise<void> {
  await startSummary(githubHtml(expiryTitle(report)), ci)
    .addRaw(expirySectionHtml(report), true)
    .write();
}
