/**
 * `pgyer upload` with a pattern the shell did not expand (cmd, PowerShell, or a quoted argument):
 * the CLI reads FILE as upload-and-wait reads its `file` input (src/common/file-patterns.ts).
 */
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/main.js';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { startTestSandbox } from '../sandbox/helpers.js';
import { captureIo } from './helpers.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

let sandbox: Sandbox;
let dir: string;
beforeAll(async () => {
  sandbox = await startTestSandbox({ parseDelayMs: 5, publishDelayMs: 5 });
  dir = await mkdtemp(join(tmpdir(), 'cli-patterns-'));
  for (const name of ['b.apk', 'a.apk', 'app [1].apk']) await copyFile(APK, join(dir, name));
  await writeFile(join(dir, 'notes.txt'), 'not a package');
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.requests.length = 0;
});

/** `pgyer upload args… --no-wait --json` against the sandbox: exit code, output, files sent. */
async function upload(...args: string[]) {
  const io = captureIo();
  const connection = ['--api-key', sandbox.apiKey, '--api-url', sandbox.url, '--retries', '1'];
  const exitCode = await run(['upload', ...args, '--no-wait', '--json', ...connection], io);
  const builds = exitCode === 0 ? (JSON.parse(io.out()) as { fileName: string }[]) : [];
  return { exitCode, stderr: io.err(), fileNames: builds.map((build) => build.fileName) };
}

describe('pgyer upload FILE as a pattern', () => {
  it('uploads every file a pattern matches, in name order', async () => {
    const result = await upload(join(dir, '?.apk'));
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.fileNames).toEqual(['a.apk', 'b.apk']);
  });

  it('takes exclusions and paths beside patterns, each file once', async () => {
    const result = await upload(join(dir, '*.apk'), `!${join(dir, 'b.apk')}`, join(dir, 'a.apk'));
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.fileNames).toEqual(['a.apk', 'app [1].apk']);
  });

  it('takes a path the shell expanded as it is, brackets included', async () => {
    const result = await upload(join(dir, 'app [1].apk'));
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.fileNames).toEqual(['app [1].apk']);
  });

  it('names the pattern that matches nothing, before any request (exit 2)', async () => {
    const pattern = join(dir, '*.ipa');
    const result = await upload(pattern);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(`error: Argument FILE: no file matches "${pattern}"`);
    expect(sandbox.requests).toEqual([]);
  });

  it('refuses a path that names no file, also beside a pattern that matches', async () => {
    const result = await upload(join(dir, '*.apk'), join(dir, 'typo.apk'));
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/error: Argument FILE: .*typo\.apk does not exist/);
    expect(sandbox.requests).toEqual([]);
  });

  it('refuses a match that is not a package, before any request', async () => {
    const result = await upload(join(dir, '*'));
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/error: Argument FILE: .*notes\.txt is not an \.ipa, \.apk/);
    expect(sandbox.requests).toEqual([]);
  });
});
