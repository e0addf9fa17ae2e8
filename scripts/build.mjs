// Bundles every entry point with esbuild into dist/<entry>/ (committed: the runner executes it as
// is). `node scripts/build.mjs [entry…]` builds only the named entries.
//
// A full build then gives each action's README its inputs and outputs tables from its action.yml
// (scripts/lib/action-readme.mjs), and docs/gitlab.md the GitLab components' inputs tables from
// templates/*.yml (scripts/lib/template-docs.mjs), so that the check that a build changes nothing
// covers them.
//
// Each entry is an ES module, dist/<entry>/index.js (the path action.yml names), with its lazy
// `import()`s split into chunk files beside it: code that not every run needs is not parsed at
// start. The output depends only on the sources (no timestamps, content-hashed chunk names), so a
// fresh build reproduces the committed dist/.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { updateActionReadmes } from './lib/action-readme.mjs';
import { commonJsImportProblems } from './lib/lazy-imports.mjs';
import { updateGitlabDoc } from './lib/template-docs.mjs';

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

/**
 * `@actions/core` imports its OIDC client (`getIDToken`) at load, and through it
 * `@actions/http-client`, undici and tunnel: tens of ms and several MiB at every start, for a
 * function no action here calls. This stands in for `./oidc-utils.js` as core imports it and loads
 * the real module, in its own chunk, on the first call.
 */
const lazyOidcClient = {
  name: 'lazy-oidc-client',
  setup(builder) {
    const real = join(root, 'node_modules/@actions/core/lib/oidc-utils.js');
    const core = `${sep}node_modules${sep}@actions${sep}core${sep}lib${sep}`;
    builder.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, (args) =>
      args.importer.includes(core) && args.namespace === 'file'
        ? // A path of its own namespace goes into the chunk hashes as it is: a relative one keeps
          // the output the same wherever the repository is checked out.
          { path: 'oidc-utils.js', namespace: 'lazy-oidc-client' }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: 'lazy-oidc-client' }, () => ({
      resolveDir: dirname(real),
      contents:
        'export class OidcClient {' +
        '  static async getIDToken(audience) {' +
        "    const { OidcClient: client } = await import('./oidc-utils.js?real');" +
        '    return client.getIDToken(audience);' +
        '  }' +
        '}',
    }));
    builder.onResolve({ filter: /^\.\/oidc-utils\.js\?real$/ }, () => ({ path: real }));
  },
};

/**
 * Node's own `http` module reached through `require`, not `import`: since Node 22 it has getters
 * (`WebSocket`, `MessageEvent`, …) that load Node's internal undici, and importing a built-in as an
 * ES module evaluates every getter to build its named exports, about 20 ms of CPU at each start.
 */
const httpThroughRequire = {
  name: 'http-through-require',
  setup(builder) {
    builder.onResolve({ filter: /^(node:)?http$/ }, (args) =>
      args.namespace === 'http-through-require'
        ? { path: 'node:http', external: true }
        : { path: 'node:http', namespace: 'http-through-require' },
    );
    builder.onLoad({ filter: /.*/, namespace: 'http-through-require' }, () => ({
      contents: "module.exports = require('node:http');",
      loader: 'js',
    }));
  },
};

/**
 * @actions/glob logs through @actions/core, whose `debug` writes a `::debug::` workflow command to
 * stdout: the CLI's results (`--json`) go there. Outside the actions (the CLI, and the sandbox,
 * which runs the CLI), @actions/glob gets a core that keeps its notes (search paths, options) to
 * itself.
 */
const quietCoreForGlob = {
  name: 'quiet-core-for-glob',
  setup(builder) {
    const glob = `${sep}node_modules${sep}@actions${sep}glob${sep}`;
    builder.onResolve({ filter: /^@actions\/core$/ }, (args) =>
      args.importer.includes(glob) ? { path: 'core', namespace: 'quiet-core-for-glob' } : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: 'quiet-core-for-glob' }, () => ({
      contents: 'export function debug() {}\nexport function info() {}',
    }));
  },
};

/**
 * The licences of the packages bundled into one entry (from esbuild's list of inputs), as
 * licenses.txt beside the bundle: the name, the licence's identifier and its text, sorted by name.
 */
async function licenses(metafile) {
  const packages = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packages.set(match[1], input.slice(0, match.index + match[0].length));
  }
  const sections = [];
  for (const [name, dir] of [...packages].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const manifest = JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8'));
    const files = await readdir(join(root, dir));
    const file = files.sort().find((candidate) => /^(licen[cs]e|copying)/i.test(candidate));
    const text = file ? (await readFile(join(root, dir, file), 'utf8')).trim() : '';
    sections.push([name, manifest.license ?? '', text].filter(Boolean).join('\n'));
  }
  return `${sections.join('\n\n')}\n`;
}

/** Bundles one entry into dist/<name>/, replacing what was there. */
async function bundle(name, source) {
  const outdir = join(root, 'dist', name);
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: source },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
    plugins: [
      lazyOidcClient,
      httpThroughRequire,
      ...(source.startsWith('src/actions/') ? [] : [quietCoreForGlob]),
    ],
    // The CommonJS packages inside call `require` for Node's own modules; an ES module has none.
    banner: {
      js: 'import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);',
    },
  }).catch(() => process.exit(1));
  const problems = await commonJsImportProblems(result.metafile, root);
  if (problems.length > 0) {
    console.error(
      `dist/${name}: these import()s load a CommonJS module, whose chunk exports only \`default\` ` +
        '(its module.exports), while the sources also see named exports; take them from ' +
        `\`default\` (\`const { default: x } = await import(…)\`):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  await writeFile(join(outdir, 'package.json'), '{\n  "type": "module"\n}\n');
  await writeFile(join(outdir, 'licenses.txt'), await licenses(result.metafile));
  return result.metafile;
}

const only = process.argv.slice(2);
for (const { name, source } of await entries()) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  const metafile = await bundle(name, source);
  const entry = join(root, 'dist', name, 'index.js');
  const code = await readFile(entry, 'utf8');
  // An entry with a #! line (the CLI) is a command: executable, as npm's bin links expect.
  if (code.startsWith('#!')) await chmod(entry, 0o755);
  const chunks = Object.keys(metafile.outputs).filter((file) => !file.endsWith('/index.js'));
  const kib = (Buffer.byteLength(code) / 1024).toFixed(0);
  console.log(
    `dist/${name}/index.js  ${kib} KiB, ${chunks.length} lazy chunks  (${Date.now() - started} ms)`,
  );
}

if (only.length === 0) {
  for (const path of await updateActionReadmes(root))
    console.log(`${path}: tables from action.yml`);
  for (const path of await updateGitlabDoc(root)) console.log(`${path}: tables from templates/`);
}
