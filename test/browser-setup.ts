/**
 * vitest's global setup for the browser tests (install page, notification pictures, rendered on
 * GitHub): the headless Chromium is made ready once, before any test file runs, and its path is
 * handed to the test processes in PGYER_TEST_CHROMIUM (test/e2e/browser.ts). The files used to
 * unpack it each on first use into the same temp path: one launched it while another still wrote
 * it (`spawn ETXTBSY`), so `npm test` failed on its first run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sparticuzChromium from '@sparticuz/chromium';

/** The variable that carries the browser's path from the setup to the test processes. */
export const CHROMIUM_PATH_VARIABLE = 'PGYER_TEST_CHROMIUM';

/** Where Debian's chromium package puts the browser; preferred when installed. */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

const nodeModules = join(import.meta.dirname, '..', 'node_modules');

/** The installed version of @sparticuz/chromium (its exports hide package.json): names its folder. */
const sparticuzVersion = (
  JSON.parse(readFileSync(join(nodeModules, '@sparticuz', 'chromium', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * Why no browser can be had here, or undefined when one can: Debian's is missing and the Chromium
 * of @sparticuz/chromium runs on Linux x64 only.
 */
export function noBrowserReason(): string | undefined {
  if (existsSync(DEBIAN_CHROMIUM_PATH)) return undefined;
  if (process.platform === 'linux' && process.arch === 'x64') return undefined;
  return (
    `No browser for the browser tests: ${DEBIAN_CHROMIUM_PATH} is missing, and the Chromium of ` +
    `@sparticuz/chromium runs on Linux x64 only (this is ${process.platform} ${process.arch}).`
  );
}

/**
 * The Chromium that @sparticuz/chromium carries in its npm tarball (brotli files, no download),
 * unpacked into `cacheFolder/chromium-<version>/` unless already there; returns the path of its
 * executable. It is unpacked into a folder of its own beside that one, then renamed into place,
 * so the folder exists only when whole: a run that finds it never sees a half-written browser,
 * and two runs at once (each unpacking its own copy) end with one folder. About 2 s, 190 MB, once
 * per `npm ci` (which empties node_modules/.cache).
 */
export async function unpackChromium(cacheFolder: string): Promise<string> {
  const folder = join(cacheFolder, `chromium-${sparticuzVersion}`);
  const executable = join(folder, 'chromium');
  if (existsSync(executable)) return executable;
  await mkdir(cacheFolder, { recursive: true });
  const staging = await mkdtemp(`${folder}.unpacking-`);
  try {
    await inflateInto(staging);
    await rename(staging, folder).catch((error: unknown) => {
      // Another run renamed its whole copy first: use that one.
      if (!existsSync(executable)) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return executable;
}

/**
 * @sparticuz/chromium unpacks into os.tmpdir() (its only setting for where), which reads TMPDIR
 * on each call: pointed at `folder` while it unpacks. The setup runs before any test process, so
 * nothing else reads TMPDIR meanwhile.
 */
async function inflateInto(folder: string): Promise<void> {
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    await sparticuzChromium.executablePath();
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
}

/**
 * Sets PGYER_TEST_CHROMIUM to Debian's Chromium when installed, else to the unpacked one in
 * node_modules/.cache/pgyer-actions-tests. Where neither can be had, leaves it unset: the browser
 * tests fail with noBrowserReason, and every other test runs.
 */
export default async function setup(): Promise<void> {
  if (noBrowserReason() !== undefined) return;
  process.env[CHROMIUM_PATH_VARIABLE] = existsSync(DEBIAN_CHROMIUM_PATH)
    ? DEBIAN_CHROMIUM_PATH
    : await unpackChromium(join(nodeModules, '.cache', 'pgyer-actions-tests'));
}
