/**
 * latest end to end: the committed dist bundles (the sub-action and `pgyer latest`) as child
 * processes against the sandbox over loopback, on builds seeded straight into its state: a
 * release with version code 41, then a hotfix of an older version, code 7, uploaded last.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, runCli, type ActionRun } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

let apps = 0;

/** A fresh app of `platform` with builds of `codes` (version codes), uploaded in that order. */
function seedCodes(codes: readonly string[], platform: 'android' | 'ios' = 'android') {
  apps += 1;
  const identifier = `com.example.latest${String(apps)}`;
  const builds = codes.map((versionNo, index) =>
    sandbox.state.addBuild({
      platform,
      identifier,
      version: `1.${String(index)}`,
      versionNo,
      created: new Date(Date.UTC(2026, 10, 1 + index)),
    }),
  );
  return { identifier, appKey: builds[0]?.appKey ?? '', keys: builds.map((build) => build.key) };
}

function operations(): string[] {
  return sandbox.requests.map((request) => request.operation);
}

/** Runs the latest sub-action's bundle. */
function latestAction(inputs: Record<string, string>): Promise<ActionRun> {
  sandbox.requests.length = 0;
  return runActionOn(sandbox, 'latest', { 'request-timeout-seconds': '5', ...inputs });
}

/** Runs `pgyer latest args` against the sandbox. */
function pgyer(args: readonly string[]) {
  sandbox.requests.length = 0;
  return runCli(['latest', ...args, '--api-url', sandbox.url, '--request-timeout-seconds', '5'], {
    PGYER_API_KEY: sandbox.apiKey,
  });
}

describe('the latest sub-action', () => {
  it('outputs the highest version code and the next one, not the hotfix uploaded last', async () => {
    const { appKey, keys } = seedCodes(['40', '41', '7']);
    const run = await latestAction({ 'app-key': appKey });
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toEqual({
      version: '1.1',
      'version-no': '41',
      'build-build-version': '2',
      'build-key': keys[1],
      'next-version-no': '42',
      'newest-build-key': keys[2],
      'newest-version-no': '7',
      'app-key': appKey,
      'build-type': 'android',
    });
    expect(run.stdout).toContain('Next version code: 42');
    expect(operations()).toEqual(['app/builds']);
  });

  it('finds the app by identifier and build type (app/listMy), then reads its builds', async () => {
    const { identifier, appKey } = seedCodes(['1.2.3'], 'ios');
    const run = await latestAction({ identifier, 'build-type': 'ios' });
    expect(failureOf(run)).toBe('');
    expect(run.outputs).toMatchObject({
      'app-key': appKey,
      'version-no': '1.2.3',
      'next-version-no': '',
    });
    expect(run.stdout).toContain(
      'version code 1.2.3 is dotted (an iOS CFBundleVersion): it has no single next number; next-version-no is empty',
    );
    expect(operations()).toEqual(['app/listMy', 'app/builds']);
  });

  it('fails on an unknown identifier with a clear error, after app/listMy alone', async () => {
    seedCodes(['3']);
    const run = await latestAction({ identifier: 'com.example.nothing' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe(
      'identifier: none of your apps has builds of com.example.nothing (app/listMy, 1 page read); check the identifier, or give the app-key',
    );
    expect(run.outputs).toEqual({});
    expect(operations()).toEqual(['app/listMy']);
  });

  it('fails on a wrong api key with 1002, never printing the key', async () => {
    const { appKey } = seedCodes(['3']);
    const run = await latestAction({ 'api-key': 'wrong-key-7f3a9c', 'app-key': appKey });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe('the API key (input api-key) is not valid (service code 1002)');
    expect(run.outputs).toEqual({});
  });

  it.each([
    [{}, 'Input "app-key": is required unless identifier names the app'],
    [
      { 'app-key': 'ak', identifier: 'com.example' },
      'Input "identifier": give app-key or identifier, not both',
    ],
    [
      { 'app-key': 'ak', 'build-type': 'windows' },
      'Input "build-type": "windows" is not one of ios, android, harmony',
    ],
  ])('refuses %o before any request', async (inputs, message) => {
    const run = await latestAction(inputs);
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe(`${message}\nNothing was uploaded or changed.`);
    expect(sandbox.requests).toEqual([]);
  });
});

describe('pgyer latest', () => {
  it('prints short labelled lines within 100 columns', async () => {
    const { appKey, keys } = seedCodes(['40', '41', '7']);
    const run = await pgyer([appKey]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout.split('\n').filter(Boolean)).toEqual([
      `App:               ${appKey} (3 android builds)`,
      `Highest version:   1.1, version code 41, build #2 (${keys[1] ?? ''})`,
      `Uploaded last:     1.2, version code 7, build #3 (${keys[2] ?? ''})`,
      'Next version code: 42',
    ]);
    for (const line of run.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('prints the facts as one object with --json, and writes them as a dotenv report', async () => {
    const { identifier, appKey, keys } = seedCodes(['5', '6']);
    const file = join(await mkdtemp(join(tmpdir(), 'pgyer-latest-')), 'latest.env');
    const run = await pgyer(['--identifier', identifier, '--json', '--dotenv', file]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      appKey,
      buildType: 'android',
      buildCount: 2,
      nextVersionNo: '7',
      highest: { buildKey: keys[1], buildVersionNo: '6' },
      newest: { buildKey: keys[1] },
      note: null,
    });
    expect(await readFile(file, 'utf8')).toBe(
      [
        'PGYER_LATEST_VERSION=1.1',
        'PGYER_LATEST_VERSION_NO=6',
        'PGYER_LATEST_BUILD_BUILD_VERSION=2',
        `PGYER_LATEST_BUILD_KEY=${keys[1] ?? ''}`,
        'PGYER_LATEST_NEXT_VERSION_NO=7',
        `PGYER_LATEST_NEWEST_BUILD_KEY=${keys[1] ?? ''}`,
        'PGYER_LATEST_NEWEST_VERSION_NO=6',
        `PGYER_LATEST_APP_KEY=${appKey}`,
        'PGYER_LATEST_BUILD_TYPE=android',
        '',
      ].join('\n'),
    );
  });

  it("writes the sub-action's outputs, the same facts, to --dotenv", async () => {
    const { appKey } = seedCodes(['12', '1.2.3', '3']);
    const action = await latestAction({ 'app-key': appKey });
    const file = join(await mkdtemp(join(tmpdir(), 'pgyer-latest-')), 'latest.env');
    const cli = await pgyer([appKey, '--dotenv', file]);
    expect(cli.exitCode, cli.stderr).toBe(0);
    const written = Object.fromEntries(
      (await readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => line.split('=') as [string, string]),
    );
    const expected = Object.fromEntries(
      Object.entries(action.outputs).map(([name, value]) => [
        `PGYER_LATEST_${name.toUpperCase().replaceAll('-', '_')}`,
        value,
      ]),
    );
    expect(written).toEqual(expected);
    expect(written.PGYER_LATEST_NEXT_VERSION_NO).toBe('13');
  });

  it('fails on an unknown identifier (exit 1) after app/listMy alone', async () => {
    const run = await pgyer(['--identifier', 'com.example.nothing']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('none of your apps has builds of com.example.nothing');
    expect(run.stdout).toBe('');
    expect(operations()).toEqual(['app/listMy']);
  });

  it('refuses neither app nor identifier, and an unwritable --dotenv, before any request (exit 2)', async () => {
    const none = await pgyer([]);
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toBe(
      'error: Argument APP_KEY: is required unless --identifier names the app\n',
    );
    const run = await pgyer(['ak', '--dotenv', '/no/such/folder/latest.env']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('--dotenv');
    expect(sandbox.requests).toEqual([]);
  });
});
