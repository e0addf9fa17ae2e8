/** The one set of validators both front-ends use, worded as the CLI words them. */
import { describe, expect, it } from 'vitest';
import { ALTERNATE_API_URLS } from '../../../../src/api/index.js';
import { Checker } from '../../../../src/jobs/options/checker.js';
import { checkConnection } from '../../../../src/jobs/options/connection.js';
import { checkInstallType, checkInstallValidity } from '../../../../src/jobs/options/install.js';
import { InvalidOptions, problemLines } from '../../../../src/jobs/options/problems.js';
import { usageOf } from '../../../helpers/usage.js';

/** Runs one reader on a fresh checker and returns its value (done() throws the problems). */
function read<T>(reader: (check: Checker) => T): T {
  const check = new Checker();
  return check.done(reader(check));
}

describe('values', () => {
  it('reads whole numbers within bounds, with a fallback when not given', async () => {
    expect(read((check) => check.integer('retries', ' 4 ', { min: 0, max: 10 }, 3))).toBe(4);
    expect(read((check) => check.integer('retries', '', { min: 0, max: 10 }, 3))).toBe(3);
    expect(read((check) => check.integer('older-than-days', undefined, { min: 0, max: 9 }))).toBe(
      undefined,
    );
    expect(
      await usageOf(() => read((check) => check.integer('retries', '1.5', { min: 0, max: 10 }, 3))),
    ).toBe('Option --retries: "1.5" is not a whole number');
    expect(
      await usageOf(() =>
        read((check) => check.integer('poll-interval-seconds', '2', { min: 3, max: 30 }, 3)),
      ),
    ).toBe('Option --poll-interval-seconds: 2 is not between 3 and 30');
  });

  it('reads real calendar dates only', async () => {
    expect(read((check) => check.date('install-start-date', '2026-02-28'))).toBe('2026-02-28');
    for (const bad of ['2026-2-1', 'tomorrow', '2026-02-28T00:00']) {
      expect(await usageOf(() => read((check) => check.date('install-start-date', bad)))).toBe(
        `Option --install-start-date: "${bad}" is not a date of the form YYYY-MM-DD`,
      );
    }
  });

  it('says why a date of the right form is no calendar date', async () => {
    const problems = {
      '2026-13-01': 'month 13: a year has 12',
      '2026-00-10': 'month 00: a year has 12',
      '2026-02-30': 'day 30: February 2026 has 28',
      '2028-02-30': 'day 30: February 2028 has 29',
      '2026-04-31': 'day 31: April 2026 has 30',
      '2026-01-00': 'day 00: days start at 01',
    };
    for (const [bad, why] of Object.entries(problems)) {
      expect(await usageOf(() => read((check) => check.date('install-end-date', bad)))).toBe(
        `Option --install-end-date: "${bad}" is not a calendar date (${why})`,
      );
    }
  });

  it('reads http(s) URLs without the trailing slash', async () => {
    expect(read((check) => check.url('api-url', 'http://127.0.0.1:8080/', 'x'))).toBe(
      'http://127.0.0.1:8080',
    );
    expect(
      await usageOf(() => read((check) => check.url('api-url', 'ftp://example.com', 'x'))),
    ).toBe('Option --api-url: "ftp://example.com" is not an http(s) URL');
    expect(await usageOf(() => read((check) => check.url('api-url', 'nope', 'x')))).toContain(
      'is not a URL',
    );
  });

  it('refuses a URL with a user name or password, without showing it, before any request', async () => {
    for (const url of [
      'http://user:S3cretPw0rd@127.0.0.1:9',
      'https://S3cretPw0rd@example.com/',
      'ftp://u:S3cretPw0rd@example.com',
    ]) {
      const message = await usageOf(() => read((check) => check.url('api-url', url, 'x')));
      expect(message).toBe(
        'Option --api-url: must not carry a user name or password (the URL is not shown)',
      );
    }
  });

  it('reads failover origins: auto (also when not given), none or empty, or a list', async () => {
    const origins = (value: string | undefined) =>
      read((check) => checkConnection(check, { 'api-key': 'k', 'fallback-api-urls': value }))
        .fallbackApiUrls;
    expect(origins(undefined)).toEqual([...ALTERNATE_API_URLS]);
    expect(origins('AUTO')).toEqual([...ALTERNATE_API_URLS]);
    expect(origins('none')).toEqual([]);
    expect(origins('')).toEqual([]);
    expect(origins('https://a.example/, http://b.example')).toEqual([
      'https://a.example',
      'http://b.example',
    ]);
    expect(origins('https://a.example/\nhttp://b.example')).toHaveLength(2);
    expect(await usageOf(() => origins('https://a.example,b'))).toBe(
      'Option --fallback-api-urls: "b" is not a URL',
    );
  });

  it('reads booleans, words and choices', async () => {
    expect(read((check) => check.boolean('dry-run', 'Yes', false))).toBe(true);
    expect(read((check) => check.word('oversea', 'auto', { true: 1, false: 2 }, 'auto'))).toBe(
      undefined,
    );
    expect(read((check) => check.word('oversea', '2', { true: 1, false: 2 }, 'auto'))).toBe(2);
    expect(
      await usageOf(() => read((check) => check.choice('mode', 'maybe', ['set', 'cancel']))),
    ).toBe('Option --mode: "maybe" is not one of set, cancel');
  });

  it('reads regular expressions, and refuses those that can take exponential time', async () => {
    expect(read((check) => check.pattern('keep-version-pattern', '^1\\.'))?.test('1.2')).toBe(true);
    expect(
      await usageOf(() => read((check) => check.pattern('keep-version-pattern', '('))),
    ).toMatch(/^Option --keep-version-pattern: is not a regular expression/);
    for (const slow of ['^(a+)+$', '(x*)*y', '^(\\d+)+-beta$']) {
      expect(
        await usageOf(() => read((check) => check.pattern('keep-version-pattern', slow))),
      ).toMatch(/^Option --keep-version-pattern: .* may take exponential time/);
    }
    expect(
      read((check) => check.pattern('keep-version-pattern', '^1\\.(0|1)\\.\\d+$')),
    ).toBeInstanceOf(RegExp);
  });
});

describe('every problem at once', () => {
  it('records each bad value and throws them all, in order, from done()', () => {
    const check = new Checker();
    check.integer('keep-latest', '0', { min: 1, max: 10 }, 10);
    check.boolean('dry-run', 'perhaps', false);
    check.required('app-key', '');
    expect(() => {
      check.done(undefined);
    }).toThrow(InvalidOptions);
    try {
      check.done(undefined);
    } catch (error) {
      expect((error as InvalidOptions).problems.map((problem) => problem.setting)).toEqual([
        'keep-latest',
        'dry-run',
        'app-key',
      ]);
    }
  });

  it('lists at most ten problems and counts the rest', () => {
    const problems = Array.from({ length: 13 }, (_, index) => ({
      setting: `s${index}`,
      problem: 'bad',
    }));
    const lines = problemLines(problems, {
      name: (setting) => `Input "${setting}"`,
      mention: (setting) => `input ${setting}`,
      fix: ({ setting, value }) => `set ${setting}: ${value}`,
    });
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('Input "s0": bad');
    expect(lines[10]).toBe('… and 3 more');
  });
});

describe('install rules', () => {
  it('needs a password for a password install, and refuses one otherwise', async () => {
    expect(checkInstallType(2, 'pw')).toBe(2);
    expect(checkInstallType(undefined, undefined, 1)).toBe(1);
    expect(checkInstallType(undefined, undefined)).toBeUndefined();
    expect(await usageOf(() => checkInstallType(2, undefined))).toBe(
      'Option --password: is required when --install-type is password: set PGYER_INSTALL_PASSWORD or pass --password',
    );
    expect(await usageOf(() => checkInstallType(undefined, 'pw', 1))).toBe(
      'Option --password: is only used when --install-type is password; pass --install-type password',
    );
  });

  it('reads dates as a range and checks their order', async () => {
    expect(checkInstallValidity(undefined, undefined, undefined)).toEqual({ validity: undefined });
    expect(checkInstallValidity(2, undefined, undefined)).toEqual({ validity: 2 });
    expect(checkInstallValidity(undefined, '2026-01-01', '2026-02-01')).toEqual({
      validity: 1,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
    expect(await usageOf(() => checkInstallValidity(undefined, '2026-01-01', undefined))).toBe(
      'Option --install-end-date: is required for an install validity range',
    );
    expect(await usageOf(() => checkInstallValidity(undefined, '2026-02-01', '2026-01-01'))).toBe(
      'Option --install-end-date: 2026-01-01 must be after --install-start-date 2026-02-01',
    );
    expect(await usageOf(() => checkInstallValidity(2, undefined, '2026-01-01'))).toBe(
      'Option --install-validity: must be range (or left out) when --install-start-date or --install-end-date is given',
    );
  });
});
