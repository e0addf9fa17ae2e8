// Talks to an in-process sandbox over real HTTP with fetch, like a client would.
import { openAsBlob } from 'node:fs';
import { expect, vi } from 'vitest';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../../src/sandbox/server.js';
import { ManualClock } from '../../helpers/clock.js';

/** The envelope every JSON answer carries. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** A string-valued record, as the service sends data. */
export type WireRecord = Record<string, unknown>;

/** getCOSToken's data. */
export interface UploadToken {
  key: string;
  endpoint: string;
  params: { key: string; signature: string; 'x-cos-security-token': string };
}

/** Starts a sandbox with short delays for tests. */
export function startTestSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({ parseDelayMs: 40, publishDelayMs: 60, ...options });
}

/**
 * Calls `/apiv2/<operation>`: POST urlencoded by default, GET with a query string when asked.
 * `_api_key` is the sandbox's unless `params` sets it (null leaves it out).
 */
export async function call<T = WireRecord>(
  sandbox: Sandbox,
  operation: string,
  params: Record<string, string | null> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<{ status: number; body: Envelope<T> }> {
  const given: Record<string, string | null> = { _api_key: sandbox.apiKey, ...params };
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(given)) {
    if (value !== null) fields.set(name, value);
  }
  const url = `${sandbox.url}/apiv2/${operation}`;
  const response =
    method === 'GET'
      ? await fetch(`${url}?${fields.toString()}`, { redirect: 'manual' })
      : await fetch(url, { method, body: fields });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Calls an operation that must succeed and returns its data. */
export async function ok<T = WireRecord>(
  sandbox: Sandbox,
  operation: string,
  params: Record<string, string | null> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const { body } = await call<T>(sandbox, operation, params, method);
  expect(body, `${operation}: ${body.message}`).toMatchObject({ code: 0 });
  return body.data;
}

/** The envelope code of a call. */
export async function codeOf(
  sandbox: Sandbox,
  operation: string,
  params: Record<string, string | null> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<number> {
  return (await call(sandbox, operation, params, method)).body.code;
}

/**
 * Posts `file` to the storage endpoint as COS expects: the token's fields, the file name, then
 * the file last. `extra` fields are appended after the file part.
 */
export async function postToStorage(
  token: UploadToken,
  file: { path: string; fileName: string },
  overrides: Partial<UploadToken['params']> = {},
  extra: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...token.params, ...overrides }))
    form.append(name, value);
  form.append('x-cos-meta-file-name', file.fileName);
  form.append('file', await openAsBlob(file.path), file.fileName);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return fetch(token.endpoint, { method: 'POST', body: form });
}

/** Gets a token for `buildType` and uploads `file` to storage; expects 204. */
export async function uploadPackage(
  sandbox: Sandbox,
  buildType: string,
  file: { path: string; fileName: string },
  settings: Record<string, string> = {},
): Promise<UploadToken> {
  const token = await ok<UploadToken>(sandbox, 'app/getCOSToken', { buildType, ...settings });
  const response = await postToStorage(token, file);
  expect(response.status).toBe(204);
  return token;
}

/**
 * How long a test waits, in real time, for the sandbox to read a package: reading takes seconds on
 * a loaded machine, and a test must not fail because of it.
 */
export const readingTimeoutMs = 20_000;

/** A sandbox clock the test moves on by hand (see test/helpers/clock.ts). */
export interface SteppedClock {
  clock: ManualClock;
  /** How far each step moves it, in ms: the sandbox's parse and publish delays, each. */
  stepMs: number;
}

/** A clock at the system's time that moves a second a step. */
export function steppedClock(): SteppedClock {
  return { clock: new ManualClock(), stepMs: 1000 };
}

/** The options of a sandbox whose publish phases change only as `stepped` moves, a step each. */
export function onClock({ clock, stepMs }: SteppedClock): SandboxOptions {
  return { parseDelayMs: stepMs, publishDelayMs: stepMs, clock };
}

/** Waits, in real time, until buildInfo of `buildKey` answers `code` (the package read takes it). */
export async function untilBuildInfoCode(
  sandbox: Sandbox,
  buildKey: string,
  code: number,
): Promise<void> {
  await vi.waitFor(
    async () => {
      expect(await codeOf(sandbox, 'app/buildInfo', { buildKey }, 'GET')).toBe(code);
    },
    { timeout: readingTimeoutMs, interval: 10 },
  );
}

/**
 * Polls buildInfo until it answers something other than 1246/1247, or `timeoutMs` of real time
 * pass; returns the last envelope. With `stepped`, moves that clock on before each repeat, so the
 * sandbox's delays pass while its package read takes the real time it takes.
 */
export async function pollBuildInfo(
  sandbox: Sandbox,
  buildKey: string,
  stepped?: SteppedClock,
  timeoutMs = readingTimeoutMs,
): Promise<Envelope> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await call(sandbox, 'app/buildInfo', { buildKey }, 'GET');
    if (![1246, 1247].includes(body.code) || Date.now() > deadline) return body;
    stepped?.clock.advance(stepped.stepMs);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** GETs app/install without following the redirect. */
export function requestInstall(
  sandbox: Sandbox,
  params: Record<string, string>,
): Promise<Response> {
  const query = new URLSearchParams({ _api_key: sandbox.apiKey, ...params });
  return fetch(`${sandbox.url}/apiv2/app/install?${query.toString()}`, { redirect: 'manual' });
}

/** Posts a multipart form to `/apiv2/<operation>` with the sandbox's api key first. */
export async function callMultipart(
  sandbox: Sandbox,
  operation: string,
  fields: Record<string, string>,
  files: Record<string, { path: string; fileName: string }>,
): Promise<Envelope> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ _api_key: sandbox.apiKey, ...fields }))
    form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, await openAsBlob(file.path), file.fileName);
  const response = await fetch(`${sandbox.url}/apiv2/${operation}`, { method: 'POST', body: form });
  return (await response.json()) as Envelope;
}
