/**
 * Service data is data (service.md#guarantees): a build version that carries a line break and a
 * workflow command is logged as text, by the action (the runner would run `::error …::`) and by the
 * CLI.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { seedVersions } from '../helpers/seed.js';
import { runActionOn, runCli } from './harness.js';

const INJECTED = '1.0\n::error title=x::boom';

const sandbox = useSandbox();
let appKey: string;

beforeAll(() => {
  ({ appKey } = seedVersions(sandbox, [INJECTED, '2.0', '3.0']));
});

/** Lines that start a workflow command, as the runner reads them (leading blanks skipped). */
function commands(log: string): string[] {
  return log.split(/\r?\n|\r/).filter((line) => /^\s*::(error|warning|notice)\b.*boom/.test(line));
}

describe('a build version with a workflow command in it', () => {
  it('shows in the action log as data, never as a command', async () => {
    const run = await runActionOn(sandbox, 'cleanup-old-builds', {
      'app-key': appKey,
      'keep-latest': '1',
      'dry-run': 'true',
    });
    expect(run.exitCode).toBe(0);
    expect(commands(run.stdout)).toEqual([]);
    expect(run.stdout).toContain('Would delete 1.0\\n: :error title=x: :boom (Pgyer build');
  });

  it('shows on the CLI stderr on one line', async () => {
    const run = await runCli(
      ['cleanup', appKey, '--keep-latest', '1', '--dry-run', '--api-url', sandbox.url],
      { PGYER_API_KEY: sandbox.apiKey },
    );
    expect(run.exitCode).toBe(0);
    expect(commands(run.stderr)).toEqual([]);
    expect(run.stderr).toContain('Would delete 1.0\\n: :error title=x: :boom (Pgyer build');
  });
});
