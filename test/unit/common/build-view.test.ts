import { describe, expect, it } from 'vitest';
import { webOriginFor } from '../../../src/api/transport/origins.js';
import { toPublishedBuild } from '../../../src/api/upload/published-build.js';
import { buildView, contextLines, formatUtcTime } from '../../../src/common/build-view.js';
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

describe('buildView', () => {
  it("shows the build's own page and QR code, not the short link's, and every fact", () => {
    expect(
      buildView(published(), {
        buildInstallType: 2,
        buildInstallDate: 1,
        buildInstallStartDate: '2026-11-24',
        buildInstallEndDate: '2026-12-31',
      }),
    ).toEqual({
      name: 'Demo',
      platform: 'Android',
      version: '1.4.2 (42)',
      buildNumber: '7',
      installType: 'Password',
      validity: '2026-11-24 to 2026-12-31 (UTC+8)',
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
    });
  });

  it("reads the app's setting where the upload left it unchanged, and no icon host for the service", () => {
    const view = buildView(published('https://api.pgyer.com'), { buildInstallDate: 2 });
    expect(view).toMatchObject({
      installType: "The app's setting",
      validity: 'Long-term',
      iconUrl: '',
      pageUrl: 'https://www.pgyer.com/b1',
      qrCodeUrl: `https://www.pgyer.com/app/qrcodeHistory/${'c'.repeat(64)}`,
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

describe('formatUtcTime', () => {
  it('writes ISO times and the service time (UTC+8) in UTC with the zone', () => {
    expect(formatUtcTime('2026-11-24T20:43:59.123Z')).toBe('2026-11-24 20:43 UTC');
    expect(formatUtcTime('2026-11-25 00:10:00')).toBe('2026-11-24 16:10 UTC');
    expect(formatUtcTime(new Date(Date.UTC(2026, 0, 2, 3, 4)))).toBe('2026-01-02 03:04 UTC');
    expect(formatUtcTime('soon')).toBe('');
  });
});

describe('contextLines', () => {
  it('gives the GitHub run as linked lines, the commit short', () => {
    const context = readCiContext(GITHUB_PUSH_ENV);
    expect(contextLines(context)).toEqual([
      { label: 'Repository', text: 'octo/app', url: 'https://github.com/octo/app' },
      { label: 'Commit', text: '0123456', url: `https://github.com/octo/app/commit/${SHA}` },
      { label: 'Branch', text: 'main', url: 'https://github.com/octo/app/tree/main' },
      { label: 'Trigger', text: 'push by mona' },
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
