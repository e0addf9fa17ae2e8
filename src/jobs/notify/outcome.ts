/** What a notification tells about an upload step that ran elsewhere (the sub-action, the CLI). */
import type { PublishedBuild } from '../../api/index.js';
import type { CiContext } from '../../common/ci-context.js';
import type { UploadOutcome } from './job-options.js';
import type { NotifyFacts } from './message.js';

/** The failure line of an upload step known only by its outcome. */
export const UPLOAD_STEP_FAILED = 'The upload step failed: its log on the run page says why';

/** Whether an upload step that ended with `outcome` is news: success or failure (not cancelled, skipped). */
export function hasNewsIn(outcome: UploadOutcome): outcome is 'success' | 'failure' {
  return outcome === 'success' || outcome === 'failure';
}

/** The one line logged instead of a notification about a cancelled or skipped upload step. */
export function nothingToSend(outcome: UploadOutcome): string {
  return `Nothing to send: the upload step was ${outcome}`;
}

/**
 * The facts to notify about an upload step that ended with `outcome`; undefined when it was
 * cancelled or skipped (nothing to tell: see nothingToSend).
 */
export function notifyFactsOf(
  outcome: UploadOutcome,
  builds: readonly PublishedBuild[],
  ci: CiContext,
): NotifyFacts | undefined {
  if (!hasNewsIn(outcome)) return undefined;
  return { builds, failures: outcome === 'failure' ? [UPLOAD_STEP_FAILED] : [], ci };
}
