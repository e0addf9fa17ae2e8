import { describe, expect, it } from 'vitest';
import { toPublishedBuild } from '../../../src/api/upload/published-build.js';
import { toBuildRow, type BuildRow } from '../../../src/github/build-table.js';
import {
  commentMarker,
  healthSectionsOf,
  renderComment,
  rowsOf,
} from '../../../src/github/comment-body.js';
import { buildRow } from '../../helpers/build-row.js';
import type { HealthReport } from '../../../src/jobs/health/report.js';

/** A row as the comment keeps it: with the commit and the time it was published. */
const row = (buildKey: string, overrides: Partial<BuildRow> = {}): BuildRow =>
  buildRow(buildKey, {
    name: 'Demo <App>',
    commit: 'abc1234',
    publishedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });

const marker = commentMarker('CI');

describe('the pull request comment body', () => {
  it('shows this run, escaped, with the hidden marker first', () => {
    const body = renderComment({
      marker,
      rows: [row('k1', { buildQrCodeUrl: 'https://www.pgyer.com/qr/k1' })],
      previous: [],
      releaseNotes: 'Fixes <b>login</b>',
    });
    expect(body.startsWith(marker)).toBe(true);
    expect(body).toContain('Demo &lt;App&gt;');
    expect(body).toContain('<a href="https://www.pgyer.com/k1">');
    expect(body).toContain('<img src="https://www.pgyer.com/qr/k1"');
    expect(body).toContain('<code>abc1234</code>');
    expect(body).toContain('2026-11-21 10:00');
    expect(body).toContain('Fixes &lt;b&gt;login&lt;/b&gt;');
    expect(body).not.toContain('<details>');
  });

  it("links each build's own page and QR code, its commit, and gives times in UTC", () => {
    // Two builds of one app: the short link's page and QR code would open the newest for both.
    const own = (buildKey: string, commit: string) =>
      row(buildKey, {
        commit,
        commitUrl: `https://github.com/octo/app/commit/${commit}0000`,
        installPageUrl: 'https://www.pgyer.com/demo',
        qrCodeUrl: 'https://www.pgyer.com/app/qrcode/demo',
        buildPageUrl: `https://www.pgyer.com/${buildKey}`,
        buildQrCodeUrl: `https://www.pgyer.com/app/qrcode/${buildKey}`,
      });
    const body = renderComment({
      marker,
      rows: [own('k2', 'bbb2222')],
      previous: [own('k1', 'aaa1111')],
      releaseNotes: undefined,
    });
    for (const [key, commit] of [
      ['k1', 'aaa1111'],
      ['k2', 'bbb2222'],
    ]) {
      expect(body).toContain(
        `<a href="https://www.pgyer.com/${key}"><img src="https://www.pgyer.com/app/qrcode/${key}"`,
      );
      expect(body).toContain(
        `<a href="https://github.com/octo/app/commit/${commit}0000"><code>${commit}</code></a>`,
      );
    }
    expect(body).not.toContain('https://www.pgyer.com/demo');
    expect(body).toContain('2026-11-21 10:00 UTC');
  });

  it('folds the builds of earlier commits into a details block, newest first', () => {
    const first = renderComment({
      marker,
      rows: [row('k1', { commit: 'aaa1111' })],
      previous: [],
      releaseNotes: undefined,
    });
    const second = renderComment({
      marker,
      rows: [row('k2', { commit: 'bbb2222' })],
      previous: rowsOf(first),
      releaseNotes: undefined,
    });
    const third = renderComment({
      marker,
      rows: [row('k3', { commit: 'ccc3333' })],
      previous: rowsOf(second),
      releaseNotes: undefined,
    });
    expect(rowsOf(third).map((entry) => entry.buildKey)).toEqual(['k3', 'k2', 'k1']);
    const [current = '', details = ''] = third.split('<details>');
    expect(current).toContain('ccc3333');
    expect(current).not.toContain('bbb2222');
    expect(details).toContain('Earlier builds (2)');
    expect(details.indexOf('k2')).toBeLessThan(details.indexOf('k1'));
  });

  it("shows another job's build of the same commit as current, not as an earlier build", () => {
    // upload-and-wait's Android job, then its iOS job, of one commit: one comment per workflow.
    const older = row('old', { commit: 'fff0000' });
    const android = renderComment({
      marker,
      rows: [row('android')],
      previous: [older],
      releaseNotes: undefined,
    });
    const ios = renderComment({
      marker,
      rows: [row('ios', { platform: 'ios' })],
      previous: rowsOf(android),
      releaseNotes: undefined,
    });
    const [current = '', details = ''] = ios.split('<details>');
    expect(current).toContain('### Pgyer builds of this pull request');
    expect(current).toContain('https://www.pgyer.com/android');
    expect(current).toContain('https://www.pgyer.com/ios');
    expect(current).not.toContain('https://www.pgyer.com/old');
    expect(details).toContain('Earlier builds (1)');
    expect(details).toContain('https://www.pgyer.com/old');
    expect(rowsOf(ios).map((entry) => entry.buildKey)).toEqual(['ios', 'android', 'old']);
  });

  it('keeps at most 20 builds of earlier commits', () => {
    const earlier = Array.from({ length: 30 }, (_, index) => row(`old${index}`, { commit: 'old' }));
    const body = renderComment({
      marker,
      rows: [row('new')],
      previous: earlier,
      releaseNotes: undefined,
    });
    expect(rowsOf(body)).toHaveLength(21);
    expect(body).toContain('Earlier builds (20)');
  });

  it("keeps at most 40 builds in all, this job's first, to stay under GitHub's comment size", () => {
    // Builds of many re-runs of one commit, with a long name and buildKey, and the longest notes.
    const long = (buildKey: string, overrides: Partial<BuildRow> = {}) =>
      row(`${buildKey}${'0'.repeat(32 - buildKey.length)}`, {
        name: 'A long app name of an Android build',
        ...overrides,
      });
    const sameCommit = Array.from({ length: 60 }, (_, index) => long(`same${index}`));
    const body = renderComment({
      marker,
      rows: [long('new')],
      previous: [...sameCommit, long('old', { commit: 'old' })],
      releaseNotes: 'Fixes <b>login</b> & more\n'.repeat(400),
    });
    const keys = rowsOf(body).map((entry) => entry.buildKey);
    expect(keys).toHaveLength(40);
    expect(keys.slice(0, 2)).toEqual([
      expect.stringMatching(/^new0/),
      expect.stringMatching(/^same00/),
    ]);
    expect(body).not.toContain('<details>');
    expect(body.length).toBeLessThan(65_536);
  });

  it("stays within GitHub's 65,536 characters when the release notes grow once escaped", () => {
    const long = (buildKey: string, overrides: Partial<BuildRow> = {}) =>
      row(`${buildKey}${'0'.repeat(32 - buildKey.length)}`, {
        name: 'A long app name of an Android build',
        ...overrides,
      });
    const sameCommit = Array.from({ length: 10 }, (_, index) => long(`same${index}`));
    const earlier = Array.from({ length: 9 }, (_, index) => long(`old${index}`, { commit: 'old' }));
    // Quotes take 6 characters each once escaped: 10,000 of them alone are 60,000.
    const notes = '"'.repeat(10_000);
    const body = renderComment({
      marker,
      rows: [long('new')],
      previous: [...sameCommit, ...earlier],
      releaseNotes: notes,
    });
    expect(body.length).toBeLessThanOrEqual(65_536);
    const keys = rowsOf(body).map((entry) => entry.buildKey);
    // Earlier commits' builds go first, then the notes' end; this commit's builds all stay.
    expect(keys).toHaveLength(11);
    expect(body).not.toContain('<details>');
    expect(body).toMatch(/<blockquote>(&quot;)+…<\/blockquote>/);
  });

  it("keeps this job's builds and drops other jobs' ones only when the notes are gone", () => {
    const many = Array.from({ length: 80 }, (_, index) =>
      row(`${'k'.repeat(28)}${String(index).padStart(4, '0')}`, {
        name: 'n'.repeat(600),
      }),
    );
    const body = renderComment({
      marker,
      rows: many.slice(0, 20),
      previous: many.slice(20),
      releaseNotes: 'notes',
    });
    expect(body.length).toBeLessThanOrEqual(65_536);
    const keys = rowsOf(body).map((entry) => entry.buildKey);
    expect(keys.slice(0, 20)).toEqual(many.slice(0, 20).map((entry) => entry.buildKey));
    expect(keys.length).toBeLessThan(40);
    expect(body).not.toContain('Release notes');
  });

  it("rebuilds the own page of a row an older version wrote, on the short link's origin, without QR code", () => {
    const older = row('k0', {
      commit: 'old0000',
      installPageUrl: 'https://www.pgyer.com/demo',
      qrCodeUrl: 'https://www.pgyer.com/app/qrcode/demo',
    });
    const body = renderComment({ marker, rows: [row('k1')], previous: [older], releaseNotes: '' });
    const [, earlier = ''] = body.split('<details>');
    expect(earlier.replaceAll('<wbr>', '')).toContain(
      '<a href="https://www.pgyer.com/k0">https://www.pgyer.com/k0</a>',
    );
    expect(earlier).not.toContain('https://www.pgyer.com/demo');
    expect(earlier).not.toContain('<img');
  });

  it('shows a build not waited for without page link or QR code, and keeps it in the history', () => {
    // As toBuildRow makes it without a record: no version, build number, page or QR code.
    const unpublished = row('upload-key', {
      version: '',
      versionNo: '',
      buildNumber: '',
      qrCodeUrl: '',
      buildPageUrl: '',
      buildQrCodeUrl: '',
    });
    const body = renderComment({ marker, rows: [unpublished], previous: [], releaseNotes: '' });
    for (const label of ['Version', 'Pgyer build', 'Install page']) {
      expect(body).toContain(`<th align="left">${label}</th><td>Not known until published</td>`);
    }
    expect(body).not.toContain('<img');
    expect(body).not.toContain('href="https://www.pgyer.com/upload-key"');
    expect(rowsOf(body)).toEqual([unpublished]);
  });

  it("gives a row the record's publish time (buildCreated, UTC+8), not the comment's", () => {
    const build = toPublishedBuild('https://api.pgyer.com', {
      uploadKey: 'k1',
      buildType: 'android',
      fileName: 'app.apk',
      fileSize: 1,
      uploadSeconds: 1,
      published: {
        build: { buildKey: 'k1', buildCreated: '2026-11-25 04:43:10' },
        publishSeconds: 1,
      },
    });
    const built = toBuildRow(build);
    expect(built.publishedAt).toBe('2026-11-24T20:43:10.000Z');
    const body = renderComment({ marker, rows: [built], previous: [], releaseNotes: '' });
    expect(body).toContain('2026-11-24 20:43 UTC');
    expect(toBuildRow({ ...build, record: {} }).publishedAt).toBeUndefined();
  });

  it("shows a row's size change, kept with the row for the next push", () => {
    const build = toPublishedBuild('https://api.pgyer.com', {
      uploadKey: 'k1',
      buildType: 'android',
      fileName: 'app.apk',
      fileSize: 2048,
      uploadSeconds: 1,
      published: { build: { buildKey: 'k1', buildFileSize: 2048 }, publishSeconds: 1 },
    });
    const replaces = {
      buildKey: 'b0',
      appKey: 'a',
      version: '1.0',
      buildNumber: 41,
      fileSize: 1024,
      created: '',
      branch: 'main',
      chosen: 'newest build of branch main',
    };
    const built = toBuildRow({ ...build, replaces });
    expect(built.sizeChange).toBe('+1 KiB (+100.0%) since build #41 on main');
    const body = renderComment({ marker, rows: [built], previous: [], releaseNotes: '' });
    expect(body).toMatch(
      /Size change<\/th><td>\+1 KiB \(\+100\.0%\) since build #\u2060?41 on main/,
    );
    expect(rowsOf(body)).toEqual([built]);
    // A first build says so; a build whose replaced build was not looked up has no line.
    expect(toBuildRow({ ...build, replaces: 'none' }).sizeChange).toBe('first build');
    expect(toBuildRow(build)).not.toHaveProperty('sizeChange');
  });

  it('reads back only rows whose every field has its type', () => {
    const good = row('good', { commit: undefined, publishedAt: undefined });
    const encoded = Buffer.from(
      JSON.stringify([good, { ...row('bad'), name: 5 }, { ...row('bad'), qrCodeUrl: 'data:x' }]),
    ).toString('base64');
    expect(rowsOf(`<!-- pgyer-actions:history ${encoded} -->`)).toEqual([good]);
  });

  it('reads nothing from a body without history or with a damaged one', () => {
    expect(rowsOf(undefined)).toEqual([]);
    expect(rowsOf('a comment by a person')).toEqual([]);
    expect(rowsOf('<!-- pgyer-actions:history bm90IGpzb24= -->')).toEqual([]);
  });

  it('has one marker per workflow that a workflow name cannot break out of', () => {
    expect(commentMarker('Release')).not.toBe(commentMarker('CI'));
    const evil = commentMarker('evil --> <script>');
    expect(evil).not.toContain('--> <script>');
    expect(evil.match(/-->/g)).toHaveLength(1);
    expect(evil.endsWith('" -->')).toBe(true);
    // HTML also ends a comment at "--!>".
    expect(commentMarker('evil --!> x')).not.toContain('--!>');
  });
});

describe("the comment's health sections (health-report: previous)", () => {
  /** A quiet report of `appKey`, named after it; `warning` makes it as long as needed. */
  const report = (appKey: string, warning = ''): HealthReport => ({
    appKey,
    appName: appKey,
    base: undefined,
    window: { from: '2026-11-23T12:00:00.000Z', to: '2026-11-24T12:00:00.000Z', since: '24h' },
    attribution: { crashes: 'window', feedback: 'window', said: 'By window.' },
    crashes: { items: [], more: 0, read: true, pages: 1, cut: false },
    feedback: { items: [], more: 0, read: true, pages: 1, cut: false },
    warnings: warning ? [warning] : [],
  });
  const section = (appKey: string, commit: string, warning = '') => ({
    appKey,
    commit,
    report: report(appKey, warning),
  });

  it("keeps another job's section of the same commit, and drops those of earlier commits", () => {
    // The Android job wrote first; the iOS job of the same commit edits the comment after it.
    const android = renderComment({
      marker,
      rows: [row('android')],
      previous: [],
      releaseNotes: undefined,
      health: [section('appAndroid', 'abc1234')],
    });
    const both = renderComment({
      marker,
      rows: [row('ios')],
      previous: rowsOf(android),
      releaseNotes: undefined,
      health: [section('appIos', 'abc1234')],
      previousHealth: healthSectionsOf(android),
    });
    expect(both).toContain('Pgyer report for appIos');
    expect(both).toContain('Pgyer report for appAndroid');
    expect(healthSectionsOf(both).map((kept) => kept.appKey)).toEqual(['appIos', 'appAndroid']);
    // A re-run of the iOS job writes its own section anew: once, not twice.
    const again = renderComment({
      marker,
      rows: [row('ios')],
      previous: rowsOf(both),
      releaseNotes: undefined,
      health: [section('appIos', 'abc1234')],
      previousHealth: healthSectionsOf(both),
    });
    expect(again.split('Pgyer report for appIos')).toHaveLength(2);
    // The next commit's job: the sections of the commit before are gone.
    const next = renderComment({
      marker,
      rows: [row('ios2', { commit: 'def5678' })],
      previous: rowsOf(again),
      releaseNotes: undefined,
      health: [],
      previousHealth: healthSectionsOf(again),
    });
    expect(next).not.toContain('Pgyer report for');
  });

  it('drops other jobs’ sections first when the body would pass GitHub’s limit', () => {
    const big = (appKey: string, chars: number) => section(appKey, 'abc1234', 'x'.repeat(chars));
    const body = renderComment({
      marker,
      rows: [row('ios')],
      previous: [],
      releaseNotes: undefined,
      health: [big('appIos', 20_000)],
      previousHealth: [big('appAndroid', 30_000)],
    });
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain('Pgyer report for appIos');
    expect(body).not.toContain('Pgyer report for appAndroid');
  });

  it('renders a kept report anew, as text, and drops one that is not a report', () => {
    const hostile = {
      ...report('appAndroid'),
      appName: '<img src=https://attacker.example/t.png> @org/everyone',
    };
    const edited = (sections: unknown) =>
      `<!-- pgyer-actions:health ${Buffer.from(JSON.stringify(sections)).toString('base64')} -->`;
    const kept = healthSectionsOf(
      edited([
        { appKey: 'appAndroid', commit: 'abc1234', report: hostile },
        { appKey: 'appHtml', commit: 'abc1234', html: '<img src=x>' },
        {
          appKey: 'appLink',
          commit: 'abc1234',
          report: {
            ...report('appLink'),
            base: {
              buildKey: 'k',
              version: '1',
              created: '2026-11-23T12:00:00.000Z',
              chosen: 'x',
              pageUrl: 'javascript:alert(1)',
            },
          },
        },
      ]),
    );
    expect(kept.map((each) => each.appKey)).toEqual(['appAndroid']);
    const body = renderComment({
      marker,
      rows: [row('ios')],
      previous: [],
      releaseNotes: undefined,
      health: [],
      previousHealth: kept,
    });
    expect(body).not.toContain('<img src=https://attacker');
    expect(body).not.toMatch(/(^|[^\u2060])@org\/everyone/);
  });
});
