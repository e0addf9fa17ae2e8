/**
 * The expiry job over the sandbox (docs/expiry.md): the account's certificates, an app's install
 * window and its current iOS build's `ios-profile-expires:` line, each dated in service days from
 * the sandbox's clock; what is within within-days is soon; fail-within-days fails the run; an
 * install window that has passed is what app/install then refuses with 1048.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Checker } from '../../../../src/jobs/options/checker.js';
import { InvalidOptions } from '../../../../src/jobs/options/problems.js';
import { checkExpirySettings, type ExpiryOptions } from '../../../../src/jobs/expiry/options.js';
import { runExpiry } from '../../../../src/jobs/expiry/run.js';
import { ExpiryDue, soonItems, throwIfDue } from '../../../../src/jobs/expiry/report.js';
import { expiryLine } from '../../../../src/jobs/expiry/lines.js';
import { serviceDayAt } from '../../../../src/common/time.js';
import type { Sandbox } from '../../../../src/sandbox/server.js';
import { ManualClock } from '../../../helpers/clock.js';
import { jobFor } from '../../../helpers/job.js';
import { requestInstall, startTestSandbox } from '../../sandbox/helpers.js';

const DAY = 86_400_000;

let started: Sandbox | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

function optionsOf(raw: Record<string, string>): ExpiryOptions {
  const check = new Checker();
  return check.done(checkExpirySettings(check, raw));
}

/** The service day `days` after the clock's. */
function dayIn(clock: ManualClock, days: number): string {
  return serviceDayAt(new Date(clock.now().getTime() + days * DAY));
}

/** Two certificates (10 and 200 days), an iOS app with an install window (20 days) and a profile line (5 days). */
async function scene() {
  const clock = new ManualClock();
  const sandbox = await startTestSandbox({ clock });
  started = sandbox;
  const { state } = sandbox;
  const soon = state.addCertificate({ name: 'Dist 2026', expired: dayIn(clock, 10) });
  state.addCertificate({ name: 'Dist 2027', expired: dayIn(clock, 200) });
  const build = state.addBuild({
    platform: 'ios',
    name: 'Shop',
    settings: {
      description: `Fixes.\nios-profile-expires: ${dayIn(clock, 5)}\n`,
      period: { restricted: 1, start: dayIn(clock, -1), end: dayIn(clock, 20) },
    },
  });
  const job = { ...jobFor(sandbox), now: () => clock.now().getTime() };
  return { clock, sandbox, soon, build, job };
}

describe('runExpiry', () => {
  it('dates certificates, the install window and the profile line, soonest first', async () => {
    const { build, soon, job, clock } = await scene();
    const report = await runExpiry(
      job,
      optionsOf({ 'app-keys': build.appKey, 'within-days': '30' }),
    );
    expect(report.requests).toBe(2);
    expect(
      report.items.map(({ kind, key, days, soon: isSoon }) => [kind, key, days, isSoon]),
    ).toEqual([
      ['ios-profile', build.appKey, 5, true],
      ['certificate', soon.key, 10, true],
      ['install-window', build.appKey, 20, true],
      ['certificate', expect.any(String), 200, false],
    ]);
    expect(report.items[0]?.buildKey).toBe(build.key);
    expect(report.notes).toEqual([]);
    expect(report.items.map(expiryLine)[2]).toBe(
      `Install window of app Shop (${build.appKey}) ends ${dayIn(clock, 20)}, in 20 days: ` +
        'move its end: update-settings with install-end-date (pgyer update-settings --app-key KEY --install-end-date YYYY-MM-DD)',
    );
  });

  it('lists only what is within within-days, and fails only with fail-within-days', async () => {
    const { build, job } = await scene();
    const quiet = await runExpiry(job, optionsOf({ 'app-keys': build.appKey, 'within-days': '4' }));
    expect(soonItems(quiet)).toEqual([]);
    expect(() => {
      throwIfDue(quiet);
    }).not.toThrow();
    const failing = await runExpiry(
      job,
      optionsOf({ 'app-keys': build.appKey, 'within-days': '4', 'fail-within-days': '7' }),
    );
    expect(() => {
      throwIfDue(failing);
    }).toThrow(
      new ExpiryDue(
        `1 ends within fail-within-days 7: the soonest, ios-profile ${build.appKey}, ends ${failing.items[0]?.ends ?? ''}`,
      ),
    );
  });

  it('counts from the moved clock: an ended window is negative, and app/install then answers 1048', async () => {
    const { build, sandbox, clock, job } = await scene();
    expect((await requestInstall(sandbox, { appKey: build.appKey })).status).toBe(302);
    const ends = dayIn(clock, 20);
    clock.advance(22 * DAY);
    const report = await runExpiry(
      job,
      optionsOf({ 'app-keys': build.appKey, certificates: 'false' }),
    );
    expect(report.requests).toBe(1);
    const window = report.items.find((item) => item.kind === 'install-window');
    expect(window?.days).toBe(-2);
    expect(report.items.map(expiryLine)).toContain(
      `Install window of app Shop (${build.appKey}) ends ${ends}, ended 2 days ago: ` +
        'move its end: update-settings with install-end-date (pgyer update-settings --app-key KEY --install-end-date YYYY-MM-DD)',
    );
    const refused = await requestInstall(sandbox, { appKey: build.appKey });
    expect(((await refused.json()) as { code: number }).code).toBe(1048);
  });

  it('says what it cannot tell: an Android app without a window, a build without the profile line', async () => {
    const { sandbox, job } = await scene();
    const ios = sandbox.state.addBuild({ platform: 'ios', identifier: 'com.plain' });
    const report = await runExpiry(
      job,
      optionsOf({ 'app-keys': ios.appKey, certificates: 'false' }),
    );
    expect(report.items).toEqual([]);
    expect(report.notes).toEqual([
      `app ${ios.appKey}: its current iOS build's description has no "ios-profile-expires: YYYY-MM-DD" line`,
    ]);
  });
});

describe('checkExpirySettings', () => {
  it('refuses nothing to check and bad day counts before any request', () => {
    expect(() => optionsOf({ certificates: 'false' })).toThrow(InvalidOptions);
    expect(() => optionsOf({ certificates: 'false' })).toThrow(/app-keys.*nothing to check/);
    expect(() => optionsOf({ 'within-days': '400' })).toThrow(/within-days/);
    expect(() => optionsOf({ 'fail-within-days': 'soon' })).toThrow(/fail-within-days/);
    expect(optionsOf({})).toEqual({
      appKeys: [],
      certificates: true,
      withinDays: 30,
      failWithinDays: undefined,
    });
  });
});
