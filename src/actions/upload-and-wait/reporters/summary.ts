/** The job summary of the builds (src/github/summary.ts), as a reporter. */
import { writeBuildSummary } from '../../../github/summary.js';
import { failureLines } from '../../../jobs/upload/run.js';
import { writeReport } from '../../common/run-action.js';
import type { Reporter, RunFacts } from './reporter.js';

/**
 * Writes the job summary (with `summary: true`): the builds, the deployment's line, the release
 * notes sent and where they came from, the health sections asked for, the failures. A summary that cannot be written is a warning.
 */
export function summaryReporter({ report, ci }: RunFacts): Reporter {
  return {
    after: async ({ result, deployment }) => {
      if (!report.summary) return undefined;
      await writeReport('job summary', () =>
        writeBuildSummary(result.builds, failureLines(result), result.releaseNotes, {
          ci,
          ...(deployment ? { deployment } : {}),
          ...(result.releaseNotesOrigin ? { releaseNotesOrigin: result.releaseNotesOrigin } : {}),
          health: result.health,
        }),
      );
      return undefined;
    },
  };
}
