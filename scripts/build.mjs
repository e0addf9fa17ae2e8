// Bundles every entry point with ncc into dist/<entry>/ (committed: the runner executes it as is).
import ncc from '@vercel/ncc';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One bundle per action folder in src/actions/, plus the sandbox and (when present) the CLI. */
async function entries() {
  const actions = await readdir(join(root, 'src/actions'), { withFileTypes: true });
  const list = actions
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, source: `src/actions/${entry.name}/index.ts` }));
  list.push({ name: 'sandbox', source: 'src/sandbox/index.ts' });
  return list;
}

const only = process.argv.slice(2);
for (const { name, source } of await entries()) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  const { code, assets } = await ncc(join(root, source), {
    license: 'licenses.txt',
    quiet: true,
    sourceMap: false,
    minify: false,
    target: 'es2023',
    // `npm run typecheck` checks types; checking them again per bundle only slows the build.
    transpileOnly: true,
  });
  const outDir = join(root, 'dist', name);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'index.js'), code);
  for (const [file, asset] of Object.entries(assets)) {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), asset.source);
  }
  const kib = (Buffer.byteLength(code) / 1024).toFixed(0);
  console.log(`dist/${name}/index.js  ${kib} KiB  (${Date.now() - started} ms)`);
}
