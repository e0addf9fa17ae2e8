/**
 * The health job over the sandbox: the window from a build, a duration or a day; crash groups
 * attributed by the base build's version, newest first, "and N more"; pages read until older
 * entries, bounded by max-pages; a base build deleted; a list that cannot be read (1122) is one
 * warning, and the rest of the report stands (read-failure.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Checker } from '../../../../src/jobs/options/checker.js';
import { checkHealthSettings, type HealthOptions } from '../../../../src/jobs/health/options.js';
import {
  baseOf,
  healthSince,
  runHealth,
  SinceBuildNotFound,
} from '../../../../src/jobs/health/run.js';
import { viewApp } from '../../../../src/api/index.js';
import type { Sandbox } from '../../../../src/sandbox/server.js';
import { jobFor, recordingLogger } from '../../../helpers/job.js';
import { startTestSandbox } from '../../sandbox/helpers.js';

const HOUR = 3_600_000;

let started: Sandbox | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

function optionsOf(raw: Record<string, string>): HealthOptions {
  const check = new Checker();
  return check.done(checkHealthSettings(check, raw));
}

/** An app whose builds 1.0 (72 h ago) and 1.1 (24 h ago) have crash groups and feedback. */
async function appWithReports() {
  const sandbox = await startTestSandbox({ pageSize: 3 });
  started = sandbox;
  const { state } = sandbox;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  const old = state.addBuild({
    platform: 'android',
    identifier: 'com.a',
    version: '1.0',
    created: at(72),
  });
  const base = state.addBuild({
    platform: 'android',
    identifier: 'com.a',
    version: '1.1',
    created: at(24),
  });
  for (const hoursAgo of [60, 50, 30]) {
    state.addCrash(base.appKey, {
      title: `old ${hoursAgo}h`,
      appVersion: '1.0',
      created: at(hoursAgo),
    });
  }
  for (const hoursAgo of [20, 2, 12, 6, 16, 1, 9]) {
    state.addCrash(base.appKey, {
      title: `new ${hoursAgo}h`,
      appVersion: '1.1',
      created: at(hoursAgo),
      process: '1',
    });
  }
  state.addCrash(base.appKey, { title: 'old version, late', appVersion: '1.0', created: at(3) });
  state.addFeedback(base.appKey, { content: 'before', created: at(40) });
  state.addFeedback(base.appKey, {
    content: 'x'.repeat(300),
    created: at(5),
    images: ['a', 'b'],
    voice: 'v',
  });
  state.addFeedback(base.appKey, { content: 'after', created: at(4) });
  return { sandbox, old, base };
}

describe('the health job', () => {
  it("since a build: that build's version's crash groups since its upload, newest first, and N more", async () => {
    const { sandbox, base } = await appWithReports();
    const report = await runHealth(
      jobFor(sandbox),
      optionsOf({ 'app-key': base.appKey, since: base.key, 'max-items': '5' }),
    );
    expect(report.base).toMatchObject({
      buildKey: base.key,
      version: '1.1',
      chosen: 'given as since',
    });
    expect(report.attribution.crashes).toBe('version');
    expect(report.crashes.items.map((crash) => crash.title)).toEqual([
      'new 1h',
      'new 2h',
      'new 6h',
      'new 9h',
      'new 12h',
    ]);
    expect(report.crashes.more).toBe(2);
    expect(report.crashes.items[0]?.processed).toBe(true);
    expect(report.feedback.items.map((feedback) => feedback.text.length)).toEqual([5, 200]);
    expect(report.feedback.items[1]).toMatchObject({ images: 2, voice: true });
    // 11 crash groups, 3 a page, newest first: page 3 ends with one older than the base build,
    // so page 4 is not read.
    expect(report.crashes.pages).toBe(3);
    expect(report.warnings).toEqual([]);
  });

  it('for a duration: every version in the window', async () => {
    const { sandbox, base } = await appWithReports();
    const report = await runHealth(
      jobFor(sandbox),
      optionsOf({ 'app-key': base.appKey, since: '7h' }),
    );
    expect(report.base).toBeUndefined();
    expect(report.attribution.crashes).toBe('window');
    expect(report.crashes.items.map((crash) => crash.title)).toEqual([
      'new 1h',
      'new 2h',
      'old version, late',
      'new 6h',
    ]);
    expect(report.attribution.said).toContain("the service's feedback names no build");
  });

  it('reads at most max-pages pages and says the rest was not read', async () => {
    const { sandbox, base } = await appWithReports();
    const logger = recordingLogger();
    const report = await runHealth(
      jobFor(sandbox, logger),
      optionsOf({ 'app-key': base.appKey, since: '30d', 'max-pages': '2' }),
    );
    expect(report.crashes).toMatchObject({ pages: 2, cut: true });
    expect(report.crashes.items.length + report.crashes.more).toBe(6);
    expect(logger.lines).toContain(
      'warning: Read 2 pages of crash groups (max-pages): older ones in the window were not read',
    );
  });

  it('fails clearly when since names a deleted build', async () => {
    const { sandbox, old, base } = await appWithReports();
    sandbox.state.builds.delete(old.key);
    await expect(
      runHealth(jobFor(sandbox), optionsOf({ 'app-key': base.appKey, since: old.key })),
    ).rejects.toThrow(SinceBuildNotFound);
    await expect(
      runHealth(jobFor(sandbox), optionsOf({ 'app-key': base.appKey, since: old.key })),
    ).rejects.toThrow(/since: the build \w+ is not one of app \w+'s builds/);
  });

  it('reports since a build record a caller chose (upload-and-wait: the build this one replaces)', async () => {
    const { sandbox, old, base } = await appWithReports();
    const job = jobFor(sandbox);
    const record = await viewApp(job.transport, base.appKey, old.key);
    const chosen = baseOf(record, 'newest build of branch main');
    expect(chosen).toMatchObject({ buildKey: old.key, version: '1.0' });
    if (!chosen) return;
    const report = await healthSince(job, base.appKey, chosen, { maxItems: 10, maxPages: 5 });
    expect(report.base?.chosen).toBe('newest build of branch main');
    expect(report.crashes.items.map((crash) => crash.title)).toEqual([
      'old version, late',
      'old 30h',
      'old 50h',
      'old 60h',
    ]);
    expect(baseOf({ buildKey: 'k' }, 'x')).toBeUndefined();
  });

  it('names since and its forms for a value of none', () => {
    const check = new Checker();
    checkHealthSettings(check, { 'app-key': 'a', since: 'yesterday' });
    expect(() => {
      check.done(undefined);
    }).toThrow(/since.*"yesterday" is not a buildKey/);
    const day = new Checker();
    checkHealthSettings(day, { 'app-key': 'a', since: '2026-02-30' });
    expect(() => {
      day.done(undefined);
    }).toThrow(/February 2026 has 28/);
  });
});
