/**
 * What a run does with a file whose package is already published (README.md `if-published`):
 * it skips only when an upload would change nothing, and reports only what the service answered.
 */
import { describe, expect, it } from 'vitest';
import type { BuildSettings } from '../../../../src/api/index.js';
import type { UploadFile } from '../../../../src/jobs/upload/options.js';
import type { PublishedMatch } from '../../../../src/jobs/upload/rerun/published-lookup.js';
import { alreadyPublished } from '../../../../src/jobs/upload/rerun/skip-published.js';
import { jobWith, recordingLogger } from '../../../helpers/job.js';
import { testTransport } from '../../../helpers/msw.js';

const FILE: UploadFile = { path: 'out/app.apk', size: 1000, buildType: 'android' };

/** 2026-11-24 12:00 UTC: the service's day 2026-11-24 (UTC+8). */
const NOW = Date.parse('2026-11-24T12:00:00Z');

function match(record: PublishedMatch['record'] = {}): PublishedMatch {
  const sent = { buildKey: 'b1', buildBuildVersion: '3', buildVersion: '1.2.0' };
  return {
    record: { buildKey: 'b1', buildBuildVersion: 3, buildVersion: '1.2.0', ...record },
    asSent: sent,
  };
}

/** The outcome of skip with `settings` for `existing`, and the lines logged. */
function decide(settings: BuildSettings, existing = match()) {
  const logger = recordingLogger();
  const job = jobWith(testTransport(), logger, () => NOW);
  const outcome = alreadyPublished(job, { ifPublished: 'skip', settings }, FILE, existing);
  return { outcome, lines: logger.lines };
}

describe('alreadyPublished', () => {
  it('skips a run that asks for no install settings: the record as sent, no settings claimed', () => {
    const { outcome, lines } = decide({ buildInstallType: 1, buildDescription: 'Nightly' });
    expect(outcome && 'build' in outcome && outcome.build).toMatchObject({
      buildKey: 'b1',
      alreadyPublished: true,
      recordAsSent: { buildKey: 'b1', buildBuildVersion: '3' },
    });
    expect(outcome && 'build' in outcome && outcome.build.installSettings).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it.each<[string, BuildSettings, string]>([
    ['a password', { buildInstallType: 2, buildPassword: 'pw' }, 'install-type, password'],
    ['invite only', { buildInstallType: 3 }, 'install-type'],
    ['a window', { buildInstallType: 1, buildInstallDate: 2 }, 'install-validity'],
    ['a channel', { buildInstallType: 1, buildChannelShortcut: 'beta' }, 'channel-shortcut'],
  ])('uploads, saying why in one line, a run that sets %s', (_, settings, named) => {
    const { outcome, lines } = decide(settings);
    expect(outcome).toBeUndefined();
    expect(lines).toEqual([
      `info: app.apk is already published as build b1, but this run sets ${named}, which only an upload applies and reports as the service answers: uploading it again`,
    ]);
  });

  it.each<[string, PublishedMatch['record'], string]>([
    ['blocked', { buildManuallyBlocked: 1 }, 'the service blocked it'],
    [
      'past its install period',
      { appIsInstallDate: 1, appInstallStartDate: '2026-11-01', appInstallEndDate: '2026-11-23' },
      'its install period ended on 2026-11-23',
    ],
    [
      'before its install period',
      { appIsInstallDate: 1, appInstallStartDate: '2026-11-25', appInstallEndDate: '2026-12-31' },
      'its install period starts on 2026-11-25',
    ],
  ])('uploads instead of reusing a build testers cannot install (%s)', (_, record, why) => {
    const { outcome, lines } = decide({ buildInstallType: 1 }, match(record));
    expect(outcome).toBeUndefined();
    expect(lines).toEqual([
      `info: app.apk is already published as build b1, but ${why}: uploading it again`,
    ]);
  });

  it('reuses a build within its install period (the service day, UTC+8)', () => {
    const record = {
      appIsInstallDate: 1,
      appInstallStartDate: '2026-11-24',
      appInstallEndDate: '2026-11-24',
    } as const;
    expect(decide({ buildInstallType: 1 }, match(record)).outcome).toHaveProperty('build');
  });

  it('fails with if-published: fail, naming the build and the way out', () => {
    const job = jobWith(testTransport(), recordingLogger(), () => NOW);
    const outcome = alreadyPublished(job, { ifPublished: 'fail', settings: {} }, FILE, match());
    const error = outcome && 'error' in outcome ? outcome.error : undefined;
    expect(error?.message).toBe(
      'app.apk is already published as build b1 (same identifier, version, build number and ' +
        'package digest), and if-published is fail: use if-published: skip to report that ' +
        'build, or if-published: upload to publish the file again',
    );
  });
});
