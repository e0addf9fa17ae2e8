/**
 * The GitLab CI/CD components of templates/ in a real pipeline: gitlab-ci-local runs
 * test/fixtures/gitlab/pipeline.yml with its shell executor in a throwaway git project. The upload
 * job runs the packed CLI through npx (offline, from the tarball) against the sandbox and writes
 * its dotenv report; a later job reads the PGYER_* variables; the cleanup job deletes old builds;
 * the report job lists the app's new crash groups and feedback and sends them to chat.
 * Then the run on your machine of docs/gitlab.md, its blocks as written, in a clone of this
 * repository. gitlab-ci-local needs rsync: without it, the file is skipped with a line saying so.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packCli } from '../helpers/cli-tarball.js';
import { codeBlocks, example, type DocPage } from '../helpers/doc-pages.js';
import { useSandbox } from '../helpers/sandbox.js';
import { seedApp } from '../helpers/seed.js';
import { missingTool } from '../helpers/system-tools.js';
import { leakedPiece, outputOf, type CliRun } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const APK = join(root, 'node_modules/io.appium.settings/apks/settings_apk-debug.apk');
const GITLAB_CI_LOCAL = join(root, 'node_modules/gitlab-ci-local/dist/index.js');
const exec = promisify(execFile);
const { version } = JSON.parse(await readFile(join(root, 'packages/cli/package.json'), 'utf8')) as {
  version: string;
};

let work: string | undefined;
/** The run's folder, once beforeAll has made it. */
const workDir = () => work ?? '';

/** npm and npx as a fresh machine runs them: no registry, an empty cache, no user settings. */
const npmEnv = () => ({
  PATH: process.env.PATH ?? '',
  HOME: workDir(),
  npm_config_cache: join(workDir(), 'npm-cache'),
  npm_config_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_userconfig: join(workDir(), 'npmrc'),
});

const noRsync = missingTool('rsync', 'test/e2e/gitlab-component.test.ts');

describe.skipIf(noRsync)('gitlab-ci-local', () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'pgyer-gitlab-'));
  });
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  describe('the GitLab CI/CD components in a pipeline of their project', () => {
    const sandbox = useSandbox({ publishDelayMs: 10 });
    let project: string;
    let tarball: string;
    const git = (...args: string[]) => exec('git', args, { cwd: project });

    beforeAll(async () => {
      project = join(workDir(), 'project');
      await mkdir(join(project, 'build/outputs/apk/release'), { recursive: true });
      await cp(join(root, 'templates'), join(project, 'templates'), { recursive: true });
      await cp(join(root, 'test/fixtures/gitlab/pipeline.yml'), join(project, '.gitlab-ci.yml'));
      await cp(APK, join(project, 'build/outputs/apk/release/app-release.apk'));
      // The only other .apk: the pattern must pick the release one alone.
      await cp(APK, join(project, 'build/outputs/apk/release/app-release-unsigned.apk.bak'));
      await writeFile(join(project, '.gitignore'), '.gitlab-ci-local/\npgyer.env\n');
      tarball = await packCli(workDir());
      await git('init', '--quiet', '--initial-branch=main');
      await git('add', '--all');
      await git('config', 'user.name', 'test');
      await git('config', 'user.email', 'test@example.com');
      await git('commit', '--quiet', '--message', 'app');
      // A component of the project itself at its own commit is what gitlab-ci-local reads locally.
      await git('remote', 'add', 'origin', 'https://gitlab.example.com/mobile/app.git');
    });

    /** Runs the pipeline with `variables` (CI/CD variables, as project settings define them). */
    function runPipeline(variables: Record<string, string>): Promise<CliRun> {
      const child = spawn(
        process.execPath,
        [
          GITLAB_CI_LOCAL,
          '--force-shell-executor',
          ...Object.entries(variables).flatMap(([name, value]) => [
            '--variable',
            `${name}=${value}`,
          ]),
        ],
        // npx installs the tarball alone, with no registry and an empty cache.
        { cwd: project, env: npmEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
      );
      return outputOf(child);
    }

    it('uploads the APK, hands its build to a later job as dotenv variables, cleans up and reports', async () => {
      const seeded = seedApp(sandbox, 3);
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
      // Three groups in the default window (24h), newest first; one older, which is not listed.
      for (const [title, hours] of [
        ['crash one', 3],
        ['crash two', 2],
        ['crash three', 1],
        ['crash of last week', 100],
      ] as const) {
        sandbox.state.addCrash(seeded.appKey, {
          title,
          appVersion: '1.2',
          created: hoursAgo(hours),
        });
      }
      sandbox.state.addFeedback(seeded.appKey, {
        content: 'The login button does nothing',
        created: hoursAgo(1),
      });
      const password = 'Install-Pass-4711';
      const chatBefore = sandbox.chat.received.length;
      const run = await runPipeline({
        PGYER_TEAM_KEY: sandbox.apiKey,
        PGYER_TEST_INSTALL_PASSWORD: password,
        PGYER_TEST_API_URL: sandbox.url,
        PGYER_TEST_CLI: tarball,
        PGYER_TEST_APP_KEY: seeded.appKey,
        PGYER_TEST_SLACK_WEBHOOK: sandbox.chat.webhookUrl('slack'),
      });
      const log = run.stdout + run.stderr;
      expect(run.exitCode, log).toBe(0);
      expect(log).toMatch(/PASS\s+pgyer-upload/);
      expect(log).toMatch(/PASS\s+check-upload/);
      expect(log).toMatch(/PASS\s+pgyer-cleanup/);
      expect(log).toMatch(/PASS\s+pgyer-report/);

      // The digest: max-items 2 of the three groups of the window, newest first, the rest counted.
      expect(log).toContain(
        `Pgyer report for app ${seeded.appKey}: 3 crash groups, 1 feedback message`,
      );
      expect(log).toMatch(/crash three[^]*crash two[^]*… and 1 more/);
      expect(log).not.toMatch(/· crash one$/m);
      expect(log).not.toContain('crash of last week');
      expect(log).toContain('The login button does nothing');
      // Sent to the webhook of the job's own variable, and only from that job.
      const sent = sandbox.chat.received.slice(chatBefore);
      expect(sent.map((message) => message.platform)).toEqual(['slack']);
      expect(JSON.stringify(sent[0]?.body)).toContain(`Pgyer report for app ${seeded.appKey}`);

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
      // update-description-from: commits, the notes given winning: the commit and branch recorded.
      const head = (await git('rev-parse', 'HEAD')).stdout.trim();
      expect(build?.description).toMatch(
        new RegExp(`^git-commit: ${head} main\\n\\npackage-sha256:[0-9a-f]{64}$`),
      );

      const dotenv = await readFile(join(project, 'pgyer.env'), 'utf8');
      expect(dotenv).toContain(`PGYER_BUILD_KEY=${build?.key ?? ''}\n`);
      expect(dotenv).toContain(`PGYER_APP_KEY=${build?.appKey ?? ''}\n`);
      // update-feed: the feed of the build app/check offers, this one, beside the dotenv report.
      const feed = await readFile(join(project, 'update.json'), 'utf8');
      expect(JSON.parse(feed)).toMatchObject({
        schema: 1,
        builds: { android: { buildKey: build?.key, versionNo: '192' } },
      });
      for (const secret of [
        sandbox.apiKey,
        password,
        sandbox.userKey,
        ...sandbox.issuedSecrets(),
        ...sandbox.chat.tokens(),
      ]) {
        expect(leakedPiece(log + dotenv + feed, secret)).toBeUndefined();
      }

      const kept = [...sandbox.state.builds.values()].filter((row) => row.appKey === seeded.appKey);
      expect(kept.map((row) => row.key)).toEqual(seeded.buildKeys.slice(-1));
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

  describe('the run on your machine of docs/gitlab.md', () => {
    let page: DocPage;
    let clone: string;

    beforeAll(async () => {
      page = { path: 'docs/gitlab.md', text: await readFile(join(root, 'docs/gitlab.md'), 'utf8') };
      clone = await cloneOfThisRepository(join(workDir(), 'clone'));
    });

    it("is the upload example's twin: the same pipeline but for the component, the sandbox, the packed CLI and Gradle", () => {
      const twin = parse(example(page, 'try.gitlab-ci.yml')) as Pipeline;
      const original = parse(
        codeBlocks(page).find((block) => block.code.includes('/upload@'))?.code ?? '',
      ) as Pipeline;
      expect(twin.include[0]?.component).toBe(
        '$CI_SERVER_FQDN/$CI_PROJECT_PATH/upload@$CI_COMMIT_SHA',
      );
      expect(original.include[0]?.component).toMatch(/^\$CI_SERVER_FQDN\/[\w/-]+\/upload@v\d/);
      for (const pipeline of [twin, original]) {
        delete pipeline.include[0]?.component;
        delete pipeline.assemble.image;
        delete pipeline.assemble.script;
      }
      const { 'api-url': apiUrl, cli, ...inputs } = twin.include[0]?.inputs ?? {};
      // What npm run pack:cli writes: the CLI of this commit, which the pipeline runs.
      expect([apiUrl, cli]).toEqual([
        'http://127.0.0.1:8080',
        `./pgyer-actions-cli-${version}.tgz`,
      ]);
      expect({ ...twin, include: [{ inputs }] }).toEqual(original);
    });

    it('runs as written: the pinned gitlab-ci-local uploads to the sandbox, a later job reads the build', async () => {
      const { devDependencies } = JSON.parse(
        await readFile(join(root, 'package.json'), 'utf8'),
      ) as {
        devDependencies: Record<string, string>;
      };
      const commands = example(page, 'run');
      expect(commands).toContain(
        `npx --yes gitlab-ci-local@${devDependencies['gitlab-ci-local'] ?? '?'} `,
      );
      // The page's port, moved to a free one so that two runs on one machine do not meet.
      const port = String(await freePort());
      const onPort = (text: string) => {
        expect(text).toContain('8080');
        return text.replaceAll('8080', port);
      };
      await writeFile(join(clone, 'try.gitlab-ci.yml'), onPort(example(page, 'try.gitlab-ci.yml')));
      const sandbox = await startInShell(onPort(example(page, 'sandbox')), clone);
      try {
        const pipeline = await outputOf(shell(commands, clone));
        const log = pipeline.stdout + pipeline.stderr;
        expect(pipeline.exitCode, log).toBe(0);
        for (const job of ['assemble', 'pgyer-upload', 'announce']) {
          expect(log).toMatch(new RegExp(`PASS\\s+${job}`));
        }
        const installPage = new RegExp(
          `Version 8\\.0\\.10 is ready to install at (http://127\\.0\\.0\\.1:${port}/\\w+)`,
        ).exec(log)?.[1];
        expect(installPage, log).toBeDefined();
        const html = await (await fetch(installPage ?? '')).text();
        expect(html).toContain('Appium Settings');
        // As the page says, git ignores what the run leaves (node_modules is a link here).
        const { stdout: status } = await exec('git', ['status', '--porcelain'], { cwd: clone });
        expect(status).toBe('?? node_modules\n');
      } finally {
        await sandbox.stop();
      }
    });
  });
});

/** The parts of the upload example of docs/gitlab.md that its twin changes. */
interface Pipeline {
  include: { component?: string; inputs: Record<string, string> }[];
  assemble: { image?: string; script?: unknown };
}

/**
 * A clone of this repository as a user has it after `npm ci`, in `destination`: the files git
 * tracks or would add, as they are now, committed; origin on GitHub; node_modules linked in.
 * @returns `destination`
 */
async function cloneOfThisRepository(destination: string): Promise<string> {
  const { stdout } = await exec(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  // A file deleted but not yet committed is not in a clone of the change.
  const files = stdout.split('\0').filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    await mkdir(dirname(join(destination, file)), { recursive: true });
    await copyFile(join(root, file), join(destination, file));
  }
  const git = (...args: string[]) => exec('git', args, { cwd: destination });
  await git('init', '--quiet', '--initial-branch=main');
  await git('add', '--all');
  await git(
    '-c',
    'user.name=test',
    '-c',
    'user.email=test@example.com',
    'commit',
    '--quiet',
    '-m',
    'clone',
  );
  await git('remote', 'add', 'origin', 'https://github.com/pgyer-actions/pgyer-actions.git');
  await symlink(join(root, 'node_modules'), join(destination, 'node_modules'), 'dir');
  return destination;
}

/** A TCP port of 127.0.0.1 that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Runs `commands` as typed into a terminal in `cwd` (bash, stopping at the first failure). */
function shell(commands: string, cwd: string, detached = false) {
  return spawn('bash', ['-e', '-c', commands], {
    cwd,
    env: npmEnv(),
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Starts `commands` (a server that runs until Ctrl+C) as typed into a terminal in `cwd`, and waits
 * until it prints `Press Ctrl+C`.
 * @returns how to stop it: SIGINT to its process group, as Ctrl+C in a terminal sends it
 * @throws Error with what it printed when it ends before
 */
async function startInShell(commands: string, cwd: string): Promise<{ stop(): Promise<void> }> {
  const child = shell(commands, cwd, true);
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const closed = once(child, 'close');
  // Ended: an exit code, or the signal that ended it.
  while (!printed.includes('Press Ctrl+C') && child.exitCode === null && !child.signalCode) {
    await Promise.race([once(child.stdout, 'data'), closed]);
  }
  if (!printed.includes('Press Ctrl+C')) throw new Error(`${commands} ended: ${printed}`);
  return {
    stop: async () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
      await closed;
    },
  };
}
