/**
 * The expiry/ sub-action and `pgyer expiry` end to end: the bundles as child processes against
 * the sandbox, whose account has a certificate ending in 5 days (with a hostile name) and one in
 * 200, and whose iOS app has an install window ending in 2 days and a build description with the
 * `ios-profile-expires:` line (10 days). The step passes with warnings; fail-within-days fails it
 * after the summary and chat are out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceDayAt } from '../../src/common/time.js';
import type { ExpiryReport } from '../../src/jobs/expiry/report.js';
import { GITHUB_PUSH_ENV } from '../helpers/github-env.js';
import { useSandbox } from '../helpers/sandbox.js';
import { annotationsOf, failureOf, runActionOn, runCli, startSandboxProcess } from './harness.js';

const DAY = 86_400_000;
const sandbox = useSandbox();
let appKey: string;

/** The service day `days` from now. */
const dayIn = (days: number) => serviceDayAt(new Date(Date.now() + days * DAY));

beforeAll(() => {
  sandbox.state.addCertificate({ name: '<b>@org/team</b> ##[error]Dist', expired: dayIn(5) });
  sandbox.state.addCertificate({ name: 'Dist 2027', expired: dayIn(200) });
  const build = sandbox.state.addBuild({
    platform: 'ios',
    name: 'Shop',
    identifier: 'com.example.expiry',
    settings: {
      description: `Login fixed.\nios-profile-expires: ${dayIn(10)}`,
      period: { restricted: 1, start: dayIn(-3), end: dayIn(2) },
    },
  });
  appKey = build.appKey;
});

describe('expiry/', () => {
  it('passes with one warning and one summary row per end within 30 days, and one chat message', async () => {
    const before = sandbox.chat.received.length;
    const run = await runActionOn(
      sandbox,
      'expiry',
      { 'app-keys': appKey, 'slack-webhook': sandbox.chat.webhookUrl('slack') },
      { env: GITHUB_PUSH_ENV },
    );
    expect(failureOf(run)).toBe('');
    expect(run.outputs['expiring-count']).toBe('3');
    const report = JSON.parse(run.outputs.expiry ?? '') as ExpiryReport;
    expect(report.items.map((item) => [item.kind, item.days, item.soon])).toEqual([
      ['install-window', 2, true],
      ['certificate', 5, true],
      ['ios-profile', 10, true],
      ['certificate', 200, false],
    ]);
    expect(sandbox.requests.map((request) => request.operation).slice(0, 2)).toEqual([
      'certificate/index',
      'app/view',
    ]);
    expect(annotationsOf(run).filter((line) => line.startsWith('warning'))).toHaveLength(3);
    expect(run.summary).toContain(`Install window of app Shop (${appKey})`);
    expect(run.summary).toContain('in 2 days');
    expect(run.summary).toContain('&lt;b&gt;');
    expect(run.summary).not.toContain('<b>');
    expect(run.summary).not.toMatch(/@org\/team/);
    expect(run.stdout).not.toMatch(/^::error|^##\[error\]/m);
    const sent = sandbox.chat.received.slice(before);
    expect(sent.map((message) => message.platform)).toEqual(['slack']);
    expect(JSON.stringify(sent[0]?.body)).toContain('Pgyer expiry: 3 of 4 end within 30 days');
  });

  it('fails with fail-within-days, after writing its summary', async () => {
    const run = await runActionOn(sandbox, 'expiry', {
      'app-keys': appKey,
      'within-days': '7',
      'fail-within-days': '3',
    });
    expect(run.exitCode).not.toBe(0);
    expect(failureOf(run)).toContain(
      '1 ends within fail-within-days 3: the soonest, install-window',
    );
    expect(run.outputs['expiring-count']).toBe('2');
    expect(run.summary).toContain('Pgyer expiry: 2 of 4 end within 7 days');
  });

  it('fails before any request naming within-days and what it accepts', async () => {
    const run = await runActionOn(sandbox, 'expiry', { 'within-days': 'a month' });
    expect(run.exitCode).not.toBe(0);
    expect(failureOf(run)).toContain('within-days');
    expect(sandbox.requests).toEqual([]);
  });
});

describe('pgyer expiry', () => {
  const env = () => ({ PGYER_API_KEY: sandbox.apiKey });

  it('prints the check as JSON and exits 0 with what ends soon', async () => {
    const run = await runCli(
      ['expiry', '--app-keys', appKey, '--within-days', '6', '--json', '--api-url', sandbox.url],
      env(),
    );
    expect(run.stderr).not.toContain('Error');
    expect(run.exitCode).toBe(0);
    const report = JSON.parse(run.stdout) as ExpiryReport;
    expect(report.items.filter((item) => item.soon).map((item) => item.kind)).toEqual([
      'install-window',
      'certificate',
    ]);
  });

  it('prints one line per end for people and exits 1 with --fail-within-days', async () => {
    const run = await runCli(
      [
        'expiry',
        '--no-certificates',
        '--app-keys',
        appKey,
        '--fail-within-days',
        '10',
        '--api-url',
        sandbox.url,
      ],
      env(),
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Pgyer expiry: 2 of 2 end within 30 days');
    expect(run.stdout).toContain(
      `  iOS provisioning profile of app Shop (${appKey}) ends ${dayIn(10)}, in 10 days: renew the profile, then build and upload again`,
    );
    expect(run.stderr).toContain(
      'error: 2 end within fail-within-days 10: the soonest, install-window',
    );
  });
});

describe('the sandbox command: --clock-days and --certificate', () => {
  it("lists the certificate, and past the moved day refuses an install window's app with 1048", async () => {
    const sandboxProcess = await startSandboxProcess([
      '--clock-days',
      '40',
      '--certificate',
      `Dist: 2026:${dayIn(45)}`,
      '--seed-builds',
      '1',
      '--api-key',
      'sandboxkey',
    ]);
    try {
      const { banner, url } = sandboxProcess;
      expect(banner).toContain(`  certificate: Dist: 2026 (ends ${dayIn(45)})`);
      expect(banner).toContain(`  clock:    ${dayIn(40)} `);
      const seeded = /app-key: {2}(\w+)/.exec(banner)?.[1] ?? '';
      const env = { PGYER_API_KEY: 'sandboxkey' };
      const settings = await runCli(
        [
          'update-settings',
          '--app-key',
          seeded,
          '--install-type',
          'password',
          '--password',
          'pw1',
          '--install-validity',
          'range',
          '--install-start-date',
          dayIn(-1),
          '--install-end-date',
          dayIn(10),
          '--api-url',
          url,
        ],
        env,
      );
      expect(settings.exitCode).toBe(0);
      // The check counts from this machine's day; the sandbox's day is 40 ahead.
      const run = await runCli(['expiry', '--app-keys', seeded, '--json', '--api-url', url], env);
      const report = JSON.parse(run.stdout) as ExpiryReport;
      expect(report.items.map((item) => [item.kind, item.name, item.days])).toEqual([
        ['install-window', 'Example', 10],
        ['certificate', 'Dist: 2026', 45],
      ]);
      const install = await fetch(
        `${url}/apiv2/app/install?_api_key=sandboxkey&appKey=${seeded}&buildPassword=pw1`,
      );
      expect(((await install.json()) as { code: number }).code).toBe(1048);
    } finally {
      await sandboxProcess.stop();
    }
  });

  it('refuses a certificate without a calendar day, naming the option', async () => {
    await expect(startSandboxProcess(['--certificate', 'Dist:2027-02-30'])).rejects.toThrow(
      /--certificate.*"Dist:2027-02-30" is not NAME:YYYY-MM-DD with a calendar day/,
    );
  });
});
