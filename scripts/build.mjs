// Bundles every entry point with ncc into dist/<entry>/ (committed: the runner executes it as is).
// `node scripts/build.mjs [entry…]` builds only the named entries.
import ncc from '@vercel/ncc';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each folder of src/actions/ with an index.ts is an action; the sandbox and the CLI are bundled too. */
async function entries() {
  const folders = await readdir(join(root, 'src/actions'), { withFileTypes: true });
  const list = folders
    .filter((folder) => folder.isDirectory())
    .map((folder) => ({ name: folder.name, source: `src/actions/${folder.name}/index.ts` }))
    .filter((entry) => existsSync(join(root, entry.source)));
  list.push({ name: 'sandbox', source: 'src/sandbox/index.ts' });
  list.push({ name: 'cli', source: 'src/cli/index.ts' });
  return list;
}

/** Bundles one entry; ncc's errors carry its whole minified source, so only the message is shown. */
async function bundle(source) {
  try {
    return await ncc(join(root, source), {
      license: 'licenses.txt',
      quiet: true,
      sourceMap: false,
      minify: true,
      target: 'es2023',
      // `npm run typecheck` checks types; checking them again per bundle only slows the build.
      transpileOnly: true,
    });
  } catch (error) {
    console.error(
      `${source}: ${String(error instanceof Error ? error.message : error).slice(0, 4000)}`,
    );
    process.exit(1);
  }
}

const only = process.argv.slice(2);
for (const { name, source } of await entries()) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  const { code, assets } = await bundle(source);
  const outDir = join(root, 'dist', name);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // An entry with a #! line (the CLI) is a command: executable, as npm's bin links expect.
  await writeFile(join(outDir, 'index.js'), code, { mode: code.startsWith('#!') ? 0o755 : 0o644 });
  for (const [file, asset] of Object.entries(assets)) {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), asset.source);
  }
  const kib = (Buffer.byteLength(code) / 1024).toFixed(0);
  console.log(`dist/${name}/index.js  ${kib} KiB  (${Date.now() - started} ms)`);
}
