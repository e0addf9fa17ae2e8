/**
 * Re-runs publish nothing twice (README.md `if-published`): upload-and-wait and `pgyer upload` run
 * twice with the same file against one sandbox, as "Re-run failed jobs" does, and the sandbox
 * holds one build afterwards; the second run reports the existing build, marked already published.
 */
import { describe, expect, it } from 'vitest';
import { apkFixture, ipaFixture } from '../fixtures/packages.js';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, runCli, type ActionRun } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

/** upload-and-wait with if-published's default (the harness's is upload) unless `inputs` give it. */
function upload(inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runActionOn(sandbox, '.', { file: apkFixture.path, 'if-published': '', ...inputs });
}

function buildKeysOf(identifier: string, of = sandbox): string[] {
  return [...of.state.builds.values()]
    .filter((build) => build.identifier === identifier)
    .map((build) => build.key);
}

function operations(): string[] {
  return sandbox.requests.map((request) => request.operation);
}

describe('upload-and-wait run again with the same file', () => {
  it('publishes one build, sets the outputs both times and says the second is already published', async () => {
    const first = await upload({ description: 'Nightly' });
    expect(failureOf(first)).toBe('');
    const before = buildKeysOf(apkFixture.identifier);
    expect(before).toHaveLength(1);
    const key = first.outputs['build-key'];
    expect(key).toBe(before[0]);
    // The digest rides in the description, after the user's text (README.md#if-published).
    expect(sandbox.state.builds.get(key ?? '')?.description).toMatch(
      /^Nightly\n\npackage-sha256:[0-9a-f]{64}$/,
    );
    expect(first.summary).not.toContain('already published');

    sandbox.requests.length = 0;
    const again = await upload({ description: 'Nightly' });
    expect(failureOf(again)).toBe('');
    expect(again.exitCode).toBe(0);
    expect(buildKeysOf(apkFixture.identifier)).toEqual(before);
    expect(again.outputs['build-key']).toBe(key);
    expect(again.outputs['install-page-url']).toBe(first.outputs['install-page-url']);
    expect(again.outputs['build-version']).toBe(apkFixture.version);
    expect(again.outputs['already-published']).toBe('true');
    expect(first.outputs['already-published']).toBe('false');
    expect(JSON.parse(again.outputs.build ?? '')).toMatchObject({ alreadyPublished: true });
    expect(again.summary).toContain('already published');
    expect(operations()).not.toContain('app/getCOSToken');
    // One list of apps, one list of the app's builds, the existing build's record.
    expect(operations()).toEqual(['app/listMy', 'app/builds', 'app/buildInfo']);
  });

  it('fails with if-published: fail, naming the existing build', async () => {
    const [key] = buildKeysOf(apkFixture.identifier);
    const run = await upload({ description: 'Nightly', 'if-published': 'fail' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toContain(`already published as build ${key ?? '?'}`);
    expect(buildKeysOf(apkFixture.identifier)).toHaveLength(1);
  });

  it('uploads again with if-published: upload', async () => {
    const run = await upload({ description: 'Nightly', 'if-published': 'upload' });
    expect(failureOf(run)).toBe('');
    expect(buildKeysOf(apkFixture.identifier)).toHaveLength(2);
    expect(run.outputs['already-published']).toBe('false');
  });

  it('warns and uploads when the list of apps cannot be read', async () => {
    const count = buildKeysOf(apkFixture.identifier).length;
    sandbox.faults.inject({ kind: 'html', status: 502, operation: 'app/listMy', times: Infinity });
    const run = await upload({ description: 'Nightly', retries: '0' });
    expect(failureOf(run)).toBe('');
    expect(run.stdout).toMatch(/::warning::.*Could not look for a build already published/);
    expect(buildKeysOf(apkFixture.identifier)).toHaveLength(count + 1);
  });

  it('skips each file of several, of different platforms, that is already published', async () => {
    const files = `${apkFixture.path}\n${ipaFixture.path}`;
    const first = await upload({ file: files });
    expect(failureOf(first)).toBe('');
    const apks = buildKeysOf(apkFixture.identifier);
    const ipas = buildKeysOf(ipaFixture.identifier);
    expect(ipas).toHaveLength(1);
    const firstBuilds = JSON.parse(first.outputs.builds ?? '') as { alreadyPublished: boolean }[];
    // The APK with no description is another package in the service's eyes: its digest line is
    // the same, so it is found; the IPA is new.
    expect(firstBuilds.map((build) => build.alreadyPublished)).toEqual([true, false]);

    sandbox.requests.length = 0;
    const again = await upload({ file: files });
    expect(failureOf(again)).toBe('');
    expect(buildKeysOf(apkFixture.identifier)).toEqual(apks);
    expect(buildKeysOf(ipaFixture.identifier)).toEqual(ipas);
    const builds = JSON.parse(again.outputs.builds ?? '') as { alreadyPublished: boolean }[];
    expect(builds.map((build) => build.alreadyPublished)).toEqual([true, true]);
    // One app list for the step, one builds list per app.
    expect(operations().filter((operation) => operation === 'app/listMy')).toHaveLength(1);
    expect(operations().filter((operation) => operation === 'app/builds')).toHaveLength(2);
  });
});

describe('pgyer upload run again with the same file', () => {
  const cliSandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

  function pgyer(args: readonly string[]) {
    return runCli([...args, '--api-url', cliSandbox.url], { PGYER_API_KEY: cliSandbox.apiKey });
  }

  it('publishes one build and prints the existing one the second time', async () => {
    const { path, identifier } = ipaFixture;
    const first = await pgyer(['upload', path, '--json', '--description', 'CLI']);
    expect(first.exitCode, first.stderr).toBe(0);
    const [build] = JSON.parse(first.stdout) as { buildKey: string; alreadyPublished: boolean }[];
    expect(build?.alreadyPublished).toBe(false);
    expect(buildKeysOf(identifier, cliSandbox)).toHaveLength(1);

    const again = await pgyer(['upload', path, '--json', '--description', 'CLI']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject([
      { buildKey: build?.buildKey, alreadyPublished: true },
    ]);
    expect(again.stderr).toContain(`already published as build ${build?.buildKey ?? '?'}`);
    expect(buildKeysOf(identifier, cliSandbox)).toHaveLength(1);

    const failed = await pgyer(['upload', path, '--description', 'CLI', '--if-published', 'fail']);
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toContain(`already published as build ${build?.buildKey ?? '?'}`);
  });
});
