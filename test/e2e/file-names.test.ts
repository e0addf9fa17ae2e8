/**
 * File names and release notes as users on every runner OS have them: a file named with spaces
 * and non-ASCII characters, found by a glob in a folder with a space, and release notes from a
 * CRLF file. Both upload paths (storage upload, single-step) against the sandbox, through the
 * committed dist bundles: the sandbox must record the original name and the install page show it.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { failureOf, runAction, runCli } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const NAME = 'My App ü 1.apk';

let sandbox: Sandbox;
let folder: string;

beforeAll(async () => {
  sandbox = await startSandbox({ parseDelayMs: 10, publishDelayMs: 10 });
  folder = join(await mkdtemp(join(tmpdir(), 'file-names-')), 'out dir');
  await mkdir(folder);
  await copyFile(APK, join(folder, NAME));
  await writeFile(join(folder, 'notes.md'), '- Fixed the login.\r\n- Faster start.\r\n');
});
afterAll(() => sandbox.close());

/** The name the sandbox recorded for the build, and the install page's download line. */
async function expectNameKept(buildKey: string): Promise<void> {
  expect(sandbox.state.builds.get(buildKey)?.fileName).toBe(NAME);
  const page = await (await fetch(`${sandbox.url}/${buildKey}`)).text();
  expect(page).toContain(`Downloads ${NAME}.`);
}

it('keeps the name through the storage upload, with CRLF release notes (action)', async () => {
  const run = await runAction('.', {
    'api-key': sandbox.apiKey,
    'api-url': sandbox.url,
    file: join(folder, '*.apk'),
    'update-description-file': join(folder, 'notes.md'),
    'poll-interval-seconds': '3',
  });
  expect(failureOf(run)).toBe('');
  const buildKey = run.outputs['build-key'] ?? '';
  await expectNameKept(buildKey);
  expect(sandbox.state.builds.get(buildKey)?.updateDescription).toBe(
    '- Fixed the login.\n- Faster start.',
  );
});

it('keeps the name through a single-step upload (CLI)', async () => {
  const cli = await runCli([
    'upload',
    join(folder, NAME),
    '--single-step',
    '--api-key',
    sandbox.apiKey,
    '--api-url',
    sandbox.url,
    '--json',
  ]);
  expect(cli.exitCode, cli.stderr).toBe(0);
  const [build] = JSON.parse(cli.stdout) as { buildKey: string }[];
  await expectNameKept(build?.buildKey ?? '');
});
