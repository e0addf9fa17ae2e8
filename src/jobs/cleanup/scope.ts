/**
 * A scoped cleanup (README.md `branch`, `pull-request`, `keep-per-branch`): only builds whose
 * description records, in its commit line (src/jobs/upload/release-notes/commit-line.ts), the branch or the pull
 * request asked for may be deleted. app/builds carries no description (api-v2 §app/builds), so
 * each candidate's is read with app/view and its buildKey (api-v2 §app/view).
 */
import pLimit from 'p-limit';
import { viewApp, type Logger, type Transport } from '../../api/index.js';
import { recordedCommit, type RecordedCommit } from '../upload/release-notes/commit-line.js';
import { MAX_CONCURRENT_DELETIONS } from './delete-builds.js';
import { newestFirst, type BuildDecision, type CleanupPlan } from './policy.js';

/** Which builds a scoped run may delete; any field given makes the run scoped. */
export interface CleanupScope {
  /** Only builds recorded from this branch (on a pull request: its head branch). */
  branch?: string | undefined;
  /** Only builds recorded for this pull or merge request number. */
  pullRequest?: number | undefined;
  /** Keep this many newest builds of each recorded branch. */
  keepPerBranch?: number | undefined;
}

/**
 * Descriptions read at most in one run (one app/view each): the oldest candidates first; the
 * rest wait for the next run.
 */
export const MAX_DESCRIPTIONS_READ = 500;

/** Whether `scope` asks for anything: an unscoped run reads no description. */
export function isScoped(scope: CleanupScope): boolean {
  return (
    scope.branch !== undefined ||
    scope.pullRequest !== undefined ||
    scope.keepPerBranch !== undefined
  );
}

/** `branch feat/x`, `pull request #12`, `keep-per-branch 2`, joined: for reasons and logs. */
export function describeScope(scope: CleanupScope): string {
  return [
    scope.branch === undefined ? '' : `branch ${scope.branch}`,
    scope.pullRequest === undefined ? '' : `pull request #${String(scope.pullRequest)}`,
    scope.keepPerBranch === undefined ? '' : `keep-per-branch ${String(scope.keepPerBranch)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The commit lines of `candidates` (oldest first), read with one app/view each, four at once, in
 * batches: at most MAX_DESCRIPTIONS_READ, and without keep-per-branch no more batches once
 * `maxDeletions` builds in scope were found. A build not in the map was not read.
 * @throws ApiError, NetworkError as Transport.call: nothing has been deleted yet
 */
export async function readCommitLines(
  transport: Transport,
  appKey: string,
  candidates: readonly BuildDecision[],
  scope: CleanupScope,
  maxDeletions: number,
): Promise<Map<string, RecordedCommit | undefined>> {
  const recorded = new Map<string, RecordedCommit | undefined>();
  const limit = pLimit(MAX_CONCURRENT_DELETIONS);
  const toRead = candidates.slice(0, MAX_DESCRIPTIONS_READ);
  let found = 0;
  for (let start = 0; start < toRead.length; start += MAX_CONCURRENT_DELETIONS) {
    if (scope.keepPerBranch === undefined && found >= maxDeletions) break;
    const batch = toRead.slice(start, start + MAX_CONCURRENT_DELETIONS);
    const lines = await Promise.all(
      batch.map(({ build }) =>
        limit(async () =>
          recordedCommit((await viewApp(transport, appKey, build.buildKey)).buildDescription),
        ),
      ),
    );
    batch.forEach(({ build }, index) => {
      const line = lines[index];
      recorded.set(build.buildKey, line);
      if (line && inScope(line, scope)) found += 1;
    });
  }
  return recorded;
}

function inScope(line: RecordedCommit, scope: CleanupScope): boolean {
  return (
    (scope.branch === undefined || line.branch === scope.branch) &&
    (scope.pullRequest === undefined || line.pullRequest === scope.pullRequest)
  );
}

/**
 * The plan of a scoped run, from the unscoped plan's deletions (candidates, oldest first; every
 * one of them, not cut at max-deletions) and their commit lines: a candidate is deleted only when
 * it has a commit line in the scope and is not among the `keepPerBranch` newest candidates of its
 * branch; then at most `maxDeletions`, oldest first. Everything else is kept with its reason. A
 * pure function: the dry run and the real run decide alike from the same builds.
 */
export function scopePlan(
  plan: CleanupPlan,
  recorded: ReadonlyMap<string, RecordedCommit | undefined>,
  scope: CleanupScope,
  maxDeletions: number,
): CleanupPlan {
  const kept: BuildDecision[] = [...plan.kept];
  const keep = (decision: BuildDecision, reason: string) => kept.push({ ...decision, reason });
  const inScopeBuilds: { decision: BuildDecision; line: RecordedCommit }[] = [];
  for (const decision of plan.deletions) {
    if (!recorded.has(decision.build.buildKey)) {
      keep(decision, 'description not read in this run; next run');
      continue;
    }
    const line = recorded.get(decision.build.buildKey);
    if (!line) keep(decision, 'no git-commit line: a scoped run never deletes it');
    else if (!inScope(line, scope)) keep(decision, `not of ${describeScope(scope)}`);
    else inScopeBuilds.push({ decision, line });
  }
  // Newest first per branch: candidates come oldest first.
  const seen = new Map<string, number>();
  const deletable = new Set<BuildDecision>();
  for (const { decision, line } of [...inScopeBuilds].reverse()) {
    const count = (seen.get(line.branch) ?? 0) + 1;
    seen.set(line.branch, count);
    if (scope.keepPerBranch !== undefined && count <= scope.keepPerBranch)
      keep(decision, `among the ${String(scope.keepPerBranch)} newest of branch ${line.branch}`);
    else deletable.add(decision);
  }
  const deletions: BuildDecision[] = [];
  for (const { decision, line } of inScopeBuilds) {
    if (!deletable.has(decision)) continue;
    if (deletions.length >= maxDeletions) {
      keep(decision, `beyond max-deletions (${String(maxDeletions)}); next run`);
      continue;
    }
    const of =
      line.pullRequest === undefined
        ? `branch ${line.branch}`
        : `pull request #${String(line.pullRequest)} (${line.branch})`;
    deletions.push({ ...decision, reason: `${decision.reason}; built from ${of}`, commit: line });
  }
  kept.sort((a, b) => newestFirst(a.build, b.build));
  return { deletions, kept };
}

/**
 * The scoped plan: reads the candidates' commit lines (readCommitLines) and decides (scopePlan),
 * logging how many descriptions it read.
 * @throws ApiError, NetworkError as Transport.call, before anything is deleted
 */
export async function planScoped(
  transport: Transport,
  logger: Logger,
  appKey: string,
  plan: CleanupPlan,
  scope: CleanupScope,
  maxDeletions: number,
): Promise<CleanupPlan> {
  const recorded = await readCommitLines(transport, appKey, plan.deletions, scope, maxDeletions);
  logger.info(
    `Scoped to ${describeScope(scope)}: read the description of ${String(recorded.size)} of ${String(plan.deletions.length)} candidate builds (app/view each)`,
  );
  return scopePlan(plan, recorded, scope, maxDeletions);
}
