/**
 * The job summary of cleanup-old-builds: the run's context, what was (or would be) deleted, what
 * was kept, and the deletions whose outcome is unknown.
 */
import type { BuildDecision } from '../jobs/cleanup/policy.js';
import type { CleanupResult } from '../jobs/cleanup/run.js';
import { FACT_LABELS } from '../common/build-view.js';
import { timeAsShown } from '../common/time.js';
import type { CiContext } from '../common/ci-context.js';
import { githubHtml } from '../common/inert/github.js';
import { startSummary } from './summary-start.js';

/** Rows shown per table; a summary is limited to 1 MiB and a long table helps nobody. */
const MAX_ROWS = 100;

function table(decisions: readonly BuildDecision[]): string {
  const header = `<tr><th>Version</th><th>${FACT_LABELS.buildNumber}</th><th>Uploaded</th><th>buildKey</th><th>Reason</th></tr>`;
  const rows = decisions.slice(0, MAX_ROWS).map(({ build, reason }) => {
    const cells = [
      build.buildVersion ?? '',
      build.buildBuildVersion === undefined ? '' : String(build.buildBuildVersion),
      // The service's UTC+8 time, in UTC with its zone as on the upload's card.
      build.buildCreated === undefined ? '' : timeAsShown(build.buildCreated),
      build.buildKey,
      reason,
    ];
    return `<tr>${cells.map((cell) => `<td>${githubHtml(cell)}</td>`).join('')}</tr>`;
  });
  const more =
    decisions.length > MAX_ROWS ? `<p>… and ${decisions.length - MAX_ROWS} more.</p>` : '';
  return `<table>${header}${rows.join('')}</table>${more}`;
}

/**
 * Appends the cleanup report to the job summary ($GITHUB_STEP_SUMMARY), after the run's context.
 * @param ci the run's CI context (readCiContext())
 */
export async function writeCleanupSummary(report: CleanupResult, ci: CiContext): Promise<void> {
  const verb = report.dryRun ? 'Would delete' : 'Deleted';
  const unknown =
    report.uncertain.length > 0
      ? `; unknown whether ${report.uncertain.length} more ${report.uncertain.length === 1 ? 'was' : 'were'} deleted`
      : '';
  const summary = startSummary(
    `Pgyer cleanup of app ${githubHtml(report.appKey)}${report.dryRun ? ' (dry run)' : ''}`,
    ci,
  ).addRaw(
    `<p>${verb} ${report.deleted.length} builds, kept ${report.kept.length}${unknown}.</p>`,
    true,
  );
  if (report.stop) summary.addRaw(`<p><strong>${githubHtml(report.stop.note)}</strong></p>`, true);
  if (report.deleted.length > 0) summary.addHeading(verb, 4).addRaw(table(report.deleted), true);
  if (report.kept.length > 0) summary.addHeading('Kept', 4).addRaw(table(report.kept), true);
  if (report.uncertain.length > 0)
    summary.addHeading('Unknown whether deleted', 4).addRaw(table(report.uncertain), true);
  await summary.write();
}
