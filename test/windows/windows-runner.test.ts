/**
 * The committed bundles and the CLI as a GitHub-hosted Windows runner runs them: the Windows
 * node.exe under Wine (`npm run test:windows`), the job in `D:\a\app\app`, paths with
 * backslashes and `**`, lists with CRLF line ends, non-ASCII file names, the runner's SIGINT;
 * the sandbox runs on this machine's Node over loopback.
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { seedApp } from '../helpers/seed.js';
import { failureOf } from '../e2e/harness.js';
import { freshWorkspace, linuxPath, RUNNER_TEMP, runWindowsAction, runWindowsCli } from './wine.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
/** Two APKs below the workspace, one with a name beyond ASCII. */
const RELEASE = 'app\\build\\outputs\\apk\\release';
const FILES = ['app-release.apk', '发布-ü 1.apk'];

const sandbox = useSandbox({ publishDelayMs: 10 });
let workspace: string;

beforeEach(async () => {
  workspace = await freshWorkspace();
  const release = join(workspace, ...RELEASE.split('\\'));
  await mkdir(release, { recursive: true });
  for (const name of FILES) await copyFile(APK, join(release, name));
});

/** The builds the sandbox holds, by file name. */
function sandboxBuildsByFile(): Map<string, string> {
  return new Map([...sandbox.state.builds.values()].map((build) => [build.fileName, build.key]));
}

describe('on a Windows runner', () => {
  it('upload-and-wait uploads a CRLF list of a path and a backslash ** pattern, in file order', async () => {
    const run = await runWindowsAction(sandbox, '.', {
      file: `app\\**\\release\\app-*.apk\r\n${RELEASE}\\${FILES[1] ?? ''}\r\n`,
    });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const builds = JSON.parse(run.outputs.builds ?? '[]') as {
      fileName: string;
      buildKey: string;
    }[];
    // A path comes before the matches of the patterns (src/common/file-patterns.ts).
    const inFileOrder = [...FILES].reverse();
    expect(builds.map((build) => build.fileName)).toEqual(inFileOrder);
    const stored = sandboxBuildsByFile();
    expect(builds.map((build) => build.buildKey)).toEqual(
      inFileOrder.map((name) => stored.get(name)),
    );
    expect(run.outputs['build-key']).toBe(stored.get(inFileOrder[0] ?? ''));
    // Non-ASCII text survives the Windows console output; the summary has Windows line ends.
    expect(run.stdout).toContain(
      `[发布-ü 1.apk] Published build ${stored.get('发布-ü 1.apk') ?? ''}`,
    );
    expect(run.summary).toMatch(/^<h3>Builds published to Pgyer<\/h3>\r\n/);
    for (const build of builds) expect(run.summary).toContain(build.buildKey);
  });

  it('cleanup-old-builds keeps the builds of a CRLF keep-build-keys list', async () => {
    const app = seedApp(sandbox, 4);
    const [first, second, third, newest] = app.buildKeys;
    const run = await runWindowsAction(sandbox, 'cleanup-old-builds', {
      'app-key': app.appKey,
      'keep-latest': '1',
      'keep-build-keys': `${first ?? ''}\r\n${second ?? ''}\r\n`,
    });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['deleted-count']).toBe('1');
    const left = [...sandbox.state.builds.values()].filter((build) => build.appKey === app.appKey);
    expect(left.map((build) => build.key).sort()).toEqual([first, second, newest].sort());
    expect(sandbox.state.builds.has(third ?? '')).toBe(false);
  });

  it('pgyer upload takes a backslash ** pattern and writes its dotenv file to a D:\\ path', async () => {
    const dotenv = `${RUNNER_TEMP}\\pgyer.env`;
    const run = await runWindowsCli(
      ['upload', 'app\\**\\*.apk', '--api-url', sandbox.url, '--json', '--dotenv', dotenv],
      { PGYER_API_KEY: sandbox.apiKey },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    const builds = JSON.parse(run.stdout) as { fileName: string; buildKey: string }[];
    expect(builds.map((build) => build.fileName).sort()).toEqual([...FILES].sort());
    const written = await readFile(linuxPath(dotenv), 'utf8');
    expect(written).toContain(`PGYER_BUILD_KEY=${builds[0]?.buildKey ?? ''}\n`);
    expect(run.stderr + run.stdout).not.toContain(sandbox.apiKey);
  });

  it('upload-and-wait stops on the runner SIGINT and fails, saying how far the upload got', async () => {
    sandbox.faults.inject({ kind: 'never-publish' });
    const run = await runWindowsAction(
      sandbox,
      '.',
      { file: `${RELEASE}\\app-release.apk` },
      { interruptOnLog: /Uploaded app-release\.apk/ },
    );
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(
      /^cancelled by SIGINT after the whole file was sent to storage under upload key \w+/,
    );
  });
});
