/**
 * The update feed and verify-update (README.md `update-feed`, `verify-update`; src/jobs/feed), as
 * a reporter: after the upload, app/check is asked once per build, the feed written. The step
 * fails when the feed could not be written, or when verify-update is `fail` and app/check does
 * not offer a build.
 */
import { toError } from '../../../api/index.js';
import { runFeed } from '../../../jobs/feed/run.js';
import type { Reporter, RunFacts } from './reporter.js';

/** The update feed's reporter; it asks nothing when neither input is given. */
export function updateFeedReporter({ job, report }: RunFacts): Reporter {
  let failure: string | undefined;
  let wrongOffers: string[] = [];
  return {
    after: async ({ result }) => {
      try {
        wrongOffers = (await runFeed(job, result.builds, report.feed)).problems;
      } catch (error) {
        failure = `update feed: ${toError(error).message}`;
        job.logger.error(failure);
      }
      return undefined;
    },
    check: () => {
      if (failure !== undefined) throw new Error(failure);
      if (report.feed.verify === 'fail' && wrongOffers.length > 0) {
        throw new Error(
          `verify-update: app/check does not offer ${wrongOffers.length === 1 ? 'the build' : `${String(wrongOffers.length)} builds`} (see the warning above)`,
        );
      }
    },
  };
}
