/** Deleting the builds a cleanup plan selected, a few at a time (service.md#deletion). */
import pLimit from 'p-limit';
import { ApiError, deleteBuild, ErrorCode, type Logger, type Transport } from '../../api/index.js';
import { FACT_LABELS } from '../../common/build-view.js';
import { timeAsShown } from '../../common/time.js';
import type { BuildDecision } from './policy.js';

/** How a deletion run ended. */
export interface DeletionReport {
  /** The builds deleted, in the order their deletion finished. */
  deleted: BuildDecision[];
  /** The builds not deleted: refused by the service, or not tried once the run stopped. */
  notDeleted: BuildDecision[];
  /**
   * Deletions that were sent but got no answer the service surely gave (a reset, a timeout, a
   * gateway's page): the build may or may not be gone. They are not repeated.
   */
  uncertain: BuildDecision[];
  /** 1202 or 1203: the service refuses to delete more; the run ended cleanly. */
  refusal: ApiError | undefined;
  /** Any other error: the run stopped there. */
  failure: Error | undefined;
}

/** Deletions running at once at the start; halved each time the service answers 1098. */
export const MAX_CONCURRENT_DELETIONS = 4;

const REFUSALS: ReadonlySet<number> = new Set([
  ErrorCode.CannotDeleteAllDownloadable,
  ErrorCode.CannotDeleteAllDisplayed,
]);

/**
 * Deletes `deletions` at most four at once, slowing down when the service answers 1098. The
 * first refusal (1202/1203) or failure stops the run: deletions already running finish, the rest
 * are not tried. Each build is deleted at most once: a deletion is never repeated unless the
 * service surely did not act (see Transport's idempotent calls). Never throws.
 */
export async function deleteBuilds(
  transport: Transport,
  deletions: readonly BuildDecision[],
  logger: Logger,
): Promise<DeletionReport> {
  const limit = pLimit(MAX_CONCURRENT_DELETIONS);
  const slowDownOn1098 = (error: Error) => {
    if (
      !(error instanceof ApiError) ||
      error.code !== ErrorCode.RateLimited ||
      limit.concurrency === 1
    )
      return;
    limit.concurrency = Math.max(1, Math.floor(limit.concurrency / 2));
    logger.warning(
      `The service answered 1098 (hourly limit): deleting ${limit.concurrency} at a time`,
    );
  };
  const deleting = transport.extend({ hooks: { beforeRetry: slowDownOn1098 } });
  const report: DeletionReport = {
    deleted: [],
    notDeleted: [],
    uncertain: [],
    refusal: undefined,
    failure: undefined,
  };
  const stopped = () => report.refusal !== undefined || report.failure !== undefined;

  await Promise.all(
    deletions.map((decision) =>
      limit(async () => {
        if (stopped()) {
          report.notDeleted.push(decision);
          return;
        }
        try {
          await deleteBuild(deleting, decision.build.buildKey);
          report.deleted.push(decision);
          logger.info(`Deleted ${describeDecision(decision)}`);
        } catch (error) {
          // An ApiError is the service's own answer: it did not delete. Anything else may
          // have come after the deletion.
          (error instanceof ApiError ? report.notDeleted : report.uncertain).push(decision);
          if (error instanceof ApiError && REFUSALS.has(error.code)) report.refusal ??= error;
          else report.failure ??= error instanceof Error ? error : new Error(String(error));
        }
      }),
    ),
  );
  return report;
}

/**
 * "1.2.3 (Pgyer build #7, uploaded 2026-01-01 02:00 UTC) abcd…" for logs: the service's time
 * (UTC+8) in UTC with its zone, and the build number named, as the summaries show them.
 */
export function describeDecision({ build }: BuildDecision): string {
  const uploaded = build.buildCreated
    ? `uploaded ${timeAsShown(build.buildCreated)}`
    : 'upload time unknown';
  const number = build.buildBuildVersion === undefined ? '?' : `#${build.buildBuildVersion}`;
  return `${build.buildVersion ?? '?'} (${FACT_LABELS.buildNumber} ${number}, ${uploaded}) ${build.buildKey}`;
}
