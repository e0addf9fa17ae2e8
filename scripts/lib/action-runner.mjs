// @ts-check
// Runs an action's dist bundle the way the GitHub runner does: a separate Node process, inputs as
// INPUT_* variables (action.yml defaults filled in), outputs and job summary as files.
// Used by `npm run demo` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * @typedef {object} ActionRun What one run of an action left behind.
 * @property {number | null} exitCode
 * @property {string} stdout
 * @property {string} stderr
 * @property {Record<string, string>} outputs
 * @property {string} summary The job summary (markdown and HTML).
 */

/**
 * @typedef {object} RunOptions
 * @property {string} [node] The Node binary; default the one running this script.
 * @property {RegExp} [interruptOnLog] Send SIGINT, as the runner does when the job is cancelled,
 *   once the log matches this (a fixed delay would race the start-up on a loaded machine).
 * @property {(chunk: string) => void} [onStdout] Sees the log as it is written.
 * @property {Record<string, string>} [env] More environment variables (GITHUB_* of a run).
 * @property {string[]} [nodeArgs] Arguments before the bundle: with `node` Wine's loader, the
 *   Windows node.exe (test/windows).
 * @property {(path: string) => string} [processPath] How the action's process names a path of this
 *   machine (the bundle, the output and summary files); default as it is. Wine: `Z:\…`.
 * @property {string} [cwd] The working folder (the runner's is the workspace).
 * @property {boolean} [outputToFiles] stdout and stderr go to files, not pipes, which Windows
 *   programs under Wine cannot write to; the log is read as it grows (onStdout, interruptOnLog).
 */

/**
 * Runs the action whose action.yml is in `actionDir` with `inputs` (names as in action.yml).
 * Inputs with a default get it unless given, as the runner does; `${{ }}` defaults are left out.
 * @param {string} actionDir
 * @param {Record<string, string>} inputs
 * @param {RunOptions} [options]
 * @returns {Promise<ActionRun>}
 * @throws {Error} when an input is not declared in action.yml
 */
export async function runAction(actionDir, inputs, options = {}) {
  const manifest =
    /** @type {{inputs: Record<string, {default?: string}>, runs: {main: string}}} */ (
      parse(await readFile(join(actionDir, 'action.yml'), 'utf8'))
    );
  for (const name of Object.keys(inputs)) {
    if (!(name in manifest.inputs)) throw new Error(`${actionDir}/action.yml has no input ${name}`);
  }
  const workDir = await mkdtemp(join(tmpdir(), 'action-run-'));
  const outputFile = join(workDir, 'output');
  const summaryFile = join(workDir, 'summary');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const processPath = options.processPath ?? ((/** @type {string} */ path) => path);
  /** @type {Record<string, string>} */
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_OUTPUT: processPath(outputFile),
    GITHUB_STEP_SUMMARY: processPath(summaryFile),
    ...options.env,
  };
  for (const [name, spec] of Object.entries(manifest.inputs)) {
    const value = inputs[name] ?? (spec.default?.includes('${{') ? undefined : spec.default);
    if (value !== undefined) env[`INPUT_${name.toUpperCase()}`] = value;
  }

  const bundle = processPath(join(actionDir, manifest.runs.main));
  const { stdout, stderr, exitCode } = await runLogged(
    options.node ?? process.execPath,
    [...(options.nodeArgs ?? []), bundle],
    { env, cwd: options.cwd, logDir: options.outputToFiles ? workDir : undefined },
    (child, log) => {
      options.onStdout?.(log.chunk);
      if (options.interruptOnLog?.test(log.all) && !log.interrupted) {
        log.interrupted = true;
        child.kill('SIGINT');
      }
    },
  );
  const run = {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputs(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
  };
  await rm(workDir, { recursive: true, force: true });
  return run;
}

/**
 * @typedef {object} StdoutSoFar
 * @property {string} chunk What was just written.
 * @property {string} all Everything written so far.
 * @property {boolean} interrupted Set once the caller has sent SIGINT.
 */

/**
 * Runs `command` with `args` to its end, calling `onStdout` as its stdout grows. With `logDir`,
 * stdout and stderr are files there, read every 50 ms and at the end.
 * @param {string} command
 * @param {string[]} args
 * @param {{env: Record<string, string>, cwd: string | undefined, logDir: string | undefined}} how
 * @param {(child: import('node:child_process').ChildProcess, log: StdoutSoFar) => void} onStdout
 * @returns {Promise<{stdout: string, stderr: string, exitCode: number | null}>}
 */
export async function runLogged(command, args, { env, cwd, logDir }, onStdout) {
  const log = { chunk: '', all: '', interrupted: false };
  let stderr = '';
  if (logDir === undefined) {
    const child = spawn(command, args, { env, cwd });
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      log.chunk = chunk.toString();
      log.all += log.chunk;
      onStdout(child, log);
    });
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (stderr += chunk.toString()));
    /** @type {number | null} */
    const exitCode = await new Promise((resolve) => child.on('close', resolve));
    return { stdout: log.all, stderr, exitCode };
  }
  const [stdoutFile, stderrFile] = [join(logDir, 'stdout'), join(logDir, 'stderr')];
  const fds = [openSync(stdoutFile, 'w'), openSync(stderrFile, 'w')];
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', ...fds] });
  fds.forEach((fd) => closeSync(fd));
  const reader = await open(stdoutFile);
  let read = Buffer.alloc(0);
  const poll = async () => {
    const { size } = await reader.stat();
    if (size <= read.length) return;
    const { buffer } = await reader.read(
      Buffer.alloc(size - read.length),
      0,
      size - read.length,
      read.length,
    );
    read = Buffer.concat([read, buffer]);
    // A multi-byte character cut at the end stays for the next read.
    const text = read.toString();
    log.chunk = text.slice(log.all.length).replace(/\uFFFD$/, '');
    if (log.chunk === '') return;
    log.all += log.chunk;
    onStdout(child, log);
  };
  let polling = Promise.resolve();
  const timer = setInterval(() => (polling = polling.then(poll)), 50);
  /** @type {number | null} */
  const exitCode = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  await polling.then(poll);
  await reader.close();
  return { stdout: read.toString(), stderr: await readFile(stderrFile, 'utf8'), exitCode };
}

/**
 * Reads the `name<<delimiter … delimiter` blocks @actions/core writes to GITHUB_OUTPUT.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseOutputs(text) {
  /** @type {Record<string, string>} */
  const outputs = {};
  // @actions/core ends lines with os.EOL: CRLF on Windows.
  for (const match of text.matchAll(/^(.+?)<<(\S+)\r?\n([\s\S]*?)\r?\n\2\r?$/gm)) {
    outputs[match[1] ?? ''] = match[3] ?? '';
  }
  return outputs;
}
