// `--tls`: an unchanged curl script reaches the sandbox under the service's host name.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { apkFixture } from '../../fixtures/packages.js';
import { missingTool } from '../../helpers/system-tools.js';
import { startTestSandbox, type Envelope, type UploadToken } from './helpers.js';

const noCurl = missingTool('curl', 'test/unit/sandbox/tls.test.ts');
let sandbox: Sandbox;
let caFile: string;
let port: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ tls: true });
  caFile = sandbox.caCertificatePath ?? '';
  port = new URL(sandbox.url).port;
});
afterAll(() => sandbox.close());

/** Runs curl as a script would, with only the CA and the host mapping added. */
async function curl(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('curl', [
    '-sS',
    '--cacert',
    caFile,
    '--connect-to',
    `api.pgyer.com:443:127.0.0.1:${port}`,
    ...args,
  ]);
  return stdout;
}

/** Calls an operation by the method the spec names: GET (`-G`, a query) or POST (a form). */
async function pgyer<T>(
  operation: string,
  fields: Record<string, string>,
  method: 'GET' | 'POST' = 'POST',
): Promise<Envelope<T>> {
  const form = Object.entries({ _api_key: sandbox.apiKey, ...fields }).flatMap(([name, value]) => [
    '--data-urlencode',
    `${name}=${value}`,
  ]);
  const url = `https://api.pgyer.com/apiv2/${operation}`;
  return JSON.parse(await curl([...(method === 'GET' ? ['-G'] : []), ...form, url])) as Envelope<T>;
}

describe('pgyer sandbox --tls', () => {
  it('serves https under the sandbox url, with a CA file', () => {
    expect(sandbox.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(caFile).toMatch(/sandbox-ca\.pem$/);
  });

  it('takes a whole upload from curl pointed at api.pgyer.com, storage and install page on https', async ({
    skip,
  }) => {
    skip(noCurl);
    const token = await pgyer<UploadToken>('app/getCOSToken', { buildType: 'android' });
    expect(token.code).toBe(0);
    expect(token.data.endpoint).toBe(`${sandbox.url}/storage`);
    const status = await curl([
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '--form-string',
      `key=${token.data.params.key}`,
      '--form-string',
      `signature=${token.data.params.signature}`,
      '--form-string',
      `x-cos-security-token=${token.data.params['x-cos-security-token']}`,
      '-F',
      `file=@${apkFixture.path}`,
      token.data.endpoint,
    ]);
    expect(status).toBe('204');
    let info: Envelope<Record<string, string>>;
    do {
      info = await pgyer('app/buildInfo', { buildKey: token.data.key }, 'GET');
    } while ([1246, 1247].includes(info.code));
    expect(info).toMatchObject({ code: 0 });
    expect(info.data.buildQRCodeURL).toMatch(
      new RegExp(`^${sandbox.url}/app/qrcodeHistory/[0-9a-f]{64}$`),
    );
    const page = await curl([`${sandbox.url}/${info.data.buildShortcutUrl ?? ''}`]);
    expect(page).toContain('<html');
  });

  it('reaches a curl command with no options at all through a .curlrc, as docs/sandbox.md shows', async ({
    skip,
  }) => {
    skip(noCurl);
    const home = await mkdtemp(join(tmpdir(), 'curl-home-'));
    try {
      await writeFile(
        join(home, '.curlrc'),
        `cacert = ${caFile}\nconnect-to = api.pgyer.com:443:127.0.0.1:${port}\n`,
      );
      const { stdout } = await promisify(execFile)(
        'curl',
        ['-sS', '-d', `_api_key=${sandbox.apiKey}`, 'https://api.pgyer.com/apiv2/app/listMy'],
        { env: { ...process.env, CURL_HOME: home } },
      );
      expect(JSON.parse(stdout)).toMatchObject({ code: 0 });
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });

  it('is refused by curl without the CA: the certificate is really checked', async ({ skip }) => {
    skip(noCurl);
    const run = promisify(execFile)('curl', ['-sS', `${sandbox.url}/apiv2/app/listMy`]);
    await expect(run).rejects.toMatchObject({ code: 60 });
  });
});
