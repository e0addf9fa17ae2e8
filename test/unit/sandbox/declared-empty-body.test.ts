// The vendor's GitHub Action (PGYER/pgyer-upload-app-action, PGYERAppUploader.js) polls buildInfo
// with a POST that declares `Content-Length: 0` and then writes its whole getCOSToken form after
// the headers. An HTTP/1.1 server in front of the service (nginx) answers the declared request,
// then reads the trailing bytes as a next request, answers it 400 and closes: the client has its
// buildInfo answer first. These requests are written byte for byte over a raw socket, as Node's
// http client sends them (headers and first write together), since node:http would not.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { apkFixture } from '../../fixtures/packages.js';
import { startTestSandbox, untilBuildInfoCode, uploadPackage } from './helpers.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** Writes `bytes` on a fresh connection; answers everything read until the server closes it. */
function exchange(bytes: string): Promise<string> {
  const { hostname, port } = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('the server kept the socket open')));
  });
}

/** The vendor action's buildInfo poll: its query, an empty declared body, its form after it. */
function vendorPoll(buildKey: string, form: string): string {
  return (
    `POST /apiv2/app/buildInfo?_api_key=${sandbox.apiKey}&buildKey=${buildKey} HTTP/1.1\r\n` +
    'Content-Type: application/x-www-form-urlencoded\r\n' +
    'Content-Length: 0\r\n' +
    'Host: www.pgyer.com\r\n' +
    'Connection: keep-alive\r\n' +
    '\r\n' +
    form
  );
}

describe('a request whose bytes run past its declared empty body', () => {
  it('answers the declared buildInfo poll first, then 400 for the trailing bytes, and closes', async () => {
    const form = new URLSearchParams({
      log: 'false',
      filePath: 'app.apk',
      buildInstallType: '2',
      buildPassword: 'x1y2z3',
      buildType: 'android',
      _api_key: sandbox.apiKey,
    }).toString();
    const fixture = apkFixture;
    const token = await uploadPackage(sandbox, 'android', fixture);
    await untilBuildInfoCode(sandbox, token.key, 0);

    const answer = await exchange(vendorPoll(token.key, form));

    const [first = '', ...rest] = answer.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    const body = JSON.parse(first.slice(first.indexOf('\r\n\r\n') + 4)) as {
      code: number;
      data: { buildKey: string };
    };
    expect(body).toMatchObject({ code: 0, data: { buildKey: token.key } });
    expect(rest).toEqual([expect.stringMatching(/^HTTP\/1\.1 400 Bad Request\r\n/)]);
  });

  it('answers a poll while the build is still being read, so the client polls again', async () => {
    const fixture = apkFixture;
    const token = await uploadPackage(sandbox, 'android', fixture);

    const answer = await exchange(vendorPoll(token.key, `_api_key=${sandbox.apiKey}`));

    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/"code":124[67]/);
  });
});
