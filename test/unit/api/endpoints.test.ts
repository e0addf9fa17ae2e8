import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import * as api from '../../../src/api/index.js';
import {
  API_URL,
  operationUrl,
  serveRecorded,
  testTransport,
  useMockService,
} from '../../helpers/msw.js';

const server = useMockService();

/** Serves `data` for `operation` and records the params it was called with. */
function serve(operation: string, data: unknown, method: 'GET' | 'POST' = 'POST') {
  return serveRecorded(server, operation, data as JsonBodyType, { method, message: 'done' });
}

const SERVICE_BUILD = {
  buildKey: 'bk1',
  buildType: '2',
  buildFileSize: '107237869',
  buildName: 'Demo',
  buildVersion: '1.2.3',
  buildVersionNo: '45',
  buildBuildVersion: '7',
  buildIsLastest: '1',
  buildShortcutUrl: 'abcd',
  otherApps: [{ buildKey: 'old', buildBuildVersion: '6' }],
  unknownField: 'dropped',
};
const TYPED_BUILD = {
  buildKey: 'bk1',
  buildType: 2,
  buildFileSize: 107237869,
  buildName: 'Demo',
  buildVersion: '1.2.3',
  buildVersionNo: '45',
  buildBuildVersion: 7,
  buildIsLastest: 1,
  buildShortcutUrl: 'abcd',
  otherApps: [{ buildKey: 'old', buildBuildVersion: 6 }],
};
const PAGE = { list: [SERVICE_BUILD], currentPage: '2', pageCount: '3' };
const TYPED_PAGE = { items: [TYPED_BUILD], currentPage: 2, pageCount: 3 };

interface Case {
  name: string;
  operation: string;
  method?: 'GET' | 'POST';
  data: unknown;
  call: (transport: api.Transport) => Promise<unknown>;
  params: Record<string, string>;
  result: unknown;
}

const cases: Case[] = [
  {
    name: 'viewApp (service.md#app-view)',
    operation: 'app/view',
    data: SERVICE_BUILD,
    call: (t) => api.viewApp(t, 'ak', 'bk1'),
    params: { appKey: 'ak', buildKey: 'bk1' },
    result: TYPED_BUILD,
  },
  {
    name: 'listBuilds (service.md#app-builds)',
    operation: 'app/builds',
    data: PAGE,
    call: (t) => api.listBuilds(t, 'ak', 2),
    params: { appKey: 'ak', page: '2' },
    result: TYPED_PAGE,
  },
  {
    name: 'getBuildByShortcut (service.md#get-by-shortcut)',
    operation: 'app/getByShortcut',
    data: SERVICE_BUILD,
    call: (t) => api.getBuildByShortcut(t, 'abcd'),
    params: { buildShortcutUrl: 'abcd' },
    result: TYPED_BUILD,
  },
  {
    name: 'listMyApps (service.md#list-my)',
    operation: 'app/listMy',
    data: PAGE,
    call: (t) => api.listMyApps(t, 2),
    params: { page: '2' },
    result: TYPED_PAGE,
  },
  {
    name: 'checkForUpdate (service.md#update-check)',
    operation: 'app/check',
    data: {
      buildHaveNewVersion: true,
      needForceUpdate: 'false',
      buildBuildVersion: '8',
      downloadURL: 'https://d',
    },
    call: (t) => api.checkForUpdate(t, { appKey: 'ak', buildVersion: '1.0', buildBuildVersion: 3 }),
    params: { appKey: 'ak', buildVersion: '1.0', buildBuildVersion: '3' },
    result: {
      buildHaveNewVersion: true,
      needForceUpdate: false,
      buildBuildVersion: 8,
      downloadURL: 'https://d',
    },
  },
  {
    name: 'updateAppSettings (service.md#app-settings)',
    operation: 'app/update',
    data: { ...SERVICE_BUILD, buildInstallType: '2', appLang: '2' },
    call: (t) =>
      api.updateAppSettings(t, 'ak', { buildInstallType: 2, buildPassword: 'pw', appLang: 2 }),
    params: { appKey: 'ak', buildInstallType: '2', buildPassword: 'pw', appLang: '2' },
    result: { ...TYPED_BUILD, buildInstallType: 2, appLang: 2 },
  },
  {
    name: 'updateBuildSettings (service.md#build-settings) with a screenshot',
    operation: 'app/updateApp',
    data: SERVICE_BUILD,
    call: (t) =>
      api.updateBuildSettings(t, 'uk', {
        buildKey: 'bk1',
        buildUpdateDescription: '',
        screenshotPath: 'package.json',
      }),
    params: {
      userKey: 'uk',
      buildKey: 'bk1',
      buildUpdateDescription: '',
      screenshot: 'file:package.json',
    },
    result: TYPED_BUILD,
  },
  {
    name: 'setNewestVersion (service.md#newest-version)',
    operation: 'app/setNewestVersion',
    data: [],
    call: (t) => api.setNewestVersion(t, 'bk1'),
    params: { buildKey: 'bk1' },
    result: 'done',
  },
  {
    name: 'cancelNewestVersion (service.md#newest-version)',
    operation: 'app/cancelNewestVersion',
    data: [],
    call: (t) => api.cancelNewestVersion(t, 'bk1'),
    params: { buildKey: 'bk1' },
    result: 'done',
  },
  {
    name: 'listAppGroups (service.md#app-groups)',
    operation: 'appGroup/listAll',
    data: [{ appGroupKey: 'g', appGroupCount: '2' }],
    call: (t) => api.listAppGroups(t),
    params: {},
    result: [{ appGroupKey: 'g', appGroupCount: '2' }],
  },
  {
    name: 'viewAppGroup (service.md#app-groups)',
    operation: 'appGroup/view',
    data: { appGroupKey: 'g', apps: [SERVICE_BUILD] },
    call: (t) => api.viewAppGroup(t, 'g'),
    params: { appGroupKey: 'g' },
    result: { appGroupKey: 'g', apps: [TYPED_BUILD] },
  },
  {
    name: 'listFeedback (service.md#feedback)',
    operation: 'feedback/listAll',
    data: { list: [{ feedbackKey: 'f', feedbackProcess: '2' }], currentPage: '1', pageCount: '1' },
    call: (t) => api.listFeedback(t, 'ak'),
    params: { appKey: 'ak' },
    result: { items: [{ feedbackKey: 'f', feedbackProcess: 2 }], currentPage: 1, pageCount: 1 },
  },
  {
    name: 'viewFeedback (service.md#feedback)',
    operation: 'feedback/view',
    data: { feedbackContent: 'crashes on start', feedbackOSType: '1' },
    call: (t) => api.viewFeedback(t, 'ak', 'f'),
    params: { appKey: 'ak', feedbackKey: 'f' },
    result: { feedbackContent: 'crashes on start', feedbackOSType: 1 },
  },
  {
    name: 'listCrashes (service.md#crashes)',
    operation: 'crash/listAll',
    data: [{ crashId: '12', crashCount: '3' }],
    call: (t) => api.listCrashes(t, 'ak', 1),
    params: { appKey: 'ak', page: '1' },
    result: { items: [{ crashId: 12, crashCount: 3 }], currentPage: 1, pageCount: 1 },
  },
  {
    name: 'viewCrash (service.md#crashes)',
    operation: 'crash/view',
    data: { crashLog: 'trace', deviceAffectList: [] },
    call: (t) => api.viewCrash(t, 'ak', 12),
    params: { appKey: 'ak', crashId: '12' },
    result: { crashLog: 'trace', deviceAffectList: [] },
  },
  {
    name: 'listCertificates (service.md#certificates)',
    operation: 'certificate/index',
    data: { list: [{ certificateKey: 'c', certificateName: 'dist' }] },
    call: (t) => api.listCertificates(t),
    params: {},
    result: [{ certificateKey: 'c', certificateName: 'dist' }],
  },
  {
    name: 'deleteApp (service.md#deletion)',
    operation: 'app/deleteApp',
    data: [],
    call: (t) => api.deleteApp(t, 'ak'),
    params: { appKey: 'ak' },
    result: undefined,
  },
  {
    name: 'deleteBuild (service.md#deletion)',
    operation: 'app/buildDelete',
    data: [],
    call: (t) => api.deleteBuild(t, 'bk1'),
    params: { buildKey: 'bk1' },
    result: undefined,
  },
  {
    name: 'uploadHarmonyCertificate (service.md#harmonyos-files)',
    operation: 'app/uploadHarmonyCert',
    data: [],
    call: (t) => api.uploadHarmonyCertificate(t, 'bk1', 'package.json', 'p12-password'),
    params: { buildKey: 'bk1', password: 'p12-password', file: 'file:package.json' },
    result: undefined,
  },
  {
    name: 'uploadHarmonyHsp (service.md#harmonyos-files)',
    operation: 'app/uploadHarmonyHsp',
    data: [],
    call: (t) => api.uploadHarmonyHsp(t, 'bk1', 'package.json'),
    params: { buildKey: 'bk1', file: 'file:package.json' },
    result: undefined,
  },
  {
    name: 'uploadSingleStep (service.md#single-step-upload)',
    operation: 'app/upload',
    data: SERVICE_BUILD,
    call: (t) => api.uploadSingleStep(t, 'package.json', { buildInstallType: 1 }),
    params: { buildInstallType: '1', file: 'file:package.json' },
    result: { build: TYPED_BUILD, asSent: SERVICE_BUILD },
  },
  {
    name: 'getUploadToken (service.md#upload-token)',
    operation: 'app/getCOSToken',
    data: {
      key: 'k1',
      endpoint: 'https://cos.test',
      params: { key: 'k1', signature: 's', 'x-cos-security-token': 't' },
    },
    call: (t) =>
      api.getUploadToken(t, 'harmony', { buildInstallType: 2, buildPassword: 'pw', oversea: 1 }),
    params: { buildType: 'harmonyos', buildInstallType: '2', buildPassword: 'pw', oversea: '1' },
    result: {
      key: 'k1',
      endpoint: 'https://cos.test',
      params: { key: 'k1', signature: 's', 'x-cos-security-token': 't' },
    },
  },
];

describe('typed operations of API 2.0', () => {
  it.each(cases)('$name calls $operation and decodes its answer', async (testCase) => {
    const seen = serve(testCase.operation, testCase.data, testCase.method);
    await expect(testCase.call(testTransport())).resolves.toEqual(testCase.result);
    expect(seen.params).toEqual(testCase.params);
  });

  it('getUploadToken rejects a token without a signature, saying what the service answered', async () => {
    serve('app/getCOSToken', {
      key: 'k1',
      endpoint: 'https://cos.test',
      params: { key: 'k1' },
    });
    const failure = api.getUploadToken(testTransport(), 'ios', {});
    await expect(failure).rejects.toBeInstanceOf(api.IncompleteAnswerError);
    await expect(failure).rejects.toThrow(
      /^app\/getCOSToken answered code 0 \(success\) without the upload token \(.*signature/,
    );
  });
});

describe('getBuildInfo (service.md#build-info)', () => {
  const states: [string, { code: number; message: string; data?: unknown }, api.BuildInfo][] = [
    [
      'published',
      { code: 0, message: '', data: SERVICE_BUILD },
      { state: 'published', build: TYPED_BUILD, asSent: SERVICE_BUILD },
    ],
    [
      'parsing',
      { code: 1246, message: 'parsing' },
      { state: 'processing', code: 1246, message: 'parsing' },
    ],
    [
      'publishing',
      { code: 1247, message: 'publishing' },
      { state: 'processing', code: 1247, message: 'publishing' },
    ],
    ['failed', { code: 1216, message: 'broken' }, { state: 'failed', message: 'broken' }],
  ];
  it.each(states)('reads %s', async (_name, envelope, expected) => {
    server.use(http.get(operationUrl('app/buildInfo'), () => HttpResponse.json(envelope)));
    await expect(api.getBuildInfo(testTransport(), 'bk1')).resolves.toEqual(expected);
  });

  it('keeps the record as sent, its strings and unknown fields, without the install password', async () => {
    const data = { ...SERVICE_BUILD, buildPassword: 'pw-secret' };
    server.use(
      http.get(operationUrl('app/buildInfo'), () =>
        HttpResponse.json({ code: 0, message: '', data }),
      ),
    );
    const info = await api.getBuildInfo(testTransport(), 'bk1');
    expect(info).toMatchObject({ state: 'published', asSent: SERVICE_BUILD });
    expect(JSON.stringify(info.state === 'published' && info.asSent)).not.toContain('pw-secret');
  });

  it('throws IncompleteAnswerError, not a made-up HTTP answer, for code 0 without the record', async () => {
    server.use(
      http.get(operationUrl('app/buildInfo'), () => HttpResponse.json({ code: 0, message: '' })),
    );
    const failure = api.getBuildInfo(testTransport(), 'bk1');
    await expect(failure).rejects.toBeInstanceOf(api.IncompleteAnswerError);
    await expect(failure).rejects.toThrow(
      'app/buildInfo answered code 0 (success) without the build record (no buildKey)',
    );
  });

  it('throws any other code', async () => {
    server.use(
      http.get(operationUrl('app/buildInfo'), () =>
        HttpResponse.json({ code: 1002, message: 'wrong key' }),
      ),
    );
    await expect(api.getBuildInfo(testTransport(), 'bk1')).rejects.toMatchObject({ code: 1002 });
  });
});

describe('install addresses (service.md#install-links)', () => {
  it('builds the GET install address with the key in the query', () => {
    const url = new URL(api.installAddress(API_URL, 'secret', { buildKey: 'bk1' }, 'pw'));
    expect(url.pathname).toBe('/apiv2/app/install');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _api_key: 'secret',
      buildKey: 'bk1',
      buildPassword: 'pw',
    });
  });

  it('builds the itms-services link to the manifest', () => {
    expect(api.iosInstallLink('https://www.pgyer.com', 'bk1')).toBe(
      'itms-services://?action=download-manifest&url=https%3A%2F%2Fwww.pgyer.com%2Fapp%2Fplist%2Fbk1',
    );
    expect(
      decodeURIComponent(api.iosInstallLink('https://www.pgyer.com/', 'bk1', 'p w')),
    ).toContain('https://www.pgyer.com/app/plist/bk1?password=p%20w');
  });
});
