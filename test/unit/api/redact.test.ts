import { describe, expect, it } from 'vitest';
import { quoteRedacted, redact } from '../../../src/api/redact.js';

const KEY = 'Zq7Kw3Vn9Xp2Lr5T';

describe('redact', () => {
  it('replaces a secret, also form- and URL-encoded, and ignores empty secrets', () => {
    const secret = 'p@ss word&1';
    const text = `${secret} ${encodeURIComponent(secret)} ${new URLSearchParams({ s: secret }).toString()}`;
    expect(redact(text, [secret, ''])).toBe('*** *** s=***');
  });

  it('redacts a longer secret whole before a shorter one inside it', () => {
    expect(redact('sig=a&mac=Zq7K&end', ['Zq7K', 'a&mac=Zq7K'])).toBe('sig=***&end');
  });
});

describe('quoteRedacted', () => {
  it('redacts the whole text before it cuts, so no start of a secret is left at the cut', () => {
    const text = `${'.'.repeat(186)}_api_key=${KEY}&buildKey=b1`;
    expect(quoteRedacted(text, [KEY], 200)).toBe(`${'.'.repeat(186)}_api_key=***&b`);
  });

  it('replaces a trailing start of a secret (4 characters or more) that the text ends with', () => {
    expect(quoteRedacted(`echo: ${KEY.slice(0, 4)}`, [KEY], 200)).toBe('echo: ***');
    expect(quoteRedacted(`echo: ${KEY.slice(0, 11)}`, [KEY], 200)).toBe('echo: ***');
    expect(quoteRedacted(`key=${encodeURIComponent('a b&c=d').slice(0, 6)}`, ['a b&c=d'], 9)).toBe(
      'key=***',
    );
  });

  it('keeps a shorter trailing piece and text that only looks like a secret later on', () => {
    expect(quoteRedacted(`echo: ${KEY.slice(0, 3)}`, [KEY], 200)).toBe(`echo: ${KEY.slice(0, 3)}`);
    expect(quoteRedacted(KEY.slice(1, 6), [KEY], 200)).toBe(KEY.slice(1, 6));
    expect(quoteRedacted('0123456789', [KEY], 4)).toBe('0123');
  });
});
