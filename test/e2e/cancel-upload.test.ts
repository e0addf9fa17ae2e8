/**
 * A job cancelled (the runner's SIGINT, Ctrl-C) while uploading two files, one of them published
 * and the other kept in publishing by the sandbox's never-publish fault: the committed dist
 * bundles of upload-and-wait and `pgyer upload` still report the published build, then fail.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeArtifactService,
  type FakeArtifactService,
} from '../helpers/fake-artifact-service.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { receiptIn } from '../helpers/receipt-zip.js';
import { useSandbox } from '../helpers/sandbox.js';
import { buildLinksOf, expectNoSecrets, failureOf, outputOf, runAction } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
/** The log line of the published file: its name and buildKey. */
const PUBLISHED = /\[(\w+\.apk)\] Published build (\w+) after/;
/** What the never-published file became: its whole file was sent, so it may still be published. */
const MAY_STILL_PUBLISH =
  /(\w+\.apk): cancelled by SIGINT after the whole file was sent to storage under upload key (\w+), so the service may still publish it/;

const sandbox = useSandbox({ parseDelayMs: 100, publishDelayMs: 300 });
let folder: string;
let github: FakeGitHub;
let artifacts: FakeArtifactService;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'cancel-upload-'));
  for (const name of ['a.apk', 'b.apk']) await copyFile(APK, join(folder, name));
  github = await startFakeGitHub();
  artifacts = await startFakeArtifactService();
});
afterAll(async () => {
  await github.close();
  await artifacts.close();
});

/** The published file and buildKey named by `log`, and the other file with its upload key. */
function outcomesIn(log: string) {
  const [, publishedFile, buildKey] = PUBLISHED.exec(log) ?? [];
  const [, cancelledFile, uploadKey] = MAY_STILL_PUBLISH.exec(log) ?? [];
  expect(publishedFile, log).toBeDefined();
  expect([publishedFile, cancelledFile].sort()).toEqual(['a.apk', 'b.apk']);
  expect(sandbox.state.builds.has(buildKey ?? ''), 'a published build').toBe(true);
  expect(sandbox.state.builds.has(uploadKey ?? ''), 'a published build').toBe(false);
  return { buildKey: buildKey ?? '' };
}

describe('cancelled after one of two files was published', () => {
  it('upload-and-wait sets the outputs, writes the summary, comment and receipt of the published build, then fails', async () => {
    sandbox.faults.inject({ kind: 'never-publish' });
    const eventPath = join(folder, 'event.json');
    await writeFile(eventPath, JSON.stringify({ pull_request: { number: 3 } }));
    const token = 'ghs_cancelTestToken0123';
    const run = await runAction(
      '.',
      {
        'api-key': sandbox.apiKey,
        'api-url': sandbox.url,
        file: join(folder, '*.apk'),
        'pr-comment': 'true',
        'github-token': token,
        'receipt-artifact': 'pgyer-receipt',
      },
      {
        interruptOnLog: /Published build/,
        env: {
          ...artifacts.env,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventPath,
          GITHUB_REPOSITORY: 'octo/app',
          GITHUB_SHA: 'abcdef1234567890',
          GITHUB_WORKFLOW: 'Cancelled builds',
          GITHUB_RUN_ID: '5',
          GITHUB_API_URL: github.url,
        },
      },
    );
    expectNoSecrets(run, [sandbox.apiKey, token], [sandbox.userKey, ...sandbox.issuedSecrets()]);
    expect(run.exitCode).toBe(1);
    // The cancelled file's error once, and the run's failure naming the file.
    expect(failureOf(run)).toMatch(/^\S+\.apk: cancelled by SIGINT /m);
    expect(failureOf(run).match(/cancelled by SIGINT/g)).toHaveLength(1);
    expect(failureOf(run)).toMatch(
      /^1 of 2 uploads failed \(\S+\.apk\): each file's error is logged above$/m,
    );
    const { buildKey } = outcomesIn(run.stdout);
    expect(run.outputs['build-key']).toBe(buildKey);
    expect(JSON.parse(run.outputs.builds ?? '[]')).toMatchObject([{ buildKey }]);
    expect(run.summary).toContain(buildKey);
    expect(run.summary).toMatch(MAY_STILL_PUBLISH);
    expect(github.comments.get(3)?.[0]?.body).toContain(buildLinksOf(run).page);
    const receipt = await receiptIn(artifacts.artifacts.get('pgyer-receipt') ?? Buffer.alloc(0));
    expect(receipt.builds.map((build) => build.buildKey)).toEqual([buildKey]);
  });

  it('pgyer upload --json prints the published build and exits 130', async () => {
    sandbox.faults.inject({ kind: 'never-publish' });
    const child = spawn(
      process.execPath,
      [
        resolve('dist/cli/index.js'),
        'upload',
        'a.apk',
        'b.apk',
        '--json',
        // Both are the same package, which the test before published: uploaded again.
        '--if-published',
        'upload',
        '--api-url',
        sandbox.url,
      ],
      {
        cwd: folder,
        env: { PATH: process.env.PATH ?? '', PGYER_API_KEY: sandbox.apiKey },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    let interrupted = false;
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (interrupted || !PUBLISHED.test(log)) return;
      interrupted = true;
      // To the child's own process id, as a terminal's Ctrl-C reaches the command.
      child.kill('SIGINT');
    });
    const run = await outputOf(child);
    expect(run.exitCode, run.stderr).toBe(130);
    const { buildKey } = outcomesIn(run.stderr);
    expect(JSON.parse(run.stdout)).toMatchObject([{ buildKey, published: true }]);
    expect(run.stderr).toMatch(/^error: \S+\.apk: cancelled by SIGINT /m);
    expect(run.stderr.match(/cancelled by SIGINT/g)).toHaveLength(1);
    expect(run.stderr).toMatch(/^error: 1 of 2 uploads failed \(\S+\.apk\)/m);
    expect(`${run.stdout}${run.stderr}`).not.toContain(sandbox.apiKey);
  });
});
