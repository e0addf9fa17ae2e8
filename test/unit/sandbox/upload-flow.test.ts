import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { apkFixture, hapFixture, ipaFixture } from '../../fixtures/packages.js';
import {
  call,
  callMultipart,
  codeOf,
  ok,
  onClock,
  pollBuildInfo,
  postToStorage,
  requestInstall,
  startTestSandbox,
  steppedClock,
  untilBuildInfoCode,
  type UploadToken,
  uploadPackage,
  type WireRecord,
} from './helpers.js';

let sandbox: Sandbox;
// The phases change only when the test moves the clock, so a poll sees every phase however slowly
// the machine answers it; only the package read takes real time.
const stepped = steppedClock();
const { clock, stepMs: delayMs } = stepped;
const garbage = {
  path: join(tmpdir(), `sandbox-garbage-${process.pid}.apk`),
  fileName: 'garbage.apk',
};
const certificate = { path: garbage.path, fileName: 'cert.p12' };

beforeAll(async () => {
  sandbox = await startTestSandbox(onClock(stepped));
  await writeFile(garbage.path, 'this is not a zip file at all');
});
afterAll(async () => {
  await sandbox.close();
  await rm(garbage.path, { force: true });
});

async function publishedRecord(token: UploadToken): Promise<Record<string, string>> {
  const { code, data } = await pollBuildInfo(sandbox, token.key, stepped);
  expect(code).toBe(0);
  return data as Record<string, string>;
}

const buildInfoCode = (token: UploadToken) =>
  codeOf(sandbox, 'app/buildInfo', { buildKey: token.key }, 'GET');

/** Waits, in real time, until the package is read and the build is publishing (1247). */
const untilPublishing = (token: UploadToken) => untilBuildInfoCode(sandbox, token.key, 1247);

describe('two-step upload (service.md#upload-token)', () => {
  it('goes from 1246 to 1247 to the record read from the APK', async () => {
    const token = await ok<UploadToken>(sandbox, 'app/getCOSToken', {
      buildType: 'android',
      buildUpdateDescription: 'First build',
    });
    expect(token.endpoint).toBe(`${sandbox.url}/storage`);
    expect(token.params.key).toBe(token.key);
    expect(await buildInfoCode(token)).toBe(1093);

    expect((await postToStorage(token, apkFixture)).status).toBe(204);
    expect(await buildInfoCode(token)).toBe(1246);
    clock.advance(delayMs);
    await untilPublishing(token);
    clock.advance(delayMs - 1);
    expect(await buildInfoCode(token)).toBe(1247);
    clock.advance(1);
    const answer = await call(sandbox, 'app/buildInfo', { buildKey: token.key }, 'GET');
    expect(answer.body.code).toBe(0);
    const record = answer.body.data;
    expect(record).toMatchObject({
      buildKey: token.key,
      buildType: '2',
      buildIsFirst: '1',
      buildIsLastest: '1',
      buildFileSize: expect.stringMatching(/^\d{6,}$/) as unknown,
      buildName: apkFixture.name,
      buildVersion: apkFixture.version,
      buildVersionNo: apkFixture.versionNo,
      buildBuildVersion: '1',
      buildIdentifier: apkFixture.identifier,
      buildUpdateDescription: 'First build',
      buildShortcutUrl: expect.stringMatching(/^[a-z]{4}$/) as unknown,
      buildCreated: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) as unknown,
    });
    // One QR code per build, in the form public code shows the service's (service.md#install-page).
    expect(record.buildQRCodeURL).toMatch(
      new RegExp(`^${sandbox.url}/app/qrcodeHistory/[0-9a-f]{64}$`),
    );
  });

  it('reads an IPA and applies the settings the token was issued with', async () => {
    const token = await uploadPackage(sandbox, 'ipa', ipaFixture, {
      buildInstallType: '2',
      buildPassword: 'secret',
      buildInstallDate: '1',
      buildInstallStartDate: '2024-01-01',
      buildInstallEndDate: '2099-12-31',
    });
    expect(await publishedRecord(token)).toMatchObject({
      buildType: '1',
      buildName: ipaFixture.name,
      buildVersion: ipaFixture.version,
      buildVersionNo: ipaFixture.versionNo,
      buildIdentifier: ipaFixture.identifier,
    });
    const appKey = sandbox.state.builds.get(token.key)?.appKey ?? '';
    expect(await ok(sandbox, 'app/view', { appKey })).toMatchObject({
      buildInstallType: '2',
      buildPassword: 'secret',
      appIsInstallDate: '1',
      appInstallStartDate: '2024-01-01',
      appInstallEndDate: '2099-12-31',
    });
  });

  it('keeps a HAP in 1247 until its certificate arrives', async () => {
    const token = await uploadPackage(sandbox, 'harmonyos', hapFixture);
    clock.advance(delayMs);
    await untilPublishing(token);
    clock.advance(delayMs);
    expect(await buildInfoCode(token)).toBe(1247);

    const hsp = await callMultipart(
      sandbox,
      'app/uploadHarmonyHsp',
      { buildKey: token.key },
      { file: certificate },
    );
    expect(hsp).toEqual({ code: 0, message: '', data: [] });
    const withoutPassword = { buildKey: token.key };
    expect(
      await callMultipart(sandbox, 'app/uploadHarmonyCert', withoutPassword, { file: certificate }),
    ).toMatchObject({
      code: 1061,
    });
    const cert = { buildKey: token.key, password: 'p12-password' };
    expect(
      await callMultipart(sandbox, 'app/uploadHarmonyCert', cert, { file: certificate }),
    ).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    expect(await publishedRecord(token)).toMatchObject({
      buildType: '3',
      buildName: hapFixture.name,
      buildVersion: hapFixture.version,
      buildVersionNo: hapFixture.versionNo,
      buildIdentifier: hapFixture.identifier,
    });
  });

  it('answers 1216 for a file that is not a package', async () => {
    const token = await uploadPackage(sandbox, 'apk', garbage);
    expect((await pollBuildInfo(sandbox, token.key, stepped)).code).toBe(1216);
  });

  it('answers 1216 for a package of another platform than the token', async () => {
    const token = await uploadPackage(sandbox, 'ios', apkFixture);
    expect((await pollBuildInfo(sandbox, token.key, stepped)).code).toBe(1216);
  });

  it('names the download after x-cos-meta-file-name and ignores fields after the file', async () => {
    const token = await ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType: 'apk' });
    const renamed = { ...apkFixture, fileName: 'release 1.apk' };
    const response = await postToStorage(token, renamed, {}, { key: 'a-field-after-the-file' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await publishedRecord(token);
    expect(sandbox.state.builds.get(token.key)?.fileName).toBe('release 1.apk');
  });

  it('answers 204 again for a retried upload of a queued key and publishes it once', async () => {
    const token = await uploadPackage(sandbox, 'apk', apkFixture);
    expect((await postToStorage(token, apkFixture)).status).toBe(204);
    const record = await publishedRecord(token);
    const app = sandbox.state.builds.get(token.key)?.appKey ?? '';
    const builds = sandbox.state.buildsOf(app).filter((build) => build.key === record.buildKey);
    expect(builds).toHaveLength(1);
  });

  it('counts buildBuildVersion up per app and moves buildIsLastest to the newest upload', async () => {
    const first = await publishedRecord(await uploadPackage(sandbox, 'android', apkFixture));
    const second = await publishedRecord(await uploadPackage(sandbox, 'android', apkFixture));
    expect(Number(second.buildBuildVersion)).toBe(Number(first.buildBuildVersion) + 1);
    expect(second).toMatchObject({ buildIsFirst: '2', buildIsLastest: '1' });
    const again = await ok(sandbox, 'app/buildInfo', { buildKey: first.buildKey ?? '' }, 'GET');
    expect(again.buildIsLastest).toBe('2');
  });
});

describe('buildInfo of a key issued but never stored (the spec is silent)', () => {
  it.each([
    [1246, 1093],
    [1247, 1093],
    [1009, 1009],
    [1092, 1092],
  ] as const)(
    'answers %i with that unstoredUploadCode; a key never issued %i, a stored one publishes',
    async (unstoredUploadCode, neverIssuedCode) => {
      const other = await startTestSandbox({ unstoredUploadCode });
      try {
        const token = await ok<UploadToken>(other, 'app/getCOSToken', { buildType: 'android' });
        const codeOfKey = (buildKey: string) => codeOf(other, 'app/buildInfo', { buildKey }, 'GET');
        expect(await codeOfKey(token.key)).toBe(unstoredUploadCode);
        expect(await codeOfKey('f'.repeat(32))).toBe(neverIssuedCode);
        expect((await postToStorage(token, apkFixture)).status).toBe(204);
        expect((await pollBuildInfo(other, token.key)).code).toBe(0);
      } finally {
        await other.close();
      }
    },
  );

  it('refuses another unstoredUploadCode at start', async () => {
    await expect(startTestSandbox({ unstoredUploadCode: 1216 as 1093 })).rejects.toThrow(
      /unstoredUploadCode must be one of 1093, 1009, 1092, 1246, 1247/,
    );
  });
});

describe('single-step upload (service.md#single-step-upload)', () => {
  it('answers the basic build set at once', async () => {
    const fields = { buildUpdateDescription: 'one step' };
    const answer = await callMultipart(sandbox, 'app/upload', fields, { file: ipaFixture });
    expect(answer).toMatchObject({
      code: 0,
      data: {
        buildType: '1',
        buildIdentifier: ipaFixture.identifier,
        buildUpdateDescription: 'one step',
      },
    });
  });

  it('answers 1058 for an unreadable package, 1015 for another extension, 1021 without a file', async () => {
    expect((await callMultipart(sandbox, 'app/upload', {}, { file: garbage })).code).toBe(1058);
    expect((await callMultipart(sandbox, 'app/upload', {}, { file: hapFixture })).code).toBe(1015);
    expect((await callMultipart(sandbox, 'app/upload', {}, {})).code).toBe(1021);
  });
});

describe('install, QR code and install page', () => {
  it('redirects app/install to the stored file, serves the page and a PNG QR code', async () => {
    const record = await publishedRecord(await uploadPackage(sandbox, 'android', apkFixture));
    const { buildKey = '', buildFileSize, buildQRCodeURL = '', buildShortcutUrl = '' } = record;

    const install = await requestInstall(sandbox, { buildKey });
    expect(install.status).toBe(302);
    const download = await fetch(install.headers.get('location') ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(buildFileSize);
    expect(String((await download.arrayBuffer()).byteLength)).toBe(buildFileSize);

    const qr = await fetch(buildQRCodeURL);
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await qr.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    const html = await (await fetch(`${sandbox.url}/${buildShortcutUrl}`)).text();
    expect(html).toContain(apkFixture.name);
    expect(html).toContain(`/app/download/${buildKey}`);
    expect((await fetch(`${sandbox.url}/nosuchlink`)).status).toBe(404);
  });

  it('checks the install password and needs a buildKey or appKey', async () => {
    const token = await uploadPackage(sandbox, 'ios', ipaFixture, {
      buildInstallType: '2',
      buildPassword: 'pw',
    });
    const { buildShortcutUrl = '' } = await publishedRecord(token);
    const wrong = (await (
      await requestInstall(sandbox, { buildKey: token.key })
    ).json()) as WireRecord;
    expect(wrong.code).toBe(1050);
    expect(await codeOf(sandbox, 'app/install', {}, 'GET')).toBe(1008);
    const byShortcut = await requestInstall(sandbox, {
      appKey: buildShortcutUrl,
      buildPassword: 'pw',
    });
    expect(byShortcut.status).toBe(302);
  });
});
