/** The CLI's option parsing: values, cross-option checks and the usage messages they give. */
import { Command, type Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { BOOLEANS, INSTALL_TYPES } from '../../../src/api/index.js';
import { givenOptions, parseFallbackApiUrls } from '../../../src/cli/context.js';
import { checkInstallType, checkInstallValidity } from '../../../src/rules/install.js';
import {
  listOption,
  optionName,
  parseDate,
  parseHttpUrl,
  parseInteger,
  parsePattern,
  secretOption,
  wordOption,
} from '../../../src/cli/options.js';
import { usageOf } from './helpers.js';

describe('option values', () => {
  it('names an option by its long flag', () => {
    expect(optionName('--install-type <word>')).toBe('install-type');
    expect(optionName('--no-wait')).toBe('wait');
  });

  it('parses whole numbers within bounds', () => {
    expect(parseInteger('retries', ' 4 ', 0, 10)).toBe(4);
    expect(usageOf(() => parseInteger('retries', '1.5', 0, 10))).toBe(
      'Option --retries: "1.5" is not a whole number',
    );
    expect(usageOf(() => parseInteger('poll-interval-seconds', '2', 3, 30))).toBe(
      'Option --poll-interval-seconds: 2 is not between 3 and 30',
    );
  });

  it('parses real calendar dates only', () => {
    expect(parseDate('install-start-date', '2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '2026-2-1', 'tomorrow']) {
      expect(usageOf(() => parseDate('install-start-date', bad))).toBe(
        `Option --install-start-date: "${bad}" is not a date of the form YYYY-MM-DD`,
      );
    }
  });

  it('parses http(s) URLs without the trailing slash', () => {
    expect(parseHttpUrl('api-url', 'http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(usageOf(() => parseHttpUrl('api-url', 'ftp://example.com'))).toBe(
      'Option --api-url: "ftp://example.com" is not an http(s) URL',
    );
    expect(usageOf(() => parseHttpUrl('api-url', 'nope'))).toContain('is not a URL');
  });

  it('parses failover origins: auto, none or a list', () => {
    expect(parseFallbackApiUrls('AUTO')).toBe('auto');
    expect(parseFallbackApiUrls('none')).toEqual([]);
    expect(parseFallbackApiUrls('https://a.example/, http://b.example')).toEqual([
      'https://a.example',
      'http://b.example',
    ]);
    expect(usageOf(() => parseFallbackApiUrls('https://a.example,b'))).toBe(
      'Option --fallback-api-urls: "b" is not a URL',
    );
  });

  it('parses regular expressions', () => {
    expect(parsePattern('keep-version-pattern', '^1\\.').test('1.2')).toBe(true);
    expect(usageOf(() => parsePattern('keep-version-pattern', '('))).toMatch(
      /^Option --keep-version-pattern: is not a regular expression/,
    );
  });
});

describe('options through commander', () => {
  /** Parses `argv` with the given options and returns the parsed values. */
  function parse(options: Option[], argv: string[]) {
    const command = new Command().exitOverride();
    for (const option of options) command.addOption(option);
    command.parse(argv, { from: 'user' });
    return givenOptions<Record<string, unknown>>(command);
  }

  it('turns words and numbers into the service number, and the unset word into undefined', () => {
    const installType = wordOption('--install-type <word>', 'who', INSTALL_TYPES);
    expect(parse([installType], ['--install-type', 'Password'])).toEqual({ installType: 2 });
    expect(parse([installType], ['--install-type', '3'])).toEqual({ installType: 3 });
    const oversea = wordOption('--oversea <word>', 'where', BOOLEANS, 'auto');
    expect(parse([oversea], ['--oversea', 'auto'])).toEqual({});
    expect(parse([oversea], ['--oversea', 'false'])).toEqual({ oversea: 2 });
    expect(() => parse([installType], ['--install-type', 'secret'])).toThrow(
      'Input "install-type": "secret" is not one of public (1), password (2), invite (3)',
    );
  });

  it('collects repeated and comma-separated list values', () => {
    const keys = listOption('--keep-build-keys <keys>', 'keys');
    expect(parse([keys], ['--keep-build-keys', 'a, b', '--keep-build-keys', 'c'])).toEqual({
      keepBuildKeys: ['a', 'b', 'c'],
    });
  });

  it('remembers every secret it parses, so the error line can redact it', () => {
    const secrets = new Set<string>();
    expect(
      parse([secretOption('--api-key <key>', 'key', secrets)], ['--api-key', ' k3y ']),
    ).toEqual({
      apiKey: 'k3y',
    });
    expect([...secrets]).toEqual(['k3y']);
  });
});

describe('install options (the rules shared with the actions)', () => {
  it('needs a password for a password install, and refuses one otherwise', () => {
    expect(checkInstallType(2, 'pw')).toBe(2);
    expect(checkInstallType(undefined, undefined, 1)).toBe(1);
    expect(checkInstallType(undefined, undefined)).toBeUndefined();
    expect(usageOf(() => checkInstallType(2, undefined))).toBe(
      'Option --password: is required when install-type is password',
    );
    expect(usageOf(() => checkInstallType(undefined, 'pw', 1))).toBe(
      'Option --password: is only used when install-type is password; set install-type: password',
    );
  });

  it('reads dates as a range and checks their order', () => {
    expect(checkInstallValidity(undefined, undefined, undefined)).toEqual({ validity: undefined });
    expect(checkInstallValidity(2, undefined, undefined)).toEqual({ validity: 2 });
    expect(checkInstallValidity(undefined, '2026-01-01', '2026-02-01')).toEqual({
      validity: 1,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
    expect(usageOf(() => checkInstallValidity(undefined, '2026-01-01', undefined))).toBe(
      'Option --install-end-date: is required for an install validity range',
    );
    expect(usageOf(() => checkInstallValidity(undefined, '2026-02-01', '2026-01-01'))).toBe(
      'Option --install-end-date: 2026-01-01 must be after install-start-date 2026-02-01',
    );
    expect(usageOf(() => checkInstallValidity(2, undefined, '2026-01-01'))).toBe(
      'Option --install-validity: must be range (or left out) when install dates are given',
    );
  });
});
