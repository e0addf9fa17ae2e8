/**
 * The build an upload replaces (lookup/replaced-build.ts), chosen from the builds the sandbox
 * lists and the commit lines their descriptions record.
 */
import { describe, expect, it } from 'vitest';
import { withCommitLine } from '../../../../src/jobs/upload/release-notes/commit-line.js';
import {
  branchReplaced,
  replacedBuild,
  replacedBuilds,
} from '../../../../src/jobs/upload/lookup/replaced-build.js';
import { RunLookup } from '../../../../src/jobs/upload/lookup/run-lookup.js';
import type { UploadFile } from '../../../../src/jobs/upload/options.js';
import type { JobLogger } from '../../../../src/jobs/logger.js';
import { jobFor, recordingLogger } from '../../../helpers/job.js';
import { useSandbox } from '../../../helpers/sandbox.js';

const sandbox = useSandbox({ pageSize: 4 });

const FILE: UploadFile = { path: 'app.apk', buildType: 'android', size: 1 };

/** One build of an app, oldest first: its description and size. */
interface Seed {
  description?: string;
  size?: number;
  identifier?: string;
}

/** Seeds the builds of one new app, oldest first; its appKey and the buildKeys, oldest first. */
function seedApp(seeds: readonly Seed[]): { appKey: string; identifier: string; keys: string[] } {
  const identifier = `com.example.replaced${String(sandbox.state.apps.size)}`;
  const keys: string[] = [];
  let appKey = '';
  seeds.forEach((seed, index) => {
    const build = sandbox.state.addBuild({
      platform: 'android',
      identifier: seed.identifier ?? identifier,
      created: new Date(Date.UTC(2026, 0, 1 + index)),
      fileSize: seed.size ?? 1000 + index,
      settings: { description: seed.description ?? '' },
    });
    appKey = build.appKey;
    keys.push(build.key);
  });
  return { appKey, identifier, keys };
}

/** The run's look-up with `app` as the file's app, counting the requests it makes. */
function lookupOf(app: { appKey: string; identifier: string } | undefined) {
  const real = new RunLookup(jobFor(sandbox).transport);
  return {
    identityOf: () =>
      Promise.resolve({
        identifier: app?.identifier ?? 'com.example.new',
        version: '1.0',
        versionNo: '1',
      }),
    appOf: () => Promise.resolve(app && { appKey: app.appKey }),
    buildsOf: (appKey: string) => real.buildsOf(appKey),
    viewOf: (appKey: string, buildKey: string) => real.viewOf(appKey, buildKey),
    warnOnce: (logger: Pick<JobLogger, 'warning' | 'info'>, line: string) => {
      real.warnOnce(logger, line);
    },
  };
}

const line = (branch: string, pullRequest?: number) =>
  withCommitLine('', 'a'.repeat(40), branch, pullRequest);

describe('replacedBuild', () => {
  it("is the branch's newest build pushed, not a newer build of another branch or of a pull request", async () => {
    const app = seedApp([
      { description: line('main') },
      { description: line('main'), size: 5000 },
      { description: line('main', 7) },
      { description: line('feat/x') },
    ]);
    const replaced = await replacedBuild(lookupOf(app), FILE, { branch: 'main' });
    expect(replaced).toMatchObject({
      buildKey: app.keys[1],
      appKey: app.appKey,
      fileSize: 5000,
      branch: 'main',
      chosen: 'newest build of branch main',
    });
  });

  it("is the app's newest build without a branch, reading no description", async () => {
    const app = seedApp([{ description: line('main') }, {}]);
    sandbox.requests.splice(0);
    const replaced = await replacedBuild(lookupOf(app), FILE, { branch: undefined });
    expect(replaced).toMatchObject({
      buildKey: app.keys[1],
      chosen: `newest build of ${app.identifier} (Android)`,
    });
    expect(replaced).not.toHaveProperty('branch');
    expect(sandbox.requests.map((request) => request.operation)).toEqual(['app/builds']);
  });

  it("says so when the branch's build is not on the first page (the app's newest is taken)", async () => {
    const app = seedApp([
      { description: line('main') },
      ...Array.from({ length: 5 }, () => ({ description: line('other') })),
    ]);
    const replaced = await replacedBuild(lookupOf(app), FILE, { branch: 'main' });
    expect(replaced).toMatchObject({
      buildKey: app.keys[5],
      chosen: `newest build of ${app.identifier} (Android): none of its 4 newest records branch main`,
    });
  });

  it("takes no other pull request's preview when the branch's build is not among those read", async () => {
    const app = seedApp([
      { description: line('main') },
      { description: line('feat/y') },
      ...[10, 11, 12].map((number) => ({ description: line('feat/x', number) })),
    ]);
    await expect(replacedBuild(lookupOf(app), FILE, { branch: 'main' })).resolves.toMatchObject({
      buildKey: app.keys[1],
      chosen: `newest build of ${app.identifier} (Android) not made for a pull request: none of its 4 newest records branch main`,
    });
    const previews = seedApp(
      [10, 11, 12, 13, 14].map((number) => ({ description: line('feat/x', number) })),
    );
    // Only previews on the page read (4 of 4): none is the base, however new.
    await expect(replacedBuild(lookupOf(previews), FILE, { branch: 'main' })).resolves.toBe('none');
  });

  it('says when the builds record no branch at all (a workflow without release notes)', async () => {
    const app = seedApp([{}, {}]);
    await expect(replacedBuild(lookupOf(app), FILE, { branch: 'main' })).resolves.toMatchObject({
      buildKey: app.keys[1],
      chosen: `newest build of ${app.identifier} (Android): its 2 newest builds record no branch`,
    });
    const one = seedApp([{ description: line('other') }]);
    await expect(replacedBuild(lookupOf(one), FILE, { branch: 'main' })).resolves.toMatchObject({
      chosen: `newest build of ${one.identifier} (Android): its newest build does not record branch main`,
    });
  });

  it('compares only builds of the same identifier', async () => {
    const app = seedApp([{}, {}]);
    const [older, newer] = await new RunLookup(jobFor(sandbox).transport).buildsOf(app.appKey);
    const mixed = {
      ...lookupOf(app),
      buildsOf: () =>
        Promise.resolve([{ ...older, buildIdentifier: 'com.example.other' }, newer ?? {}]),
    };
    await expect(replacedBuild(mixed, FILE, { branch: undefined })).resolves.toMatchObject({
      buildKey: newer?.buildKey,
    });
  });

  it('without a build of the branch, passes over pull requests’ previews, asking nothing more', async () => {
    const app = seedApp([
      { description: line('other') },
      { description: line('main', 7) },
      { description: line('feat/x', 8) },
    ]);
    sandbox.requests.splice(0);
    const replaced = await replacedBuild(lookupOf(app), FILE, { branch: 'main' });
    expect(replaced).toMatchObject({
      buildKey: app.keys[0],
      chosen: `newest build of ${app.identifier} (Android) not made for a pull request: none of its 3 newest records branch main`,
    });
    const views = sandbox.requests.filter((request) => request.operation === 'app/view');
    expect(views).toHaveLength(3);
    const previews = seedApp([{ description: line('main', 7) }, { description: line('x', 8) }]);
    // Every build a preview, all read: none is the base, not a preview (of this pull request, maybe).
    await expect(replacedBuild(lookupOf(previews), FILE, { branch: 'main' })).resolves.toBe('none');
  });

  it('passes over the file’s own build already published, and is none for a new app', async () => {
    const app = seedApp([{}, {}]);
    await expect(
      replacedBuild(lookupOf(app), FILE, { branch: undefined, not: app.keys[1] }),
    ).resolves.toMatchObject({ buildKey: app.keys[0] });
    const alone = seedApp([{}]);
    await expect(
      replacedBuild(lookupOf(alone), FILE, { branch: undefined, not: alone.keys[0] }),
    ).resolves.toBe('none');
    await expect(replacedBuild(lookupOf(undefined), FILE, { branch: undefined })).resolves.toBe(
      'none',
    );
  });
});

describe('replacedBuilds', () => {
  it('logs what each file replaces, and warns once when the look-up fails', async () => {
    const app = seedApp([{}]);
    const logger = recordingLogger();
    const found = await replacedBuilds(
      jobFor(sandbox, logger),
      lookupOf(app),
      [{ file: FILE }],
      undefined,
    );
    expect(found).toEqual([expect.objectContaining({ buildKey: app.keys[0] })]);
    expect(logger.lines).toEqual([
      `info: app.apk: replaces build ${String(app.keys[0])}, the newest build of ${app.identifier} (Android)`,
    ]);
    const failing = { ...lookupOf(app), buildsOf: () => Promise.reject(new Error('network down')) };
    const warned = recordingLogger();
    await expect(
      replacedBuilds(jobFor(sandbox, warned), failing, [{ file: FILE }, { file: FILE }], undefined),
    ).resolves.toBeUndefined();
    expect(warned.lines).toEqual([
      'warning: Could not find the build each file replaces (network down): no size change or health section',
    ]);
    // After an earlier step of the run warned of the look-up's failure: an info line, no annotation.
    const told = recordingLogger();
    const again = { ...lookupOf(app), buildsOf: () => Promise.reject(new Error('network down')) };
    again.warnOnce(told, 'Could not look for a build already published (network down): uploading');
    await replacedBuilds(jobFor(sandbox, told), again, [{ file: FILE }], undefined);
    expect(told.lines).toEqual([
      'warning: Could not look for a build already published (network down): uploading',
      'info: Could not find the build each file replaces (network down): no size change or health section',
    ]);
  });
});

describe('branchReplaced', () => {
  it("is a pull request's base branch, else the run's branch", () => {
    const change = { kind: 'pull request', number: 3, text: '#3' } as const;
    expect(branchReplaced({ provider: 'github', ref: { text: 'feat/x' } })).toBe('feat/x');
    expect(
      branchReplaced({
        provider: 'github',
        ref: { text: 'feat/x' },
        change: { ...change, baseBranch: 'main' },
      }),
    ).toBe('main');
    expect(branchReplaced({ provider: 'github', ref: { text: 'feat/x' }, change })).toBeUndefined();
  });
});
