/**
 * A scoped cleanup (scope.ts): the commit line with the pull request's number, written by the
 * upload and read back, and the scoped plan made from it.
 */
import { describe, expect, it } from 'vitest';
import { planCleanup } from '../../../../src/jobs/cleanup/policy.js';
import { scopePlan, type CleanupScope } from '../../../../src/jobs/cleanup/scope.js';
import {
  commitOfBranch,
  recordedCommit,
  withCommitLine,
  type RecordedCommit,
} from '../../../../src/jobs/upload/release-notes/commit-line.js';
import { withReleaseNotesFrom } from '../../../../src/jobs/upload/release-notes/notes-from.js';
import type { UploadOptions } from '../../../../src/jobs/upload/options.js';
import { gitHistory } from '../../../helpers/git-history.js';
import { jobFor } from '../../../helpers/job.js';
import { useSandbox } from '../../../helpers/sandbox.js';

const sandbox = useSandbox();
const SHA = 'a'.repeat(40);

describe('the commit line with a pull request', () => {
  it('records the number and reads it back; a line without one still reads', () => {
    const line = withCommitLine('Our app', SHA, 'release', 7);
    expect(line).toBe(`Our app\n\ngit-commit: ${SHA} release pull-request:7`);
    expect(recordedCommit(line)).toEqual({ sha: SHA, branch: 'release', pullRequest: 7 });
    expect(recordedCommit(`git-commit: ${SHA} release`)).toEqual({ sha: SHA, branch: 'release' });
    // The base of the next release notes is found on the head branch as before.
    expect(commitOfBranch({ buildDescription: line }, 'release')).toBe(SHA);
    expect(recordedCommit(`git-commit: ${SHA} release pull-request:x`)).toBeUndefined();
  });

  it("is written by an upload for a pull request's run", async () => {
    const repo = await gitHistory(['One']);
    const { options } = await withReleaseNotesFrom(
      jobFor(sandbox),
      { files: [], settings: {}, releaseNotesFrom: 'commits' } as unknown as UploadOptions,
      {
        ci: {
          provider: 'github',
          commit: { text: SHA },
          ref: { text: 'feat/x' },
          change: { kind: 'pull request', number: 12, text: '#12' },
        },
        workspace: repo,
      },
      {
        appOf: () => Promise.resolve(undefined),
        buildsOf: () => Promise.resolve([]),
        viewOf: () => Promise.reject(new Error('no build to view')),
        warnOnce: () => undefined,
      },
    );
    expect(options.settings.buildDescription).toBe(`git-commit: ${SHA} feat/x pull-request:12`);
  });
});

/** Builds b1 (oldest) … b<n>, and the commit line each records (undefined: none). */
function scene(lines: (Omit<RecordedCommit, 'sha'> | undefined)[]) {
  const builds = lines.map((_, index) => ({
    buildKey: `b${String(index + 1)}`,
    buildBuildVersion: index + 1,
    buildCreated: `2026-01-0${String(index + 1)} 10:00:00`,
  }));
  const recorded = new Map(
    lines.map((line, index) => [`b${String(index + 1)}`, line && { sha: SHA, ...line }] as const),
  );
  return { builds, recorded };
}

function plan(lines: Parameters<typeof scene>[0], scope: CleanupScope, maxDeletions = 50) {
  const { builds, recorded } = scene(lines);
  const all = planCleanup(
    builds,
    { keepLatest: 1, keepBuildKeys: new Set(), maxDeletions: Number.POSITIVE_INFINITY },
    Date.UTC(2026, 1, 1),
  );
  const scoped = scopePlan(all, recorded, scope, maxDeletions);
  return {
    deleted: scoped.deletions.map((decision) => decision.build.buildKey),
    kept: Object.fromEntries(scoped.kept.map(({ build, reason }) => [build.buildKey, reason])),
  };
}

describe('scopePlan', () => {
  const lines = [
    undefined,
    { branch: 'release' },
    { branch: 'release', pullRequest: 7 },
    { branch: 'main' },
    { branch: 'release', pullRequest: 7 },
    { branch: 'main' },
  ];

  it("deletes a pull request's builds, not the push builds of its branch nor one without the line", () => {
    const { deleted, kept } = plan(lines, { pullRequest: 7 });
    expect(deleted).toEqual(['b3', 'b5']);
    expect(kept.b1).toBe('no git-commit line: a scoped run never deletes it');
    expect(kept.b2).toBe('not of pull request #7');
    expect(kept.b6).toBe('newest build');
  });

  it('keeps the newest of each branch among the candidates, and cuts at max-deletions', () => {
    expect(plan(lines, { keepPerBranch: 1 }).deleted).toEqual(['b2', 'b3']);
    const cut = plan(lines, { branch: 'release' }, 1);
    expect(cut.deleted).toEqual(['b2']);
    expect(cut.kept.b3).toBe('beyond max-deletions (1); next run');
  });

  it('keeps a build whose description was not read', () => {
    const { builds } = scene(lines);
    const all = planCleanup(
      builds,
      { keepLatest: 1, keepBuildKeys: new Set(), maxDeletions: Number.POSITIVE_INFINITY },
      0,
    );
    const scoped = scopePlan(all, new Map(), { branch: 'main' }, 50);
    expect(scoped.deletions).toEqual([]);
    expect(scoped.kept).toHaveLength(6);
  });
});
