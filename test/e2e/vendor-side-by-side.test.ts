/**
 * The vendor's own action and this one, side by side on the sandbox with the same step: the
 * vendor's input names only, no api-url, the service's host mapped to the sandbox (as a hosts file
 * would, test/helpers/connect-to.mjs). Both publish, and this one's `info` is the record the
 * vendor's action printed, field for field and string for string.
 *
 * The vendor's code is read, never copied into this repository: the test runs a local checkout of
 * PGYER/pgyer-upload-app-action named by PGYER_VENDOR_ACTION_DIR and is skipped without one. The
 * requests it makes, its buildInfo poll with bytes past a declared empty body included, are
 * replayed byte for byte in test/unit/sandbox/declared-empty-body.test.ts, which always runs.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { failureOf, runAction, type ActionRun } from './harness.js';
import { looseVendorStep, VENDOR_APK } from './vendor-steps.js';

const VENDOR_DIR = process.env.PGYER_VENDOR_ACTION_DIR ?? '';
const HAVE_VENDOR = VENDOR_DIR !== '' && existsSync(resolve(VENDOR_DIR, 'action.yml'));
const CONNECT_TO = pathToFileURL(resolve('test/helpers/connect-to.mjs')).href;
const APK = VENDOR_APK;

let sandbox: Sandbox;

beforeAll(async () => {
  if (HAVE_VENDOR)
    sandbox = await startSandbox({ tls: true, parseDelayMs: 100, publishDelayMs: 300 });
});
afterAll(() => (HAVE_VENDOR ? sandbox.close() : undefined));

/** The environment that sends the service's host to the sandbox and trusts its certificate. */
function mappedEnv(): Record<string, string> {
  return {
    NODE_OPTIONS: `--import ${CONNECT_TO}`,
    NODE_EXTRA_CA_CERTS: sandbox.caCertificatePath ?? '',
    PGYER_CONNECT_TO: `127.0.0.1:${new URL(sandbox.url).port}`,
  };
}

/** The record the vendor's action logs after `upload success. app info:` (the whole envelope). */
function vendorInfo(run: ActionRun): Record<string, unknown> {
  const line = /upload success\. app info:\n(.*)$/m.exec(run.stdout)?.[1] ?? '';
  expect(line, run.stdout + run.stderr).not.toBe('');
  const envelope = JSON.parse(line) as { code: number; data: Record<string, unknown> };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

describe("the vendor's action and this one on the sandbox", () => {
  it.skipIf(!HAVE_VENDOR)(
    'both publish the same step; info is the record the vendor printed (skipped unless PGYER_VENDOR_ACTION_DIR names a checkout of PGYER/pgyer-upload-app-action)',
    async () => {
      const env = mappedEnv();
      const step = {
        _api_key: sandbox.apiKey,
        appFilePath: APK,
        buildInstallType: '2',
        buildPassword: 'x1y2z3',
        buildUpdateDescription: 'Fixed the login screen',
      };

      const vendor = await runAction(VENDOR_DIR, step, { env });
      const theirs = vendorInfo(vendor);
      const ours = await runAction('.', step, { env });
      expect(failureOf(ours)).toBe('');
      expect(ours.exitCode).toBe(0);
      const info = JSON.parse(ours.outputs.info ?? '') as Record<string, unknown>;

      expect(Object.keys(info).sort()).toEqual(Object.keys(theirs).sort());
      for (const [field, value] of Object.entries(theirs)) {
        expect(typeof info[field], field).toBe(typeof value);
      }
      // The two builds differ only where two uploads of one package differ: keys, times, icon
      // files, and which one came first.
      const { buildKey, buildCreated, buildUpdated, buildQRCodeURL, buildIcon, ...same } = theirs;
      expect(same).toMatchObject({ buildIsFirst: '1', buildBuildVersion: '1' });
      expect(info).toMatchObject({ ...same, buildIsFirst: '2', buildBuildVersion: '2' });
      expect(buildKey).not.toBe(info.buildKey);
      expect([buildCreated, buildUpdated, buildQRCodeURL, buildIcon]).not.toContain('');
      for (const key of [buildKey, info.buildKey]) {
        expect(sandbox.state.builds.get(String(key))?.platform).toBe('android');
      }
      expect(sandbox.state.findApp(String(info.buildShortcutUrl))?.settings).toMatchObject({
        installType: 2,
        password: 'x1y2z3',
      });
    },
  );

  it.skipIf(!HAVE_VENDOR)(
    'a password alone and long-term with leftover dates set the same app settings through both (skipped unless PGYER_VENDOR_ACTION_DIR is set)',
    async () => {
      const step = looseVendorStep(sandbox.apiKey);
      const settingsAfter = async (actionDir: string) => {
        const run = await runAction(actionDir, step, { env: mappedEnv() });
        expect(run.stdout).not.toMatch(/^::error::/m);
        return structuredClone(sandbox.state.lastUploadedApp()?.settings);
      };
      const theirs = await settingsAfter(VENDOR_DIR);
      const ours = await settingsAfter('.');
      expect(theirs).toMatchObject({ installType: 1, period: { restricted: 2 } });
      expect(ours).toEqual(theirs);
    },
  );
});
