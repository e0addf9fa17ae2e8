// Replays, byte for byte where it matters, what the service vendor's own clients send (its shell,
// Python, Java and Node.js examples and its GitHub Action, service.md#quirks), over node:http with
// the requests written by hand: not through our client, which reads the service as the sandbox
// does.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { apkFixture, hapFixture } from '../../fixtures/packages.js';
import {
  callMultipart,
  ok,
  postToStorage,
  readingTimeoutMs,
  startTestSandbox,
  type UploadToken,
} from './helpers.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

interface RawAnswer {
  status: number;
  contentType: string | undefined;
  body: { code: number; message: string; data: unknown };
}

/** Sends exactly `body` with exactly `headers` (Content-Length included) and parses the JSON. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${sandbox.url}${path}`, {
      method,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RawAnswer['body'],
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A multipart/form-data body as curl -F writes it: one part per field, in order. */
function curlForm(fields: [string, string][]): { headers: Record<string, string>; body: string } {
  const boundary = '------------------------d74496d66958873e';
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}

const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The Node.js client's and the Action's poll: POST with the key and buildKey in the query and an
 * empty body, 1246 and 1247 meaning "go on". The clients give up after 60 polls a second apart
 * (publish-profile.test.ts holds the realistic pace to that); here the bound is the real time that
 * reading the package may take, since a count of quick polls runs out on a loaded machine.
 */
async function pollLikeTheVendor(buildKey: string): Promise<RawAnswer['body'][]> {
  const query = new URLSearchParams({ _api_key: sandbox.apiKey, buildKey });
  const answers: RawAnswer['body'][] = [];
  const deadline = Date.now() + readingTimeoutMs;
  for (;;) {
    const answer = await send('POST', `/apiv2/app/buildInfo?${query.toString()}`);
    expect(answer.status).toBe(200);
    answers.push(answer.body);
    if (![1246, 1247].includes(answer.body.code) || Date.now() > deadline) return answers;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('connectivity probes', () => {
  it.each(['/apiv2', '/apiv2/', '/apiv1', '/apiv2/app/getCOSToken', '/apiv1/app/listAll'])(
    'GET %s without a key answers HTTP 200 with a JSON envelope, code 1001',
    async (path) => {
      const answer = await send('GET', path);
      expect(answer).toMatchObject({ status: 200, body: { code: 1001, data: [] } });
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.body.message).not.toBe('');
    },
  );

  it('answers the bare prefix with a wrong key as any operation does: 1002', async () => {
    expect((await send('GET', '/apiv2?_api_key=wrong')).body.code).toBe(1002);
  });
});

describe('the upload as the vendor clients send it', () => {
  it('takes getCOSToken as multipart (shell, Java), buildType and the settings as fields', async () => {
    const form = curlForm([
      ['_api_key', sandbox.apiKey],
      ['buildType', 'android'],
      ['buildInstallType', '1'],
      ['buildPassword', ''],
      ['buildUpdateDescription', 'from curl -F'],
    ]);
    const answer = await send('POST', '/apiv2/app/getCOSToken', form.headers, form.body);
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
    const token = answer.body.data as UploadToken;
    expect(token.endpoint).toBe(`${sandbox.url}/storage`);
    expect(token.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes getCOSToken urlencoded with empty optional fields (Python), then polls by POST with an empty body (Node.js, Action) until published', async () => {
    const fields = new URLSearchParams({
      _api_key: sandbox.apiKey,
      buildType: 'android',
      oversea: '',
      buildInstallType: '2',
      buildPassword: '',
      buildDescription: '',
      buildUpdateDescription: '',
      buildInstallDate: '',
      buildInstallStartDate: '',
      buildInstallEndDate: '',
      buildChannelShortcut: '',
    });
    const answer = await send('POST', '/apiv2/app/getCOSToken', urlencoded, fields.toString());
    expect(answer.body).toMatchObject({ code: 0 });
    const token = answer.body.data as UploadToken;
    expect((await postToStorage(token, apkFixture)).status).toBe(204);

    const answers = await pollLikeTheVendor(token.key);
    expect(answers.slice(0, -1).every(({ code }) => code === 1246 || code === 1247)).toBe(true);
    expect(answers.at(-1)).toMatchObject({
      code: 0,
      data: { buildIdentifier: apkFixture.identifier },
    });
    // Password install with an empty password: a public install (service.md#upload-token).
    const { appKey } = sandbox.state.builds.get(token.key) ?? { appKey: '' };
    expect(await ok(sandbox, 'app/view', { appKey })).toMatchObject({
      buildInstallType: '1',
      buildPassword: '',
    });
  });

  it('takes buildType=harmony for a .hap and publishes it as HarmonyOS', async () => {
    const fields = new URLSearchParams({ _api_key: sandbox.apiKey, buildType: 'harmony' });
    const answer = await send('POST', '/apiv2/app/getCOSToken', urlencoded, fields.toString());
    expect(answer.body).toMatchObject({ code: 0 });
    const token = answer.body.data as UploadToken;
    expect((await postToStorage(token, hapFixture)).status).toBe(204);
    const certificate = { buildKey: token.key, password: 'p12' };
    expect(
      await callMultipart(sandbox, 'app/uploadHarmonyCert', certificate, { file: hapFixture }),
    ).toMatchObject({ code: 0 });
    expect((await pollLikeTheVendor(token.key)).at(-1)).toMatchObject({
      code: 0,
      data: { buildType: '3', buildIdentifier: hapFixture.identifier },
    });
  });
});
