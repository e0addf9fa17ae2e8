/**
 * dist/ is committed and CI compares it with a fresh build of a clone, which lies elsewhere on
 * disk: the build's output must not depend on the repository's path. It did once (a plugin's
 * absolute path went into the chunk names), which only a clone at another path showed.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const ENTRY = 'set-newest';
const scratch: string[] = [];

/** A copy of what the build reads, at a path of its own, built; its dist/<ENTRY> by file name. */
async function buildElsewhere(): Promise<Map<string, string>> {
  const copy = await mkdtemp(join(tmpdir(), 'build-path-'));
  scratch.push(copy);
  for (const part of ['src', 'scripts', 'package.json']) {
    await cp(join(root, part), join(copy, part), { recursive: true });
  }
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'));
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', ENTRY], { cwd: copy });
  const outdir = join(copy, 'dist', ENTRY);
  const files = new Map<string, string>();
  for (const name of (await readdir(outdir)).sort()) {
    files.set(name, await readFile(join(outdir, name), 'utf8'));
  }
  return files;
}

afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run build', () => {
  it('gives the same bundle, chunk names included, wherever the repository lies', async () => {
    const [first, second] = [await buildElsewhere(), await buildElsewhere()];
    expect([...first.keys()].some((name) => name.startsWith('chunk-'))).toBe(true);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [name, content] of first) expect(second.get(name), name).toBe(content);
  }, 60_000);
});
