/**
 * The distinctUploadKeys option: getCOSToken's key (service.md#upload-token) and the published
 * build's buildKey (service.md#build-record) differ, as the spec allows, so that a client naming
 * the build by the upload key is caught.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { apkFixture } from '../../fixtures/packages.js';
import { codeOf, ok, pollBuildInfo, startTestSandbox, uploadPackage } from './helpers.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ distinctUploadKeys: true });
});
afterAll(() => sandbox.close());

describe('distinct upload and build keys', () => {
  it('issues an object key with the extension and publishes the build under another buildKey', async () => {
    const token = await uploadPackage(sandbox, 'android', apkFixture);
    expect(token.key).toMatch(/^[0-9a-f]{32}\.apk$/);
    expect(token.params.key).toBe(token.key);

    const { code, data } = await pollBuildInfo(sandbox, token.key);
    expect(code).toBe(0);
    const { buildKey } = data as { buildKey: string };
    expect(buildKey).toMatch(/^[0-9a-f]{32}$/);
    expect(token.key.startsWith(buildKey)).toBe(false);
    expect(sandbox.state.builds.has(buildKey)).toBe(true);
    expect(sandbox.state.builds.has(token.key)).toBe(false);

    // The build's key names it in later operations; the upload key does not.
    expect(await codeOf(sandbox, 'app/setNewestVersion', { buildKey })).toBe(0);
    expect(await codeOf(sandbox, 'app/setNewestVersion', { buildKey: token.key })).not.toBe(0);
    // buildInfo keeps answering the upload key with the same record.
    const again = await ok<{ buildKey: string }>(
      sandbox,
      'app/buildInfo',
      { buildKey: token.key },
      'GET',
    );
    expect(again.buildKey).toBe(buildKey);
  });

  it('keeps the two keys equal by default', async () => {
    const plain = await startTestSandbox();
    try {
      const token = await uploadPackage(plain, 'android', apkFixture);
      const { data } = await pollBuildInfo(plain, token.key);
      expect((data as { buildKey: string }).buildKey).toBe(token.key);
    } finally {
      await plain.close();
    }
  });
});
