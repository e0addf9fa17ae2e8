// Channels (service.md#upload-token buildChannelShortcut) as state, the icon read from each
// package (buildIcon and its address, service.md#build-record), and the QR codes of a short link
// and of a build's own page (buildQRCodeURL, service.md#install-page), seen over HTTP.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeRecord } from '../../../src/api/decode.js';
import { BUILD_FIELDS } from '../../../src/api/records.js';
import { toPublishedBuild } from '../../../src/api/upload/published-build.js';
import type { Sandbox } from '../../../src/sandbox/server.js';
import {
  apkFixture,
  hapFixture,
  ipaFixture,
  type PackageFixture,
} from '../../fixtures/packages.js';
import {
  callMultipart,
  codeOf,
  ok,
  pollBuildInfo,
  startTestSandbox,
  uploadPackage,
  type WireRecord,
} from './helpers.js';

let sandbox: Sandbox;
const betaAppKey = 'b'.repeat(32);

beforeAll(async () => {
  sandbox = await startTestSandbox({ channels: [{ appKey: betaAppKey, shortcut: 'beta-ch' }] });
});
afterAll(() => sandbox.close());

/** Uploads `fixture` in two steps and returns the published record. */
async function publish(
  buildType: string,
  fixture: PackageFixture,
  settings: Record<string, string> = {},
): Promise<WireRecord> {
  const token = await uploadPackage(sandbox, buildType, fixture, settings);
  if (buildType === 'harmony') {
    const certificate = { buildKey: token.key, password: 'p12' };
    await callMultipart(sandbox, 'app/uploadHarmonyCert', certificate, { file: fixture });
  }
  const { code, data } = await pollBuildInfo(sandbox, token.key);
  expect(code).toBe(0);
  return data as WireRecord;
}

async function installPage(target: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/${target}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('channels', () => {
  it('answers 1212 for a short link that names no channel, on both upload operations', async () => {
    expect(
      await codeOf(sandbox, 'app/getCOSToken', { buildType: 'apk', buildChannelShortcut: 'nope' }),
    ).toBe(1212);
    const single = await callMultipart(
      sandbox,
      'app/upload',
      { buildChannelShortcut: 'nope' },
      { file: apkFixture },
    );
    expect(single.code).toBe(1212);
  });

  it('gives an upload to a channel the channel: its short link opens that build', async () => {
    const first = await publish('android', apkFixture, { buildChannelShortcut: 'beta-ch' });
    // The channel's app did not exist: the upload created it under the channel's appKey.
    expect(sandbox.state.builds.get(String(first.buildKey))?.appKey).toBe(betaAppKey);
    expect(await installPage('beta-ch')).toContain(String(first.buildKey));

    const second = await publish('android', apkFixture, { buildChannelShortcut: 'beta-ch' });
    await ok(sandbox, 'app/setNewestVersion', { buildKey: String(first.buildKey) });
    const page = await installPage('beta-ch');
    expect(page).toContain(`/app/download/${String(second.buildKey)}`);
    expect(page).not.toContain(`/app/download/${String(first.buildKey)}`);
  });

  it('fails to publish an upload to a channel of another app (1216)', async () => {
    sandbox.state.addChannel({ appKey: betaAppKey, shortcut: 'beta-two' });
    const token = await uploadPackage(sandbox, 'ios', ipaFixture, {
      buildChannelShortcut: 'beta-two',
    });
    expect((await pollBuildInfo(sandbox, token.key)).code).toBe(1216);
  });

  it('keeps channel short links apart from the apps', async () => {
    const app = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.chan' });
    expect(
      await codeOf(sandbox, 'app/update', {
        appKey: app.appKey,
        buildInstallType: '3',
        buildShortcutUrl: 'beta-ch',
      }),
    ).toBe(1017);
    expect(() => sandbox.state.addChannel({ appKey: app.appKey, shortcut: 'beta-ch' })).toThrow(
      RangeError,
    );
  });
});

describe('icons', () => {
  it.each([
    ['android', apkFixture],
    ['ios', ipaFixture],
    ['harmony', hapFixture],
  ] as const)(
    'reads the %s package icon, names it buildIcon and serves it at the service.md#build-record address',
    async (buildType, fixture) => {
      const record = await publish(buildType, fixture);
      const icon = String(record.buildIcon);
      expect(icon).toMatch(/^[0-9a-f]{32}\.png$/);

      const view = await ok(sandbox, 'app/view', {
        appKey: sandbox.state.builds.get(String(record.buildKey))?.appKey ?? '',
        buildKey: String(record.buildKey),
      });
      const folders = icon.slice(0, 5).split('').join('/');
      expect(view.iconUrl).toBe(
        `${sandbox.url}/icon/${folders}/${icon}?x-oss-process=image/resize,m_lfit,h_120,w_120/format,jpg`,
      );
      const response = await fetch(String(view.iconUrl));
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
      if (fixture.iconColor !== undefined) {
        expect([...png.data.subarray(0, 3)]).toEqual(fixture.iconColor);
      }
      // The address the client derives from buildIcon alone (buildInfo has no iconUrl).
      const published = toPublishedBuild(sandbox.url, {
        uploadKey: String(record.buildKey),
        buildType,
        fileName: fixture.fileName,
        fileSize: 1,
        uploadSeconds: 0,
        published: {
          build: { buildKey: String(record.buildKey), buildIcon: icon },
          publishSeconds: 0,
        },
      });
      expect(published.iconUrl).toBe(view.iconUrl);
      expect(await installPage(String(record.buildKey))).toContain(
        `<img class="icon" src="${String(view.iconUrl).replaceAll('&', '&amp;')}"`,
      );
    },
  );

  it("serves no icon under folders that are not the key's first characters", async () => {
    const record = await publish('ios', ipaFixture);
    const icon = String(record.buildIcon);
    expect((await fetch(`${sandbox.url}/icon/a/b/c/d/e/${icon}`)).status).toBe(404);
  });

  it('keeps the placeholder for a build without an icon', async () => {
    const seeded = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.plain' });
    const page = await installPage(seeded.key);
    expect(page).toContain('<svg class="icon"');
    expect((await ok(sandbox, 'app/builds', { appKey: seeded.appKey })).list).toMatchObject([
      { buildIcon: '' },
    ]);
  });
});

describe('QR codes', () => {
  /** The text of the QR code the sandbox serves at `url`. */
  async function qrCodeText(url: string): Promise<string | undefined> {
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/png');
    const { data, width, height } = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    return jsQR(new Uint8ClampedArray(data), width, height)?.data;
  }

  it("answers each build's own QR code (buildQRCodeURL, /app/qrcodeHistory/<64 hex>) encoding its own page", async () => {
    const older = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.qr' });
    const newer = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.qr' });
    const { shortcut } = sandbox.state.appOf(newer);
    const qrCodes = new Set<string>();
    for (const build of [older, newer]) {
      const record = await ok(sandbox, 'app/buildInfo', { buildKey: build.key }, 'GET');
      const published = toPublishedBuild(sandbox.url, {
        uploadKey: build.key,
        buildType: 'android',
        fileName: 'app.apk',
        fileSize: 1,
        uploadSeconds: 0,
        published: { build: decodeRecord(BUILD_FIELDS, record), publishSeconds: 0 },
      });
      expect(published.buildQrCodeUrl).toMatch(
        new RegExp(`^${sandbox.url}/app/qrcodeHistory/[0-9a-f]{64}$`),
      );
      expect(published.buildQrCodeUrl).toBe(published.qrCodeUrl);
      expect(await qrCodeText(published.buildQrCodeUrl)).toBe(`${sandbox.url}/${build.key}`);
      expect(published.buildPageUrl).toBe(`${sandbox.url}/${build.key}`);
      qrCodes.add(published.buildQrCodeUrl);
    }
    expect(qrCodes.size).toBe(2);
    // The install page's QR code at the short link opens whichever build is the app's newest.
    expect(await qrCodeText(`${sandbox.url}/app/qrcode/${shortcut}`)).toBe(
      `${sandbox.url}/${shortcut}`,
    );
    expect((await fetch(`${sandbox.url}/app/qrcodeHistory/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/app/qrcode/${'0'.repeat(32)}`)).status).toBe(404);
  });
});
