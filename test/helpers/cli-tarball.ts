/** The CLI's npm package as users get it: a tarball packed from this repository. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../..');

/** The folder of the CLI's package: packages/cli once it has its own, else the repository. */
export const CLI_PACKAGE_DIR = existsSync(join(root, 'packages/cli/package.json'))
  ? join(root, 'packages/cli')
  : root;

/**
 * Packs the CLI's package into `destination` (`npm pack`), which npx and npm install take as a
 * package spec.
 * @returns the tarball's absolute path
 */
export async function packCli(destination: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['pack', '--json', '--pack-destination', destination],
    { cwd: CLI_PACKAGE_DIR, shell: process.platform === 'win32' },
  );
  const [result] = JSON.parse(stdout) as [{ filename: string }];
  return join(destination, result.filename);
}
