/**
 * The update feed job over the sandbox: the feed holds the build's record as the service holds it
 * (versions, notes, this build's page, the publish time with its zone, the digest line's SHA-256)
 * and no key; verify-update asks app/check as the previous build and says whether this build is
 * offered (a newest build cancelled is caught); `pgyer update-feed`'s feedOfApp feeds the build
 * a channel offers.
 */
import { mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { viewApp } from '../../../../src/api/index.js';
import { toPublishedBuild } from '../../../../src/api/upload/published-build.js';
import { feedOfApp, runFeed } from '../../../../src/jobs/feed/run.js';
import { checkOutputPath } from '../../../../src/jobs/output-file.js';
import type { Sandbox } from '../../../../src/sandbox/server.js';
import { jobFor, recordingLogger } from '../../../helpers/job.js';
import { startTestSandbox } from '../../sandbox/helpers.js';

const DIGEST = 'ab'.repeat(32);

let started: Sandbox | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

async function sandboxWith(options: Parameters<typeof startTestSandbox>[0] = {}) {
  started = await startTestSandbox(options);
  return started;
}

/** The PublishedBuild of the sandbox's build `buildKey`, its record read back with app/view. */
async function published(sandbox: Sandbox, buildKey: string) {
  const job = jobFor(sandbox);
  const build = sandbox.state.builds.get(buildKey);
  const record = await viewApp(job.transport, build?.appKey ?? '', buildKey);
  const buildType = build?.platform === 'ios' ? 'ios' : 'android';
  // app/view's answer names no app (api-v2 §4.5): the upload job gives the key, as here.
  return toPublishedBuild(sandbox.url, {
    uploadKey: buildKey,
    buildType,
    fileName: `app.${buildType === 'ios' ? 'ipa' : 'apk'}`,
    fileSize: 1,
    uploadSeconds: 0,
    published: { build: { ...record, appKey: build?.appKey ?? '' }, publishSeconds: 0 },
  });
}

async function feedPath(): Promise<string> {
  return join(await mkdtemp(join(tmpdir(), 'feed-')), 'feed.json');
}

describe('runFeed', () => {
  it('writes one entry per platform from the records read back, without any key', async () => {
    const sandbox = await sandboxWith();
    const android = sandbox.state.addBuild({
      platform: 'android',
      identifier: 'com.feed',
      version: '2.1',
      versionNo: '21',
      created: new Date('2026-11-28T06:00:00Z'),
      settings: {
        description: `Built by CI\n\npackage-sha256:${DIGEST}`,
        updateDescription: 'Fixes the login',
      },
    });
    const ios = sandbox.state.addBuild({ platform: 'ios', identifier: 'com.feed', version: '2.1' });
    const path = await feedPath();
    const builds = [await published(sandbox, android.key), await published(sandbox, ios.key)];

    const result = await runFeed(jobFor(sandbox), builds, {
      feedPath: path,
      verify: 'off',
      channelKey: '',
    });

    const text = await readFile(path, 'utf8');
    expect(JSON.parse(text)).toEqual(result.feed);
    expect(result.feed).toEqual({
      schema: 1,
      builds: {
        android: {
          buildKey: android.key,
          version: '2.1',
          versionNo: '21',
          buildNumber: 1,
          releaseNotes: 'Fixes the login',
          installPageUrl: `${sandbox.url}/${android.key}`,
          iosInstallUrl: null,
          publishedAt: '2026-11-28T06:00:00Z',
          forceUpdateVersion: '',
          forceUpdateVersionNo: '',
          packageSha256: DIGEST,
        },
        ios: expect.objectContaining({
          buildKey: ios.key,
          iosInstallUrl: expect.stringMatching(/^itms-services:/) as unknown,
          packageSha256: null,
        }) as unknown,
      },
    });
    expect(text).not.toContain(sandbox.apiKey);
    expect(text).not.toContain('_api_key');
  });

  it('verify-update: says app/check offers this build to the previous one', async () => {
    const sandbox = await sandboxWith();
    const seed = { platform: 'android', identifier: 'com.v' } as const;
    sandbox.state.addBuild({ ...seed, version: '1.0' });
    const second = sandbox.state.addBuild({ ...seed, version: '1.1' });
    const logger = recordingLogger();

    const result = await runFeed(jobFor(sandbox, logger), [await published(sandbox, second.key)], {
      feedPath: '',
      verify: 'fail',
      channelKey: '',
    });

    expect(result.problems).toEqual([]);
    expect(logger.lines).toContain(
      'info: app.apk: Update check: asked as build 1 (1.0), app/check offered build 2 (1.1), this build',
    );
  });

  it('verify-update: reports a build that is not the one offered (newest cancelled)', async () => {
    const sandbox = await sandboxWith();
    const seed = { platform: 'android', identifier: 'com.w' } as const;
    const first = sandbox.state.addBuild({ ...seed, version: '1.0' });
    const second = sandbox.state.addBuild({ ...seed, version: '1.1' });
    sandbox.state.setNewest(first);
    const logger = recordingLogger();

    const result = await runFeed(jobFor(sandbox, logger), [await published(sandbox, second.key)], {
      feedPath: '',
      verify: 'warn',
      channelKey: '',
    });

    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain('offered no update: not this build 2');
    expect(logger.lines.filter((line) => line.startsWith('warning:'))).toHaveLength(1);
  });

  it('asks nothing when neither the feed nor verify-update is wanted', async () => {
    const sandbox = await sandboxWith();
    const build = sandbox.state.addBuild({ platform: 'android' });
    const before = sandbox.requests.length;
    const shown = await published(sandbox, build.key);
    const after = sandbox.requests.length;
    await runFeed(jobFor(sandbox), [shown], { feedPath: '', verify: 'off', channelKey: '' });
    expect(sandbox.requests.length).toBe(after);
    expect(after).toBeGreaterThan(before);
  });
});

describe('feedOfApp', () => {
  it("feeds the build a channel offers, not the app's newest", async () => {
    const appKey = 'd'.repeat(32);
    const sandbox = await sandboxWith({ channels: [{ appKey, shortcut: 'beta' }] });
    const seed = { platform: 'android', identifier: 'com.ch' } as const;
    const onChannel = sandbox.state.addBuild({
      ...seed,
      version: '3.0',
      settings: { channel: 'beta' },
    });
    sandbox.state.addBuild({ ...seed, version: '3.1' });

    const app = await feedOfApp(jobFor(sandbox), appKey, '', sandbox.url);
    const channel = await feedOfApp(jobFor(sandbox), appKey, 'beta', sandbox.url);

    expect(app.builds.android?.version).toBe('3.1');
    expect(channel.builds.android).toMatchObject({ buildKey: onChannel.key, version: '3.0' });
  });
});

describe('checkOutputPath', () => {
  it('refuses a symbolic link and a missing folder, naming the setting', async () => {
    const path = await feedPath();
    await writeFile(`${path}.target`, '');
    await symlink(`${path}.target`, path);
    await expect(checkOutputPath('update-feed', path)).rejects.toMatchObject({
      setting: 'update-feed',
      problem: expect.stringContaining('symbolic link') as unknown,
    });
    await expect(checkOutputPath('update-feed', join(path, 'no', 'feed.json'))).rejects.toThrow(
      /missing or read-only/,
    );
  });
});
