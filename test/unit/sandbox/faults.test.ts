import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { apkFixture, ipaFixture } from '../../fixtures/packages.js';
import {
  call,
  codeOf,
  ok,
  pollBuildInfo,
  onClock,
  postToStorage,
  startTestSandbox,
  steppedClock,
  type UploadToken,
  untilBuildInfoCode,
} from './helpers.js';

let sandbox: Sandbox;
const stepped = steppedClock();

beforeAll(async () => {
  sandbox = await startTestSandbox(onClock(stepped));
});
afterEach(() => {
  sandbox.faults.clear();
});
afterAll(() => sandbox.close());

describe('faults', () => {
  it('html: answers an HTML page with the status, then JSON again', async () => {
    sandbox.faults.inject({ kind: 'html', status: 502 });
    const response = await fetch(`${sandbox.url}/apiv2/app/listMy`, { method: 'POST', body: '' });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('502 Bad Gateway');
    expect(await codeOf(sandbox, 'app/listMy')).toBe(0);
  });

  it('html: applies to the named operation only, as many times as asked', async () => {
    sandbox.faults.inject({ kind: 'html', status: 503, operation: 'app/buildInfo', times: 2 });
    expect(await codeOf(sandbox, 'app/listMy')).toBe(0);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${sandbox.url}/apiv2/app/buildInfo?_api_key=${sandbox.apiKey}`);
      expect(response.status).toBe(503);
    }
    expect(await codeOf(sandbox, 'app/buildInfo', {}, 'GET')).toBe(1023);
  });

  it('rate-limit: answers 1098 with HTTP 200, for ever with times Infinity', async () => {
    sandbox.faults.inject({ kind: 'rate-limit', times: Infinity });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { status, body } = await call(sandbox, 'app/listMy');
      expect(status).toBe(200);
      expect(body.code).toBe(1098);
    }
    sandbox.faults.clear();
    expect(await codeOf(sandbox, 'app/listMy')).toBe(0);
  });

  it('storage-reset: resets the connection mid-upload; the retry with the same token succeeds', async () => {
    sandbox.faults.inject({ kind: 'storage-reset' });
    const token = await ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType: 'apk' });
    await expect(postToStorage(token, apkFixture)).rejects.toThrow();
    expect(await codeOf(sandbox, 'app/buildInfo', { buildKey: token.key }, 'GET')).toBe(1093);
    expect((await postToStorage(token, apkFixture)).status).toBe(204);
    expect((await pollBuildInfo(sandbox, token.key, stepped)).code).toBe(0);
  });

  it('storage-reset: a raw client sees the socket close before any answer', async () => {
    sandbox.faults.inject({ kind: 'storage-reset' });
    const outcome = await new Promise<string>((resolve) => {
      const req = request(`${sandbox.url}/storage`, { method: 'POST' }, () => {
        resolve('answered');
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code ?? 'error');
      });
      req.write(Buffer.alloc(256 * 1024));
    });
    expect(outcome).toMatch(/ECONNRESET|EPIPE/);
  });

  it('storage-reset with afterBytes: reads that much of the body, then resets', async () => {
    sandbox.faults.inject({ kind: 'storage-reset', afterBytes: 64 * 1024 });
    const req = request(`${sandbox.url}/storage`, {
      method: 'POST',
      headers: { 'content-length': String(1024 * 1024) },
    });
    const failed = new Promise<string>((resolve) => {
      req.on('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code ?? 'error');
      });
    });
    await new Promise((resolve) => req.write(Buffer.alloc(60 * 1024), resolve));
    const early = await Promise.race([failed, sleep(200).then(() => 'still open')]);
    expect(early).toBe('still open');
    req.write(Buffer.alloc(8 * 1024));
    expect(await failed).toMatch(/ECONNRESET|EPIPE/);
    expect(await codeOf(sandbox, 'app/listMy')).toBe(0);
  });

  it('storage-forbidden: answers 403 AccessDenied XML', async () => {
    sandbox.faults.inject({ kind: 'storage-forbidden' });
    const token = await ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType: 'apk' });
    const response = await postToStorage(token, apkFixture);
    expect(response.status).toBe(403);
    const xml = await response.text();
    expect(xml).toContain('<Code>AccessDenied</Code>');
    expect(xml).toContain('<Message>Request has expired</Message>');
  });

  it('never-publish: the build answers 1247 for ever; the next upload publishes', async () => {
    sandbox.faults.inject({ kind: 'never-publish' });
    const stuck = await ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType: 'ios' });
    expect((await postToStorage(stuck, ipaFixture)).status).toBe(204);
    stepped.clock.advance(stepped.stepMs);
    await untilBuildInfoCode(sandbox, stuck.key, 1247);
    stepped.clock.advance(100 * stepped.stepMs);
    expect(await codeOf(sandbox, 'app/buildInfo', { buildKey: stuck.key })).toBe(1247);
    const next = await ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType: 'apk' });
    expect((await postToStorage(next, apkFixture)).status).toBe(204);
    expect((await pollBuildInfo(sandbox, next.key, stepped)).code).toBe(0);
  });

  it('lost-answer: the deletion happens, the connection resets; the retry finds no build', async () => {
    const [older, newer] = [0, 1].map(() =>
      sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.lost' }),
    );
    sandbox.faults.inject({ kind: 'lost-answer', operation: 'app/buildDelete' });
    const params = { buildKey: older?.key ?? '' };
    await expect(call(sandbox, 'app/listMy')).resolves.toMatchObject({ status: 200 });
    await expect(call(sandbox, 'app/buildDelete', params)).rejects.toThrow();
    expect(sandbox.state.builds.has(params.buildKey)).toBe(false);
    expect(await codeOf(sandbox, 'app/buildDelete', params)).toBe(1093);
    expect(sandbox.state.builds.has(newer?.key ?? '')).toBe(true);
  });

  it('lost-answer with a status: an HTML page after the change; a retried screenshot is kept twice', async () => {
    const build = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.shot' });
    sandbox.faults.inject({ kind: 'lost-answer', status: 502, operation: 'app/updateApp' });
    const form = () => {
      const body = new FormData();
      for (const [name, value] of Object.entries({
        _api_key: sandbox.apiKey,
        userKey: sandbox.userKey,
        buildKey: build.key,
      }))
        body.append(name, value);
      body.append('screenshot', new Blob(['not really a png']), 'shot.png');
      return body;
    };
    const url = `${sandbox.url}/apiv2/app/updateApp`;
    const lost = await fetch(url, { method: 'POST', body: form() });
    expect(lost.status).toBe(502);
    expect(await lost.text()).toContain('502 Bad Gateway');
    expect(build.screenshots).toHaveLength(1);
    const retried = await fetch(url, { method: 'POST', body: form() });
    expect(((await retried.json()) as { code: number }).code).toBe(0);
    expect(build.screenshots).toHaveLength(2);
  });

  it('lost-answer: a refusal is lost too, and so are API 1.0 answers', async () => {
    sandbox.faults.inject({ kind: 'lost-answer', status: 504, times: 2 });
    const query = `_api_key=${sandbox.apiKey}&appKey=x`;
    for (const path of ['apiv2/app/view', 'apiv1/app/view']) {
      expect((await fetch(`${sandbox.url}/${path}?${query}`)).status).toBe(504);
    }
    expect(await codeOf(sandbox, 'app/view', { appKey: 'x' })).toBe(1009);
  });

  it('rejects an invalid fault', () => {
    expect(() => {
      sandbox.faults.inject({ kind: 'html', status: 200 });
    }).toThrow(RangeError);
    expect(() => {
      sandbox.faults.inject({ kind: 'lost-answer', status: 302 });
    }).toThrow(RangeError);
    expect(() => {
      sandbox.faults.inject({ kind: 'rate-limit', times: 0 });
    }).toThrow(RangeError);
    expect(() => {
      sandbox.faults.inject({ kind: 'storage-reset', afterBytes: -1 });
    }).toThrow(RangeError);
  });

  it('applies faults given at start', async () => {
    const faulty = await startTestSandbox({
      faults: [{ kind: 'rate-limit', operation: 'app/check' }],
    });
    try {
      expect(await codeOf(faulty, 'app/listMy')).toBe(0);
      expect(await codeOf(faulty, 'app/check', { appKey: 'x' })).toBe(1098);
      expect(await codeOf(faulty, 'app/check', { appKey: 'x' })).toBe(1009);
    } finally {
      await faulty.close();
    }
  });
});

describe('storage on a broken disk', () => {
  it('answers 500 InternalError at once when the upload cannot be stored', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-disk-'));
    const broken = await startTestSandbox({ dataDir });
    try {
      await rm(join(dataDir, 'builds'), { recursive: true });
      const token = await ok<UploadToken>(broken, 'app/getCOSToken', { buildType: 'apk' });
      const response = await postToStorage(token, apkFixture);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('<Code>InternalError</Code>');
    } finally {
      await broken.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
