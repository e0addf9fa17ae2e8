import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { call, codeOf, ok, startTestSandbox } from './helpers.js';

let sandbox: Sandbox;
let appKey: string;
let buildKey: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const build = sandbox.state.addBuild({
    platform: 'android',
    fileSize: 107237869,
    identifier: 'com.example.a',
  });
  ({ appKey, key: buildKey } = build);
});
afterAll(() => sandbox.close());

describe('envelope (service.md#quirks)', () => {
  it('wraps data with code 0 and an empty message, every number as a string', async () => {
    const { status, body } = await call(sandbox, 'app/buildInfo', { buildKey }, 'GET');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      message: '',
      data: { buildType: '2', buildFileSize: '107237869' },
    });
    const numbers = JSON.stringify(body.data).match(/":\d/g);
    expect(numbers).toBeNull();
  });

  it('answers an empty data as []', async () => {
    expect((await call(sandbox, 'app/setNewestVersion', { buildKey })).body).toEqual({
      code: 0,
      message: '',
      data: [],
    });
  });

  it('answers an unknown operation with HTTP 200 and 1096, after the key', async () => {
    expect(await call(sandbox, 'app/noSuchThing')).toMatchObject({
      status: 200,
      body: { code: 1096, data: [] },
    });
    expect(await call(sandbox, 'app/noSuchThing', { _api_key: null })).toMatchObject({
      status: 200,
      body: { code: 1001 },
    });
  });

  it('answers any other unknown path outside the APIs with HTTP 404 and the envelope', async () => {
    const response = await fetch(`${sandbox.url}/apiv3/app/listMy`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: number }).code).toBe(1096);
  });

  it('answers every operation by GET and POST alike, other methods with 1096', async () => {
    expect(await call(sandbox, 'app/view', { appKey }, 'GET')).toMatchObject({
      status: 200,
      body: { code: 0, data: { buildKey } },
    });
    expect(await call(sandbox, 'app/buildInfo', { buildKey }, 'POST')).toMatchObject({
      status: 200,
      body: { code: 0, data: { buildKey } },
    });
    const put = await fetch(`${sandbox.url}/apiv2/app/view?_api_key=${sandbox.apiKey}`, {
      method: 'PUT',
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { code: number }).code).toBe(1096);
  });

  it('answers an unexpected failure as an envelope with HTTP 200 and 1188', async () => {
    const broken = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.gone' });
    sandbox.state.apps.delete(broken.appKey);
    expect(await call(sandbox, 'app/buildInfo', { buildKey: broken.key })).toMatchObject({
      status: 200,
      body: { code: 1188 },
    });
    sandbox.state.builds.delete(broken.key);
  });
});

describe('authentication (service.md#authentication)', () => {
  it('answers 1001 without _api_key and 1002 with a wrong one', async () => {
    expect(await codeOf(sandbox, 'app/listMy', { _api_key: null })).toBe(1001);
    expect(await codeOf(sandbox, 'app/listMy', { _api_key: '' })).toBe(1001);
    expect(await codeOf(sandbox, 'app/listMy', { _api_key: 'wrong' })).toBe(1002);
    expect(await codeOf(sandbox, 'app/buildInfo', { _api_key: 'wrong', buildKey }, 'GET')).toBe(
      1002,
    );
  });

  it('needs the userKey for app/updateApp: 1012 missing, 1045 wrong', async () => {
    expect(await codeOf(sandbox, 'app/updateApp', { buildKey })).toBe(1012);
    expect(await codeOf(sandbox, 'app/updateApp', { buildKey, userKey: 'nope' })).toBe(1045);
    expect(await codeOf(sandbox, 'app/updateApp', { buildKey, userKey: sandbox.userKey })).toBe(0);
  });

  it('never records secrets', async () => {
    await call(sandbox, 'app/buildInfo', { buildKey }, 'GET');
    const recorded = JSON.stringify(sandbox.requests);
    expect(recorded).not.toContain(sandbox.apiKey);
    expect(sandbox.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/apiv2/app/buildInfo',
      operation: 'app/buildInfo',
    });
  });
});

describe('missing and unknown parameters (service.md#error-codes)', () => {
  const unknown = 'f'.repeat(32);
  it.each<[string, Record<string, string>, number, ('GET' | 'POST')?]>([
    ['app/getCOSToken', {}, 1014],
    ['app/getCOSToken', { buildType: 'exe' }, 1015],
    ['app/getCOSToken', { buildType: 'apk', buildInstallType: '4' }, 1081],
    ['app/getCOSToken', { buildType: 'apk', oversea: '3' }, 1081],
    ['app/getCOSToken', { buildType: 'apk', buildInstallDate: '1' }, 1144],
    [
      'app/getCOSToken',
      {
        buildType: 'apk',
        buildInstallDate: '1',
        buildInstallStartDate: '2024-02-30',
        buildInstallEndDate: '2024-03-01',
      },
      1144,
    ],
    [
      'app/getCOSToken',
      {
        buildType: 'apk',
        buildInstallDate: '1',
        buildInstallStartDate: '2024-03-01',
        buildInstallEndDate: '2024-03-01',
      },
      1145,
    ],
    ['app/getCOSToken', { buildType: 'apk', buildChannelShortcut: 'chan' }, 1212],
    ['app/buildInfo', {}, 1023, 'GET'],
    ['app/buildInfo', { buildKey: unknown }, 1093, 'GET'],
    ['app/install', {}, 1008, 'GET'],
    ['app/install', { appKey: unknown }, 1009, 'GET'],
    ['app/install', { buildKey: unknown }, 1093, 'GET'],
    ['app/view', {}, 1010],
    ['app/view', { appKey: unknown }, 1009],
    ['app/update', { appKey: unknown, buildInstallType: '3' }, 1009],
    ['app/builds', {}, 1010],
    ['app/getByShortcut', {}, 1031],
    ['app/getByShortcut', { buildShortcutUrl: 'zzzzzz' }, 1009],
    ['app/setNewestVersion', { buildKey: unknown }, 1093],
    ['app/cancelNewestVersion', { buildKey: unknown }, 1093],
    ['app/check', {}, 1010],
    ['app/deleteApp', {}, 1010],
    ['app/buildDelete', {}, 1023],
    ['app/uploadHarmonyCert', {}, 1023],
    ['app/uploadHarmonyHsp', { buildKey: unknown }, 1093],
    ['appGroup/view', {}, 1075],
    ['appGroup/view', { appGroupKey: unknown }, 1100],
    ['feedback/listAll', {}, 1010],
    ['feedback/view', { appKey: '' }, 1010],
    ['crash/listAll', { appKey: unknown }, 1009],
  ])('%s %j answers %i', async (operation, params, code, method = 'POST') => {
    expect(await codeOf(sandbox, operation, params, method)).toBe(code);
  });

  it.each<[string, Record<string, string>, number]>([
    ['feedback/view', {}, 1082],
    ['feedback/view', { feedbackKey: 'f'.repeat(32) }, 1083],
    ['crash/view', {}, 1086],
    ['crash/view', { crashId: '999' }, 1087],
  ])('%s %j of a known app answers %i', async (operation, params, code) => {
    expect(await codeOf(sandbox, operation, { appKey, ...params })).toBe(code);
  });

  it('accepts every documented buildType word', async () => {
    for (const buildType of ['ios', 'ipa', 'android', 'apk', 'harmonyos', 'hap']) {
      const token = await ok<{ key: string }>(sandbox, 'app/getCOSToken', { buildType });
      expect(token.key).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});
