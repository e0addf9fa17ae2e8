// Writes test/compat/release-<version>.json, the public interface of a release that
// test/compat/release-compat.test.ts holds later versions to: `npm run compat:snapshot` for the
// working tree (run it when releasing, after `npm run build`, and commit the file), or
// `npm run compat:snapshot -- <git-commit>` for an earlier release's commit (the 1.0.0 baseline
// came from 0b79ac6, the commit of CHANGELOG.md's 1.0.0 section, as the repository had no tags).
// The snapshot runs each tree's own dist/cli/ against this tree's sandbox.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const commit = process.argv[2];
let tree = root;
if (commit) {
  tree = mkdtempSync(join(tmpdir(), 'pgyer-release-'));
  const archive = execFileSync('git', ['archive', '--format=tar', commit], {
    cwd: root,
    maxBuffer: 2 ** 30,
  });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
}
const { version } = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8'));
const out = join(root, 'test/compat', `release-${version}.json`);
const result = spawnSync('npx', ['vitest', 'run', 'test/compat/write-snapshot.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, COMPAT_TREE: tree, COMPAT_OUT: out },
});
if (commit) rmSync(tree, { recursive: true, force: true });
if (result.status !== 0) process.exit(result.status ?? 1);
// As `npm run lint` checks it.
spawnSync('npx', ['prettier', '--write', out], { cwd: root, stdio: 'inherit' });
console.log(`wrote ${out}`);
