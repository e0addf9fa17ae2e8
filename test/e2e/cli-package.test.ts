/**
 * The `pgyer` command as users get it from npm: `npm pack` of the public package
 * @pgyer-actions/cli (packages/cli/), then `npm install -g` of that tarball alone into a temporary
 * prefix, offline and with an empty npm cache (so the package can need no dependency from the
 * registry), the installed command starting a sandbox, and `npx --yes <tarball> upload …` sending
 * a real APK to it, as the package's README shows.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets, outputOf, type CliRun } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const APK = join(root, 'node_modules/io.appium.settings/apks/settings_apk-debug.apk');
const manifest = (path: string) =>
  JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;
const { version } = manifest('package.json') as { version: string };

/** What the tarball may hold: the CLI bundle (its chunks, its bundled licences), its docs. */
const ALLOWED =
  /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/(index|chunk-\w+)\.js|dist\/licenses\.txt)$/;

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

describe('the public package @pgyer-actions/cli', () => {
  const cli = manifest('packages/cli/package.json') as {
    name: string;
    version: string;
    private?: boolean;
    bin: Record<string, string>;
    engines: { node: string };
    publishConfig: { access: string; provenance: boolean };
    dependencies?: unknown;
  };

  it('is public, has the repository’s version, a pgyer command and no dependencies', () => {
    expect(cli.name).toBe('@pgyer-actions/cli');
    expect(cli.private).toBeUndefined();
    expect(cli.version).toBe(version);
    expect(cli.bin).toEqual({ pgyer: 'dist/index.js' });
    expect(cli.publishConfig).toEqual({ access: 'public', provenance: true });
    expect(cli.dependencies).toBeUndefined();
  });

  it('asks for a Node that every package bundled into the CLI runs on', () => {
    // undici 7 (the CLI's HTTP client) is the bundled package that needs the newest Node.
    const undici = manifest('node_modules/undici/package.json') as { engines: { node: string } };
    expect(cli.engines.node).toBe(undici.engines.node);
    expect(manifest('package.json').engines).toEqual(cli.engines);
  });

  it('bundles none of the packages that need Node 22 (npm ci warns about them on Node 20)', () => {
    // @azure/* and content-type (under @actions/artifact and @octokit/request) run only in the
    // actions, on the runner's Node 24: CONTRIBUTING.md, "npm ci warnings".
    const { packages } = manifest('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    const newerOnly = Object.entries(packages)
      .filter(([, entry]) => Number(/^>=\s*(\d+)/.exec(entry.engines?.node ?? '')?.[1] ?? 0) > 20)
      .map(([path]) => path.replace(/^.*node_modules\//, ''));
    expect(newerOnly).toEqual(expect.arrayContaining(['@azure/storage-blob', 'content-type']));
    const bundled = new Set(readFileSync(join(root, 'dist/cli/licenses.txt'), 'utf8').split('\n'));
    expect(newerOnly.filter((name) => bundled.has(name))).toEqual([]);
  });
});

describe('the CLI package', () => {
  let tarball: string;

  it('packs the CLI bundle, its README, LICENSE and CHANGELOG, and nothing else', async () => {
    const pack = await run(
      'npm',
      ['pack', './packages/cli', '--json', '--pack-destination', work],
      root,
    );
    expect(pack.exitCode, pack.stderr).toBe(0);
    const [result] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }];
    tarball = join(work, result.filename);
    expect(result.filename).toBe(`pgyer-actions-cli-${version}.tgz`);
    const files = result.files.map((file) => file.path);
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']),
    );
    expect(files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/licenses.txt']));
    expect(files.filter((file) => !ALLOWED.test(file))).toEqual([]);
    // The committed bundle whole: index.js and every chunk it may load.
    const bundle = (await readdir(join(root, 'dist/cli')))
      .filter((file) => file !== 'package.json')
      .map((file) => `dist/${file}`);
    expect(files.filter((file) => file.startsWith('dist/')).sort()).toEqual(bundle.sort());
  });

  it('leaves no copy of the bundle in the repository after packing', () => {
    for (const copy of ['dist', 'LICENSE', 'CHANGELOG.md']) {
      expect(existsSync(join(root, 'packages/cli', copy)), copy).toBe(false);
    }
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

  it('uploads a real APK through `npx --yes <tarball> upload` to the sandbox the installed pgyer starts', async () => {
    // No 8 characters of it ordinary output: 'package-' is in the digest line of a description.
    const apiKey = 'tgz-test-key-5b1e0c9d';
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
    const upload = await run(
      'npx',
      ['--yes', '--offline', `./${basename(tarball)}`, 'upload', APK, '--api-url', url, '--json'],
      work,
    );
    expect(upload.exitCode, upload.stderr).toBe(0);
    const [build] = JSON.parse(upload.stdout) as [
      { buildKey: string; published: boolean; record: { buildName: string } },
    ];
    expect(build.published).toBe(true);
    expect(build.record.buildName).toBe('Appium Settings');
    expect(build.buildKey).not.toBe('');
    expectNoSecrets({ ...upload, outputs: {}, summary: '' }, [], [apiKey]);
  });
});
