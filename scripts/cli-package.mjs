// The public npm package @pgyer-actions/cli (packages/cli/) ships the CLI bundle that
// `npm run build` commits in dist/cli/. npm runs this around `npm pack` and `npm publish` of that
// folder: `copy` (prepack) puts the bundle, LICENSE and CHANGELOG.md beside its package.json,
// `clean` (postpack) removes them again, so that the repository holds one copy of each.
// `copy` refuses a package whose version is not the repository's: the action's tag and the npm
// version move together.
import { copyFile, cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cliPackage = join(root, 'packages/cli');
const COPIES = ['dist', 'LICENSE', 'CHANGELOG.md'];

const versionOf = async (folder) =>
  JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')).version;

async function clean() {
  for (const name of COPIES) await rm(join(cliPackage, name), { recursive: true, force: true });
}

async function copy() {
  const [repository, cli] = await Promise.all([versionOf(root), versionOf(cliPackage)]);
  if (repository !== cli) {
    console.error(
      `packages/cli/package.json has version ${cli}, the repository ${repository}: give both the same version.`,
    );
    process.exit(1);
  }
  await clean();
  // dist/cli/package.json only marks the bundle as ES modules; the package's own says so.
  await cp(join(root, 'dist/cli'), join(cliPackage, 'dist'), {
    recursive: true,
    filter: (source) => source !== join(root, 'dist/cli/package.json'),
  });
  await copyFile(join(root, 'LICENSE'), join(cliPackage, 'LICENSE'));
  await copyFile(join(root, 'CHANGELOG.md'), join(cliPackage, 'CHANGELOG.md'));
}

const command = process.argv[2];
if (command === 'copy') await copy();
else if (command === 'clean') await clean();
else {
  console.error('usage: node scripts/cli-package.mjs copy|clean');
  process.exit(2);
}
