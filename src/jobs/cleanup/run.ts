/**
 * The cleanup job: asks app/view which build set-newest marked and how many builds the app has,
 * lists the builds and checks the listing is complete, plans by the keep policy, deletes (unless
 * a dry run) and reports. Both front-ends run this one copy.
 */
import { listAllBuilds, PgyerError, viewApp, type BuildRecord } from '../../api/index.js';
import type { JobContext } from '../context.js';
import { deleteBuilds, describeDecision } from './delete-builds.js';
import type { CleanupOptions } from './options.js';
import { planCleanup, type BuildDecision } from './policy.js';
import { isScoped, planScoped } from './scope.js';

/** Why a cleanup stopped before the end of its plan. */
export interface CleanupStop {
  /**
   * refused: 1202/1203 alone, the service deletes no more (not a failure); failed: any other
   * error, and any deletion whose outcome is unknown.
   */
  kind: 'refused' | 'failed';
  /** `Stopped after N deletions: …`, with the count and keys of deletions whose outcome is unknown. */
  note: string;
}

/** What a cleanup did (or, in a dry run, would do). */
export interface CleanupResult {
  appKey: string;
  dryRun: boolean;
  /** How many builds the app had. */
  buildCount: number;
  /** Deleted builds (in a dry run: those that would be), in the order their deletion finished. */
  deleted: BuildDecision[];
  /** Builds kept by the policy, then those the run did not delete because it stopped. */
  kept: BuildDecision[];
  /** Deletions sent without a sure answer: the build may or may not be gone. */
  uncertain: BuildDecision[];
  stop?: CleanupStop | undefined;
}

/**
 * Runs a cleanup. Never deletes the build app/view names (the one set-newest marked) nor the
 * newest; deletes nothing when the listing is shorter than app/view's count; stops at the first
 * refusal or failure. A scoped run (options.scope) reads the candidates' commit lines first
 * (scope.ts: one app/view each, at most MAX_DESCRIPTIONS_READ); the dry run decides the same way.
 * @throws ApiError, NetworkError, UnexpectedResponseError when listing the builds or app/view fails
 * @throws PgyerError when the listing is incomplete (see {@link checkListingComplete})
 */
export async function runCleanup(job: JobContext, options: CleanupOptions): Promise<CleanupResult> {
  const { transport, logger } = job;
  // app/builds does not say which build set-newest marked; app/view's current build is that one.
  // app/view comes first: a build uploaded meanwhile then shows in the listing only, which the
  // completeness check accepts.
  const current = await viewApp(transport, options.appKey);
  const builds = await logger.group(`Builds of app ${options.appKey}`, () =>
    listAllBuilds(transport, options.appKey),
  );
  checkListingComplete(options.appKey, builds, current);
  const plan = isScoped(options.scope)
    ? await planScoped(
        transport,
        logger,
        options.appKey,
        // Every candidate: the scope decides which of them, then max-deletions cuts.
        planCleanup(
          builds,
          { ...options.policy, maxDeletions: Number.POSITIVE_INFINITY },
          job.now(),
          current.buildKey,
        ),
        options.scope,
        options.policy.maxDeletions,
      )
    : planCleanup(builds, options.policy, job.now(), current.buildKey);
  logger.info(
    `App ${options.appKey} has ${builds.length} builds; ${plan.deletions.length} to delete`,
  );
  const base = { appKey: options.appKey, dryRun: options.dryRun, buildCount: builds.length };
  if (options.dryRun) {
    for (const decision of plan.deletions)
      logger.info(`Would delete ${describeDecision(decision)}: ${decision.reason}`);
    return transport.secrets.scrub({
      ...base,
      deleted: plan.deletions,
      kept: plan.kept,
      uncertain: [],
    });
  }

  const report = await logger.group('Deleting', () =>
    deleteBuilds(transport, plan.deletions, logger),
  );
  const notDeleted = report.notDeleted.map((decision) => ({
    ...decision,
    reason: 'not deleted: the run stopped',
  }));
  const error = report.refusal ?? report.failure;
  const stop: CleanupStop | undefined = error && {
    // A failure after a refusal (a deletion already running) still fails the run: one whose
    // outcome is unknown is always such a failure, and must not pass as a clean stop.
    kind: report.failure ? 'failed' : 'refused',
    note:
      `Stopped after ${report.deleted.length} deletions: ${error.message}` +
      unknownNote(report.uncertain),
  };
  // 1202/1203 mean the service will not delete what is left: the job did what could be done.
  if (stop?.kind === 'refused') logger.warning(stop.note);
  // What the front-ends show, redacted once for all of them (see runUpload).
  return transport.secrets.scrub({
    ...base,
    deleted: report.deleted,
    kept: [...plan.kept, ...notDeleted],
    uncertain: report.uncertain,
    stop,
  });
}

/** `; whether N builds were deleted is unknown (not sent again): <keys>`, or '' for none. */
function unknownNote(uncertain: readonly BuildDecision[]): string {
  if (uncertain.length === 0) return '';
  const builds = uncertain.length === 1 ? '1 build was' : `${uncertain.length} builds were`;
  const keys = uncertain.map(({ build }) => build.buildKey).join(', ');
  return `; whether ${builds} deleted is unknown (not sent again): ${keys}`;
}

/**
 * Refuses a listing that has fewer builds than app/view counts (its build and `otherAppsCount`
 * others): keep-latest applied to part of the builds could delete some of the newest. A short
 * listing comes from a page the service left out or a `pageCount` it did not send (page 1 is then
 * taken as the only one).
 * @throws PgyerError before anything is deleted, also when app/view gives no count
 */
function checkListingComplete(
  appKey: string,
  builds: readonly BuildRecord[],
  current: BuildRecord,
): void {
  const listed = new Set(builds.map((build) => build.buildKey).filter(Boolean)).size;
  const nothingDeleted = 'keep-latest is not applied to part of the builds; nothing was deleted';
  if (current.otherAppsCount === undefined) {
    throw new PgyerError(
      `app/view did not say how many builds app ${appKey} has (otherAppsCount), so the listing of ` +
        `${listed} builds cannot be checked: ${nothingDeleted}`,
    );
  }
  const counted = current.otherAppsCount + (current.buildKey ? 1 : 0);
  if (listed < counted) {
    throw new PgyerError(
      `app/builds listed ${listed} builds of app ${appKey}, but app/view counts ${counted}: ` +
        `${nothingDeleted}. Try again later.`,
    );
  }
}

/**
 * Fails the run when the cleanup stopped on a failure (a refusal is a warning only): one rule for
 * both front-ends, called after the outputs and the report are written.
 * @throws PgyerError with the stop note
 */
export function throwIfCleanupFailed(result: CleanupResult): void {
  if (result.stop?.kind === 'failed') throw new PgyerError(result.stop.note);
}
