/** What a notification tells about an upload step that ran elsewhere (the sub-action, the CLI). */
import type { PublishedBuild } from '../../api/index.js';
import type { CiContext } from '../../common/ci-context.js';
import type { UploadOutcome } from './job-options.js';
import type { NotifyFacts } from './message.js';

/** The failure line of an upload step known only by its outcome. */
export const UPLOAD_STEP_FAILED = 'The upload step failed: its log on the run page says why';

/**
 * The facts to notify about an upload step that ended with `outcome`; undefined when it was
 * cancelled or skipped (nothing to tell).
 */
export function notifyFactsOf(
  outcome: UploadOutcome,
  builds: readonly PublishedBuild[],
  ci: CiContext,
): NotifyFacts | undefined {
  if (outcome === 'cancelled' || outcome === 'skipped') return undefined;
  return { builds, failures: outcome === 'failure' ? [UPLOAD_STEP_FAILED] : [], ci };
}
