import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import * as api from '../../../src/api/index.js';
import { invert } from '../../../src/api/v1/rename.js';
import {
  APP_GROUP_NAMES,
  APP_NAMES,
  BUILD_NAMES,
  CRASH_NAMES,
  FEEDBACK_NAMES,
} from '../../../src/api/v1/names.js';
import { API_KEY, API_URL, serveRecorded, useMockService } from '../../helpers/msw.js';

const server = useMockService();
const { v1 } = api;

/** Serves `data` for the 1.0 `operation` and records the params it was called with. */
function serve(operation: string, data: unknown) {
  return serveRecorded(server, operation, data as JsonBodyType, { prefix: '/apiv1' });
}

/**
 * An app record as 1.0 sends it (service.md#v1-names): strings, `appKey` the build's, a userKey.
 */
const V1_APP = {
  appKey: 'bk1',
  userKey: 'secret-user-key',
  appType: '2',
  appIsFirst: '2',
  appIsLastest: '1',
  appFileSize: '3079106',
  appName: 'Appium Settings',
  appVersion: '8.0.10',
  appVersionNo: '192',
  appBuildVersion: '7',
  appIdentifier: 'io.appium.settings',
  appIcon: 'icon',
  appDescription: 'd',
  appUpdateDescription: 'u',
  appScreenShots: 's1,s2',
  appShortcutUrl: 'abcd',
  appQRCodeURL: 'https://q',
  appCreated: '2024-01-02 03:04:05',
  appUpdated: '2024-01-02 03:04:06',
};
/** The same build as the 2.0 client returns it. */
const BUILD: api.BuildRecord = {
  buildKey: 'bk1',
  buildType: 2,
  buildIsFirst: 2,
  buildIsLastest: 1,
  buildFileSize: 3079106,
  buildName: 'Appium Settings',
  buildVersion: '8.0.10',
  buildVersionNo: '192',
  buildBuildVersion: 7,
  buildIdentifier: 'io.appium.settings',
  buildIcon: 'icon',
  buildDescription: 'd',
  buildUpdateDescription: 'u',
  buildScreenShots: 's1,s2',
  buildShortcutUrl: 'abcd',
  buildQRCodeURL: 'https://q',
  buildCreated: '2024-01-02 03:04:05',
  buildUpdated: '2024-01-02 03:04:06',
};
const V1_PAGE = { list: [V1_APP], count: '41', currentPage: '2', pageCount: '3' };
const PAGE = { items: [BUILD], currentPage: 2, pageCount: 3 };

interface Case {
  name: string;
  operation: string;
  data: unknown;
  call: (transport: api.Transport) => Promise<unknown>;
  params: Record<string, string>;
  result: unknown;
}

const cases: Case[] = [
  {
    name: 'listApps (service.md#v1-list-all)',
    operation: 'app/listAll',
    data: V1_PAGE,
    call: (t) => v1.listApps(t, { type: 'ios', page: 2 }),
    params: { type: 'ios', page: '2' },
    result: PAGE,
  },
  {
    name: 'upload (service.md#v1-upload)',
    operation: 'app/upload',
    data: V1_APP,
    call: (t) =>
      v1.upload(t, 'uk', 'package.json', {
        buildInstallType: 2,
        buildPassword: 'pw',
        buildUpdateDescription: 'notes',
        buildChannelShortcut: 'ch',
      }),
    params: {
      uKey: 'uk',
      installType: '2',
      password: 'pw',
      updateDescription: 'notes',
      channelShortcut: 'ch',
      file: 'file:package.json',
    },
    result: BUILD,
  },
  {
    name: 'viewBuild (service.md#v1-view) with its historical versions',
    operation: 'app/view',
    data: {
      ...V1_APP,
      otherApps: [{ appKey: 'old', userKey: 'secret', appBuildVersion: '6', appName: 'A' }],
    },
    call: (t) => v1.viewBuild(t, 'bk1', 'uk'),
    params: { aKey: 'bk1', uKey: 'uk' },
    result: { ...BUILD, otherApps: [{ buildKey: 'old', buildBuildVersion: 6, buildName: 'A' }] },
  },
  {
    name: 'viewApp (service.md#v1-view-group, app/viewGroup)',
    operation: 'app/viewGroup',
    data: V1_APP,
    call: (t) => v1.viewApp(t, 'ak'),
    params: { aId: 'ak' },
    result: BUILD,
  },
  {
    name: 'updateBuild (service.md#v1-update)',
    operation: 'app/update',
    data: V1_APP,
    call: (t) =>
      v1.updateBuild(t, 'uk', 'bk1', {
        buildName: 'N',
        buildShortcutUrl: 'abcd',
        buildUpdateDescription: '',
        buildDescription: 'D',
        buildPassword: 'pw',
        buildVersion: '2.0',
        buildScreenShots: 's1',
      }),
    params: {
      aKey: 'bk1',
      uKey: 'uk',
      appName: 'N',
      appShortcutUrl: 'abcd',
      appUpdateDescription: '',
      appDescription: 'D',
      appPassword: 'pw',
      appVersion: '2.0',
      appScreenshots: 's1',
    },
    result: BUILD,
  },
  {
    name: 'listBuilds (service.md#v1-builds)',
    operation: 'app/builds',
    data: V1_PAGE,
    call: (t) => v1.listBuilds(t, 'ak', 2),
    params: { aId: 'ak', page: '2' },
    result: PAGE,
  },
  {
    name: 'uploadScreenshot (service.md#v1-screenshot)',
    operation: 'app/uploadScreenshot',
    data: { keys: 's1,s2' },
    call: (t) => v1.uploadScreenshot(t, 'bk1', 'package.json'),
    params: { aKey: 'bk1', image: 'file:package.json' },
    result: ['s1', 's2'],
  },
  {
    name: 'getBuildByShortcut (service.md#v1-get-by-shortcut) with the file name',
    operation: 'app/getAppKeyByShortcut',
    data: { appKey: 'bk1', appFileName: 'settings.apk', appType: '2' },
    call: (t) => v1.getBuildByShortcut(t, 'abcd'),
    params: { shortcut: 'abcd' },
    result: { buildKey: 'bk1', buildFileName: 'settings.apk', buildType: 2 },
  },
  {
    name: 'listMyPublished (service.md#v1-list-published)',
    operation: 'user/listMyPublished',
    data: V1_PAGE,
    call: (t) => v1.listMyPublished(t, 'uk', 2),
    params: { uKey: 'uk', page: '2' },
    result: PAGE,
  },
  {
    name: 'listAppGroups (service.md#v1-account-reads)',
    operation: 'userAppGroup/listAll',
    data: [{ userAppGroupKey: 'g', userAppGroupName: 'All', userAppGroupCount: '2' }],
    call: (t) => v1.listAppGroups(t, 'uk'),
    params: { uKey: 'uk' },
    result: [{ appGroupKey: 'g', appGroupName: 'All', appGroupCount: '2' }],
  },
  {
    name: 'viewAppGroup (service.md#v1-account-reads) with the apps renamed',
    operation: 'userAppGroup/view',
    data: {
      userAppGroupKey: 'g',
      userAppGroupShortcutURL: 'grp',
      userAppGroupDescription: 'x',
      userAppCreated: '2024-01-01 00:00:00',
      apps: [V1_APP],
    },
    call: (t) => v1.viewAppGroup(t, 'g'),
    params: { userAppGroupKey: 'g' },
    result: {
      appGroupKey: 'g',
      appGroupShortcutURL: 'grp',
      appGroupDescription: 'x',
      appCreated: '2024-01-01 00:00:00',
      apps: [BUILD],
    },
  },
  {
    name: 'listFeedback (service.md#v1-account-reads)',
    operation: 'feedback/listAll',
    data: {
      list: [
        { feedbackKey: 'f', feedBackContent: 'crash', feedbackProcess: '2', feedBackImages: [] },
      ],
      currentPage: '1',
      pageCount: '1',
    },
    call: (t) => v1.listFeedback(t, 'ak', 1),
    params: { aId: 'ak', page: '1' },
    result: {
      items: [
        { feedbackKey: 'f', feedbackContent: 'crash', feedbackProcess: 2, feedbackImages: [] },
      ],
      currentPage: 1,
      pageCount: 1,
    },
  },
  {
    name: 'viewFeedback (service.md#v1-account-reads)',
    operation: 'feedback/view',
    data: { feedBackOSType: '1', feedBackDeviceName: 'iPhone', appType: '1', appName: 'Demo' },
    call: (t) => v1.viewFeedback(t, 'ak', 'f'),
    params: { aId: 'ak', feedbackKey: 'f' },
    result: { feedbackOSType: 1, feedbackDeviceName: 'iPhone', buildType: 1, buildName: 'Demo' },
  },
  {
    name: 'listCrashes (service.md#v1-account-reads)',
    operation: 'crash/listAll',
    data: [{ sdkCrashGroupId: '12', sdkCrashGroupCount: '3', sdkCrashGroupTitle: 'NPE' }],
    call: (t) => v1.listCrashes(t, 'ak'),
    params: { aId: 'ak' },
    result: {
      items: [{ crashId: 12, crashCount: 3, crashTitle: 'NPE' }],
      currentPage: 1,
      pageCount: 1,
    },
  },
  {
    name: 'viewCrash (service.md#v1-account-reads)',
    operation: 'crash/view',
    data: { sdkCrashGroupLog: 'trace', sdkCrashGroupIsReaded: '2', deviceAffectList: [] },
    call: (t) => v1.viewCrash(t, 'ak', 12),
    params: { aId: 'ak', sdkCrashGroupId: '12' },
    result: { crashLog: 'trace', crashIsReaded: '2', deviceAffectList: [] },
  },
];

const testTransportOptions = { apiKey: API_KEY, apiUrl: API_URL, retryDelayMs: 1 };
const v1Transport = () => v1.createV1Transport(testTransportOptions);

describe('typed operations of API 1.0', () => {
  it.each(cases)('$name calls /apiv1/$operation and decodes a 2.0 record', async (testCase) => {
    const seen = serve(testCase.operation, testCase.data);
    await expect(testCase.call(v1Transport())).resolves.toEqual(testCase.result);
    expect(seen.params).toEqual(testCase.params);
  });

  it('drops the user key and any field outside the rename table', async () => {
    // 2.0's appKey in a 1.0 answer must not be taken for the build's app: 1.0 has no such field.
    serve('app/viewGroup', { ...V1_APP, buildKey: 'wrong', appKey: 'bk1', appLang: '2' });
    const record = await v1.viewApp(v1Transport(), 'ak');
    expect(record).toEqual(BUILD);
    expect(JSON.stringify(record)).not.toContain('secret-user-key');
  });

  it('refuses an empty key before any request', async () => {
    await expect(v1.viewBuild(v1Transport(), '')).rejects.toBeInstanceOf(api.MissingParameterError);
    await expect(v1.listMyPublished(v1Transport(), '')).rejects.toBeInstanceOf(
      api.MissingParameterError,
    );
  });

  it('keeps the user key and the password out of error messages', async () => {
    server.use(
      http.post(`${API_URL}/apiv1/app/upload`, () =>
        HttpResponse.text('<html>uKey=user-secret password=pw-secret</html>', { status: 502 }),
      ),
    );
    const transport = v1.createV1Transport({ ...testTransportOptions, retries: 0 });
    const failure = v1.upload(transport, 'user-secret', 'package.json', {
      buildPassword: 'pw-secret',
    });
    await expect(failure).rejects.toBeInstanceOf(api.UnexpectedResponseError);
    await expect(failure).rejects.not.toThrow(/user-secret|pw-secret/);
  });
});

describe('rename tables (service.md#v1-names)', () => {
  it.each([
    ['app', APP_NAMES],
    ['app with versions', BUILD_NAMES],
    ['app group', APP_GROUP_NAMES],
    ['feedback', FEEDBACK_NAMES],
    ['crash', CRASH_NAMES],
  ])('the %s table is one-to-one, so the sandbox can answer 1.0 with it', (_kind, names) => {
    expect(invert(invert(names))).toEqual(names);
  });
});

describe('install address (service.md#v1-install)', () => {
  it('builds the GET address with 1.0 names and the key in the query', () => {
    const url = new URL(v1.installAddress(`${API_URL}/`, 'secret', 'bk1', 'pw'));
    expect(url.pathname).toBe('/apiv1/app/install');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _api_key: 'secret',
      aKey: 'bk1',
      password: 'pw',
    });
  });
});
