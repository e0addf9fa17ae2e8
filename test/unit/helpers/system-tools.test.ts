import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingTool } from '../../helpers/system-tools.js';

const FILE = 'test/e2e/gitlab-component.test.ts';
let withRsync: string;
let withoutRsync: string;

beforeAll(async () => {
  withRsync = await mkdtemp(join(tmpdir(), 'tools-'));
  withoutRsync = await mkdtemp(join(tmpdir(), 'tools-'));
  await writeFile(join(withRsync, 'rsync'), '#!/bin/sh\n');
  await chmod(join(withRsync, 'rsync'), 0o755);
  // Named like it, but not executable: not a program a test could run.
  await writeFile(join(withoutRsync, 'rsync'), '');
});
afterAll(() => Promise.all([withRsync, withoutRsync].map((dir) => rm(dir, { recursive: true }))));
afterEach(() => vi.restoreAllMocks());

describe.skipIf(process.platform === 'win32')('missingTool', () => {
  it('runs the tests, silently, when the program is on the PATH', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(missingTool('rsync', FILE, { PATH: `${withoutRsync}:${withRsync}` })).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('skips them with one line naming the program, its install and the command that runs them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(missingTool('rsync', FILE, { PATH: withoutRsync })).toBe(true);
    expect(warn.mock.calls).toEqual([
      [
        `Skipped the tests of ${FILE} that need rsync, which is missing: install it (apt-get install rsync), then run: npx vitest run ${FILE}`,
      ],
    ]);
  });

  it('fails them under PGYER_TEST_REQUIRE_TOOLS=1, as CI runs them', () => {
    const env = { PATH: withoutRsync, PGYER_TEST_REQUIRE_TOOLS: '1' };
    expect(() => missingTool('curl', FILE, env)).toThrow(
      'curl is not on the PATH and PGYER_TEST_REQUIRE_TOOLS=1 requires it: install it (apt-get install curl)',
    );
    expect(missingTool('rsync', FILE, { ...env, PATH: withRsync })).toBe(false);
  });
});
