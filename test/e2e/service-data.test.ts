/**
 * Service data is data (service.md#guarantees): a build version that carries a line break and a
 * workflow command is logged as text, by the action (the runner would run `::error …::`) and by the
 * CLI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { runAction, runCli } from './harness.js';

const INJECTED = '1.0\n::error title=x::boom';

let sandbox: Sandbox;
let appKey: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  const builds = [INJECTED, '2.0', '3.0'].map((version) =>
    sandbox.state.addBuild({
      platform: 'android',
      identifier: 'com.example.injected',
      name: 'Injected',
      version,
    }),
  );
  appKey = builds[0]?.appKey ?? '';
});
afterAll(() => sandbox.close());

/** Lines that start a workflow command, as the runner reads them (leading blanks skipped). */
function commands(log: string): string[] {
  return log.split(/\r?\n|\r/).filter((line) => /^\s*::(error|warning|notice)\b.*boom/.test(line));
}

describe('a build version with a workflow command in it', () => {
  it('shows in the action log as data, never as a command', async () => {
    const run = await runAction('cleanup-old-builds', {
      'api-key': sandbox.apiKey,
      'api-url': sandbox.url,
      'app-key': appKey,
      'keep-latest': '1',
      'dry-run': 'true',
    });
    expect(run.exitCode).toBe(0);
    expect(commands(run.stdout)).toEqual([]);
    expect(run.stdout).toContain('Would delete 1.0\\n::error title=x::boom (build');
  });

  it('shows on the CLI stderr on one line', async () => {
    const run = await runCli(
      ['cleanup', appKey, '--keep-latest', '1', '--dry-run', '--api-url', sandbox.url],
      { PGYER_API_KEY: sandbox.apiKey },
    );
    expect(run.exitCode).toBe(0);
    expect(commands(run.stderr)).toEqual([]);
    expect(run.stderr).toContain('Would delete 1.0\\n::error title=x::boom (build');
  });
});
