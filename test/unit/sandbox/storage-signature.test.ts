// The storage endpoint checks the whole COS signature that getCOSToken issued (upload-tickets.ts).
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadToStorage } from '../../../src/api/upload/storage.js';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { systemClock } from '../../../src/sandbox/clock.js';
import { apkFixture } from '../../fixtures/packages.js';
import { missingTool } from '../../helpers/system-tools.js';
import { ok, pollBuildInfo, postToStorage, startTestSandbox, type UploadToken } from './helpers.js';

const noCurl = missingTool('curl', 'test/unit/sandbox/storage-signature.test.ts');
let sandbox: Sandbox;
/** Added to the wall clock: the sandbox's injected clock, moved forward by the tests. */
let clockOffsetMs = 0;

beforeAll(async () => {
  sandbox = await startTestSandbox({
    clock: { ...systemClock, now: () => new Date(Date.now() + clockOffsetMs) },
  });
});
afterAll(() => sandbox.close());

const minutes = (count: number) => count * 60 * 1000;

function newToken(): Promise<UploadToken> {
  return ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType: 'apk' });
}

/** `signature` with the field `name` set to `value`. */
function withField(signature: string, name: string, value: string): string {
  return signature
    .split('&')
    .map((pair) => (pair.startsWith(`${name}=`) ? `${name}=${value}` : pair))
    .join('&');
}

async function expectRefusal(response: Response, code: string): Promise<string> {
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toBe('application/xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml /);
  expect(xml).toContain(`<Error>\n  <Code>${code}</Code>`);
  expect(xml).toMatch(/<RequestId>\w+<\/RequestId>/);
  return xml;
}

describe('a good upload', () => {
  it('is stored by our client, and the build is published', async () => {
    const token = await newToken();
    const { size } = await stat(apkFixture.path);
    await uploadToStorage({
      token,
      filePath: apkFixture.path,
      fileName: apkFixture.fileName,
      fileSize: size,
      stallTimeoutMs: 10_000,
    });
    expect((await pollBuildInfo(sandbox, token.key)).code).toBe(0);
  });

  it('is stored from a multipart POST built by curl, as the vendor shell script sends it', async ({
    skip,
  }) => {
    skip(noCurl);
    const token = await newToken();
    const { stdout } = await promisify(execFile)('curl', [
      '-sS',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '--form-string',
      `key=${token.params.key}`,
      '--form-string',
      `signature=${token.params.signature}`,
      '--form-string',
      `x-cos-security-token=${token.params['x-cos-security-token']}`,
      '--form-string',
      `x-cos-meta-file-name=${apkFixture.fileName}`,
      '-F',
      `file=@${apkFixture.path}`,
      token.endpoint,
    ]);
    expect(stdout).toBe('204');
    expect((await pollBuildInfo(sandbox, token.key)).code).toBe(0);
  });

  it('names COS signature fields in the order COS writes them', async () => {
    const { params } = await newToken();
    expect(params.signature).toMatch(
      /^q-sign-algorithm=sha1&q-ak=AKID\w+&q-sign-time=(\d+);(\d+)&q-key-time=\1;\2&q-header-list=&q-url-param-list=&q-signature=[0-9a-f]{40}$/,
    );
  });
});

describe('a tampered upload answers 403 XML', () => {
  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, (signature: string) => string, string]>([
    [
      'the signature',
      (s) =>
        withField(
          s,
          'q-signature',
          (/q-signature=(\w+)/.exec(s)?.[1] ?? '').replace(/^./, (c) => (c === '0' ? '1' : '0')),
        ),
      'SignatureDoesNotMatch',
    ],
    [
      'the key time',
      (s) => withField(s, 'q-key-time', `${now()};${now() + 86_400}`),
      'SignatureDoesNotMatch',
    ],
    [
      'the sign time',
      (s) => withField(s, 'q-sign-time', `${now() - 10};${now() + 600}`),
      'SignatureDoesNotMatch',
    ],
    ['the header list', (s) => withField(s, 'q-header-list', 'host'), 'SignatureDoesNotMatch'],
    [
      'the URL parameter list',
      (s) => withField(s, 'q-url-param-list', 'acl'),
      'SignatureDoesNotMatch',
    ],
    ['the algorithm', (s) => withField(s, 'q-sign-algorithm', 'sha256'), 'AccessDenied'],
    ['the access key', (s) => withField(s, 'q-ak', 'AKIDforged'), 'InvalidAccessKeyId'],
    [
      'a window that starts in an hour',
      (s) => withField(s, 'q-sign-time', `${now() + 3600};${now() + 7200}`),
      'RequestTimeTooSkewed',
    ],
    [
      'a window that ended',
      (s) => withField(s, 'q-key-time', `${now() - 600};${now() - 60}`),
      'AccessDenied',
    ],
    ['a signature without its key time', (s) => s.replace(/&q-key-time=[^&]*/, ''), 'AccessDenied'],
  ])('%s', async (_, tamper, code) => {
    const token = await newToken();
    const response = await postToStorage(token, apkFixture, {
      signature: tamper(token.params.signature),
    });
    await expectRefusal(response, code);
    expect(sandbox.state.builds.has(token.key)).toBe(false);
  });

  it('the security token', async () => {
    const token = await newToken();
    const other = await newToken();
    const response = await postToStorage(token, apkFixture, {
      'x-cos-security-token': other.params['x-cos-security-token'],
    });
    expect(await expectRefusal(response, 'AccessDenied')).toContain('security token');
  });

  it('the object key: credentials write only the key they were issued for', async () => {
    const token = await newToken();
    const other = await newToken();
    const response = await postToStorage(token, apkFixture, { key: other.key });
    await expectRefusal(response, 'AccessDenied');
    expect((await pollBuildInfo(sandbox, other.key)).code).toBe(1093);
  });

  it('a signature used 31 minutes after it was issued; 30 minutes is still on time', async () => {
    const late = await newToken();
    const onTime = await newToken();
    try {
      clockOffsetMs = minutes(30);
      expect((await postToStorage(onTime, apkFixture)).status).toBe(204);
      clockOffsetMs = minutes(31);
      const xml = await expectRefusal(await postToStorage(late, apkFixture), 'AccessDenied');
      expect(xml).toContain('<Message>Request has expired</Message>');
    } finally {
      clockOffsetMs = 0;
    }
  });
});
