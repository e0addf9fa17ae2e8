/**
 * vitest's global setup: the run's temporary files go to one folder of their own (TMPDIR, and TEMP
 * and TMP for Windows-minded code), removed when the run ends, so a run leaves nothing in the
 * machine's temp folder whatever each test does with its own (a run used to leave about a
 * hundred folders behind). Test processes and the bundles they start inherit it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Makes the run's temp folder; returns the teardown that removes it. */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'pgyer-actions-tests-'));
  for (const name of ['TMPDIR', 'TEMP', 'TMP']) process.env[name] = root;
  return () => rm(root, { recursive: true, force: true });
}
