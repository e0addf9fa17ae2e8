import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../../../src/api/index.js';
import { planCleanup, type CleanupPolicy } from '../../../../src/jobs/cleanup/policy.js';

const NOW = Date.parse('2026-11-21T12:00:00+08:00');
const DAY = 86_400_000;

/** "YYYY-MM-DD HH:mm:ss" in China time, as the service writes upload times. */
function serviceTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The oracle's reading of an upload time, apart from the implementation's: ms since the epoch,
 * -Infinity when unknown (such a build is the oldest).
 */
function uploadedAt(build: BuildRecord): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(build.buildCreated ?? '');
  if (!match) return -Infinity;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour - 8, minute, second);
}

/** Descending order of a number that may be -Infinity (never subtracted: -Infinity - -Infinity is NaN). */
const descending = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);

/**
 * The order the cleanup documents, written out on its own: the service's build number (a build
 * without one is older than any with one), then the upload time, then the key, ascending.
 */
function oracleNewestFirst(a: BuildRecord, b: BuildRecord): number {
  return (
    descending(a.buildBuildVersion ?? -Infinity, b.buildBuildVersion ?? -Infinity) ||
    descending(uploadedAt(a), uploadedAt(b)) ||
    ((a.buildKey ?? '') < (b.buildKey ?? '') ? -1 : (a.buildKey ?? '') > (b.buildKey ?? '') ? 1 : 0)
  );
}

// Few keys, few days and often no build number: ties at every level of the order, so that the
// fallbacks (time, then key) decide often. Keys in [a-z0-9], as the service's are.
const buildArbitrary: fc.Arbitrary<BuildRecord> = fc.record(
  {
    buildKey: fc.string({
      unit: fc.constantFrom('a', 'b', 'c', 'd', '0', '1', '2', '3'),
      minLength: 1,
      maxLength: 3,
    }),
    buildBuildVersion: fc.integer({ min: 1, max: 8 }),
    buildVersion: fc.constantFrom('1.0.0', '1.1.0', '2.0.0', '2.0.1', '3.0.0-beta'),
    buildCreated: fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, 1_000, 3_600_000))
        .map(([days, ms]) => serviceTime(NOW - days * DAY * 10 - ms)),
      fc.constant(''),
      fc.constant('yesterday'),
    ),
  },
  { requiredKeys: ['buildKey', 'buildVersion', 'buildCreated'] },
);

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
          .sort(oracleNewestFirst)
          .slice(0, policy.keepLatest)
          .map((build) => build.buildKey);
        expect(deletions.length).toBeLessThanOrEqual(policy.maxDeletions);
        for (const { build } of deletions) {
          expect(build.buildKey).not.toBe(marked);
          expect(newest).not.toContain(build.buildKey);
          expect(policy.keepBuildKeys.has(build.buildKey)).toBe(false);
          expect(policy.keepVersionPattern?.test(build.buildVersion ?? '') ?? false).toBe(false);
          if (policy.olderThanDays !== undefined) {
            expect(uploadedAt(build)).toBeLessThan(NOW - policy.olderThanDays * DAY);
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
            expect(oracleNewestFirst(waiting.build, deleted.build)).toBeLessThan(0);
        }
      }),
    );
  });

  it('lists deletions oldest first and kept builds newest first, in the documented order', () => {
    fc.assert(
      fc.property(scenario, ([builds, policy, marked]) => {
        const { deletions, kept } = planCleanup(builds, policy, NOW, marked);
        const keys = (decisions: typeof kept) => decisions.map(({ build }) => build.buildKey);
        const oldestFirst = [...deletions].sort((a, b) => oracleNewestFirst(b.build, a.build));
        const newestFirst = [...kept].sort((a, b) => oracleNewestFirst(a.build, b.build));
        expect(keys(deletions)).toEqual(keys(oldestFirst));
        expect(keys(kept)).toEqual(keys(newestFirst));
        // The newest build is never a candidate, so it heads the kept list.
        if (kept.length > 0) expect(kept[0]?.reason).toBe('newest build');
      }),
      { numRuns: 500 },
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

  it('orders builds without a build number by upload time, then by key, after those with one', () => {
    const at = (days: number) => serviceTime(NOW - days * DAY);
    const unnumbered: BuildRecord[] = [
      { buildKey: 'a-old', buildCreated: at(9) },
      { buildKey: 'c-new', buildCreated: at(5) },
      { buildKey: 'b-new', buildCreated: at(5) },
      { buildKey: 'd-unknown', buildCreated: '' },
      { buildKey: 'numbered', buildBuildVersion: 1, buildCreated: at(30) },
    ];
    const plan = planCleanup(unnumbered, { ...policy, keepLatest: 1, maxDeletions: 50 }, NOW);
    expect(plan.kept.map(({ build }) => build.buildKey)).toEqual(['numbered']);
    expect(plan.deletions.map(({ build }) => build.buildKey)).toEqual([
      'd-unknown',
      'a-old',
      'c-new',
      'b-new',
    ]);
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
