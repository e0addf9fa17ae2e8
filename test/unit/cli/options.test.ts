/** The CLI's options: raw settings from argv for the jobs' checkers, and the usage wording. */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/api/index.js';
import { usageLines } from '../../../src/cli/exit.js';
import { run } from '../../../src/cli/main.js';
import { addSettingOptions, optionName, rawSettings } from '../../../src/cli/options.js';
import { ENVIRONMENT_FALLBACKS } from '../../../src/cli/settings.js';
import { PASSWORD } from '../../../src/jobs/options/build-settings.js';
import type { AnySetting } from '../../../src/jobs/options/setting.js';
import { UPLOAD_SETTINGS } from '../../../src/jobs/upload/options.js';
import { captureIo } from './helpers.js';

/** A setting declared with `fields`, checked as text. */
const setting = (name: string, fields: Partial<AnySetting> = {}): AnySetting => ({
  name,
  help: name,
  check: (check, value) => check.text(value),
  ...fields,
});

/** Parses `argv` with options for `specs` and returns the raw settings. */
function parse(
  specs: readonly AnySetting[],
  argv: string[],
  secrets = new Set<string>(),
  readFromEnvironment = new Set<string>(),
) {
  const command = addSettingOptions(new Command().exitOverride(), specs, secrets);
  command.parse(argv, { from: 'user' });
  return rawSettings(command, readFromEnvironment);
}

describe('settings as options', () => {
  it('names an option by its long flag', () => {
    expect(optionName('--install-type <word>')).toBe('install-type');
    expect(optionName('--no-wait')).toBe('wait');
  });

  it('keeps values as raw text for the job to check, and leaves out what was not given', () => {
    const specs = [
      setting('install-type', { value: '<word>' }),
      setting('oversea', { value: '<w>' }),
    ];
    expect(parse(specs, ['--install-type', 'Password'])).toEqual({ 'install-type': 'Password' });
    expect(parse(specs, [])).toEqual({});
  });

  it('collects repeated values; the checker splits commas', () => {
    const specs = [setting('keep-build-keys', { value: '<keys>', repeatable: true })];
    expect(parse(specs, ['--keep-build-keys', 'a, b', '--keep-build-keys', 'c'])).toEqual({
      'keep-build-keys': ['a, b', 'c'],
    });
  });

  it('turns flags into the words the settings take', () => {
    const specs = [
      setting('dry-run'),
      setting('wait', { cli: { flag: '--no-wait', help: 'return at once' } }),
      setting('mode', { cli: { flag: '--cancel', flagValue: 'cancel', help: 'remove the mark' } }),
    ];
    expect(parse(specs, ['--dry-run', '--no-wait', '--cancel'])).toEqual({
      'dry-run': 'true',
      wait: 'false',
      mode: 'cancel',
    });
    expect(parse(specs, [])).toEqual({});
  });

  it('remembers every secret it parses, so the error line can redact it', () => {
    const secrets = new Set<string>();
    const specs = [setting('api-key', { value: '<key>', secret: {} })];
    expect(parse(specs, ['--api-key', ' k3y '], secrets)).toEqual({ 'api-key': ' k3y ' });
    expect([...secrets]).toEqual(['k3y']);
  });

  it('takes the install password from PGYER_INSTALL_PASSWORD, off the command line', () => {
    const secrets = new Set<string>();
    const readFromEnvironment = new Set<string>();
    const saved = process.env.PGYER_INSTALL_PASSWORD;
    process.env.PGYER_INSTALL_PASSWORD = 'Pass-4711';
    try {
      const specs = [PASSWORD];
      expect(parse(specs, [], secrets, readFromEnvironment)).toEqual({ password: 'Pass-4711' });
      expect([...secrets]).toEqual(['Pass-4711']);
      expect([...readFromEnvironment]).toEqual(['password']);
      // Given on the command line, the option wins and the variable is not what was read.
      readFromEnvironment.clear();
      expect(parse(specs, ['--password', 'Other-1'], secrets, readFromEnvironment)).toEqual({
        password: 'Other-1',
      });
      expect([...readFromEnvironment]).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.PGYER_INSTALL_PASSWORD;
      else process.env.PGYER_INSTALL_PASSWORD = saved;
    }
  });
});

describe('usage wording', () => {
  it('names options, arguments and service parameters each their way', () => {
    expect(
      usageLines([
        { setting: 'retries', problem: 'bad' },
        { setting: 'file', problem: 'x is not a file' },
        { setting: 'ID', problem: 'not a number' },
        new InputError('appKey', 'is required by app/view'),
        { problem: 'no setting was given' },
        { setting: 'api-key', problem: 'is required' },
      ]),
    ).toEqual([
      'Option --retries: bad',
      'Argument FILE: x is not a file',
      'Argument ID: not a number',
      'appKey: is required by app/view',
      'no setting was given',
      'Option --api-key: is required: set PGYER_API_KEY or pass --api-key',
    ]);
  });

  it('names the variable an option was read from', () => {
    expect(
      usageLines(
        [
          { setting: 'password', problem: 'is only used when install-type is password' },
          { setting: 'retries', problem: 'bad' },
        ],
        new Set(['password']),
      ),
    ).toEqual([
      'Option --password (from PGYER_INSTALL_PASSWORD): is only used when install-type is password',
      'Option --retries: bad',
    ]);
  });
});

describe('options derived from the declarations', () => {
  it('says each setting’s help, range and default in its option’s help line', () => {
    const command = addSettingOptions(new Command(), UPLOAD_SETTINGS, new Set());
    const help = (long: string) => command.options.find((option) => option.long === long);
    expect(help('--wait-timeout-seconds')?.description).toBe(
      'give up waiting after this many seconds, 1 to 21600 (default: 600)',
    );
    expect(help('--retries')?.description).toContain('0 to 10 (default: 3)');
    expect(help('--no-wait')?.description).toBe(
      'return once uploaded, without waiting until published',
    );
    expect(help('--harmony-hsp')?.description).toMatch(/\(repeatable\)$/);
  });

  it('tells to prefer the variable for each secret option that has one, in the CLI only', async () => {
    const warning = 'prefer it: a command line is visible to other users';
    const helpOf = async (...argv: string[]) => {
      const io = captureIo();
      expect(await run([...argv, '--help'], io)).toBe(0);
      return io.out().replace(/\s+/g, ' ');
    };
    const upload = await helpOf('upload');
    expect(upload).toContain(`(env: PGYER_API_KEY; ${warning})`);
    expect(upload).toContain(`(env: PGYER_INSTALL_PASSWORD; ${warning})`);
    expect(upload).not.toMatch(/--harmony-certificate-password <password> [^-]*prefer it/);
    expect(await helpOf('notify')).toContain(`(env: PGYER_DINGTALK_WEBHOOK; ${warning})`);
    expect(await helpOf('groups')).toContain(`(env: PGYER_USER_KEY; ${warning})`);
    for (const manifest of ['action.yml', 'notify/action.yml']) {
      expect(readFileSync(manifest, 'utf8')).not.toContain('visible to other users');
    }
  });

  it('reads the secrets from the variables 1.0 read', () => {
    expect(ENVIRONMENT_FALLBACKS).toEqual({
      'api-key': 'PGYER_API_KEY',
      'user-key': 'PGYER_USER_KEY',
      password: 'PGYER_INSTALL_PASSWORD',
      'dingtalk-webhook': 'PGYER_DINGTALK_WEBHOOK',
      'dingtalk-secret': 'PGYER_DINGTALK_SECRET',
      'feishu-webhook': 'PGYER_FEISHU_WEBHOOK',
      'feishu-secret': 'PGYER_FEISHU_SECRET',
      'wecom-webhook': 'PGYER_WECOM_WEBHOOK',
      'slack-webhook': 'PGYER_SLACK_WEBHOOK',
      'teams-webhook': 'PGYER_TEAMS_WEBHOOK',
      'webhook-url': 'PGYER_WEBHOOK_URL',
      'webhook-secret': 'PGYER_WEBHOOK_SECRET',
    });
  });
});
