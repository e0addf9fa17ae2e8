// Every JSON operation of the sandbox, called over HTTP, answers what the contract says.
import { openAsBlob } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../src/sandbox/server.js';
import { apkFixture, hapFixture, ipaFixture } from '../fixtures/packages.js';
import {
  callMultipart,
  ok,
  pollBuildInfo,
  postToStorage,
  readingTimeoutMs,
  startTestSandbox,
  type UploadToken,
  uploadPackage,
} from '../unit/sandbox/helpers.js';
import { type OperationName, operations } from './api-v2.js';

let sandbox: Sandbox;
let keys: {
  appKey: string;
  buildKey: string;
  olderBuildKey: string;
  shortcut: string;
  feedbackKey: string;
  crashId: string;
  appGroupKey: string;
};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const { state } = sandbox;
  const older = state.addBuild({ platform: 'android', identifier: 'com.example.contract' });
  const build = state.addBuild({ platform: 'android', identifier: 'com.example.contract' });
  keys = {
    appKey: build.appKey,
    buildKey: build.key,
    olderBuildKey: older.key,
    shortcut: state.apps.get(build.appKey)?.shortcut ?? '',
    feedbackKey: state.addFeedback(build.appKey).key,
    crashId: String(state.addCrash(build.appKey).id),
    appGroupKey: state.addAppGroup({ name: 'contract', appKeys: [build.appKey] }).key,
  };
  state.addCertificate({ name: 'iPhone Distribution: Contract' });
});
afterAll(() => sandbox.close());

/** The answer's `data` of each operation, called with the spec's parameters (service.md#api-2). */
const calls: Record<OperationName, () => Promise<unknown>> = {
  'app/getCOSToken': () => ok(sandbox, 'app/getCOSToken', { buildType: 'android' }),
  'app/buildInfo': async () => {
    const token = await uploadPackage(sandbox, 'android', apkFixture);
    const { code, data } = await pollBuildInfo(sandbox, token.key);
    expect(code).toBe(0);
    return data;
  },
  'app/uploadHarmonyCert': async () => {
    const token = await ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType: 'hap' });
    const fields = { buildKey: token.key, password: 'p12-password' };
    return dataOf(
      await callMultipart(sandbox, 'app/uploadHarmonyCert', fields, { file: hapFixture }),
    );
  },
  'app/uploadHarmonyHsp': async () => {
    const token = await ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType: 'hap' });
    const fields = { buildKey: token.key };
    return dataOf(
      await callMultipart(sandbox, 'app/uploadHarmonyHsp', fields, { file: hapFixture }),
    );
  },
  'app/upload': async () =>
    dataOf(await callMultipart(sandbox, 'app/upload', {}, { file: ipaFixture })),
  'app/view': () => ok(sandbox, 'app/view', { appKey: keys.appKey, buildKey: keys.buildKey }),
  'app/update': () =>
    ok(sandbox, 'app/update', {
      appKey: keys.appKey,
      buildInstallType: '2',
      buildPassword: 'contract',
    }),
  'app/updateApp': () =>
    ok(sandbox, 'app/updateApp', {
      userKey: sandbox.userKey,
      buildKey: keys.buildKey,
      buildUpdateDescription: 'contract',
    }),
  'app/builds': () => ok(sandbox, 'app/builds', { appKey: keys.appKey }),
  'app/getByShortcut': () => ok(sandbox, 'app/getByShortcut', { buildShortcutUrl: keys.shortcut }),
  'app/listMy': () => ok(sandbox, 'app/listMy'),
  'app/setNewestVersion': () => ok(sandbox, 'app/setNewestVersion', { buildKey: keys.buildKey }),
  'app/cancelNewestVersion': () =>
    ok(sandbox, 'app/cancelNewestVersion', { buildKey: keys.buildKey }),
  'app/check': () => ok(sandbox, 'app/check', { appKey: keys.appKey, buildVersion: '0.1' }),
  'appGroup/listAll': () => ok(sandbox, 'appGroup/listAll'),
  'appGroup/view': () => ok(sandbox, 'appGroup/view', { appGroupKey: keys.appGroupKey }),
  'feedback/listAll': () => ok(sandbox, 'feedback/listAll', { appKey: keys.appKey }),
  'feedback/view': () =>
    ok(sandbox, 'feedback/view', { appKey: keys.appKey, feedbackKey: keys.feedbackKey }),
  'crash/listAll': () => ok(sandbox, 'crash/listAll', { appKey: keys.appKey }),
  'crash/view': () => ok(sandbox, 'crash/view', { appKey: keys.appKey, crashId: keys.crashId }),
  'certificate/index': () => ok(sandbox, 'certificate/index'),
  'app/buildDelete': () => ok(sandbox, 'app/buildDelete', { buildKey: keys.olderBuildKey }),
  'app/deleteApp': () => ok(sandbox, 'app/deleteApp', { appKey: keys.appKey }),
};

function dataOf(envelope: { code: number; message: string; data: unknown }): unknown {
  expect(envelope, envelope.message).toMatchObject({ code: 0 });
  return envelope.data;
}

describe('the sandbox obeys the API 2.0 contract', () => {
  // In the order of the table: the deletions come last.
  it.each(Object.keys(calls) as OperationName[])('%s', async (name) => {
    const data = await calls[name]();
    const result = operations[name].data.safeParse(data);
    expect(result.success ? [] : result.error.issues, JSON.stringify(data)).toEqual([]);
  });

  it('calls every operation of the contract', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(operations).sort());
  });
});

/**
 * The upload flow in the forms the vendor's clients send (service.md#quirks), not the one our
 * client sends: the answers must obey the same contract.
 */
describe("the upload flow in the vendor clients' forms obeys the contract", () => {
  /** `data` of an answer, checked to be code 0 and to match the operation's schema. */
  async function contractData(name: OperationName, response: Response): Promise<unknown> {
    const data = dataOf((await response.json()) as Parameters<typeof dataOf>[0]);
    const result = operations[name].data.safeParse(data);
    expect(result.success ? [] : result.error.issues, JSON.stringify(data)).toEqual([]);
    return data;
  }

  const apiUrl = (operation: string, query: Record<string, string> = {}) =>
    `${sandbox.url}/apiv2/${operation}?${new URLSearchParams(query).toString()}`;

  /** getCOSToken for an APK in each request form. */
  const tokenForms: [string, () => Promise<Response>][] = [
    [
      'multipart (shell, Java)',
      () => {
        const form = new FormData();
        form.append('_api_key', sandbox.apiKey);
        form.append('buildType', 'android');
        form.append('buildInstallType', '1');
        form.append('buildPassword', '');
        return fetch(apiUrl('app/getCOSToken'), { method: 'POST', body: form });
      },
    ],
    [
      'urlencoded with empty optional fields (Python)',
      () =>
        fetch(apiUrl('app/getCOSToken'), {
          method: 'POST',
          body: new URLSearchParams({
            _api_key: sandbox.apiKey,
            buildType: 'android',
            oversea: '',
            buildInstallType: '2',
            buildPassword: '',
            buildUpdateDescription: '',
            buildChannelShortcut: '',
          }),
        }),
    ],
    [
      'GET with the query',
      () => fetch(apiUrl('app/getCOSToken', { _api_key: sandbox.apiKey, buildType: 'android' })),
    ],
  ];

  it.each(tokenForms)(
    'getCOSToken %s, then buildInfo by POST with the key in the query and an empty body',
    async (_form, getToken) => {
      const token = (await contractData('app/getCOSToken', await getToken())) as UploadToken;
      expect((await postToStorage(token, apkFixture)).status).toBe(204);
      const query = { _api_key: sandbox.apiKey, buildKey: token.key };
      await vi.waitFor(
        async () => {
          // No body: fetch sends Content-Length: 0, as the Node.js client and the Action do.
          const response = await fetch(apiUrl('app/buildInfo', query), { method: 'POST' });
          await contractData('app/buildInfo', response);
        },
        { timeout: readingTimeoutMs, interval: 20 },
      );
    },
  );

  it('app/upload as multipart with the key in the query and empty optional fields', async () => {
    const form = new FormData();
    form.append('buildInstallType', '');
    form.append('buildPassword', '');
    form.append('file', await openAsBlob(ipaFixture.path), ipaFixture.fileName);
    const response = await fetch(apiUrl('app/upload', { _api_key: sandbox.apiKey }), {
      method: 'POST',
      body: form,
    });
    await contractData('app/upload', response);
  });
});
