/**
 * What the job summaries say: the run's context on every one, settings before and after as the
 * words the inputs take, the password never, the cleanup's long lists cut and its times in UTC,
 * builds that were not waited for.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublishedBuild } from '../../../src/api/index.js';
import type { BuildDecision } from '../../../src/jobs/cleanup/policy.js';
import { writeCleanupSummary } from '../../../src/github/cleanup-summary.js';
import { renderChanges, writeSettingsSummary } from '../../../src/github/settings-summary.js';
import type { AnySetting } from '../../../src/jobs/options/setting.js';
import { CHANGED_SETTINGS } from '../../../src/jobs/update-settings/options.js';
import { writeSetNewestSummary } from '../../../src/github/set-newest-summary.js';
import { readCiContext } from '../../../src/common/ci-context.js';
import { GITHUB_PUSH_CONTEXT_LINE, GITHUB_PUSH_ENV } from '../../helpers/github-env.js';
import { writeBuildSummary, writeRefusedSummary } from '../../../src/github/summary.js';

const ci = readCiContext(GITHUB_PUSH_ENV);

let summaryFile: string;

// @actions/core keeps the first summary path it reads: one file for the whole file.
beforeAll(async () => {
  summaryFile = join(await mkdtemp(join(tmpdir(), 'summary-')), 'summary.md');
  process.env.GITHUB_STEP_SUMMARY = summaryFile;
});

async function summaryOf(write: () => Promise<void>): Promise<string> {
  await writeFile(summaryFile, '');
  await write();
  return readFile(summaryFile, 'utf8');
}

/** The cells of each row of an HTML table, tags removed. */
function cells(html: string): string[][] {
  return [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) =>
      (cell[1] ?? '').replace(/<[^>]+>/g, ''),
    ),
  );
}

describe('the settings summary', () => {
  it('shows each given setting before and after, in the order of the inputs, as the word the input takes', () => {
    const table = renderChanges(
      new Set(['install-type', 'language', 'auto-sync', 'template', 'screenshot', 'shortcut']),
      { buildInstallType: 1, appLang: 3, appAutoSync: 2, buildTemplate: '', buildShortcutUrl: 'a' },
      {
        buildInstallType: 2,
        appLang: 2,
        appAutoSync: 1,
        buildTemplate: 'purple',
        buildScreenShots: 'k1,k2',
      },
    );
    expect(cells(table)).toEqual([
      ['Setting', 'Before', 'After'],
      ['install-type', 'public', 'password'],
      ['language', 'auto', 'en'],
      ['auto-sync', 'false', 'true'],
      ['template', 'none', 'purple'],
      ['shortcut', 'a', 'changed (not returned)'],
      ['screenshot', 'unknown', 'k1,k2'],
    ]);
  });

  it.each(CHANGED_SETTINGS.map((setting: AnySetting) => [setting.name, setting] as const))(
    'has a row for %s, as every setting update-settings changes (a secret only as whether there is one)',
    (name, setting) => {
      const table = renderChanges(new Set([name]), undefined, { hasPassword: true });
      const row = cells(table)[1] ?? [];
      expect(row[0]).toBe(name);
      if (setting.secret) expect(row[1]).toBe('(hidden)');
    },
  );

  it('shows a number the service added to an enumeration as the number, and no settings not given', () => {
    const table = renderChanges(new Set(['language']), {}, { appLang: 9, buildTemplate: 'x' });
    expect(cells(table)).toEqual([
      ['Setting', 'Before', 'After'],
      ['language', 'unknown', '9'],
    ]);
  });

  it('leaves out the Before column when the read before the change failed', () => {
    const table = renderChanges(new Set(['language']), undefined, { appLang: 2 });
    expect(cells(table)).toEqual([
      ['Setting', 'After'],
      ['language', 'en'],
    ]);
  });

  it("shows the install dates with the UTC times they start and end, as the upload's card does", () => {
    const table = renderChanges(
      new Set(['install-start-date', 'install-end-date']),
      { appInstallStartDate: '', appInstallEndDate: '2026-11-30' },
      { appInstallStartDate: '2026-11-24', appInstallEndDate: '2026-12-31' },
    );
    expect(cells(table)).toEqual([
      ['Setting', 'Before', 'After'],
      // The service's days (UTC+8) with the time they start or end in UTC: one clock.
      ['install-start-date', 'none', '2026-11-24 (starts 2026-11-23 16:00 UTC)'],
      [
        'install-end-date',
        '2026-11-30 (ends 2026-11-30 16:00 UTC)',
        '2026-12-31 (ends 2026-12-31 16:00 UTC)',
      ],
    ]);
  });

  it("starts with the run's context, as the upload's summary does", async () => {
    const page = await summaryOf(() =>
      writeSettingsSummary(
        [{ title: 'App a1', changed: new Set(['language']), before: {}, after: { appLang: 2 } }],
        undefined,
        ci,
      ),
    );
    expect(page).toMatch(/^<h3>Pgyer settings changed<\/h3>\n(.*)\n<h4>App a1<\/h4>/);
    expect(page.split('\n')[1]).toBe(GITHUB_PUSH_CONTEXT_LINE);
  });

  it('never shows the password, only whether there is one', () => {
    const table = renderChanges(
      new Set(['password']),
      { hasPassword: false },
      { hasPassword: true },
    );
    expect(cells(table)[1]).toEqual(['password', 'none', '(hidden)']);
  });
});

describe('the cleanup summary', () => {
  const decisions = (count: number, reason: string): BuildDecision[] =>
    Array.from({ length: count }, (_, index) => ({
      build: {
        buildKey: `key${index}`,
        buildVersion: '1.0',
        buildBuildVersion: index,
        buildCreated: '2026-11-20 10:00:00',
      },
      reason,
    }));

  it('says what a dry run would delete, and cuts a long list at 100 rows', async () => {
    const page = await summaryOf(() =>
      writeCleanupSummary(
        {
          appKey: 'app1',
          dryRun: true,
          buildCount: 132,
          uncertain: [],
          deleted: decisions(130, 'not among the 5 newest'),
          kept: decisions(2, 'among the 5 newest'),
        },
        ci,
      ),
    );
    expect(page).toContain('<h3>Pgyer cleanup of app app1 (dry run)</h3>');
    expect(page).toContain('<p>Would delete 130 builds, kept 2.</p>');
    expect(page).toContain('<h4>Would delete</h4>');
    expect(page).toContain('<p>… and 30 more.</p>');
    expect(cells(page).filter((row) => row[4] === 'not among the 5 newest')).toHaveLength(100);
    // The service's 10:00 (UTC+8) is 02:00 UTC, with its zone as on the upload's card.
    expect(cells(page)).toContainEqual([
      '1.0',
      '1',
      '2026-11-20 02:00 UTC',
      'key1',
      'among the 5 newest',
    ]);
    expect(page).not.toContain('10:00');
  });

  it("starts with the run's context as the upload's summary does, says why a run stopped, and shows no empty table", async () => {
    const page = await summaryOf(() =>
      writeCleanupSummary(
        {
          appKey: 'app1',
          dryRun: false,
          buildCount: 1,
          uncertain: [],
          deleted: [],
          kept: [{ build: { buildKey: 'k', buildCreated: 'yesterday' }, reason: 'newest build' }],
          stop: { kind: 'failed', note: 'Stopped after 3 failed deletions.' },
        },
        ci,
      ),
    );
    expect(page.split('\n').slice(0, 2)).toEqual([
      '<h3>Pgyer cleanup of app app1</h3>',
      GITHUB_PUSH_CONTEXT_LINE,
    ]);
    // A time that is no time (a damaged record) shows as the service gave it.
    expect(cells(page)).toContainEqual(['', '', 'yesterday', 'k', 'newest build']);
    expect(page).toContain('<p>Deleted 0 builds, kept 1.</p>');
    expect(page).toContain('<p><strong>Stopped after 3 failed deletions.</strong></p>');
    expect(page).not.toContain('<h4>Deleted</h4>');
    expect(page).toContain('<h4>Kept</h4>');
  });
});

describe('the upload summary', () => {
  const build = (published: boolean): PublishedBuild => ({
    buildKey: 'k1',
    uploadKey: 'k1',
    appKey: '',
    buildType: 'ios',
    fileName: 'app.ipa',
    fileSize: 3 * 1_048_576,
    published,
    record: published ? { buildName: 'Demo', buildVersion: '2.0', buildFileSize: 1_048_576 } : {},
    buildShortcutUrl: 'abcd',
    installPageUrl: 'https://www.pgyer.com/abcd',
    qrCodeUrl: '',
    // Not waited for: no record, so no page or QR code of its own (toPublishedBuild).
    buildPageUrl: published ? 'https://www.pgyer.com/k1' : '',
    buildQrCodeUrl: published ? 'https://www.pgyer.com/app/qrcode/k1' : '',
    iconUrl: '',
    iosInstallUrl: '',
    uploadSeconds: 1,
    publishSeconds: 0,
    alreadyPublished: false,
  });

  it("shows a card of the build: its own page and QR code, every fact, and the run's context", async () => {
    const page = await summaryOf(() =>
      writeBuildSummary(
        [{ ...build(true), installSettings: { buildInstallType: 2, buildInstallDate: 2 } }],
        [],
        undefined,
        { ci },
      ),
    );
    expect(page).toContain('<h3>Build published to Pgyer</h3>');
    expect(page).toContain('<h4>Demo · iOS</h4>');
    expect(cells(page)).toEqual([
      ['Version', '2.0'],
      ['Pgyer build', ''],
      ['Install page', 'https://www.pgyer.com/k1'],
      ['Install access', 'Password'],
      ['Install validity', 'Long-term'],
      // Each number kept with its unit (no-break spaces): a narrow page wraps between the facts.
      ['Size', '1\u00a0MiB, uploaded in 1.0\u00a0s'],
      ['Published', ''],
      ['buildKey', 'k1'],
    ]);
    // The build's own QR code, square, floated beside the facts: no table column can narrow it.
    expect(page).toContain(
      '<a href="https://www.pgyer.com/k1"><img src="https://www.pgyer.com/app/qrcode/k1" ' +
        'alt="QR code of Demo · iOS" width="160" height="160" align="left"></a>',
    );
    expect(page).not.toContain('https://www.pgyer.com/abcd');
    expect(page).toContain(GITHUB_PUSH_CONTEXT_LINE);
    expect(page).not.toContain('Release notes');
  });

  it('marks a build already published (if-published: skip) as not uploaded again', async () => {
    const page = await summaryOf(() =>
      writeBuildSummary([{ ...build(true), alreadyPublished: true }], [], undefined, { ci }),
    );
    expect(page).toContain('<h3>Build already published to Pgyer</h3>');
    expect(cells(page)).toContainEqual(['Size', '1\u00a0MiB, not uploaded again']);
    expect(cells(page)).toContainEqual(['Published', 'Already published, by an earlier run']);
  });

  it('says when a build was not waited for, by file name, and lists failures', async () => {
    const page = await summaryOf(() =>
      writeBuildSummary([build(false)], ['other.apk: refused'], 'Notes', { ci }),
    );
    expect(page).toContain('<h3>Pgyer upload</h3>');
    expect(page).toContain('<h4>app.ipa · iOS</h4>');
    expect(cells(page)).toContainEqual([
      'Published',
      'Not waited for: the service may still be publishing it',
    ]);
    // What only the record tells reads as the page does, not as an empty cell.
    expect(cells(page).slice(0, 3)).toEqual([
      ['Version', 'Not known until published'],
      ['Pgyer build', 'Not known until published'],
      ['Install page', 'Not known until published'],
    ]);
    // Without the upload's settings, who may install it and until when are not known: no row.
    expect(cells(page).map(([label]) => label)).not.toContain('Install access');
    expect(cells(page).map(([label]) => label)).not.toContain('Install validity');
    expect(page).toContain('<blockquote>Notes</blockquote>');
    expect(page).toContain('<h4>Failed</h4>');
    expect(page).toContain('<li>other.apk: refused</li>');
    expect(page).not.toContain('No build was published.');
  });

  it('says what failed and that no build was published when none was', async () => {
    const page = await summaryOf(() =>
      writeBuildSummary([], ['The service refused the package (1216)'], undefined, { ci }),
    );
    expect(page).toContain('<h3>Pgyer upload failed</h3>');
    expect(page).toContain('<li>The service refused the package (1216)</li>');
    expect(page).toContain('No build was published.');
  });

  it('says why the inputs were refused and that nothing was uploaded', async () => {
    const page = await summaryOf(() =>
      writeRefusedSummary(['Input "file": no file matches "*.apk"', 'Input "wait": <bad>'], {
        ci,
      }),
    );
    expect(page).toContain('<h3>Pgyer upload refused</h3>');
    expect(page).toContain('<li>Input &quot;file&quot;: no file matches &quot;*.apk&quot;</li>');
    expect(page).toContain('<li>Input &quot;wait&quot;: &lt;bad&gt;</li>');
    expect(page).toContain('Nothing was uploaded or changed.');
  });
});

describe('the set-newest summary', () => {
  it("starts with the run's context, as the upload's summary does, then the build's outcome", async () => {
    const page = await summaryOf(() =>
      writeSetNewestSummary(
        { buildKey: 'k1', mode: 'set', outcome: 'is now the newest version', code: 0, message: '' },
        ci,
      ),
    );
    expect(page.split('\n').slice(0, 3)).toEqual([
      '<h3>Pgyer: newest version</h3>',
      GITHUB_PUSH_CONTEXT_LINE,
      '<p>Build <code>k1</code> is now the newest version.</p>',
    ]);
  });
});
