/**
 * The update feed end to end: upload-and-wait's `update-feed` and `verify-update`, and `pgyer
 * update-feed`, the committed bundles against the sandbox over loopback: the feed read back from
 * the service with the package's SHA-256 and no key; a bad path refused before any request;
 * verify-update failing a build that app/check does not offer on the channel asked.
 */
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, runCli } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const CHANNEL_APP = 'e'.repeat(32);

const sandbox = useSandbox({
  parseDelayMs: 10,
  publishDelayMs: 10,
  channels: [{ appKey: CHANNEL_APP, shortcut: 'feed-beta' }],
});
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'update-feed-'));
});

function upload(inputs: Record<string, string>) {
  return runActionOn(sandbox, '.', {
    file: APK,
    'if-published': 'upload',
    'request-timeout-seconds': '5',
    ...inputs,
  });
}

describe('upload-and-wait update-feed', () => {
  it('writes the feed of the published build: its record, SHA-256 and no key', async () => {
    const path = join(scratch, 'feed.json');
    const run = await upload({
      'update-feed': path,
      'verify-update': 'fail',
      'update-description': 'Faster start',
    });
    expect(failureOf(run)).toBe('');
    const text = await readFile(path, 'utf8');
    const feed = JSON.parse(text) as { schema: number; builds: Record<string, unknown> };
    const buildKey = run.outputs['build-key'] ?? '';
    expect(feed.schema).toBe(1);
    expect(Object.keys(feed.builds)).toEqual(['android']);
    expect(feed.builds.android).toMatchObject({
      buildKey,
      version: run.outputs['build-version'],
      versionNo: run.outputs['build-version-no'],
      buildNumber: Number(run.outputs['build-build-version']),
      releaseNotes: 'Faster start',
      installPageUrl: `${sandbox.url}/${buildKey}`,
      iosInstallUrl: null,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) as unknown,
      packageSha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    expect(text).not.toContain(sandbox.apiKey);
    expect(run.stdout).toMatch(/app\/check offered build \d+ \([^)]*\), this build/);
  });

  it('refuses a feed path that is a symbolic link, and an unknown verify-update, before any request', async () => {
    const target = join(scratch, 'target.json');
    const link = join(scratch, 'link.json');
    await writeFile(target, 'kept');
    await symlink(target, link);
    sandbox.requests.length = 0;
    const run = await upload({ 'update-feed': link });
    expect(run.exitCode).not.toBe(0);
    expect(failureOf(run)).toMatch(/update-feed.*symbolic link/);
    expect(sandbox.requests).toEqual([]);
    expect(await readFile(target, 'utf8')).toBe('kept');

    const badMode = await upload({ 'verify-update': 'maybe' });
    expect(failureOf(badMode)).toMatch(/verify-update.*not one of warn, fail, off/);
    expect(sandbox.requests).toEqual([]);
  });

  it('verify-update fail: a build on a channel is not what the channel offered before', async () => {
    // The app's channel has a build; this upload goes to the app only, not to the channel.
    const seed = { platform: 'android', identifier: 'io.appium.settings' } as const;
    const { appKey } = sandbox.state.addBuild(seed);
    sandbox.state.addChannel({ appKey, shortcut: 'feed-qa' });
    sandbox.state.addBuild({ ...seed, version: '9.9', settings: { channel: 'feed-qa' } });
    const run = await upload({ 'verify-update': 'fail', 'update-channel': 'feed-qa' });
    expect(run.exitCode).not.toBe(0);
    expect(failureOf(run)).toContain('verify-update: app/check does not offer the build');
    expect(run.stdout).toMatch(/::warning::.*Update check on channel feed-qa/);
  });
});

describe('pgyer update-feed', () => {
  it('writes the feed of the build the channel offers, and refuses a missing folder', async () => {
    const onChannel = sandbox.state.addBuild({
      platform: 'ios',
      identifier: 'com.example.feedcli',
      version: '4.0',
      settings: { channel: 'feed-beta' },
    });
    const out = join(scratch, 'cli', 'feed.json');
    const base = ['--api-url', sandbox.url, '--request-timeout-seconds', '5'];
    const env = { PGYER_API_KEY: sandbox.apiKey };

    const refused = await runCli(['update-feed', CHANNEL_APP, '--output', out, ...base], env);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/--output.*missing or read-only/);

    await mkdir(join(scratch, 'cli'));
    const channelFeed = join(scratch, 'cli', 'channel.json');
    const run = await runCli(
      ['update-feed', CHANNEL_APP, '--channel', 'feed-beta', '--output', channelFeed, ...base],
      env,
    );
    expect(run.exitCode, run.stderr).toBe(0);
    const feed = JSON.parse(await readFile(channelFeed, 'utf8')) as {
      builds: Record<string, { buildKey: string; iosInstallUrl: string | null }>;
    };
    expect(Object.keys(feed.builds)).toEqual(['ios']);
    expect(feed.builds.ios?.buildKey).toBe(onChannel.key);
    expect(feed.builds.ios?.iosInstallUrl).toMatch(/^itms-services:/);
  });
});
