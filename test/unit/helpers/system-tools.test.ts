import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { missingTool, REQUIRE_TOOLS, SYSTEM_TOOLS } from '../../helpers/system-tools.js';

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

// CI runs every test: a program missing there fails the run rather than skip tests unseen.
describe('CI', () => {
  it('runs npm test with PGYER_TEST_REQUIRE_TOOLS=1 in every workflow step', () => {
    const folder = '.github/workflows';
    const steps = readdirSync(folder).flatMap((file) => {
      const workflow = parse(readFileSync(join(folder, file), 'utf8')) as {
        env?: Record<string, unknown>;
        jobs: Record<
          string,
          {
            env?: Record<string, unknown>;
            steps?: { run?: string; env?: Record<string, unknown> }[];
          }
        >;
      };
      return Object.entries(workflow.jobs).flatMap(([name, job]) =>
        (job.steps ?? [])
          .filter((step) => /\bnpm (test|t)\b/.test(step.run ?? ''))
          .map((step) => ({
            step: `${file} ${name}: ${step.run ?? ''}`,
            value: { ...workflow.env, ...job.env, ...step.env }[REQUIRE_TOOLS],
          })),
      );
    });
    expect(steps.length).toBeGreaterThan(1);
    for (const { step, value } of steps) expect(String(value), step).toBe('1');
  });

  it('installs each program in .ci/run and runs npm test with PGYER_TEST_REQUIRE_TOOLS=1', () => {
    const script = readFileSync('.ci/run', 'utf8');
    for (const tool of Object.keys(SYSTEM_TOOLS))
      expect(script).toMatch(new RegExp(`\\b${tool}\\b`));
    expect(script).toMatch(/^\s*PGYER_TEST_REQUIRE_TOOLS=1 npm test$/m);
  });
});
