import { openAsBlob } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/api/index.js';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { apkFixture, ipaFixture } from '../../fixtures/packages.js';
import { callMultipart, startTestSandbox, type Envelope, type WireRecord } from './helpers.js';

let sandbox: Sandbox;
let v1: api.Transport;
let v2: api.Transport;
const screenshot = {
  path: join(tmpdir(), `sandbox-v1-shot-${process.pid}.png`),
  fileName: 'a.png',
};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const options = { apiKey: sandbox.apiKey, apiUrl: sandbox.url, retries: 0 };
  v1 = api.v1.createV1Transport(options);
  v2 = new api.Transport(options);
  await writeFile(screenshot.path, 'not really a png');
});
afterAll(async () => {
  await sandbox.close();
  await rm(screenshot.path, { force: true });
});

/** Calls `/apiv1/<operation>` as a 1.0 script would: urlencoded POST, or GET with a query. */
async function call(
  operation: string,
  params: Record<string, string> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<{ status: number; body: Envelope<WireRecord> }> {
  const fields = new URLSearchParams({ _api_key: sandbox.apiKey, ...params });
  const url = `${sandbox.url}/apiv1/${operation}`;
  const response =
    method === 'GET'
      ? await fetch(`${url}?${fields.toString()}`, { redirect: 'manual' })
      : await fetch(url, { method, body: fields });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Envelope<WireRecord> };
}

/** The data of a 1.0 call that must succeed. */
async function v1Data(operation: string, params: Record<string, string> = {}) {
  const { body } = await call(operation, params);
  expect(body, `${operation}: ${body.message}`).toMatchObject({ code: 0 });
  return body.data;
}

/** A multipart 1.0 request with `fields` and one file. */
async function postV1File(
  operation: string,
  fields: Record<string, string>,
  field: string,
  file: { path: string; fileName: string },
): Promise<Envelope<WireRecord>> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ _api_key: sandbox.apiKey, ...fields }))
    form.append(name, value);
  form.append(field, await openAsBlob(file.path), file.fileName);
  const response = await fetch(`${sandbox.url}/apiv1/${operation}`, { method: 'POST', body: form });
  return (await response.json()) as Envelope<WireRecord>;
}

/** A seeded app with two builds, feedback, a crash and a group; returns its keys. */
function seedApp(identifier: string, platform: 'ios' | 'android' = 'android') {
  const { state } = sandbox;
  state.addBuild({ platform, identifier, version: '1.0' });
  const build = state.addBuild({ platform, identifier, version: '1.1', name: 'Seeded' });
  const feedback = state.addFeedback(build.appKey, { content: `feedback on ${identifier}` });
  const crash = state.addCrash(build.appKey, { title: `crash in ${identifier}` });
  const group = state.addAppGroup({ name: `group of ${identifier}`, appKeys: [build.appKey] });
  const shortcut = state.apps.get(build.appKey)?.shortcut ?? '';
  return { appKey: build.appKey, buildKey: build.key, shortcut, feedback, crash, group };
}

describe('a 1.0 upload of the real APK (service.md#v1-upload)', () => {
  it('answers 1.0 names with string values, and 2.0 sees the same build', async () => {
    const answer = await postV1File(
      'app/upload',
      { uKey: sandbox.userKey, updateDescription: 'Uploaded through 1.0' },
      'file',
      apkFixture,
    );
    expect(answer).toMatchObject({ code: 0, message: '' });
    const data = answer.data;
    expect(data).toMatchObject({
      appKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      userKey: sandbox.userKey,
      appType: '2',
      appIsFirst: '1',
      appIsLastest: '1',
      appName: 'Appium Settings',
      appVersion: '8.0.10',
      appVersionNo: '192',
      appBuildVersion: '1',
      appIdentifier: 'io.appium.settings',
      appUpdateDescription: 'Uploaded through 1.0',
      appShortcutUrl: expect.stringMatching(/^[a-z]{4}$/) as unknown,
      appFileSize: expect.stringMatching(/^\d{6,}$/) as unknown,
    });
    expect(
      Object.keys(data).filter((name) => !name.startsWith('app') && name !== 'userKey'),
    ).toEqual(['aId']);
    expect(Object.values(data).every((value) => typeof value === 'string')).toBe(true);

    const buildKey = String(data.appKey);
    const info = await api.getBuildInfo(v2, buildKey);
    expect(info).toMatchObject({
      state: 'published',
      build: { buildKey, buildVersion: '8.0.10', buildIdentifier: 'io.appium.settings' },
    });
    const appKey = sandbox.state.builds.get(buildKey)?.appKey ?? '';
    const builds = await api.listBuilds(v2, appKey);
    expect(builds.items.map((build) => build.buildKey)).toEqual([buildKey]);
    const through1 = await api.v1.viewBuild(v1, buildKey);
    expect(await api.viewApp(v2, appKey, buildKey)).toMatchObject(through1);
    expect(through1).toMatchObject({
      buildKey,
      buildName: 'Appium Settings',
      buildVersionNo: '192',
    });
  });

  it('refuses without the user key (1012), with a wrong one (1045), or without a file (1021)', async () => {
    const codes = await Promise.all([
      postV1File('app/upload', {}, 'file', apkFixture),
      postV1File('app/upload', { uKey: 'wrong' }, 'file', apkFixture),
      postV1File('app/upload', { uKey: sandbox.userKey }, 'nofile', apkFixture),
    ]);
    expect(codes.map((answer) => answer.code)).toEqual([1012, 1045, 1021]);
  });
});

describe('a 2.0 upload seen through 1.0', () => {
  it('is found by its short link, among my published apps and by platform', async () => {
    const uploaded = await callMultipart(sandbox, 'app/upload', {}, { file: ipaFixture });
    expect(uploaded.code).toBe(0);
    const { buildKey, buildShortcutUrl } = uploaded.data as Record<string, string>;
    const byShortcut = await api.v1.getBuildByShortcut(v1, buildShortcutUrl ?? '');
    expect(byShortcut).toMatchObject({
      buildKey,
      buildFileName: ipaFixture.fileName,
      buildType: 1,
    });

    const published = await api.v1.listMyPublished(v1, sandbox.userKey);
    expect(published.items.map((build) => build.buildKey)).toContain(buildKey);
    const ios = await api.v1.listApps(v1, { type: 'ios' });
    expect(ios.items.map((build) => build.buildKey)).toContain(buildKey);
    expect(ios.items.every((build) => build.buildType === 1)).toBe(true);
    const android = await api.v1.listApps(v1, { type: 'android' });
    expect(android.items.map((build) => build.buildKey)).not.toContain(buildKey);
    expect((await call('app/listAll', { type: 'windows' })).body.code).toBe(1081);
  });
});

describe('every 1.0 read is a part of its 2.0 counterpart', () => {
  let keys: ReturnType<typeof seedApp>;
  beforeAll(() => {
    keys = seedApp('com.example.v1reads');
  });
  const cases: [string, () => Promise<unknown>, () => Promise<unknown>, () => string][] = [
    [
      'view (service.md#v1-view)',
      () => api.v1.viewBuild(v1, keys.buildKey),
      () => api.viewApp(v2, keys.appKey, keys.buildKey),
      () => keys.buildKey,
    ],
    [
      'viewGroup (service.md#v1-view-group)',
      () => api.v1.viewApp(v1, keys.appKey),
      () => api.viewApp(v2, keys.appKey),
      () => keys.buildKey,
    ],
    [
      'builds (service.md#v1-builds)',
      () => api.v1.listBuilds(v1, keys.appKey),
      () => api.listBuilds(v2, keys.appKey),
      () => keys.buildKey,
    ],
    [
      'getAppKeyByShortcut (service.md#v1-get-by-shortcut)',
      () => api.v1.getBuildByShortcut(v1, keys.shortcut),
      () => api.getBuildByShortcut(v2, keys.shortcut),
      () => keys.buildKey,
    ],
    [
      'userAppGroup/listAll (service.md#v1-account-reads)',
      () => api.v1.listAppGroups(v1, sandbox.userKey),
      () => api.listAppGroups(v2),
      () => keys.group.key,
    ],
    [
      'userAppGroup/view (service.md#v1-account-reads)',
      () => api.v1.viewAppGroup(v1, keys.group.key),
      () => api.viewAppGroup(v2, keys.group.key),
      () => keys.buildKey,
    ],
    [
      'feedback/listAll (service.md#v1-account-reads)',
      () => api.v1.listFeedback(v1, keys.appKey),
      () => api.listFeedback(v2, keys.appKey),
      () => keys.feedback.key,
    ],
    [
      'feedback/view (service.md#v1-account-reads)',
      () => api.v1.viewFeedback(v1, keys.appKey, keys.feedback.key),
      () => api.viewFeedback(v2, keys.appKey, keys.feedback.key),
      () => keys.feedback.content,
    ],
    [
      'crash/listAll (service.md#v1-account-reads)',
      () => api.v1.listCrashes(v1, keys.appKey),
      () => api.listCrashes(v2, keys.appKey),
      () => keys.crash.title,
    ],
    [
      'crash/view (service.md#v1-account-reads)',
      () => api.v1.viewCrash(v1, keys.appKey, keys.crash.id),
      () => api.viewCrash(v2, keys.appKey, keys.crash.id),
      () => keys.crash.log,
    ],
  ];
  it.each(cases)('%s', async (_name, through1, through2, marker) => {
    const record = await through1();
    expect(JSON.stringify(record)).toContain(JSON.stringify(marker()).slice(1, -1));
    expect(await through2()).toMatchObject(record as object);
  });
});

describe('1.0 answers carry the spec’s 1.0 fields', () => {
  const appList = [
    'appKey',
    'appType',
    'appFileSize',
    'appName',
    'appVersion',
    'appVersionNo',
    'appBuildVersion',
    'appIdentifier',
    'appIcon',
    'appCreated',
  ];
  const appSet = [
    ...appList,
    'appIsFirst',
    'appIsLastest',
    'appDescription',
    'appUpdateDescription',
    'appScreenShots',
    'appShortcutUrl',
    'appQRCodeURL',
    'appUpdated',
  ];
  let keys: ReturnType<typeof seedApp>;
  beforeAll(() => {
    keys = seedApp('com.example.v1fields');
  });
  const entry = (data: WireRecord) => (data.list as WireRecord[])[0] ?? {};
  const cases: [string, () => Promise<WireRecord>, string[]][] = [
    [
      'app/viewGroup (service.md#v1-view-group), with the app id',
      async () => v1Data('app/viewGroup', { aId: keys.appKey }),
      [...appSet, 'aId'],
    ],
    [
      'app/view (service.md#v1-view), with the app id and the feedback entries',
      async () => v1Data('app/view', { aKey: keys.buildKey }),
      [...appSet, 'aId', 'userKey', 'otherApps', 'comments'],
    ],
    [
      'app/listAll (service.md#v1-list-all), as listMyPublished',
      async () => entry(await v1Data('app/listAll', { type: 'android' })),
      appList,
    ],
    [
      'app/builds (service.md#v1-builds)',
      async () => entry(await v1Data('app/builds', { aId: keys.appKey })),
      appList,
    ],
    [
      'app/getAppKeyByShortcut (service.md#v1-get-by-shortcut)',
      async () => v1Data('app/getAppKeyByShortcut', { shortcut: keys.shortcut }),
      [...appList.filter((name) => name !== 'appIcon'), 'appFileName'],
    ],
    [
      'user/listMyPublished (service.md#v1-list-published)',
      async () => entry(await v1Data('user/listMyPublished', { uKey: sandbox.userKey })),
      appList,
    ],
    [
      'userAppGroup/view (service.md#v1-account-reads)',
      async () => v1Data('userAppGroup/view', { userAppGroupKey: keys.group.key }),
      [
        'userAppGroupName',
        'userAppGroupKey',
        'userAppGroupShortcutURL',
        'userAppGroupDescription',
        'userAppGroupCount',
        'userAppCreated',
        'apps',
      ],
    ],
    [
      'feedback/listAll (service.md#v1-account-reads), with the key view needs',
      async () => entry(await v1Data('feedback/listAll', { aId: keys.appKey })),
      [
        'feedbackKey',
        'feedBackContent',
        'feedBackImages',
        'feedBackVoice',
        'feedBackFrom',
        'feedbackProcess',
        'feedBackCreated',
      ],
    ],
    [
      'crash/view (service.md#v1-account-reads)',
      async () =>
        v1Data('crash/view', { aId: keys.appKey, sdkCrashGroupId: String(keys.crash.id) }),
      [
        'sdkCrashGroupCount',
        'sdkCrashGroupTitle',
        'sdkCrashGroupPattern',
        'sdkCrashGroupDescribe',
        'sdkCrashGroupAppVersion',
        'sdkCrashGroupProcess',
        'sdkCrashGroupCreated',
        'sdkCrashGroupLog',
        'sdkCrashGroupIsSymbolicated',
        'sdkCrashGroupIsReaded',
        'sdkCrashGroupViewStatus',
        'deviceAffectList',
      ],
    ],
  ];
  it.each(cases)('%s', async (_name, read, fields) => {
    expect(Object.keys(await read()).sort()).toEqual([...fields].sort());
  });

  it('app/view lists the other builds with the fields of service.md#v1-names, their user key included', async () => {
    const data = await v1Data('app/view', { aKey: keys.buildKey });
    expect(data.otherApps).toEqual([
      {
        appKey: expect.any(String) as unknown,
        userKey: sandbox.userKey,
        appName: 'Example',
        appVersion: '1.0',
        appBuildVersion: '1',
        appCreated: expect.any(String) as unknown,
        appUpdated: expect.any(String) as unknown,
      },
    ]);
  });

  it('app/view lists the app’s feedback entries with the fields of service.md#v1-names', async () => {
    const data = await v1Data('app/view', { aKey: keys.buildKey });
    expect(data.comments).toEqual([
      {
        userKey: '',
        commentContent: 'feedback on com.example.v1fields',
        commentImageKeys: '',
        appBuildVersion: '2',
        appIdentifier: 'com.example.v1fields',
        appCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as unknown,
        appUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as unknown,
      },
    ]);
  });

  it('answers the app id, which app/builds takes', async () => {
    const uploaded = await postV1File('app/upload', { uKey: sandbox.userKey }, 'file', apkFixture);
    const { aId, appKey } = uploaded.data;
    expect(aId).toBe(sandbox.state.builds.get(String(appKey))?.appKey);
    const builds = await v1Data('app/builds', { aId: String(aId) });
    expect((builds.list as WireRecord[]).map((build) => build.appKey)).toContain(appKey);
    expect((await v1Data('app/view', { aKey: String(appKey) })).aId).toBe(aId);
  });
});

describe('changing a build through 1.0 (service.md#v1-update, #v1-screenshot) and installing it (service.md#v1-install)', () => {
  it('renames it, sets and clears the password, and 2.0 and app/install see it', async () => {
    const { appKey, buildKey } = seedApp('com.example.v1update');
    const changed = await api.v1.updateBuild(v1, sandbox.userKey, buildKey, {
      buildName: 'Renamed',
      buildPassword: 'open sesame',
      buildUpdateDescription: 'Notes',
    });
    expect(changed).toMatchObject({
      buildKey,
      buildName: 'Renamed',
      buildUpdateDescription: 'Notes',
    });
    expect(await api.viewApp(v2, appKey)).toMatchObject({
      buildName: 'Renamed',
      buildInstallType: 2,
      hasPassword: true,
    });

    const install = (password: string) =>
      fetch(api.v1.installAddress(sandbox.url, sandbox.apiKey, buildKey, password), {
        redirect: 'manual',
      });
    const refused = (await (await install('wrong')).json()) as Envelope;
    expect(refused.code).toBe(1050);
    const allowed = await install('open sesame');
    expect(allowed.status).toBe(302);
    expect(allowed.headers.get('location')).toBe(`${sandbox.url}/app/download/${buildKey}`);

    await api.v1.updateBuild(v1, sandbox.userKey, buildKey, { buildPassword: '' });
    expect(await api.viewApp(v2, appKey)).toMatchObject({
      buildInstallType: 1,
      hasPassword: false,
    });
  });

  it('adds screenshots, then clears them with app/update', async () => {
    const { appKey, buildKey } = seedApp('com.example.v1shots');
    const first = await api.v1.uploadScreenshot(v1, buildKey, screenshot.path);
    const both = await api.v1.uploadScreenshot(v1, buildKey, screenshot.path);
    expect(both).toHaveLength(2);
    expect(both[0]).toBe(first[0]);
    expect((await api.viewApp(v2, appKey)).buildScreenShots).toBe(both.join(','));

    const kept = both[1] ?? '';
    await api.v1.updateBuild(v1, sandbox.userKey, buildKey, { buildScreenShots: kept });
    expect((await api.viewApp(v2, appKey)).buildScreenShots).toBe(kept);
    const unknown = call('app/update', {
      aKey: buildKey,
      uKey: sandbox.userKey,
      appScreenshots: 'nope.png',
    });
    expect((await unknown).body.code).toBe(1081);
    await api.v1.updateBuild(v1, sandbox.userKey, buildKey, { buildScreenShots: '' });
    expect((await api.viewApp(v2, appKey)).buildScreenShots).toBe('');
    expect((await call('app/uploadScreenshot', { aKey: buildKey })).body.code).toBe(1021);
  });
});

describe('1.0 errors', () => {
  it('checks the api key like 2.0: 1001 missing, 1002 wrong', async () => {
    const url = `${sandbox.url}/apiv1/app/listAll`;
    const missing = (await (await fetch(url, { method: 'POST' })).json()) as Envelope;
    expect(missing.code).toBe(1001);
    expect((await call('app/listAll', { _api_key: 'wrong' })).body.code).toBe(1002);
  });

  it('checks the user key where 1.0 asks for it: 1012 missing, 1045 wrong', async () => {
    expect((await call('user/listMyPublished')).body.code).toBe(1012);
    expect((await call('userAppGroup/listAll', { uKey: 'wrong' })).body.code).toBe(1045);
  });

  it('answers 1096 with HTTP 200 for an unknown operation, and takes GET like POST', async () => {
    expect(await call('app/getCOSToken')).toMatchObject({ status: 200, body: { code: 1096 } });
    expect(await call('app/view', {}, 'GET')).toMatchObject({ status: 200, body: { code: 1023 } });
  });

  it('records 1.0 operations with their prefix, so a fault on one API spares the other', async () => {
    const { appKey } = seedApp('com.example.v1faults');
    sandbox.faults.inject({ kind: 'refuse', code: 1009, operation: 'apiv1/app/viewGroup' });
    expect(await api.viewApp(v2, appKey)).toMatchObject({ buildName: 'Seeded' });
    expect((await call('app/viewGroup', { aId: appKey })).body.code).toBe(1009);
    expect(sandbox.requests.at(-1)).toMatchObject({
      path: '/apiv1/app/viewGroup',
      operation: 'apiv1/app/viewGroup',
    });
  });
});
