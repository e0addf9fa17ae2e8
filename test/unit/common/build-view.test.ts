import { describe, expect, it } from 'vitest';
import { webOriginFor } from '../../../src/api/transport/origins.js';
import {
  toPublishedBuild,
  type InstallSettings,
  type PublishedBuild,
} from '../../../src/api/upload/published-build.js';
import type { BuildRecord } from '../../../src/api/records.js';
import { buildView, contextLines, profileText } from '../../../src/common/build-view.js';
import { readCiContext } from '../../../src/common/ci-context.js';
import { GITHUB_PUSH_ENV, PUSH_SHA as SHA } from '../../helpers/github-env.js';

function published(apiUrl = 'http://127.0.0.1:4000') {
  return toPublishedBuild(apiUrl, {
    uploadKey: 'k1',
    buildType: 'android',
    fileName: 'app.apk',
    fileSize: 3 * 1024 * 1024,
    uploadSeconds: 4.25,
    published: {
      publishSeconds: 6,
      build: {
        buildKey: 'b1',
        buildName: 'Demo',
        buildVersion: '1.4.2',
        buildVersionNo: '42',
        buildBuildVersion: 7,
        buildFileSize: 3 * 1024 * 1024,
        buildShortcutUrl: 'demo',
        buildIcon: 'abcdef123',
        buildCreated: '2026-11-25 04:43:10',
        buildQRCodeURL: `${webOriginFor(apiUrl)}/app/qrcodeHistory/${'c'.repeat(64)}`,
      },
    },
  });
}

/** `build` as the service answered it: with the settings the upload applied and record fields. */
function answered(
  build: PublishedBuild,
  installSettings: InstallSettings | undefined,
  record: BuildRecord = {},
): PublishedBuild {
  return {
    ...build,
    ...(installSettings ? { installSettings } : {}),
    record: { ...build.record, ...record },
  };
}

describe('buildView', () => {
  it("shows the build's own page and QR code, not the short link's, and every fact", () => {
    expect(
      buildView(
        answered(published(), {
          buildInstallType: 2,
          buildInstallDate: 1,
          buildInstallStartDate: '2026-11-24',
          buildInstallEndDate: '2026-12-31',
        }),
      ),
    ).toEqual({
      name: 'Demo',
      platform: 'Android',
      // Each number named: the package's version code, the service's build number.
      version: '1.4.2 (version code 42)',
      buildNumber: '#7',
      installType: 'Password',
      // The service's days (UTC+8) from the start of the first to the end of the last, in UTC.
      validity: '2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC',
      size: '3 MiB',
      uploadTime: '4.3 s',
      iconUrl:
        'http://127.0.0.1:4000/icon/a/b/c/d/e/abcdef123?x-oss-process=image/resize,m_lfit,h_120,w_120/format,jpg',
      pageUrl: 'http://127.0.0.1:4000/b1',
      // The record's own QR code of this build.
      qrCodeUrl: `http://127.0.0.1:4000/app/qrcodeHistory/${'c'.repeat(64)}`,
      buildKey: 'b1',
      // The service's 04:43 in UTC+8.
      publishedAt: '2026-11-24 20:43 UTC',
      published: true,
      alreadyPublished: false,
      // An .apk has no provisioning profile.
      profile: '',
      sizeChange: '',
    });
  });

  it('shows no install access or window the service did not answer, and no icon host for the service', () => {
    const view = buildView(answered(published('https://api.pgyer.com'), { buildInstallDate: 2 }));
    expect(view).toMatchObject({
      installType: '',
      validity: 'Long-term',
      iconUrl: '',
      pageUrl: 'https://www.pgyer.com/b1',
      qrCodeUrl: `https://www.pgyer.com/app/qrcodeHistory/${'c'.repeat(64)}`,
    });
    // An upload that left the window as it was: nothing read, no line (not "as set for the app").
    expect(buildView(answered(published(), { buildInstallType: 1 }))).toMatchObject({
      installType: 'Public',
      validity: '',
    });
  });

  it("reads the window back from the record when the upload did not set one (app/update's answer)", () => {
    const record = {
      buildInstallType: 3,
      appIsInstallDate: 1,
      appInstallStartDate: '2026-11-24',
      appInstallEndDate: '2026-12-31',
    } as const;
    expect(buildView(answered(published(), { buildInstallType: 2 }, record))).toMatchObject({
      installType: 'Password',
      validity: '2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC',
    });
    expect(buildView(answered(published(), undefined, record))).toMatchObject({
      installType: 'Invite only',
      validity: '2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC',
    });
  });

  it('without the upload settings, takes the install type from the record, else says nothing', () => {
    // A build read back from `pgyer upload --json`: an upload with no install type made it public.
    const view = buildView(published());
    expect(view).toMatchObject({ installType: '', validity: '' });
    const build = published();
    const password = { ...build, record: { ...build.record, buildInstallType: 2 } };
    expect(buildView(password).installType).toBe('Password');
  });
});

describe('contextLines', () => {
  it('gives the GitHub run as linked lines, the commit short', () => {
    const context = readCiContext(GITHUB_PUSH_ENV);
    expect(contextLines(context)).toEqual([
      { label: 'Repository', text: 'octo/app', url: 'https://github.com/octo/app' },
      { label: 'Commit', text: '0123456', url: `https://github.com/octo/app/commit/${SHA}` },
      { label: 'Branch', text: 'main', url: 'https://github.com/octo/app/tree/main' },
      { label: 'Triggered by', text: 'push from mona' },
      {
        label: 'Run',
        text: 'Release · run 42',
        url: 'https://github.com/octo/app/actions/runs/42',
      },
    ]);
  });

  it('names a merge request with its number and title, and gives nothing outside a CI', () => {
    const context = readCiContext({
      GITLAB_CI: 'true',
      CI_PROJECT_URL: 'https://gitlab.example/g/p',
      CI_MERGE_REQUEST_IID: '5',
      CI_MERGE_REQUEST_TITLE: 'Fix login',
    });
    expect(contextLines(context)).toContainEqual({
      label: 'Merge request',
      text: '!5 Fix login',
      url: 'https://gitlab.example/g/p/-/merge_requests/5',
    });
    expect(contextLines(readCiContext({}))).toEqual([]);
  });
});

describe('profileText', () => {
  const facts = {
    name: 'Demo Ad Hoc',
    teamName: 'Team X',
    teamId: 'ABCDE12345',
    expires: '2027-03-01T12:00:00.000Z',
  };
  it.each([
    ['ad hoc', 87, 'ad hoc, 87 devices, installs until 2027-03-01, Team X (ABCDE12345)'],
    ['development', 1, 'development, 1 device, installs until 2027-03-01, Team X (ABCDE12345)'],
    ['enterprise', 0, 'enterprise, installs until 2027-03-01, Team X (ABCDE12345)'],
    [
      'App Store',
      0,
      'App Store, TestFlight and the App Store only, installs until 2027-03-01, Team X (ABCDE12345)',
    ],
  ] as const)(
    'says who can install a build signed with a %s profile',
    (kind, deviceCount, text) => {
      expect(profileText({ ...facts, kind, deviceCount })).toBe(text);
    },
  );
});
