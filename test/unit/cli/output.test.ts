/** Human and JSON output, exit codes and error lines. */
import { PassThrough } from 'node:stream';
import { CommanderError } from 'commander';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  InputError,
  NetworkError,
  Transport,
  updateBuildSettings,
} from '../../../src/api/index.js';
import { describeFailure, ExitCode } from '../../../src/cli/exit.js';
import { InvalidOptions } from '../../../src/jobs/options/problems.js';
import {
  appTable,
  buildTable,
  detailTable,
  labelledLines,
  formatField,
  loadTableRenderer,
  printJson,
  table,
} from '../../../src/cli/format.js';
import { lineLogger } from '../../../src/cli/io.js';
import { run } from '../../../src/cli/main.js';
import { OUTSIDE_TEXTS } from '../../fixtures/outside-text.js';
import { fileChangedError } from '../../helpers/file-changed.js';
import { commandLines } from '../../helpers/runner-commands.js';
import { captureIo } from './helpers.js';

describe('formatting', () => {
  beforeAll(() => loadTableRenderer());

  it('draws tables without colour codes', () => {
    const text = table(['a', 'b'], [['1', '2']]);
    expect(text).toContain('│ a │ b │');
    expect(text).not.toContain('\u001b[');
  });

  it('shows build types as words, sizes in binary units, lists of records by their length', () => {
    expect(formatField('buildType', 3)).toBe('harmony');
    expect(formatField('buildFileSize', 3 * 1024 * 1024)).toBe('3 MiB');
    expect(formatField('buildFileSize', 890)).toBe('890 B');
    expect(formatField('otherApps', [{}, {}])).toBe('2 entries (see --json)');
    expect(formatField('buildScreenshotsUrl', ['a', 'b'])).toBe('a\nb');
    expect(formatField('needForceUpdate', false)).toBe('no');
  });

  it("shows the service's 1/2 flags as yes/no and its numbered settings by name", () => {
    expect(formatField('buildIsLastest', 1)).toBe('yes');
    expect(formatField('appAutoSync', 2)).toBe('no');
    expect(formatField('isOwner', '1')).toBe('yes');
    expect(formatField('buildInstallType', 2)).toBe('password');
    expect(formatField('buildInstallType', 3)).toBe('invite');
    expect(formatField('appLang', 3)).toBe('auto');
    expect(formatField('buildVersionType', 2)).toBe('app');
    expect(formatField('hasPassword', true)).toBe('yes');
    // A number the reference does not list stays as it came.
    expect(formatField('buildInstallType', 7)).toBe('7');
    expect(formatField('buildBuildVersion', 2)).toBe('2');
  });

  it("shows the service's times (UTC+8, no zone) in UTC with the zone, as every summary does", () => {
    expect(formatField('buildCreated', '2026-11-25 04:43:10')).toBe('2026-11-24 20:43 UTC');
    expect(formatField('buildUpdated', '2026-11-25 00:10:00')).toBe('2026-11-24 16:10 UTC');
    expect(formatField('feedbackCreated', '2026-01-01 07:59:00')).toBe('2025-12-31 23:59 UTC');
    // A time the service wrote another way stays as it came.
    expect(formatField('buildCreated', 'yesterday')).toBe('yesterday');
    const builds = buildTable([{ buildKey: 'b', buildCreated: '2026-11-25 04:43:10' }]);
    expect(builds).toContain('2026-11-24 20:43 UTC');
    expect(builds).toContain('pgyer build');
  });

  it('lists only the fields that have a value', () => {
    const text = detailTable({ buildKey: 'k', buildName: '', buildVersion: undefined });
    expect(text).toContain('buildKey');
    expect(text).not.toContain('buildName');
    expect(detailTable({})).toBe('(no fields)');
  });

  it('words a refused key as the setting the user gave, not the operation or _api_key', () => {
    const lines = [1001, 1002, 1055, 1012, 1045].map(
      (code) =>
        describeFailure(new ApiError('app/getCOSToken', code, 'x', 200), { secrets: [] }, false)
          .message,
    );
    expect(lines).toEqual([
      'error: the API key (--api-key or PGYER_API_KEY) is missing (service code 1001)',
      'error: the API key (--api-key or PGYER_API_KEY) is not valid (service code 1002)',
      'error: the API key (--api-key or PGYER_API_KEY) is not valid (service code 1055)',
      'error: the user key (--user-key or PGYER_USER_KEY) is missing (service code 1012)',
      'error: the user key (--user-key or PGYER_USER_KEY) is not valid (service code 1045)',
    ]);
  });

  it('prints outside text in tables, JSON and log lines with no line a command', () => {
    const records = OUTSIDE_TEXTS.map((text, index) => ({
      buildKey: `k${String(index)}`,
      buildName: text,
      buildVersion: text,
    }));
    const injected = (text: string) => commandLines(text).filter((line) => line.includes('pwned'));
    const tableText = buildTable(records);
    expect(injected(tableText)).toEqual([]);
    expect(tableText).toContain('App ## [set-output name=x;]pwned');
    const stream = new PassThrough();
    printJson(stream, records);
    const json = String(stream.read());
    expect(JSON.parse(json)).toEqual(records);
    expect(injected(json)).toEqual([]);
    const lines: string[] = [];
    const logger = lineLogger((line) => lines.push(line), true);
    for (const text of OUTSIDE_TEXTS) {
      logger.warning(`Could not read ${text}`);
      logger.info(text);
    }
    expect(injected(lines.join('\n'))).toEqual([]);
  });

  it("lists apps by their key and their latest build's facts, not its key", () => {
    const text = appTable([{ appKey: 'a'.repeat(32), buildKey: 'b'.repeat(32), buildName: 'X' }]);
    const header = text.split('\n')[1] ?? '';
    expect(header).toMatch(/^│ app key +│ name +│/);
    expect(text).not.toContain('b'.repeat(32));
  });

  it('fits a table to the width: a wide head wraps first, then the widest cells at spaces, never a word', async () => {
    const key = 'k'.repeat(32);
    const rows = [[key, 'a name of several words', '2026-11-28 05:08 UTC']];
    const head = ['build key', 'name', 'a long header of words'];
    try {
      await loadTableRenderer(60);
      const lines = table(head, rows).split('\n');
      expect(lines.every((line) => line.length <= 60)).toBe(true);
      expect(lines.some((line) => line.includes(key))).toBe(true);
      // The head's rule, and none between rows.
      expect(lines.filter((line) => line.startsWith('├'))).toHaveLength(1);
      await loadTableRenderer(200);
      expect(table(head, rows).split('\n')).toHaveLength(5);
      // Words alone wider than the width: the table stays wider, its words whole.
      await loadTableRenderer(40);
      expect(table(['k', 'l'], [[key, key]])).toContain(`│ ${key} │ ${key} │`);
    } finally {
      await loadTableRenderer();
    }
  });

  it('labels lines, wraps long values under their start, puts a too-wide word on its own line', async () => {
    try {
      await loadTableRenderer(40);
      const url = `https://www.pgyer.com/${'x'.repeat(30)}`;
      const text = labelledLines([
        ['newest', 'yes: testers installing the app get this build'],
        ['install page', url],
        ['empty', ''],
      ]);
      expect(text.split('\n')).toEqual([
        '  newest        yes: testers installing',
        '                the app get this build',
        '  install page',
        `    ${url}`,
      ]);
    } finally {
      await loadTableRenderer();
    }
  });
});

describe('exit codes and error lines', () => {
  it('says 1, not bad usage, when the file changed size during the upload', async () => {
    const failure = describeFailure(await fileChangedError(), { secrets: [] }, false);
    expect(failure.exitCode).toBe(ExitCode.failure);
    expect(failure.message).toMatch(
      /changed size during the upload.*may have left a partial upload/,
    );
    expect(failure.message).not.toContain('Option --file');
  });

  // Review 3 I: the core's own precondition is no bad option, and may fire after a change.
  it('says 1, not bad usage, when a call leaves out a parameter its operation requires', async () => {
    const transport = new Transport({ apiKey: 'k', apiUrl: 'http://127.0.0.1:9' });
    const error = await updateBuildSettings(transport, '', { buildVersion: '2.0' }).catch(
      (thrown: unknown) => thrown,
    );
    expect(describeFailure(error, { secrets: [] }, false)).toEqual({
      exitCode: ExitCode.failure,
      message:
        'error: app/updateApp was called without userKey, which it requires: it was not sent',
    });
  });

  it('says 2 for bad usage, 1 for the service or the network, 130 for an interrupted run', () => {
    expect(describeFailure(new InputError('retries', 'bad'), { secrets: [] }, false)).toEqual({
      exitCode: ExitCode.usage,
      message: 'error: Option --retries: bad',
    });
    expect(
      describeFailure(new InputError(undefined, 'say --yes'), { secrets: [] }, false).message,
    ).toBe('error: say --yes');
    const several = new InvalidOptions([
      { setting: 'keep-latest', problem: '0 is not between 1 and 100000' },
      { setting: 'dry-run', problem: '"perhaps" is not true or false' },
    ]);
    expect(describeFailure(several, { secrets: [] }, false)).toEqual({
      exitCode: ExitCode.usage,
      message:
        'error: Option --keep-latest: 0 is not between 1 and 100000\n' +
        'error: Option --dry-run: "perhaps" is not true or false',
    });
    const apiError = new ApiError('app/listMy', 1009, '', 200);
    expect(describeFailure(apiError, { secrets: [] }, false)).toEqual({
      exitCode: ExitCode.failure,
      message: 'error: app/listMy failed with code 1009: no information found for the app',
    });
    expect(
      describeFailure(new NetworkError('app/view', 'refused'), { secrets: [] }, true).exitCode,
    ).toBe(130);
    const injected = new ApiError('app/view', 1009, 'nope\n::error title=x::boom', 200);
    expect(describeFailure(injected, { secrets: [] }, false).message).toBe(
      'error: app/view failed with code 1009: no information found for the app (service said: nope\\n: :error title=x: :boom)',
    );
    expect(
      describeFailure(
        new CommanderError(1, 'commander.unknownOption', 'x'),
        { secrets: [] },
        false,
      ),
    ).toEqual({ exitCode: ExitCode.usage, message: '' });
    expect(
      describeFailure(new CommanderError(0, 'commander.helpDisplayed', ''), { secrets: [] }, false),
    ).toEqual({ exitCode: ExitCode.ok, message: '' });
  });

  it('redacts every secret from the error line', () => {
    const failure = describeFailure(
      new Error('echoed _api_key=s3cret&x'),
      { secrets: ['s3cret'] },
      false,
    );
    expect(failure.message).toBe('error: echoed _api_key=***&x');
  });
});

describe('run', () => {
  it('answers --help with exit code 0 on stdout', async () => {
    const io = captureIo();
    expect(await run(['cleanup', '--help'], io)).toBe(0);
    expect(io.out()).toContain('--keep-latest <n>');
    expect(io.err()).toBe('');
  });

  it('exits with 2 for a missing argument, an unknown option and a bad value', async () => {
    for (const argv of [
      ['builds'],
      ['apps', '--bogus'],
      ['apps', '--retries', 'many'],
      ['apps', '--api', 'v3'],
      ['builds', 'k', '--page', '2', '--all'],
      ['nonsense'],
    ]) {
      const io = captureIo();
      expect(await run(argv, io), argv.join(' ')).toBe(2);
      expect(io.err()).toMatch(/^error: /);
      expect(io.out()).toBe('');
    }
  });

  it('keeps the value of an unknown option and workflow commands out of the usage error', async () => {
    const io = captureIo();
    expect(await run(['upload', '--apikey=SECRETVALUE123##[error]x', 'x.apk'], io)).toBe(2);
    expect(io.err()).toContain("error: unknown option '--apikey=***'");
    expect(io.err()).not.toContain('SECRETVALUE123');
    expect(io.err()).not.toContain('##[');
  });

  it('asks for the api key when none was given', async () => {
    const io = captureIo();
    const saved = process.env.PGYER_API_KEY;
    delete process.env.PGYER_API_KEY;
    try {
      expect(await run(['apps'], io)).toBe(2);
    } finally {
      if (saved !== undefined) process.env.PGYER_API_KEY = saved;
    }
    expect(io.err()).toBe(
      'error: Option --api-key: is required: set PGYER_API_KEY or pass --api-key\n',
    );
  });

  it('says a password it refuses came from PGYER_INSTALL_PASSWORD, before any request', async () => {
    const io = captureIo();
    vi.stubEnv('PGYER_INSTALL_PASSWORD', 'Group-Wide-1');
    try {
      // No --install-type: the password in the environment is not this upload's.
      const argv = ['upload', 'test/fixtures/demo.ipa', '--api-key', 'k1234567'];
      expect(await run([...argv, '--api-url', 'http://127.0.0.1:9'], io)).toBe(2);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(io.err()).toContain(
      'error: Option --password (from PGYER_INSTALL_PASSWORD): is only used when --install-type is password',
    );
    expect(io.err()).not.toContain('Group-Wide-1');
  });

  it('names PGYER_USER_KEY when build settings lack the user key, as for the api key', async () => {
    const io = captureIo();
    const saved = process.env.PGYER_USER_KEY;
    delete process.env.PGYER_USER_KEY;
    try {
      const key = ['--api-key', 'an-api-key'];
      const settings = ['update-settings', ...key, '--build-key', 'b', '--update-description', 'x'];
      expect(await run(settings, io)).toBe(2);
      expect(await run(['groups', ...key, '--api', 'v1'], io)).toBe(2);
    } finally {
      if (saved !== undefined) process.env.PGYER_USER_KEY = saved;
    }
    expect(io.err()).toBe(
      'error: Option --user-key: is required to change --update-description (build settings): set PGYER_USER_KEY or pass --user-key\n' +
        'error: Option --user-key: is required with --api v1 (userAppGroup/listAll): set PGYER_USER_KEY or pass --user-key\n',
    );
  });

  it('deletes no app when the answer on the terminal is not the app key', async () => {
    const io = captureIo();
    const stdin = Object.assign(new PassThrough(), { isTTY: true });
    stdin.end('y\n');
    // Nothing listens there: a request would fail the run with exit code 1.
    const argv = ['delete-app', 'abc', '--api-key', 'k', '--api-url', 'http://127.0.0.1:9'];
    expect(await run(argv, { ...io, stdin })).toBe(0);
    expect(io.err()).toBe(
      'Delete app abc with all its builds? This cannot be undone. Type the app key to confirm: Nothing was deleted.\n',
    );
  });

  it('refuses an operation API 1.0 does not have', async () => {
    const io = captureIo();
    expect(await run(['certificates', '--api', 'v1', '--api-key', 'k'], io)).toBe(2);
    expect(io.err()).toBe(
      'error: Option --api: v1 cannot run pgyer certificates: API 1.0 has no certificate/index; use --api v2 (the default)\n',
    );
  });
});
