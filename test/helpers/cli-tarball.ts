/** The CLI's npm package @pgyer-actions/cli as users get it: a tarball packed from this repository. */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * Packs the CLI's package into `destination` (`npm pack`), which npx and npm install take as a
 * package spec. The package is put together in a folder of `destination`
 * (`scripts/cli-package.mjs copy FOLDER`), not in packages/cli, where test/e2e/cli-package.test.ts
 * packs it at the same time.
 * @returns the tarball's absolute path
 */
export async function packCli(destination: string): Promise<string> {
  const stage = join(destination, 'cli-package');
  await run(process.execPath, [join(root, 'scripts/cli-package.mjs'), 'copy', stage]);
  const { stdout } = await run(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', destination],
    { cwd: stage, shell: process.platform === 'win32' },
  );
  const [result] = JSON.parse(stdout) as [{ filename: string }];
  return join(destination, result.filename);
}
