// The public npm package @pgyer-actions/cli (packages/cli/) ships the CLI bundle that
// `npm run build` commits in dist/cli/. npm runs this around `npm pack` and `npm publish` of that
// folder: `copy` (prepack) puts the bundle, LICENSE and CHANGELOG.md beside its package.json,
// `clean` (postpack) removes them again, so that the repository holds one copy of each.
// `copy` refuses a package whose version is not the repository's: the action's tag and the npm
// version move together.
// `copy FOLDER` writes the whole package (its package.json and README.md too) to FOLDER instead,
// for tests that pack it while another test packs packages/cli itself.
import { copyFile, cp, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cliPackage = join(root, 'packages/cli');
const COPIES = ['dist', 'LICENSE', 'CHANGELOG.md'];

const versionOf = async (folder) =>
  JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')).version;

async function clean() {
  for (const name of COPIES) await rm(join(cliPackage, name), { recursive: true, force: true });
}

async function copy(target = cliPackage) {
  const [repository, cli] = await Promise.all([versionOf(root), versionOf(cliPackage)]);
  if (repository !== cli) {
    console.error(
      `packages/cli/package.json has version ${cli}, the repository ${repository}: give both the same version.`,
    );
    process.exit(1);
  }
  if (target === cliPackage) {
    await clean();
  } else {
    await mkdir(target, { recursive: true });
    for (const name of ['package.json', 'README.md']) {
      await copyFile(join(cliPackage, name), join(target, name));
    }
  }
  // dist/cli/package.json only marks the bundle as ES modules; the package's own says so.
  await cp(join(root, 'dist/cli'), join(target, 'dist'), {
    recursive: true,
    filter: (source) => source !== join(root, 'dist/cli/package.json'),
  });
  await copyFile(join(root, 'LICENSE'), join(target, 'LICENSE'));
  await copyFile(join(root, 'CHANGELOG.md'), join(target, 'CHANGELOG.md'));
}

const command = process.argv[2];
if (command === 'copy') await copy(process.argv[3] ? resolve(process.argv[3]) : undefined);
else if (command === 'clean') await clean();
else {
  console.error('usage: node scripts/cli-package.mjs copy [FOLDER] | clean');
  process.exit(2);
}
