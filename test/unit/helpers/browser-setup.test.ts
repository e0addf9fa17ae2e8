import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH_VARIABLE,
  DEBIAN_CHROMIUM_PATH,
  noBrowserReason,
  unpackChromium,
} from '../../browser-setup.js';

/** The browser's own answer to --version: it runs, so its file is whole. */
async function versionOf(executable: string): Promise<string> {
  const { stdout } = await promisify(execFile)(executable, ['--version', '--no-sandbox']);
  return stdout;
}

describe("the browser tests' global setup", () => {
  it.skipIf(noBrowserReason() !== undefined)(
    'hands every test file a whole browser before any file runs',
    async () => {
      const executable = process.env[CHROMIUM_PATH_VARIABLE];
      expect(executable, `${CHROMIUM_PATH_VARIABLE} in a test process`).toBeTruthy();
      expect(await versionOf(String(executable))).toMatch(/Chrom(?:e|ium) \d+\./);
    },
  );

  it.skipIf(process.platform !== 'linux' || process.arch !== 'x64')(
    'unpacks one whole copy when two runs start at once, and leaves no half-written folder',
    async () => {
      const cache = await mkdtemp(join(tmpdir(), 'browser-cache-'));
      try {
        const [first, second] = await Promise.all([unpackChromium(cache), unpackChromium(cache)]);
        expect(second).toBe(first);
        expect(first).not.toBe(DEBIAN_CHROMIUM_PATH);
        expect(await readdir(cache)).toEqual([expect.stringMatching(/^chromium-[\d.]+$/)]);
        expect(await versionOf(first)).toMatch(/Chrom(?:e|ium) \d+\./);
        // Found whole, not unpacked again.
        expect(await unpackChromium(cache)).toBe(first);
      } finally {
        await rm(cache, { recursive: true, force: true });
      }
    },
  );
});
