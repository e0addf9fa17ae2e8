// `npm run sandbox [-- options]`: runs the bundled sandbox, building it first when it is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist/sandbox/index.js');

if (!existsSync(bundle)) {
  console.error(
    'dist/sandbox/index.js is missing; building it first (node scripts/build.mjs sandbox)',
  );
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), 'sandbox'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, [bundle, ...process.argv.slice(2)], { stdio: 'inherit' });
// Pass stop signals on and wait for the sandbox to clean up, then exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
