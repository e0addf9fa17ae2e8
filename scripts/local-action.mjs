// `npm run local-action -- <action> [env-file]`: runs one action's TypeScript source with GitHub's
// @github/local-action, inputs and environment taken from the env file (default .env; see
// .env.example). The same as `npx @github/local-action run <folder> <entry> <env-file>`, with the
// folder of the action's action.yml and its entry point filled in.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Each action's folder (where its action.yml is): upload-and-wait is the repository's root. */
const folders = {
  'upload-and-wait': '.',
  'set-newest': 'set-newest',
  'update-settings': 'update-settings',
  'cleanup-old-builds': 'cleanup-old-builds',
  notify: 'notify',
  latest: 'latest',
  report: 'report',
  expiry: 'expiry',
};

const [name, envFile = '.env'] = process.argv.slice(2);
const folder = folders[name];
if (!folder) {
  console.error(`Usage: npm run local-action -- <${Object.keys(folders).join('|')}> [env-file]`);
  process.exit(2);
}
if (!existsSync(envFile)) {
  console.error(`${envFile} is missing: copy .env.example to ${envFile} and fill it in`);
  process.exit(2);
}
// local-action fails on a summary file or an artifact folder that does not exist yet.
const env = parseEnv(readFileSync(envFile, 'utf8'));
if (env.GITHUB_STEP_SUMMARY) {
  mkdirSync(dirname(env.GITHUB_STEP_SUMMARY), { recursive: true });
  appendFileSync(env.GITHUB_STEP_SUMMARY, '');
}
if (env.LOCAL_ACTION_ARTIFACT_PATH) mkdirSync(env.LOCAL_ACTION_ARTIFACT_PATH, { recursive: true });
// local-action resolves the entry point against the action's folder, the env file against the
// working directory.
const entry = relative(join(root, folder), join(root, 'src/actions', name, 'main.ts'));
// The package's exports do not include its command, so it is found by path.
const bin = join(root, 'node_modules/@github/local-action/bin/local-action.js');
const child = spawn(process.execPath, [bin, 'run', join(root, folder), entry, envFile], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
