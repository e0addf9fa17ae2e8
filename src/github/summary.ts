/** The job summary of upload-and-wait. */
import * as core from '@actions/core';
import type { PublishedBuild } from '../api/index.js';
import { escapeHtmlLines } from '../common/html.js';
import {
  renderBuildTable,
  renderReleaseNotes,
  SUMMARY_COLUMNS,
  toBuildRow,
} from './build-table.js';

/**
 * Appends the builds' table to the job summary ($GITHUB_STEP_SUMMARY), with the release notes
 * that were sent and one line per file that failed.
 */
export async function writeBuildSummary(
  builds: readonly PublishedBuild[],
  failures: readonly string[],
  releaseNotes: string | undefined,
): Promise<void> {
  const allPublished = failures.length === 0 && builds.every((build) => build.published);
  const summary = core.summary.addHeading(
    allPublished
      ? `${builds.length === 1 ? 'Build' : 'Builds'} published to Pgyer`
      : 'Pgyer upload',
    3,
  );
  if (builds.length > 0) {
    summary.addRaw(
      renderBuildTable(
        builds.map((build) => toBuildRow(build)),
        SUMMARY_COLUMNS,
      ),
      true,
    );
  }
  if (builds.some((build) => !build.published)) {
    summary.addRaw(
      '<p>Not waited for: the service may still be publishing these builds.</p>',
      true,
    );
  }
  summary.addRaw(renderReleaseNotes(releaseNotes), true);
  if (failures.length > 0) summary.addHeading('Failed', 4).addList(failures.map(escapeHtmlLines));
  await summary.write();
}
