/**
 * The `pgyer` command as users install it: `npm pack` of this repository, then
 * `npm install -g` of that tarball alone into a temporary prefix, offline and with an empty npm
 * cache (so the package can need no dependency from the registry), and the installed command
 * run against a sandbox that the installed package starts itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputOf, type CliRun } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const APK = join(root, 'node_modules/io.appium.settings/apks/settings_apk-debug.apk');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};

let work: string;
let env: NodeJS.ProcessEnv;
let sandbox: ChildProcess | undefined;

/** Runs a command to its end; npm's own settings come from an empty file, not the user's. */
function run(command: string, args: readonly string[], cwd: string): Promise<CliRun> {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32', // npm and the installed pgyer are .cmd files there
  });
  return outputOf(child);
}

const prefix = () => join(work, 'prefix');
const pgyerBin = () =>
  process.platform === 'win32' ? join(prefix(), 'pgyer.cmd') : join(prefix(), 'bin', 'pgyer');

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'pgyer-package-'));
  const npmrc = join(work, 'npmrc');
  await writeFile(npmrc, '');
  env = {
    PATH: process.env.PATH ?? '',
    HOME: work,
    npm_config_userconfig: npmrc,
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_update_notifier: 'false',
  };
});
afterAll(async () => {
  sandbox?.kill();
  await rm(work, { recursive: true, force: true });
});

describe('the CLI package', () => {
  let tarball: string;

  it('packs the CLI bundle and the release files, and no sources', async () => {
    const pack = await run('npm', ['pack', '--json', '--pack-destination', work], root);
    expect(pack.exitCode, pack.stderr).toBe(0);
    const [result] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }];
    tarball = join(work, result.filename);
    expect(result.filename).toBe(`pgyer-actions-${version}.tgz`);
    const files = result.files.map((file) => file.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'dist/cli/index.js',
      ]),
    );
    const others = files.filter(
      (file) =>
        !file.startsWith('dist/cli/') &&
        !/^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/.test(file),
    );
    expect(others).toEqual([]);
  });

  it('installs from the tarball alone, offline, and gives a pgyer that knows its version', async () => {
    const install = await run(
      'npm',
      [
        'install',
        '--global',
        '--prefix',
        prefix(),
        '--offline',
        '--no-audit',
        '--no-fund',
        tarball,
      ],
      work,
    );
    expect(install.exitCode, install.stderr).toBe(0);
    const versionRun = await run(pgyerBin(), ['--version'], work);
    expect(versionRun.exitCode, versionRun.stderr).toBe(0);
    expect(versionRun.stdout.trim()).toBe(version);
  });

  it('runs once through npx from the tarball, without installing', async () => {
    const npxRun = await run(
      'npx',
      ['--yes', '--offline', '--package', tarball, 'pgyer', '--version'],
      work,
    );
    expect(npxRun.exitCode, npxRun.stderr).toBe(0);
    expect(npxRun.stdout.trim()).toBe(version);
  });

  it('uploads a real APK to the sandbox that the installed package starts', async () => {
    const apiKey = 'package-test-key';
    sandbox = spawn(
      pgyerBin(),
      ['sandbox', '--port', '0', '--api-key', apiKey, '--publish-delay-ms', '10'],
      {
        cwd: work,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
      },
    );
    let printed = '';
    const url = await new Promise<string>((found, failed) => {
      sandbox?.stdout?.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(printed);
        if (match?.[1]) found(match[1]);
      });
      sandbox?.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      sandbox?.on('error', failed);
      sandbox?.on('exit', (code) => {
        failed(new Error(`pgyer sandbox exited with ${String(code)}: ${printed}`));
      });
    });

    env = { ...env, PGYER_API_KEY: apiKey };
    const upload = await run(pgyerBin(), ['upload', APK, '--api-url', url, '--json'], work);
    expect(upload.exitCode, upload.stderr).toBe(0);
    const [build] = JSON.parse(upload.stdout) as [
      { buildKey: string; published: boolean; record: { buildName: string } },
    ];
    expect(build.published).toBe(true);
    expect(build.record.buildName).toBe('Appium Settings');
    expect(build.buildKey).not.toBe('');
  });
});
