/**
 * The GitLab CI/CD components of templates/ in a real pipeline: gitlab-ci-local runs
 * test/fixtures/gitlab/pipeline.yml with its shell executor in a throwaway git project. The upload
 * job runs the packed CLI through npx (offline, from the tarball) against the sandbox and writes
 * its dotenv report; a later job reads the PGYER_* variables; the cleanup job deletes old builds.
 * The upload example of docs/gitlab.md runs the same way.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { packCli } from '../helpers/cli-tarball.js';
import { codeBlocks } from '../helpers/doc-pages.js';
import { useSandbox } from '../helpers/sandbox.js';
import { seedApp } from '../helpers/seed.js';
import { leakedPiece, outputOf, type CliRun } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const APK = join(root, 'node_modules/io.appium.settings/apks/settings_apk-debug.apk');
const GITLAB_CI_LOCAL = join(root, 'node_modules/gitlab-ci-local/dist/index.js');

const sandbox = useSandbox({ publishDelayMs: 10 });
let work: string;
let project: string;
let tarball: string;

const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: project });

beforeAll(async () => {
  // gitlab-ci-local copies the project for each run with rsync, which it does not bring.
  await promisify(execFile)('rsync', ['--version']).catch(() => {
    throw new Error('gitlab-ci-local needs rsync: install it (apt-get install rsync)');
  });
  work = await mkdtemp(join(tmpdir(), 'pgyer-gitlab-'));
  project = join(work, 'project');
  await mkdir(join(project, 'build/outputs/apk/release'), { recursive: true });
  await cp(join(root, 'templates'), join(project, 'templates'), { recursive: true });
  await cp(join(root, 'test/fixtures/gitlab/pipeline.yml'), join(project, '.gitlab-ci.yml'));
  await cp(APK, join(project, 'build/outputs/apk/release/app-release.apk'));
  // The only other .apk: the pattern must pick the release one alone.
  await cp(APK, join(project, 'build/outputs/apk/release/app-release-unsigned.apk.bak'));
  await writeFile(join(project, '.gitignore'), '.gitlab-ci-local/\npgyer.env\n');
  tarball = await packCli(work);
  await git('init', '--quiet', '--initial-branch=main');
  await git('add', '--all');
  await git('config', 'user.name', 'test');
  await git('config', 'user.email', 'test@example.com');
  await git('commit', '--quiet', '--message', 'app');
  // A component of the project itself at its own commit is what gitlab-ci-local reads locally.
  await git('remote', 'add', 'origin', 'https://gitlab.example.com/mobile/app.git');
});
afterAll(() => rm(work, { recursive: true, force: true }));

/**
 * Runs the pipeline with `variables` (CI/CD variables, as project settings define them).
 * @param file the pipeline file, relative to the project (default .gitlab-ci.yml)
 */
async function runPipeline(variables: Record<string, string>, file?: string): Promise<CliRun> {
  const child = spawn(
    process.execPath,
    [
      GITLAB_CI_LOCAL,
      '--force-shell-executor',
      ...(file ? ['--file', file] : []),
      ...Object.entries(variables).flatMap(([name, value]) => ['--variable', `${name}=${value}`]),
    ],
    {
      cwd: project,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: work,
        // npx installs the tarball alone, with no registry and an empty cache.
        npm_config_cache: join(work, 'npm-cache'),
        npm_config_offline: 'true',
        npm_config_update_notifier: 'false',
        npm_config_userconfig: join(work, 'npmrc'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return outputOf(child);
}

describe('the GitLab CI/CD components under gitlab-ci-local', () => {
  it('uploads the APK, hands its build to a later job as dotenv variables, and cleans up', async () => {
    const seeded = seedApp(sandbox, 3);
    const password = 'Install-Pass-4711';
    const run = await runPipeline({
      PGYER_TEAM_KEY: sandbox.apiKey,
      PGYER_TEST_INSTALL_PASSWORD: password,
      PGYER_TEST_API_URL: sandbox.url,
      PGYER_TEST_CLI: tarball,
      PGYER_TEST_APP_KEY: seeded.appKey,
    });
    const log = run.stdout + run.stderr;
    expect(run.exitCode, log).toBe(0);
    expect(log).toMatch(/PASS\s+pgyer-upload/);
    expect(log).toMatch(/PASS\s+check-upload/);
    expect(log).toMatch(/PASS\s+pgyer-cleanup/);

    const builds = [...sandbox.state.builds.values()];
    const uploads = builds.filter((row) => row.identifier === 'io.appium.settings');
    expect(uploads).toHaveLength(1);
    const [build] = uploads;
    const app = sandbox.state.apps.get(build?.appKey ?? '');
    expect(app?.settings).toMatchObject({ installType: 2, password });
    const shortcut = app?.shortcut ?? '';
    const seen = Object.fromEntries(
      [...log.matchAll(/seen (PGYER_\w+)=(.*)$/gm)].map((match): [string, string] => [
        match[1] ?? '',
        (match[2] ?? '').trim(),
      ]),
    );
    expect(seen).toEqual({
      PGYER_BUILD_KEY: build?.key,
      PGYER_INSTALL_PAGE_URL: `${sandbox.url}/${shortcut}`,
      PGYER_QR_CODE_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/\S+$/) as string,
      PGYER_BUILD_VERSION: '8.0.10',
      PGYER_BUILD_VERSION_NO: '192',
      PGYER_BUILD_TYPE: 'android',
    });
    expect(build?.updateDescription).toBe('Notes: "quoted", $dollar, #hash');

    const dotenv = await readFile(join(project, 'pgyer.env'), 'utf8');
    expect(dotenv).toContain(`PGYER_BUILD_KEY=${build?.key ?? ''}\n`);
    for (const secret of [sandbox.apiKey, password, sandbox.userKey, ...sandbox.issuedSecrets()]) {
      expect(leakedPiece(log + dotenv, secret)).toBeUndefined();
    }

    const kept = [...sandbox.state.builds.values()].filter((row) => row.appKey === seeded.appKey);
    expect(kept.map((row) => row.key)).toEqual(seeded.buildKeys.slice(-1));
  });

  // The first example of docs/gitlab.md as it is, but for what only a real GitLab has: the
  // component comes from this project's commit, the build job copies the APK instead of running
  // Gradle, and the upload goes to the sandbox with the packed CLI.
  it('runs the upload example of docs/gitlab.md: a later job reads the build', async () => {
    const page = await readFile(join(root, 'docs/gitlab.md'), 'utf8');
    const block = codeBlocks({ path: 'docs/gitlab.md', text: page }).find((found) =>
      found.code.includes('/upload@'),
    );
    const pipeline = parse(block?.code ?? '') as {
      include: { component: string; inputs: Record<string, string> }[];
      assemble: { script: string | string[] };
    };
    const [include] = pipeline.include;
    expect(include?.component).toMatch(/\/upload@v\d/);
    if (include) {
      include.component = '$CI_SERVER_FQDN/$CI_PROJECT_PATH/upload@$CI_COMMIT_SHA';
      include.inputs['api-url'] = '$PGYER_TEST_API_URL';
      include.inputs.cli = '$PGYER_TEST_CLI';
    }
    pipeline.assemble.script = [
      'mkdir -p app/build/outputs/apk/release',
      'cp build/outputs/apk/release/app-release.apk app/build/outputs/apk/release/',
    ];
    await writeFile(join(project, 'docs-example.yml'), stringify(pipeline));
    const run = await runPipeline(
      { PGYER_API_KEY: sandbox.apiKey, PGYER_TEST_API_URL: sandbox.url, PGYER_TEST_CLI: tarball },
      'docs-example.yml',
    );
    const log = run.stdout + run.stderr;
    expect(run.exitCode, log).toBe(0);
    const build = [...sandbox.state.builds.values()]
      .filter((row) => row.identifier === 'io.appium.settings')
      .at(-1);
    const shortcut = sandbox.state.apps.get(build?.appKey ?? '')?.shortcut ?? '';
    expect(log).toContain(`Version 8.0.10 is ready to install at ${sandbox.url}/${shortcut}`);
    // update-description: $CI_COMMIT_TITLE, which gitlab-ci-local sets to this stand-in.
    expect(build?.updateDescription).toBe('Commit Title');
    expect(leakedPiece(log, sandbox.apiKey)).toBeUndefined();
  });

  it('fails the upload job with a clear message when the API key variable is not set', async () => {
    const run = await runPipeline({
      PGYER_TEST_API_URL: sandbox.url,
      PGYER_TEST_CLI: tarball,
      PGYER_TEST_APP_KEY: 'unused',
    });
    const log = run.stdout + run.stderr;
    expect(run.exitCode, log).not.toBe(0);
    expect(log).toContain('Set the masked CI/CD variable PGYER_TEAM_KEY to your Pgyer API key.');
    expect(log).toMatch(/FAIL\s+pgyer-upload/);
    expect(sandbox.requests).toEqual([]);
  });
});
