/**
 * upload-and-wait end to end: the committed dist bundle as a child process against the sandbox
 * over loopback, with the real APK of the `io.appium.settings` package. The upload cases run twice:
 * with the upload token's key equal to the published build's buildKey, and with the two distinct
 * (the spec does not promise they are equal), so that naming the build by the wrong key fails.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox, SandboxOptions } from '../../src/sandbox/server.js';
import { brokenApkPath, ipaFixture } from '../fixtures/packages.js';
import { writePaddedPackage } from '../helpers/padded-package.js';
import { refusedOrigin } from '../helpers/refused-origin.js';
import { useSandbox } from '../helpers/sandbox.js';
import {
  buildLinksOf,
  failureOf,
  runAction,
  runActionOn,
  SYSTEM_NODE,
  type ActionRun,
} from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

let sandbox: Sandbox;
let scratch: string;

/** A sandbox of the enclosing describe block's own, which the file's helpers read as `sandbox`. */
function useBlockSandbox(options: SandboxOptions): void {
  const own = useSandbox({ parseDelayMs: 100, publishDelayMs: 300, ...options });
  beforeAll(() => {
    sandbox = own;
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'upload-e2e-'));
});

function upload(inputs: Record<string, string>, node?: string): Promise<ActionRun> {
  return runActionOn(sandbox, '.', { file: APK, ...inputs }, { node });
}

function expectPublishedSettingsApk(run: ActionRun): void {
  expect(failureOf(run)).toBe('');
  expect(run.exitCode).toBe(0);
  expect(run.outputs).toMatchObject({
    'build-type': 'android',
    'build-name': 'Appium Settings',
    'build-version': '8.0.10',
    'build-version-no': '192',
    'build-identifier': 'io.appium.settings',
  });
  expectTheBuildsOwnKey(run);
  expect(run.outputs['install-page-url']).toMatch(new RegExp(`^${sandbox.url}/\\w+$`));
  expect(run.outputs['qr-code-url']).toMatch(new RegExp(`^${sandbox.url}/`));
}

/**
 * `build-key`, `build` and `builds` name the build by the buildKey of its published record;
 * `app-key` and each build's `appKey` name its app, which `builds`, `cleanup` and update-settings
 * take (buildInfo's record does not carry it).
 */
function expectTheBuildsOwnKey(run: ActionRun): void {
  const buildKey = run.outputs['build-key'] ?? '';
  const published = sandbox.state.builds.get(buildKey);
  expect(published, `${buildKey} is a build of the sandbox`).toBeDefined();
  const appKey = published?.appKey;
  expect(run.outputs['app-key']).toBe(appKey);
  const build = JSON.parse(run.outputs.build ?? '') as { buildKey: string; record: object };
  expect(build).toMatchObject({ buildKey, appKey, record: { buildKey } });
  const builds = JSON.parse(run.outputs.builds ?? '') as { buildKey: string; appKey: string }[];
  expect(builds.map((each) => [each.buildKey, each.appKey])).toEqual([[buildKey, appKey]]);
}

describe.each([
  { keys: 'equal upload and build keys', distinctUploadKeys: false },
  { keys: 'distinct upload and build keys', distinctUploadKeys: true },
])('upload-and-wait with $keys', ({ distinctUploadKeys }) => {
  useBlockSandbox({ distinctUploadKeys });

  describe('happy path', () => {
    it('uploads the APK, waits until it is published and reports it', async () => {
      const run = await upload({ 'update-description': 'First release' });
      expectPublishedSettingsApk(run);
      const build = JSON.parse(run.outputs.build ?? '') as {
        record: Record<string, unknown>;
        published: boolean;
      };
      expect(build.published).toBe(true);
      expect(build.record.buildUpdateDescription).toBe('First release');
      expect(JSON.parse(run.outputs.builds ?? '')).toHaveLength(1);
      expect(run.summary).toContain('Appium Settings');
      // The build's own page and QR code: the short link's would open a newer build later.
      const links = buildLinksOf(run);
      expect(links.page).toBe(`${sandbox.url}/${run.outputs['build-key'] ?? ''}`);
      expect(run.summary).toContain(`<a href="${links.page}"><img src="${links.qrCode}"`);
      expect(run.summary).toContain(run.outputs['build-key']);
      expect(run.stdout).toMatch(/100% \(2\.93 MiB of 2\.93 MiB, [\d.]+ [KMG]?i?B\/s\)/);
      const operations = sandbox.requests.map((request) => request.operation);
      // The list of apps, for the app key, is asked while the file uploads (README.md "What a
      // run costs in requests").
      expect(operations.filter((operation) => operation !== 'app/listMy').slice(0, 3)).toEqual([
        'app/getCOSToken',
        'storage',
        'app/buildInfo',
      ]);
    });

    it("runs the same on the machine's Node 20", async () => {
      expectPublishedSettingsApk(await upload({}, SYSTEM_NODE));
    });

    it('recovers from faults and reports bad input on Node 20 too', async () => {
      sandbox.faults.inject({ kind: 'storage-reset' });
      sandbox.faults.inject({ kind: 'html', status: 502, operation: 'app/buildInfo' });
      expectPublishedSettingsApk(await upload({}, SYSTEM_NODE));
      const bad = await upload({ 'poll-interval-seconds': '99' }, SYSTEM_NODE);
      expect(bad.exitCode).toBe(1);
      expect(failureOf(bad)).toMatch(/^Input "poll-interval-seconds": 99 is not between 3 and 30/);
    });

    it('publishes a password install without the password reaching any output', async () => {
      const run = await upload({ 'install-type': 'password', password: 'tester-pass-4321' });
      expectPublishedSettingsApk(run);
      // The install type goes with the build, so a notify step that reads it says a password is
      // needed; the password does not.
      const build = JSON.parse(run.outputs.build ?? '') as { installSettings?: object };
      expect(build.installSettings).toEqual({ buildInstallType: 2 });
    });

    it('returns right after the upload with wait: false, naming the build by the upload key', async () => {
      const run = await upload({ wait: 'false' });
      expect(run.exitCode).toBe(0);
      expect(sandbox.requests.map((request) => request.operation)).toEqual([
        'app/getCOSToken',
        'storage',
      ]);
      expect(run.outputs['install-page-url']).toBe(
        `${sandbox.url}/${encodeURIComponent(run.outputs['build-key'] ?? '')}`,
      );
      expect(run.stdout).toContain(
        `the build is named by its upload key ${run.outputs['build-key'] ?? ''}`,
      );
    });

    it('with wait: false, shows no page link or QR code in the summary: the buildKey is not known', async () => {
      const run = await upload({ wait: 'false' });
      expect(run.exitCode).toBe(0);
      const uploadKey = run.outputs['build-key'] ?? '';
      expect(buildLinksOf(run)).toEqual({ page: '', qrCode: '' });
      expect(run.outputs['qr-code-url']).toBe('');
      // No record yet: what only it tells reads as the page does, not as an empty cell.
      for (const label of ['Version', 'Pgyer build', 'Install page']) {
        expect(run.summary).toContain(
          `<th align="left">${label}</th><td>Not known until published</td>`,
        );
      }
      expect(run.summary).not.toContain('<img');
      expect(run.summary).not.toContain(`href="${sandbox.url}/${uploadKey}"`);
      if (distinctUploadKeys) {
        // Why: the upload key is no buildKey here, so a page or QR code made from it would 404.
        expect((await fetch(`${sandbox.url}/${uploadKey}`)).status).toBe(404);
      }
    });
  });

  describe('service failures', () => {
    it('fails when the service cannot publish a package the local check takes (1216)', async () => {
      const run = await upload({ file: brokenApkPath });
      expect(run.exitCode).toBe(1);
      expect(failureOf(run)).toMatch(/could not publish build [\w.]+ \(code 1216/);
      expect(run.outputs['build-key']).toBeUndefined();
    });

    it('fails at the deadline when the build never leaves publishing', async () => {
      sandbox.faults.inject({ kind: 'never-publish' });
      const run = await upload({ 'wait-timeout-seconds': '1' });
      expect(run.exitCode).toBe(1);
      expect(failureOf(run)).toMatch(
        /^build [\w.]+ was not published after \d+ s \(last answer: code 124[67]/,
      );
    });

    it('recovers from an HTML 502 and from code 1098', async () => {
      sandbox.faults.inject({ kind: 'html', status: 502, operation: 'app/getCOSToken' });
      sandbox.faults.inject({ kind: 'rate-limit', operation: 'app/buildInfo' });
      const run = await upload({});
      expectPublishedSettingsApk(run);
      // Retries are plain lines: the run recovered, so no annotation.
      expect(run.stdout).toMatch(/^app\/getCOSToken answered HTTP 502 with text\/html/m);
      expect(run.stdout).toMatch(/^app\/buildInfo failed with code 1098/m);
      expect(run.stdout).not.toContain('::warning::');
    });

    it('fails with what came back when the HTML answers go on', async () => {
      sandbox.faults.inject({ kind: 'html', status: 503, times: Infinity });
      const run = await upload({ retries: '1' });
      expect(run.exitCode).toBe(1);
      expect(failureOf(run)).toMatch(
        /^app\/getCOSToken answered HTTP 503 with text\/html.* instead of the JSON envelope: "</,
      );
      // The token asked twice; beside it, the list of apps for the app key (asked as the upload
      // starts), twice too.
      expect(sandbox.requests.map((request) => request.operation).sort()).toEqual([
        'app/getCOSToken',
        'app/getCOSToken',
        'app/listMy',
        'app/listMy',
      ]);
    });

    it('recovers from a connection reset mid-upload by sending the file again', async () => {
      sandbox.faults.inject({ kind: 'storage-reset' });
      const run = await upload({});
      expectPublishedSettingsApk(run);
      expect(sandbox.requests.filter((request) => request.operation === 'storage')).toHaveLength(2);
    });

    it('gets a new token after a 403 from storage', async () => {
      sandbox.faults.inject({ kind: 'storage-forbidden' });
      const run = await upload({});
      expectPublishedSettingsApk(run);
      expect(
        sandbox.requests.filter((request) => request.operation === 'app/getCOSToken'),
      ).toHaveLength(2);
      expect(run.stdout).toContain('AccessDenied');
    });

    it('fails over to fallback-api-urls when api-url refuses connections', async () => {
      const refused = await refusedOrigin();
      const run = await upload({
        'api-url': refused,
        'fallback-api-urls': `${refused}\n${sandbox.url}`,
      });
      expectPublishedSettingsApk(run);
      expect(run.stdout).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED.*; switching to http:\/\/127\.0\.0\.1:\d+$/m,
      );
      expect(run.stdout).not.toContain('::warning::');
    });

    it('comes back to api-url after an HTML 502 when the fallbacks refuse connections', async () => {
      sandbox.faults.inject({ kind: 'html', status: 502, operation: 'app/getCOSToken' });
      const run = await upload({
        'fallback-api-urls': `${await refusedOrigin()}\n${await refusedOrigin()}`,
      });
      expectPublishedSettingsApk(run);
      expect(run.stdout).toMatch(/: app\/getCOSToken answered HTTP 502 with text\/html/);
      expect(run.stdout).toMatch(/ECONNREFUSED [\d.:]+; trying again/);
      expect(run.stdout).not.toContain('::warning::');
    });
  });
});

describe.each([1009, 1092] as const)(
  'upload-and-wait when buildInfo answers %i for an upload key never stored',
  (unstoredUploadCode) => {
    useBlockSandbox({ unstoredUploadCode });

    it('sends a small package again after storage reset the connection at 64 KiB: one build', async () => {
      // Smaller than the socket buffers: the whole body is written before the reset comes.
      const small = join(scratch, `small-${unstoredUploadCode}.ipa`);
      await writePaddedPackage(ipaFixture.path, small, 330 * 1024);
      sandbox.faults.inject({ kind: 'storage-reset', afterBytes: 64 * 1024 });
      const run = await upload({ file: small });
      expect(failureOf(run)).toBe('');
      expect(run.exitCode).toBe(0);
      const builds = [...sandbox.state.builds.values()];
      expect(builds.map((build) => build.identifier)).toEqual([ipaFixture.identifier]);
      expect(run.outputs['build-key']).toBe(builds[0]?.key);
      const operations = sandbox.requests.map((request) => request.operation);
      expect(operations.filter((operation) => operation === 'app/getCOSToken')).toHaveLength(1);
      expect(operations.filter((operation) => operation === 'storage')).toHaveLength(2);
      expect(run.stdout).toContain(`(code ${unstoredUploadCode}, answer 3 of 3)`);
    });
  },
);

describe('upload-and-wait, cancelled or refused (whatever the keys)', () => {
  useBlockSandbox({});

  it('aborts the upload and exits non-zero when the job is cancelled (SIGINT)', async () => {
    // The storage endpoint takes the body and never answers: the upload is in flight when the
    // runner cancels the job.
    sandbox.faults.inject({ kind: 'hang', operation: 'storage' });
    const run = await runAction(
      '.',
      { 'api-key': sandbox.apiKey, 'api-url': sandbox.url, file: APK },
      { interruptOnLog: /^Uploading .* with upload key /m },
    );
    expect(run.exitCode).toBe(1);
    // Not the stall watchdog's "no progress" a minute later: the cancellation itself, and how far
    // the storage upload got when it came (the hang fault reads the whole body, so either).
    expect(failureOf(run)).toMatch(
      /^cancelled by SIGINT (during the storage upload, before the whole file was sent: not published|after the whole file was sent to storage under upload key \w+)/,
    );
    expect(run.outputs['build-key']).toBeUndefined();
  });

  it('says the package is stored, and its upload key, when the certificate is refused after the upload', async () => {
    sandbox.faults.inject({ kind: 'refuse', code: 1050, operation: 'app/uploadHarmonyCert' });
    const run = await upload({
      file: 'test/fixtures/demo.hap',
      'harmony-certificate': 'test/fixtures/demo.hap',
      'harmony-certificate-password': 'Hc5pW9qZ',
    });
    expect(run.exitCode).toBe(1);
    const key = /with upload key (\S+)/.exec(run.stdout)?.[1] ?? 'none';
    expect(failureOf(run)).toMatch(
      new RegExp(
        `^app/uploadHarmonyCert failed with code 1050: .*; the package itself is already stored under upload key ${key}, so uploading the file again makes a second build`,
      ),
    );
  });

  it('fails on a wrong api key with the code and its meaning', async () => {
    const run = await upload({ 'api-key': 'wrong-key-123456' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe('the API key (input api-key) is not valid (service code 1002)');
  });
});
