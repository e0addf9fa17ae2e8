/**
 * `npm run local-action` end to end: upload-and-wait's TypeScript source run by GitHub's
 * @github/local-action against the sandbox, with the receipt artifact, whose client the tool stubs
 * (CONTRIBUTING.md, "Run an action locally").
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { receiptIn } from '../helpers/receipt-zip.js';

let sandbox: Sandbox;
let folder: string;

beforeAll(async () => {
  sandbox = await startSandbox({ parseDelayMs: 10, publishDelayMs: 10 });
  folder = await mkdtemp(join(tmpdir(), 'pgyer-local-action-'));
});
afterAll(async () => {
  await sandbox.close();
  await rm(folder, { recursive: true, force: true });
});

/** Runs `node scripts/local-action.mjs <args>`; GitHub's own variables are left out. */
async function localAction(args: string[]): Promise<{ exitCode: number | null; stdout: string }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('GITHUB_') && !name.startsWith('INPUT_'),
    ),
  );
  const child = spawn(process.execPath, ['scripts/local-action.mjs', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const [exitCode] = (await once(child, 'close')) as [number | null];
  return { exitCode, stdout };
}

it('runs upload-and-wait from source under @github/local-action, receipt included', async () => {
  const envFile = join(folder, '.env');
  const artifacts = join(folder, 'artifacts');
  await writeFile(
    envFile,
    [
      `INPUT_API-KEY=${sandbox.apiKey}`,
      `INPUT_API-URL=${sandbox.url}`,
      `INPUT_FILE=${resolve('test/fixtures/demo.ipa')}`,
      'INPUT_RECEIPT-ARTIFACT=pgyer-receipt',
      `GITHUB_STEP_SUMMARY=${join(folder, 'summary.md')}`,
      `LOCAL_ACTION_WORKSPACE=${folder}`,
      `LOCAL_ACTION_ARTIFACT_PATH=${artifacts}`,
      '',
    ].join('\n'),
  );

  const run = await localAction(['upload-and-wait', envFile]);

  expect(run.exitCode, run.stdout).toBe(0);
  expect(run.stdout).not.toContain('::error::');
  expect(run.stdout).not.toContain('::warning::');
  const buildKey = /^::set-output name=build-key::(\w+)$/m.exec(run.stdout)?.[1];
  expect(buildKey, run.stdout).toBeDefined();
  expect(sandbox.state.builds.has(buildKey ?? '')).toBe(true);
  expect(run.stdout).toContain('Uploaded the receipt as artifact pgyer-receipt');
  const receipt = await receiptIn(await readFile(join(artifacts, 'pgyer-receipt.zip')));
  expect(receipt.builds.map((build) => build.buildKey)).toEqual([buildKey]);
}, 120_000);

it('names the actions it knows when asked for another', async () => {
  const run = await localAction(['upload']);
  expect(run.exitCode).toBe(2);
  expect(run.stdout).toContain(
    'Usage: npm run local-action -- <upload-and-wait|set-newest|update-settings|cleanup-old-builds|notify|latest|report|expiry> [env-file]',
  );
});
