/**
 * A `.hap` tried on the sandbox with nothing but what it prints: `pgyer sandbox` names a test
 * HarmonyOS certificate and its password in its banner, and `pgyer upload` publishes the demo
 * .hap with them (both bundles as processes).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startSandboxProcess } from './harness.js';

describe('a .hap on the sandbox', () => {
  it('publishes with the test certificate the banner names, removed when the sandbox stops', async () => {
    const sandbox = await startSandboxProcess(['--port', '0']);
    const [, certificate = '', password = ''] =
      /^ {2}harmony: +--harmony-certificate (\S+) --harmony-certificate-password (\S+) /m.exec(
        sandbox.banner,
      ) ?? [];
    try {
      expect(certificate).toMatch(/sandbox-harmony-test\.p12$/);
      expect(password).toBe('hap-test-p12');
      const apiKey = /^ {2}api-key: +(\w+)$/m.exec(sandbox.banner)?.[1] ?? '';
      const args = ['upload', 'test/fixtures/demo.hap', '--json'];
      const harmony = [
        '--harmony-certificate',
        certificate,
        '--harmony-certificate-password',
        password,
      ];
      const run = await promisify(execFile)(
        process.execPath,
        ['dist/cli/index.js', ...args, ...harmony, '--api-url', sandbox.url],
        {
          env: {
            PATH: process.env.PATH ?? '',
            PGYER_API_KEY: apiKey,
          },
        },
      );
      expect(JSON.parse(run.stdout)).toMatchObject([{ buildType: 'harmony', published: true }]);
    } finally {
      expect(await sandbox.stop()).toBe(0);
    }
    expect(existsSync(certificate)).toBe(false);
  });
});
