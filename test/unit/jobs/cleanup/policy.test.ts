import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../../src/api/index.js';
import {
  newestFirst,
  planCleanup,
  uploadTime,
  type CleanupPolicy,
} from '../../../../src/jobs/cleanup/policy.js';

const NOW = Date.parse('2026-11-21T12:00:00+08:00');
const DAY = 86_400_000;

/** "YYYY-MM-DD HH:mm:ss" in China time, as the service writes upload times. */
function serviceTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const buildArbitrary: fc.Arbitrary<BuildRecord> = fc.record({
  buildKey: fc.string({ minLength: 1, maxLength: 6 }),
  buildBuildVersion: fc.integer({ min: 1, max: 60 }),
  buildVersion: fc.constantFrom('1.0.0', '1.1.0', '2.0.0', '2.0.1', '3.0.0-beta'),
  buildCreated: fc.oneof(
    fc.integer({ min: 0, max: 400 }).map((days) => serviceTime(NOW - days * DAY)),
    fc.constant(''),
  ),
});

const policyArbitrary = (keys: fc.Arbitrary<string[]>): fc.Arbitrary<CleanupPolicy> =>
  fc.record({
    keepLatest: fc.integer({ min: 1, max: 8 }),
    olderThanDays: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
    keepBuildKeys: keys.map((list) => new Set(list)),
    keepVersionPattern: fc.option(fc.constantFrom(/^2\./, /beta/, /\.0$/), { nil: undefined }),
    maxDeletions: fc.integer({ min: 1, max: 30 }),
  });

const scenario = fc.array(buildArbitrary, { maxLength: 60 }).chain((builds) =>
  fc.tuple(
    fc.constant(builds),
    policyArbitrary(fc.subarray(builds.map((build) => build.buildKey ?? ''))),
    // The build set-newest marked, if any.
    fc.option(fc.constantFrom(...builds.map((build) => build.buildKey ?? ''), 'other'), {
      nil: undefined,
    }),
  ),
);

describe('planCleanup, for any builds and policy', () => {
  it('never deletes the newest build, a kept key, a pattern match, one of the newest, a recent one, or more than the cap', () => {
    fc.assert(
      fc.property(scenario, ([builds, policy, marked]) => {
        const { deletions, kept } = planCleanup(builds, policy, NOW, marked);
        // A key listed twice is one build: the first listing counts, as in planCleanup.
        const firstOfEach = new Map<string | undefined, BuildRecord>();
        for (const build of builds)
          if (!firstOfEach.has(build.buildKey)) firstOfEach.set(build.buildKey, build);
        const unique = [...firstOfEach.values()];
        const newest = [...unique]
          .sort(newestFirst)
          .slice(0, policy.keepLatest)
          .map((build) => build.buildKey);
        expect(deletions.length).toBeLessThanOrEqual(policy.maxDeletions);
        for (const { build } of deletions) {
          expect(build.buildKey).not.toBe(marked);
          expect(newest).not.toContain(build.buildKey);
          expect(policy.keepBuildKeys.has(build.buildKey)).toBe(false);
          expect(policy.keepVersionPattern?.test(build.buildVersion ?? '') ?? false).toBe(false);
          if (policy.olderThanDays !== undefined) {
            expect(uploadTime(build)).toBeLessThan(NOW - policy.olderThanDays * DAY);
          }
        }
        // Every build is decided once: deleted or kept, never both, none lost.
        const decided = [...deletions, ...kept].map(({ build }) => build.buildKey);
        expect(new Set(decided).size).toBe(decided.length);
        expect(decided.length).toBe(unique.length);
      }),
      { numRuns: 500 },
    );
  });

  it('deletes the oldest candidates first when capped', () => {
    fc.assert(
      fc.property(scenario, ([builds, policy, marked]) => {
        const { deletions, kept } = planCleanup(builds, policy, NOW, marked);
        const cappedOut = kept.filter(({ reason }) => reason.startsWith('beyond max-deletions'));
        for (const deleted of deletions) {
          for (const waiting of cappedOut)
            expect(newestFirst(waiting.build, deleted.build)).toBeLessThan(0);
        }
      }),
    );
  });
});

describe('planCleanup, examples', () => {
  const builds: BuildRecord[] = [1, 2, 3, 4, 5].map((number) => ({
    buildKey: `b${number}`,
    buildBuildVersion: number,
    buildVersion: `1.${number}.0`,
    buildCreated: serviceTime(NOW - (10 - number) * DAY),
  }));
  const policy: CleanupPolicy = { keepLatest: 2, keepBuildKeys: new Set(['b1']), maxDeletions: 50 };

  it('keeps the newest, the listed key, and says why', () => {
    const plan = planCleanup(builds, policy, NOW);
    expect(plan.deletions.map(({ build, reason }) => [build.buildKey, reason])).toEqual([
      ['b2', 'not among the 2 newest'],
      ['b3', 'not among the 2 newest'],
    ]);
    expect(plan.kept.map(({ build, reason }) => [build.buildKey, reason])).toEqual([
      ['b5', 'newest build'],
      ['b4', 'among the 2 newest'],
      ['b1', 'listed in keep-build-keys'],
    ]);
  });

  it('keeps recent builds with older-than-days, and those of unknown age', () => {
    const withUnknown = [
      ...builds,
      { buildKey: 'b0', buildBuildVersion: 0, buildCreated: 'yesterday' },
    ];
    const plan = planCleanup(withUnknown, { ...policy, olderThanDays: 7 }, NOW);
    expect(plan.deletions.map(({ build }) => build.buildKey)).toEqual(['b2']);
    expect(plan.kept.find(({ build }) => build.buildKey === 'b3')?.reason).toBe(
      'uploaded in the last 7 days',
    );
    expect(plan.kept.find(({ build }) => build.buildKey === 'b0')?.reason).toBe(
      'upload time unknown',
    );
  });

  it('caps the deletions and keeps the rest for the next run', () => {
    const plan = planCleanup(builds, { ...policy, keepBuildKeys: new Set(), maxDeletions: 1 }, NOW);
    expect(plan.deletions.map(({ build }) => build.buildKey)).toEqual(['b1']);
    expect(
      plan.kept
        .filter(({ reason }) => reason.startsWith('beyond max-deletions'))
        .map(({ build }) => build.buildKey),
    ).toEqual(['b3', 'b2']);
  });

  it('keeps the build the service marks as newest, and counts a build listed twice once', () => {
    const marked = builds.map((build) =>
      build.buildKey === 'b2' ? { ...build, buildIsLastest: 1 } : build,
    );
    const plan = planCleanup(
      [...marked, marked[0] ?? {}],
      { ...policy, keepBuildKeys: new Set() },
      NOW,
    );
    expect(plan.deletions.map(({ build }) => build.buildKey)).toEqual(['b1', 'b3']);
    expect(plan.kept.find(({ build }) => build.buildKey === 'b2')?.reason).toBe(
      'marked as the newest version',
    );
  });
});
