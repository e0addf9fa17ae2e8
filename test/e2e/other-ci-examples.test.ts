/**
 * The examples of docs/other-ci.md, taken from the page as they are: the shell script runs with
 * plain bash, and so do the `sh` steps of the Jenkinsfile's publish stage (Jenkins runs each with
 * the agent's shell), with the packed CLI through npx (offline) against the sandbox.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { packCli } from '../helpers/cli-tarball.js';
import { example as exampleOf } from '../helpers/doc-pages.js';
import { useSandbox } from '../helpers/sandbox.js';
import { leakedPiece, outputOf, type CliRun } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const APK = join(root, 'node_modules/io.appium.settings/apks/settings_apk-debug.apk');

const sandbox = useSandbox({ publishDelayMs: 10 });
let work: string;
let workspace: string;
let tarball: string;
let page: string;

/** The code block that follows `<!-- example: NAME` in docs/other-ci.md. */
const example = (name: string) => exampleOf({ path: 'docs/other-ci.md', text: page }, name);

beforeAll(async () => {
  page = await readFile(join(root, 'docs/other-ci.md'), 'utf8');
  work = await mkdtemp(join(tmpdir(), 'pgyer-other-ci-'));
  tarball = await packCli(work);
});
beforeEach(async () => {
  workspace = join(work, 'workspace');
  await rm(workspace, { recursive: true, force: true });
  await mkdir(join(workspace, 'ci'), { recursive: true });
  await mkdir(join(workspace, 'app/build/outputs/apk/release'), { recursive: true });
  await cp(APK, join(workspace, 'app/build/outputs/apk/release/app-release.apk'));
  await writeFile(join(workspace, 'ci/pgyer-upload.sh'), example('ci/pgyer-upload.sh'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** Runs `bash args…` in the workspace, with the CI's secret and the CLI from the tarball. */
function bash(args: readonly string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn('bash', args, {
    cwd: workspace,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: work,
      PGYER_CLI: tarball,
      PGYER_API_URL: sandbox.url,
      npm_config_cache: join(work, 'npm-cache'),
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return outputOf(child);
}

/** The build pgyer.env names is in the sandbox, and the log shows it; no secret shown. */
async function expectPublished(run: CliRun): Promise<void> {
  const log = run.stdout + run.stderr;
  expect(run.exitCode, log).toBe(0);
  const dotenv = await readFile(join(workspace, 'pgyer.env'), 'utf8');
  const buildKey = /^PGYER_BUILD_KEY=(\w+)$/m.exec(dotenv)?.[1] ?? '';
  const build = sandbox.state.builds.get(buildKey);
  expect(build?.identifier).toBe('io.appium.settings');
  const installPage = `${sandbox.url}/${sandbox.state.apps.get(build?.appKey ?? '')?.shortcut ?? ''}`;
  expect(dotenv).toContain(`PGYER_INSTALL_PAGE_URL=${installPage}\n`);
  expect(run.stdout).toContain(
    `Install page: ${installPage} (version 8.0.10, build key ${buildKey})`,
  );
  for (const secret of [sandbox.apiKey, sandbox.userKey, ...sandbox.issuedSecrets()]) {
    expect(leakedPiece(log + dotenv, secret)).toBeUndefined();
  }
}

describe('docs/other-ci.md', () => {
  it('the shell script uploads a pattern and shows the build from pgyer.env', async () => {
    const run = await bash(['ci/pgyer-upload.sh', 'app/build/**/*.apk'], {
      PGYER_API_KEY: sandbox.apiKey,
    });
    await expectPublished(run);
  });

  it("the Jenkinsfile's publish steps run with plain bash", async () => {
    const jenkinsfile = example('Jenkinsfile');
    const stage = jenkinsfile.slice(jenkinsfile.indexOf("stage('Publish to Pgyer')"));
    const steps = [...stage.matchAll(/^\s*sh '([^']*)'$/gm)].map((match) => match[1] ?? '');
    expect(steps).toHaveLength(1);
    for (const step of steps) {
      await expectPublished(await bash(['-c', step], { PGYER_API_KEY: sandbox.apiKey }));
    }
  });

  it('the shell script stops before any upload when PGYER_API_KEY is not set', async () => {
    const run = await bash(['ci/pgyer-upload.sh', 'app/build/**/*.apk'], {});
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toContain('Set PGYER_API_KEY to your Pgyer API key');
    expect(sandbox.requests).toEqual([]);
  });
});
