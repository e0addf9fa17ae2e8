/**
 * Writes the release snapshot of a tree: run by `npm run compat:snapshot` (scripts/
 * compat-snapshot.mjs), which names the tree in COMPAT_TREE and the file in COMPAT_OUT; skipped in
 * `npm test`.
 */
import { writeFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { snapshotOf } from './snapshot.js';

const { COMPAT_TREE: tree, COMPAT_OUT: out } = process.env;
const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

it.runIf(tree && out)('writes the snapshot of COMPAT_TREE to COMPAT_OUT', async () => {
  if (!tree || !out) return;
  const snapshot = await snapshotOf(tree, sandbox);
  expect(Object.keys(snapshot.cli).length).toBeGreaterThan(0);
  await writeFile(out, `${JSON.stringify(snapshot, null, 2)}\n`);
});
