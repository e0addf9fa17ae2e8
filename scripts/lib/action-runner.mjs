// @ts-check
// Runs an action's dist bundle the way the GitHub runner does: a separate Node process, inputs as
// INPUT_* variables (action.yml defaults filled in), outputs and job summary as files.
// Used by `npm run demo` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
  /** @type {Record<string, string>} */
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...options.env,
  };
  for (const [name, spec] of Object.entries(manifest.inputs)) {
    const value = inputs[name] ?? (spec.default?.includes('${{') ? undefined : spec.default);
    if (value !== undefined) env[`INPUT_${name.toUpperCase()}`] = value;
  }

  const child = spawn(options.node ?? process.execPath, [join(actionDir, manifest.runs.main)], {
    env,
  });
  let stdout = '';
  let stderr = '';
  let interrupted = false;
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
    stdout += chunk.toString();
    options.onStdout?.(chunk.toString());
    if (options.interruptOnLog?.test(stdout) && !interrupted) {
      interrupted = true;
      child.kill('SIGINT');
    }
  });
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => {
    stderr += chunk.toString();
  });
  /** @type {number | null} */
  const exitCode = await new Promise((resolve) => child.on('close', resolve));
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
