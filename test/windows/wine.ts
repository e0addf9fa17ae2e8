/**
 * Windows programs under Wine, as `npm run test:windows` (scripts/test-windows.mjs) set it up:
 * the Windows node.exe, a prefix that reports Windows 10, and drive D: mapped to a folder, so a
 * run sees what a GitHub-hosted Windows runner shows (`D:\a\<repo>\<repo>` workspace).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { Sandbox } from '../../src/sandbox/server.js';
import { runLogged, type RunOptions } from '../../scripts/lib/action-runner.mjs';
import { type ActionRun, type CliRun, runActionOn } from '../e2e/harness.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:windows`);
  return value;
}

/** Wine's loader, called directly: the `wine` shell wrapper drops variables with a `-`. */
const WINE = required('PGYER_WINE');
const NODE_EXE = required('PGYER_WINE_NODE');
/** The folder that is drive D: of the prefix. */
const D_DRIVE = required('PGYER_WINE_D');

/** The workspace of a Windows runner, where the job's steps start. */
export const WORKSPACE = 'D:\\a\\app\\app';
/** The runner's temporary folder. */
export const RUNNER_TEMP = 'D:\\a\\_temp';

/**
 * The Windows path of a path of this machine: under D:'s folder a `D:\` path, else Wine's `Z:\`
 * (the whole Linux file system).
 */
export function windowsPath(path: string): string {
  const absolute = resolve(path);
  if (absolute === D_DRIVE || absolute.startsWith(D_DRIVE + sep)) {
    return `D:${absolute.slice(D_DRIVE.length).replaceAll('/', '\\') || '\\'}`;
  }
  return `Z:${absolute.replaceAll('/', '\\')}`;
}

/** This machine's path of a `D:\…` path. */
export function linuxPath(path: string): string {
  if (!/^D:\\/i.test(path)) throw new Error(`not on drive D: ${path}`);
  return join(D_DRIVE, ...path.slice(3).split('\\'));
}

/**
 * Empties the workspace and the runner's temporary folder, as a fresh job finds them.
 * @returns the workspace's path on this machine
 */
export async function freshWorkspace(): Promise<string> {
  await rm(join(D_DRIVE, 'a'), { recursive: true, force: true });
  await mkdir(linuxPath(RUNNER_TEMP), { recursive: true });
  const folder = linuxPath(WORKSPACE);
  await mkdir(folder, { recursive: true });
  return folder;
}

/**
 * The environment of every Windows process: Wine's (prefix, quiet, UTF-8 for non-ASCII names and
 * arguments) and what a Windows runner sets.
 */
function windowsEnvironment(): Record<string, string> {
  return {
    WINEPREFIX: required('WINEPREFIX'),
    WINEDEBUG: '-all',
    LANG: 'C.UTF-8',
    RUNNER_OS: 'Windows',
    RUNNER_TEMP,
    GITHUB_WORKSPACE: WORKSPACE,
  };
}

/**
 * Runs an action's bundle (in `actionDir`) on the Windows node.exe in the workspace, against
 * `sandbox`, with the secrets scan of runActionOn. stdout and stderr go through files: a Windows
 * program under Wine cannot write to a pipe.
 */
export function runWindowsAction(
  sandbox: Sandbox,
  actionDir: string,
  inputs: Record<string, string>,
  options: Pick<RunOptions, 'interruptOnLog'> = {},
): Promise<ActionRun> {
  return runActionOn(sandbox, actionDir, inputs, {
    node: WINE,
    run: {
      ...options,
      nodeArgs: [NODE_EXE],
      processPath: windowsPath,
      outputToFiles: true,
      cwd: linuxPath(WORKSPACE),
      env: windowsEnvironment(),
    },
  });
}

/**
 * Runs the `pgyer` bundle (dist/cli/index.js) on the Windows node.exe in the workspace with
 * `args` and `env` added to the Windows environment.
 */
export async function runWindowsCli(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<CliRun> {
  const logs = await mkdtemp(join(tmpdir(), 'wine-cli-'));
  try {
    const { stdout, stderr, exitCode } = await runLogged(
      WINE,
      [NODE_EXE, windowsPath('dist/cli/index.js'), ...args],
      {
        env: { PATH: process.env.PATH ?? '', ...windowsEnvironment(), ...env },
        cwd: linuxPath(WORKSPACE),
        logDir: logs,
      },
      () => undefined,
    );
    return { stdout, stderr, exitCode };
  } finally {
    await rm(logs, { recursive: true, force: true });
  }
}
