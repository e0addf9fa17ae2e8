/**
 * A build read back from JSON (`pgyer upload --json`, the action's `builds` output) tells notify
 * what the job summary tells: who may install it and until when, never the password; and which
 * app it belongs to.
 */
import { describe, expect, it } from 'vitest';
import { toPublishedBuild } from '../../../../src/api/index.js';
import { notifyMessage } from '../../../../src/jobs/notify/message.js';
import { checkNotifyJobOptions } from '../../../../src/jobs/notify/options.js';
import { GITHUB_CI } from '../../../helpers/notify.js';

const PASSWORD = 'tester-pass-4321';

/** The builds notify reads from `json`, as the notify sub-action and `pgyer notify` read them. */
function buildsFrom(json: string) {
  return checkNotifyJobOptions({ builds: json, 'slack-webhook': 'https://hooks.slack.com/x' })
    .builds;
}

/** A published Android build uploaded with `settings`, as the upload job writes it. */
function uploaded(settings: Parameters<typeof toPublishedBuild>[1]['settings']) {
  return toPublishedBuild('https://api.pgyer.com', {
    uploadKey: 'bk1',
    buildType: 'android',
    fileName: 'app.apk',
    fileSize: 1024,
    uploadSeconds: 1,
    ...(settings ? { settings } : {}),
    // buildInfo's record: the basic build set, which carries no install type.
    published: {
      build: { buildKey: 'bk1', buildName: 'App', buildVersion: '1.0' },
      publishSeconds: 1,
    },
  });
}

describe('a build read back from JSON', () => {
  it('says a password is needed, and the validity, without the password', () => {
    const json = JSON.stringify([
      uploaded({
        buildInstallType: 2,
        buildPassword: PASSWORD,
        buildInstallDate: 1,
        buildInstallStartDate: '2026-11-24',
        buildInstallEndDate: '2026-12-31',
      }),
    ]);
    expect(json).not.toContain(PASSWORD);
    const [view] = notifyMessage({ builds: buildsFrom(json), failures: [], ci: GITHUB_CI }).builds;
    expect(view).toMatchObject({
      installType: 'Password',
      validity: '2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC',
    });
  });

  it('says nothing of a setting the upload left unchanged, nor for an older output', () => {
    const unchanged = JSON.stringify(uploaded({}));
    const [view] = notifyMessage({
      builds: buildsFrom(unchanged),
      failures: [],
      ci: GITHUB_CI,
    }).builds;
    expect(view).toMatchObject({ installType: '', validity: '' });
    const older = JSON.stringify(uploaded(undefined));
    const [old] = notifyMessage({ builds: buildsFrom(older), failures: [], ci: GITHUB_CI }).builds;
    expect(old).toMatchObject({ installType: '', validity: '' });
  });

  it("carries the record's app key, and '' in an older output without one", () => {
    const build = uploaded({});
    expect(build.appKey).toBe('');
    const withApp = toPublishedBuild('https://api.pgyer.com', {
      uploadKey: 'bk1',
      buildType: 'android',
      fileName: 'app.apk',
      fileSize: 1024,
      uploadSeconds: 1,
      published: { build: { buildKey: 'bk1', appKey: 'ak1' }, publishSeconds: 1 },
    });
    expect(withApp.appKey).toBe('ak1');
    const { appKey: _appKey, ...older } = build;
    expect(buildsFrom(JSON.stringify(older))[0]?.appKey).toBe('');
  });
});
