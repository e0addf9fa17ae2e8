/**
 * Which builds a cleanup deletes: a pure function of the build list, the policy and the time, so
 * it can be tested on its own (property-based tests in test/unit/jobs/cleanup).
 */
import type { BuildRecord } from '../../api/index.js';
import { parseTime } from '../../common/time.js';
import type { RecordedCommit } from '../upload/release-notes/commit-line.js';

/** What to keep; everything else is deleted, oldest first, up to `maxDeletions`. */
export interface CleanupPolicy {
  /** Keep this many newest builds (at least 1: the newest build is always kept). */
  keepLatest: number;
  /** When set, only builds uploaded more than this many days ago may be deleted. */
  olderThanDays?: number | undefined;
  /** Never delete these builds. */
  keepBuildKeys: ReadonlySet<string>;
  /** Never delete a build whose buildVersion matches. */
  keepVersionPattern?: RegExp | undefined;
  /** Delete at most this many builds in one run. */
  maxDeletions: number;
}

/** A build and why it is deleted or kept. */
export interface BuildDecision {
  build: BuildRecord & { buildKey: string };
  reason: string;
  /** What its commit line records, when a scoped run read it (scope.ts). */
  commit?: RecordedCommit;
}

/** The outcome of a policy: what to delete (oldest first) and what to keep (newest first). */
export interface CleanupPlan {
  deletions: BuildDecision[];
  kept: BuildDecision[];
}

const MS_PER_DAY = 86_400_000;

/** The service's upload time (buildCreated) in ms since the epoch, or NaN when it has another form. */
function uploadTime(build: BuildRecord): number {
  return parseTime(build.buildCreated ?? '')?.getTime() ?? Number.NaN;
}

/** Newest first: by the service's build number, then by upload time, then by key for a stable order. */
export function newestFirst(a: BuildRecord, b: BuildRecord): number {
  const byNumber = (b.buildBuildVersion ?? -1) - (a.buildBuildVersion ?? -1);
  if (byNumber !== 0) return byNumber;
  const byTime = (uploadTime(b) || 0) - (uploadTime(a) || 0);
  if (byTime !== 0) return byTime;
  return (a.buildKey ?? '').localeCompare(b.buildKey ?? '');
}

/**
 * Decides what a cleanup deletes. Builds without a buildKey are ignored, duplicates (a build
 * listed on two pages) count once. Kept, whatever the policy: the newest build, the build the
 * service marks as newest, the `keepLatest` newest, listed keys, pattern matches, builds not old
 * enough (or of unknown age when `olderThanDays` is set), and any beyond `maxDeletions`.
 * @param now the current time in ms since the epoch
 * @param markedNewest the buildKey the service marks as the newest version (set-newest), which
 *   app/builds does not report: app/view without a build key names it
 */
export function planCleanup(
  builds: readonly BuildRecord[],
  policy: CleanupPolicy,
  now: number,
  markedNewest?: string,
): CleanupPlan {
  const unique = new Map<string, BuildDecision['build']>();
  for (const build of builds) {
    if (build.buildKey && !unique.has(build.buildKey))
      unique.set(build.buildKey, { ...build, buildKey: build.buildKey });
  }
  const ordered = [...unique.values()].sort(newestFirst);
  const keepLatest = Math.max(1, policy.keepLatest);
  const cutoff =
    policy.olderThanDays === undefined ? undefined : now - policy.olderThanDays * MS_PER_DAY;

  const kept: BuildDecision[] = [];
  const candidates: BuildDecision[] = [];
  ordered.forEach((build, index) => {
    const reason = keepReason(build, index, keepLatest, cutoff, policy, markedNewest);
    if (reason) kept.push({ build, reason });
    else candidates.push({ build, reason: deletionReason(keepLatest, policy.olderThanDays) });
  });

  const oldestFirst = candidates.reverse();
  const deletions = oldestFirst.slice(0, Math.max(0, policy.maxDeletions));
  for (const decision of oldestFirst.slice(deletions.length)) {
    kept.push({
      build: decision.build,
      reason: `beyond max-deletions (${policy.maxDeletions}); next run`,
    });
  }
  kept.sort((a, b) => newestFirst(a.build, b.build));
  return { deletions, kept };
}

function keepReason(
  build: BuildRecord,
  index: number,
  keepLatest: number,
  cutoff: number | undefined,
  policy: CleanupPolicy,
  markedNewest: string | undefined,
): string | undefined {
  if (index === 0) return 'newest build';
  if (build.buildKey === markedNewest || build.buildIsLastest === 1)
    return 'marked as the newest version';
  if (index < keepLatest) return `among the ${keepLatest} newest`;
  if (policy.keepBuildKeys.has(build.buildKey ?? '')) return 'listed in keep-build-keys';
  if (policy.keepVersionPattern?.test(build.buildVersion ?? ''))
    return 'version matches keep-version-pattern';
  if (cutoff !== undefined) {
    const uploaded = uploadTime(build);
    if (Number.isNaN(uploaded)) return 'upload time unknown';
    if (uploaded >= cutoff) return `uploaded in the last ${policy.olderThanDays ?? 0} days`;
  }
  return undefined;
}

function deletionReason(keepLatest: number, olderThanDays: number | undefined): string {
  const age = olderThanDays === undefined ? '' : `, older than ${olderThanDays} days`;
  return `not among the ${keepLatest} newest${age}`;
}
