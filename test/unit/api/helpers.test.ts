import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  buildTypeOfFile,
  decodePage,
  decodeRecord,
  describeErrorCode,
  describeProgress,
  formatSize,
  INSTALL_TYPES,
  InputError,
  parseBuildType,
  parseWord,
  throttledProgress,
  toError,
  VERSION,
  webOriginFor,
  webPageOf,
} from '../../../src/api/index.js';
import { APP_GROUP_FIELDS, BUILD_FIELDS, recordAsSent } from '../../../src/api/records.js';

describe('decodeRecord', () => {
  const fields = {
    n: 'integer',
    s: 'string',
    b: 'boolean',
    a: 'array',
    l: { listOf: { n: 'integer' } },
  } as const;

  it('converts the service strings to the declared kinds', () => {
    expect(
      decodeRecord(fields, {
        n: '42',
        s: 7,
        b: 'true',
        a: [1],
        l: [{ n: '1' }, 'junk'],
        extra: 'x',
      }),
    ).toEqual({
      n: 42,
      s: '7',
      b: true,
      a: [1],
      l: [{ n: 1 }, {}],
    });
  });

  it('leaves out values that do not fit rather than guessing', () => {
    expect(decodeRecord(fields, { n: '', s: null, b: 'maybe', a: 'no', l: {} })).toEqual({});
    expect(decodeRecord(fields, { n: '1.5' })).toEqual({});
  });

  it('reads the empty data `[]` as an empty record', () => {
    expect(decodeRecord(fields, [])).toEqual({});
  });

  it('never hands out the install password of a build record: hasPassword says whether there is one', () => {
    const withPassword = decodeRecord(BUILD_FIELDS, {
      buildKey: 'b1',
      buildPassword: 'hunter2-pw',
    });
    expect(withPassword).toEqual({ buildKey: 'b1', hasPassword: true });
    expect(decodeRecord(BUILD_FIELDS, { buildPassword: '' })).toEqual({ hasPassword: false });
    expect(decodeRecord(BUILD_FIELDS, { buildKey: 'b1' })).toEqual({ buildKey: 'b1' });
    const group = decodeRecord(APP_GROUP_FIELDS, { apps: [{ buildPassword: 'hunter2-pw' }] });
    expect(JSON.stringify(group)).not.toContain('hunter2');
  });

  it('reads pages whether or not paging fields are present', () => {
    expect(decodePage({ n: 'integer' }, [{ n: '1' }])).toEqual({
      items: [{ n: 1 }],
      currentPage: 1,
      pageCount: 1,
    });
    expect(decodePage({ n: 'integer' }, { list: [], currentPage: '3' })).toEqual({
      items: [],
      currentPage: 3,
      pageCount: 3,
    });
  });
});

describe('enumerations', () => {
  it('accepts words and the service numbers', () => {
    expect(parseWord('install-type', 'Password', INSTALL_TYPES)).toBe(2);
    expect(parseWord('install-type', '3', INSTALL_TYPES)).toBe(3);
  });

  it('names the input and the accepted values otherwise', () => {
    expect(() => parseWord('install-type', 'secret', INSTALL_TYPES)).toThrow(
      new InputError('install-type', '"secret" is not one of public (1), password (2), invite (3)'),
    );
    expect(() => parseWord('install-type', '4', INSTALL_TYPES)).toThrow(InputError);
  });

  it('reads build types and extensions', () => {
    expect(parseBuildType('build-type', 'HarmonyOS')).toBe('harmony');
    expect(() => parseBuildType('build-type', 'windows')).toThrow(
      '"windows" is not one of ios, android, harmony',
    );
    expect(buildTypeOfFile('out/App.IPA')).toBe('ios');
    expect(buildTypeOfFile('app.zip')).toBeUndefined();
  });
});

describe('progress', () => {
  it('reports each 10 % or every 5 s, and 100 % once', () => {
    let time = 0;
    const lines: number[] = [];
    const onProgress = throttledProgress(
      1000,
      (progress) => lines.push(progress.sentBytes),
      () => time,
    );
    for (let sent = 10; sent <= 1000; sent += 10) onProgress(sent);
    expect(lines).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);

    lines.length = 0;
    const slow = throttledProgress(
      1000,
      (progress) => lines.push(progress.sentBytes),
      () => time,
    );
    for (const sent of [1, 2, 3]) {
      time += 6_000;
      slow(sent);
    }
    expect(lines).toEqual([1, 2, 3]);
  });

  it('describes percent, sizes and speed in binary units', () => {
    expect(
      describeProgress({
        sentBytes: 512 * 1024 * 1024,
        totalBytes: 1024 * 1024 * 1024,
        elapsedSeconds: 4,
      }),
    ).toBe('50% (512 MiB of 1 GiB, 128 MiB/s)');
  });

  it('shows a small file in bytes or KiB, not as 0.0 MiB', () => {
    expect(describeProgress({ sentBytes: 890, totalBytes: 890, elapsedSeconds: 0.004 })).toBe(
      '100% (890 B of 890 B, 217 KiB/s)',
    );
    expect([0, 1023, 1536, 100 * 1024, 12.3 * 1024 * 1024].map(formatSize)).toEqual([
      '0 B',
      '1023 B',
      '1.5 KiB',
      '100 KiB',
      '12.3 MiB',
    ]);
  });
});

describe('service facts', () => {
  it('gives every listed code its meaning', () => {
    expect(describeErrorCode(1098)).toBe('API requests reached the hourly limit');
    expect(describeErrorCode(9999)).toBe('an error code the service reference does not list');
  });

  it('serves install pages from www.pgyer.com for the service origins, else from the API origin', () => {
    expect(webOriginFor('https://api.pgyer.com')).toBe('https://www.pgyer.com');
    expect(webOriginFor('https://api.xcxwo.com/')).toBe('https://www.pgyer.com');
    expect(webOriginFor('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
  });

  it('addresses an install page as one path segment, whatever the short link holds', () => {
    expect(webPageOf('https://www.pgyer.com', 'abc')).toBe('https://www.pgyer.com/abc');
    expect(webPageOf('https://www.pgyer.com', 'a/b#c d')).toBe(
      'https://www.pgyer.com/a%2Fb%23c%20d',
    );
  });

  it('sends the version package.json declares', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});

describe('toError', () => {
  it('returns an Error as it is', () => {
    const error = new RangeError('out of range');
    expect(toError(error)).toBe(error);
  });

  it('wraps anything else a promise rejects with, keeping its text as the message', () => {
    expect(toError('socket hang up').message).toBe('socket hang up');
    expect(toError(42)).toBeInstanceOf(Error);
    expect(toError(undefined).message).toBe('undefined');
  });
});

describe('recordAsSent', () => {
  it('keeps the fields as sent but each whose presence alone is declared (a secret)', () => {
    const data = { buildKey: 'bk', buildPassword: 'pw', signingSecret: 's', extra: '1' };
    expect(recordAsSent(data)).toEqual({ buildKey: 'bk', signingSecret: 's', extra: '1' });
    const fields = { hasSecret: { presenceOf: 'signingSecret' }, buildKey: 'string' } as const;
    expect(recordAsSent(data, fields)).toEqual({ buildKey: 'bk', buildPassword: 'pw', extra: '1' });
  });

  it("is {} for the service's [] (no record)", () => {
    expect(recordAsSent([])).toEqual({});
  });
});
