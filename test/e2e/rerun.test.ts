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

/** The service's day (UTC+8, YYYY-MM-DD) `days` after today. */
function serviceDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** `text` as a RegExp that matches it literally. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
    // `info` is the existing build's record as the service sent it (buildInfo's strings).
    expect(JSON.parse(again.outputs.info ?? '')).toMatchObject({
      buildKey: key,
      buildVersion: apkFixture.version,
      buildBuildVersion: '1',
    });
    // The run asked for no install settings and read none back: its reports claim none.
    expect(again.summary).not.toContain('Install access');
    expect(again.summary).not.toContain('Install validity');
    // The log links the build's own page, as the job summary does, not the app's short link.
    const { buildPageUrl: page } = JSON.parse(first.outputs.build ?? '') as {
      buildPageUrl: string;
    };
    expect(page).toMatch(new RegExp(`/${key ?? '?'}$`));
    expect(again.stdout).toContain(`already published as build ${key ?? '?'}`);
    expect(again.stdout).toMatch(
      new RegExp(`already published as build .*: ${escaped(page)}$`, 'm'),
    );
    expect(again.summary).toContain(page);
    expect(operations()).not.toContain('app/getCOSToken');
    // One list of apps, one list of the app's builds, the existing build's record.
    expect(operations()).toEqual(['app/listMy', 'app/builds', 'app/buildInfo']);
  });

  it('fails with if-published: fail, naming the existing build', async () => {
    const [key] = buildKeysOf(apkFixture.identifier);
    const run = await upload({ description: 'Nightly', 'if-published': 'fail' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toContain(`already published as build ${key ?? '?'}`);
    // The way out, in the workflow's words.
    expect(failureOf(run)).toContain('if-published: skip');
    expect(failureOf(run)).toContain('if-published: upload');
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
    // One annotation for one problem: the build replaced, from the same look-up, is not warned of again.
    expect(run.stdout.match(/^::warning::/gm)).toHaveLength(1);
    expect(buildKeysOf(apkFixture.identifier)).toHaveLength(count + 1);
  });

  it('fails once, without a look-up warning, when the service refuses the API key', async () => {
    const count = buildKeysOf(apkFixture.identifier).length;
    const run = await upload({ 'api-key': 'notTheSandboxKey0000' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toContain('the API key (input api-key) is not valid');
    expect(run.stdout).not.toContain('Could not look for a build already published');
    expect(run.stdout.match(/is not valid/g)).toHaveLength(1);
    expect(operations()).not.toContain('app/getCOSToken');
    expect(buildKeysOf(apkFixture.identifier)).toHaveLength(count);
    // The job summary says what failed, as for a refused input, and never shows the key.
    expect(run.summary).toContain('the API key (input api-key) is not valid (service code 1002)');
    expect(run.summary).toContain('Nothing was uploaded or changed.');
    expect(run.summary).not.toContain('notTheSandboxKey0000');
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

describe('a re-run that asks for install settings', () => {
  const own = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

  function uploadTo(inputs: Record<string, string> = {}): Promise<ActionRun> {
    return runActionOn(own, '.', { file: apkFixture.path, 'if-published': '', ...inputs });
  }

  it('uploads again a package published public when the release run sets a password and a window, and reports what the upload applied', async () => {
    const dev = await uploadTo();
    expect(failureOf(dev)).toBe('');
    const [published] = buildKeysOf(apkFixture.identifier, own);
    const [start, end] = [serviceDay(1), serviceDay(30)];
    const release = await uploadTo({
      'install-type': 'password',
      password: 'release-pass-1',
      'install-validity': 'range',
      'install-start-date': start,
      'install-end-date': end,
    });
    expect(failureOf(release)).toBe('');
    expect(release.exitCode).toBe(0);
    // A second build, uploaded with the settings, and the app is protected as asked.
    const keys = buildKeysOf(apkFixture.identifier, own);
    expect(keys).toHaveLength(2);
    expect(release.outputs['build-key']).not.toBe(published);
    expect(release.outputs['already-published']).toBe('false');
    const app = [...own.state.apps.values()][0];
    expect(app?.settings.installType).toBe(2);
    expect(app?.settings.period).toMatchObject({ restricted: 1, start, end });
    // One log line says why it was not skipped.
    expect(release.stdout).toMatch(
      new RegExp(`already published as build ${published ?? '?'}.*: uploading it again`),
    );
    expect(release.summary).toMatch(/Install access.*Password/);
    expect(JSON.parse(release.outputs.build ?? '')).toMatchObject({
      installSettings: { buildInstallType: 2, buildInstallDate: 1 },
    });
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

    // A run that sets a password uploads again: the new build carries what its upload applied.
    const password = await pgyer(
      ['upload', path, '--json', '--description', 'CLI'].concat([
        '--install-type',
        'password',
        '--password',
        'cli-pass-1',
      ]),
    );
    expect(password.exitCode, password.stderr).toBe(0);
    expect(password.stderr).toContain(
      `already published as build ${build?.buildKey ?? '?'}, but this run sets install-type, password`,
    );
    const [protectedBuild] = JSON.parse(password.stdout) as { buildKey: string }[];
    expect(protectedBuild).toMatchObject({
      alreadyPublished: false,
      installSettings: { buildInstallType: 2 },
    });
    expect(password.stdout).not.toContain('cli-pass-1');
    expect(buildKeysOf(identifier, cliSandbox)).toHaveLength(2);

    const failed = await pgyer(['upload', path, '--description', 'CLI', '--if-published', 'fail']);
    expect(failed.exitCode).toBe(1);
    // The newest build of the package is named: the protected one.
    expect(failed.stderr).toContain(
      `already published as build ${protectedBuild?.buildKey ?? '?'}`,
    );
    expect(failed.stderr).toContain('--if-published skip');
  });
});
