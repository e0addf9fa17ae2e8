/**
 * Behind a proxy (HTTP_PROXY), end to end: the committed bundles load undici only then, from a
 * chunk of their own, so a proxy path that works from the sources can still break in dist/ (it
 * did: undici's named exports were missing from the bundled chunk). Every request, the JSON API's
 * and the storage upload, must go through the proxy, on both runtimes.
 */
import { stat } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { tunnellingProxy, type TunnellingProxy } from '../helpers/proxy.js';
import { seedApp } from '../helpers/seed.js';
import { failureOf, NODE_24, runAction, runCli, SYSTEM_NODE } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

let sandbox: Sandbox;
let proxy: TunnellingProxy;

beforeAll(async () => {
  sandbox = await startSandbox({ parseDelayMs: 10, publishDelayMs: 10 });
  proxy = await tunnellingProxy();
});
afterAll(async () => {
  await proxy.close();
  await sandbox.close();
});
afterEach(() => {
  proxy.targets.length = 0;
});

/** The environment that sends every request through the proxy (nothing exempt). */
function behindProxy(): Record<string, string> {
  return { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, NO_PROXY: '' };
}

describe('behind HTTP_PROXY', () => {
  it.each([
    ['Node 24', NODE_24],
    ['Node 20', SYSTEM_NODE],
  ])('upload-and-wait publishes through the proxy on %s', async (_name, node) => {
    const run = await runAction(
      '.',
      { 'api-key': sandbox.apiKey, 'api-url': sandbox.url, file: APK, retries: '0' },
      { node, env: behindProxy() },
    );
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs['build-key']).toMatch(/\w+/);
    const host = new URL(sandbox.url).host;
    expect(proxy.targets.length).toBeGreaterThan(0);
    expect(proxy.targets.every((target) => target === host)).toBe(true);
    // The storage upload went through the proxy too, not only the JSON requests.
    const operations = sandbox.requests.map((request) => request.operation);
    expect(operations).toEqual(
      expect.arrayContaining(['app/getCOSToken', 'storage', 'app/buildInfo']),
    );
    expect(proxy.bytesSent).toBeGreaterThan((await stat(APK)).size);
  });

  // Each sub-action is a bundle of its own, with its own copy of undici's chunk.
  it('set-newest, update-settings and cleanup-old-builds work through the proxy', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const common = { 'api-key': sandbox.apiKey, 'api-url': sandbox.url, retries: '0' };
    const runs = [
      await runAction(
        'set-newest',
        { ...common, 'build-key': buildKeys[0] ?? '', mode: 'set' },
        { env: behindProxy() },
      ),
      await runAction(
        'update-settings',
        { ...common, 'app-key': appKey, 'install-type': 'invite', language: 'en' },
        { env: behindProxy() },
      ),
      await runAction(
        'cleanup-old-builds',
        { ...common, 'app-key': appKey, 'keep-latest': '1', 'dry-run': 'true' },
        { env: behindProxy() },
      ),
    ];
    for (const run of runs) {
      expect(failureOf(run)).toBe('');
      expect(run.exitCode).toBe(0);
    }
    expect(proxy.targets.length).toBeGreaterThanOrEqual(runs.length);
    expect(proxy.targets.every((target) => target === new URL(sandbox.url).host)).toBe(true);
  });

  it('the CLI lists apps through the proxy', async () => {
    const run = await runCli(['apps', '--api-url', sandbox.url, '--retries', '0'], {
      PGYER_API_KEY: sandbox.apiKey,
      ...behindProxy(),
    });
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(proxy.targets).toContain(new URL(sandbox.url).host);
  });
});
