// app/check with a channel (api-v2 §4.12 channelKey): the sandbox's channels have no key of their
// own, so a channel is named by its short link; the answer is the channel's build, not the app's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { codeOf, ok, startTestSandbox } from './helpers.js';

let sandbox: Sandbox;
const appKey = 'c'.repeat(32);

beforeAll(async () => {
  sandbox = await startTestSandbox({ channels: [{ appKey, shortcut: 'qa-ch' }] });
});
afterAll(() => sandbox.close());

describe('app/check with channelKey', () => {
  it("offers the channel's build, where the app's answer is its newest build", async () => {
    const seed = { platform: 'android', identifier: 'com.example.check' } as const;
    const onChannel = sandbox.state.addBuild({
      ...seed,
      version: '1.1',
      settings: { channel: 'qa-ch' },
    });
    const newest = sandbox.state.addBuild({ ...seed, version: '1.2' });
    expect(newest.appKey).toBe(appKey);

    const app = await ok(sandbox, 'app/check', { appKey, buildBuildVersion: '0' });
    expect(app).toMatchObject({
      buildVersion: '1.2',
      buildBuildVersion: String(newest.buildVersion),
    });

    const channel = await ok(sandbox, 'app/check', {
      appKey,
      buildBuildVersion: String(onChannel.buildVersion),
      channelKey: 'qa-ch',
    });
    expect(channel).toMatchObject({
      buildVersion: '1.1',
      buildBuildVersion: String(onChannel.buildVersion),
      buildHaveNewVersion: false,
      buildShortcutUrl: 'qa-ch',
    });
  });

  it('answers 1212 for a channel that is unknown or of another app', async () => {
    const other = sandbox.state.addBuild({ platform: 'ios', identifier: 'com.example.other' });
    expect(await codeOf(sandbox, 'app/check', { appKey, channelKey: 'nope' })).toBe(1212);
    expect(await codeOf(sandbox, 'app/check', { appKey: other.appKey, channelKey: 'qa-ch' })).toBe(
      1212,
    );
  });
});
