/**
 * The drop-in for PGYER/pgyer-upload-app-action: a step written for that action, with only its
 * input names (and api-url, to reach the sandbox), runs the committed bundle, publishes, warns once
 * listing the deprecated names, and sets the vendor's `info` output besides ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { VENDOR_ALIASES } from '../../src/jobs/upload/vendor-aliases.js';
import { expectNoSecrets, failureOf, runAction } from './harness.js';
import { looseVendorStep, VENDOR_APK } from './vendor-steps.js';

const APK = VENDOR_APK;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ parseDelayMs: 100, publishDelayMs: 300 });
});
afterAll(() => sandbox.close());

describe("a step written for the vendor's action", () => {
  it('publishes, warns once listing the deprecated inputs with ours, and sets info and our outputs', async () => {
    const inputs = {
      _api_key: sandbox.apiKey,
      appFilePath: APK,
      buildInstallType: '2',
      buildPassword: 'x1y2z3',
      buildUpdateDescription: 'Fixed the login screen',
      buildInstallDate: '1',
      buildInstallStartDate: '2026-01-01',
      buildInstallEndDate: '2036-12-31',
      buildChannelShortcut: '',
    };
    const run = await runAction('.', { ...inputs, 'api-url': sandbox.url });
    expectNoSecrets(run, [sandbox.apiKey, 'x1y2z3'], sandbox.issuedSecrets());
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);

    const warnings = [...run.stdout.matchAll(/^::warning::(.*)$/gm)].map((match) => match[1]);
    const given = VENDOR_ALIASES.filter((entry) => inputs[entry.alias as keyof typeof inputs]);
    expect(given).toHaveLength(8);
    const deprecated = warnings.filter((warning) => warning?.includes('are deprecated: rename'));
    expect(deprecated).toHaveLength(1);
    for (const { alias, setting } of given) {
      expect(deprecated[0]).toMatch(new RegExp(`[ ,]${alias}(: \\d)? → ${setting}[:,.]`));
    }
    expect(deprecated[0]).toContain('buildInstallType: 2 → install-type: password,');

    const info = JSON.parse(run.outputs.info ?? '') as Record<string, unknown>;
    expect(info).toMatchObject({
      buildKey: run.outputs['build-key'],
      buildIdentifier: 'io.appium.settings',
      buildUpdateDescription: 'Fixed the login screen',
    });
    // The service's record as it sends it (its strings), less the install password.
    const answer = (await (
      await fetch(
        `${sandbox.url}/apiv2/app/buildInfo?_api_key=${sandbox.apiKey}&buildKey=${String(info.buildKey)}`,
      )
    ).json()) as { data: Record<string, unknown> };
    const { buildPassword: _password, ...served } = answer.data;
    expect(info).toEqual(served);
    expect(JSON.stringify(info)).not.toContain('x1y2z3');
    expect(info).toMatchObject({ buildType: '2', buildIsFirst: '1', buildIsLastest: '1' });
    expect(run.outputs).toMatchObject({ 'build-type': 'android', 'build-version': '8.0.10' });
    expect(run.outputs['install-page-url']).toMatch(new RegExp(`^${sandbox.url}/\\w+$`));

    const app = sandbox.state.findApp(String(info.buildShortcutUrl));
    expect(app?.settings).toMatchObject({
      installType: 2,
      password: 'x1y2z3',
      period: { restricted: 1, start: '2026-01-01', end: '2036-12-31' },
    });
  });

  it('takes what the service publishes with: a password alone, long-term with leftover dates', async () => {
    const run = await runAction('.', {
      ...looseVendorStep(sandbox.apiKey),
      'api-url': sandbox.url,
    });
    expectNoSecrets(run, [sandbox.apiKey, 'x1y2z3'], sandbox.issuedSecrets());
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    const warnings = [...run.stdout.matchAll(/^::warning::(.*)$/gm)].map((match) => match[1]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^buildPassword is not used: .* a public install/),
        expect.stringMatching(
          /^buildInstallStartDate and buildInstallEndDate are not used: with buildInstallDate 2/,
        ),
      ]),
    );
    const info = JSON.parse(run.outputs.info ?? '') as Record<string, unknown>;
    const app = sandbox.state.findApp(String(info.buildShortcutUrl));
    expect(app?.settings).toMatchObject({
      installType: 1,
      password: '',
      period: { restricted: 2, start: '', end: '' },
    });
  });
});
