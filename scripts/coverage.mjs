// `npm run coverage [-- vitest arguments]`: runs the tests with V8 coverage (vitest.config.ts says
// what is measured), then prints line and branch coverage per folder of src/ from
// coverage/coverage-summary.json, weakest folder by lines first. Exits with the tests' status; the
// figures are printed even when a test failed.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--coverage', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
const summary = JSON.parse(await readFile(join(root, 'coverage/coverage-summary.json'), 'utf8'));

/** Covered and total lines and branches, added up per folder. */
const folders = new Map();
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const folder = dirname(relative(root, file));
  const sum = folders.get(folder) ?? { files: 0, lines: [0, 0], branches: [0, 0] };
  sum.files += 1;
  sum.lines[0] += figures.lines.covered;
  sum.lines[1] += figures.lines.total;
  sum.branches[0] += figures.branches.covered;
  sum.branches[1] += figures.branches.total;
  folders.set(folder, sum);
}

const percent = ([covered, total]) => (total === 0 ? 100 : (100 * covered) / total);
const cell = (pair) =>
  `${percent(pair).toFixed(1).padStart(6)}% ${`(${pair[0]}/${pair[1]})`.padEnd(13)}`;
const width = Math.max(6, ...[...folders.keys()].map((folder) => folder.length));
console.log(`${'folder'.padEnd(width)}  files  ${'lines'.padEnd(21)}  branches`);
const rows = [...folders].sort(([, a], [, b]) => percent(a.lines) - percent(b.lines));
for (const [folder, sum] of rows) {
  console.log(
    `${folder.padEnd(width)}  ${String(sum.files).padStart(5)}  ${cell(sum.lines)}  ${cell(sum.branches)}`,
  );
}
const { lines, branches } = summary.total;
const files = [...folders.values()].reduce((count, sum) => count + sum.files, 0);
console.log(
  `${'total'.padEnd(width)}  ${String(files).padStart(5)}  ` +
    `${cell([lines.covered, lines.total])}  ${cell([branches.covered, branches.total])}`,
);
process.exitCode = vitest.status ?? 1;
