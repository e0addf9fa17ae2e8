/**
 * The commits since the app's last build from the same branch: the base read back from the commit
 * lines of the builds on the sandbox (recorded-base.ts), and used by withReleaseNotesFrom.
 */
import { describe, expect, it } from 'vitest';
import { withCommitLine } from '../../../../src/jobs/upload/release-notes/commit-line.js';
import { withReleaseNotesFrom } from '../../../../src/jobs/upload/release-notes/notes-from.js';
import type { UploadOptions } from '../../../../src/jobs/upload/options.js';
import {
  MAX_BUILDS_READ,
  recordedBase,
} from '../../../../src/jobs/upload/release-notes/recorded-base.js';
import { RunLookup } from '../../../../src/jobs/upload/lookup/run-lookup.js';
import type { JobLogger } from '../../../../src/jobs/logger.js';
import { commit, gitHistory } from '../../../helpers/git-history.js';
import { jobFor, recordingLogger } from '../../../helpers/job.js';
import { useSandbox } from '../../../helpers/sandbox.js';

const sandbox = useSandbox();

/** Seeds builds of one new app, oldest first, each description as given; the appKey. */
function seedApp(descriptions: readonly string[]): string {
  const identifier = `com.example.notes${String(sandbox.state.apps.size)}`;
  let appKey = '';
  descriptions.forEach((description, index) => {
    appKey = sandbox.state.addBuild({
      platform: 'android',
      identifier,
      created: new Date(Date.UTC(2026, 0, 1 + index)),
      settings: { description },
    }).appKey;
  });
  return appKey;
}

const OPTIONS = {
  files: [{ path: 'app.apk', buildType: 'android', size: 1 }] as UploadOptions['files'],
  settings: { buildDescription: 'Our app' },
  releaseNotesFrom: 'commits',
} as UploadOptions;

/**
 * The run's look-up with the app `appKey` as the files' app (its builds listed from the sandbox,
 * once), counting how often the app was asked for.
 */
function appKnown(appKey: string) {
  const lookup = new RunLookup(jobFor(sandbox).transport);
  const seen = { appOf: 0 };
  return {
    seen,
    appOf: () => {
      seen.appOf += 1;
      return Promise.resolve({ appKey });
    },
    buildsOf: (key: string) => lookup.buildsOf(key),
    viewOf: (key: string, buildKey: string) => lookup.viewOf(key, buildKey),
    warnOnce: (logger: Pick<JobLogger, 'warning' | 'info'>, line: string) => {
      lookup.warnOnce(logger, line);
    },
  };
}

describe('recordedBase', () => {
  it("is the commit of the newest build from the branch, another branch's newer build skipped", async () => {
    const main = 'a'.repeat(40);
    const appKey = seedApp([
      withCommitLine('', 'c'.repeat(40), 'main'),
      withCommitLine('', main, 'main'),
      withCommitLine('', 'b'.repeat(40), 'feat/x'),
    ]);
    await expect(recordedBase(jobFor(sandbox).transport, { appKey }, 'main')).resolves.toEqual({
      sha: main,
      buildNumber: expect.stringMatching(/^\d+$/) as unknown,
    });
    await expect(recordedBase(jobFor(sandbox).transport, { appKey }, 'gone')).resolves.toBe(
      undefined,
    );
  });

  it(`reads at most ${String(MAX_BUILDS_READ)} descriptions, and no list when the builds are given`, async () => {
    const appKey = seedApp(Array.from({ length: 8 }, () => 'no commit line'));
    await recordedBase(jobFor(sandbox).transport, { appKey }, 'main');
    const operations = sandbox.requests.map((request) => request.operation);
    expect(operations.filter((name) => name === 'app/builds')).toHaveLength(1);
    expect(operations.filter((name) => name === 'app/view')).toHaveLength(MAX_BUILDS_READ);
    sandbox.requests.splice(0);
    await recordedBase(jobFor(sandbox).transport, { appKey, builds: [] }, 'main');
    expect(sandbox.requests).toHaveLength(0);
  });
});

describe('withReleaseNotesFrom with the app known', () => {
  it('lists the commits since the last build from this branch, and records HEAD', async () => {
    const repo = await gitHistory(['One']);
    const published = commit(repo, 'Two', 'Ann Author');
    const head = commit(repo, 'Three', 'Bob Builder');
    const appKey = seedApp([withCommitLine('Our app', published, 'main')]);
    const lookup = appKnown(appKey);
    sandbox.requests.splice(0);
    const { options } = await withReleaseNotesFrom(
      jobFor(sandbox),
      OPTIONS,
      { ci: { provider: 'other' }, workspace: repo },
      lookup,
    );
    // The app comes from the run's look-up: the notes ask no app/listMy of their own.
    expect(lookup.seen.appOf).toBe(1);
    expect(sandbox.requests.map((request) => request.operation)).not.toContain('app/listMy');
    expect(options.settings.buildUpdateDescription).toBe(
      `- Three (${head.slice(0, 7)}, Bob Builder)`,
    );
    expect(options.settings.buildDescription).toBe(`Our app\n\ngit-commit: ${head} main`);
  });

  it('warns and lists the commits since the last tag when the builds cannot be read', async () => {
    const repo = await gitHistory(['One', 'Two']);
    const logger = recordingLogger();
    const { options } = await withReleaseNotesFrom(
      jobFor(sandbox, logger),
      OPTIONS,
      { ci: { provider: 'other' }, workspace: repo },
      appKnown('no-such-app'),
    );
    expect(options.settings.buildUpdateDescription?.split('\n')).toHaveLength(2);
    expect(logger.lines.filter((line) => line.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        /^warning: The app's last build from main could not be read .*last tag$/,
      ),
    ]);
  });
});
