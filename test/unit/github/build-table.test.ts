import { describe, expect, it } from 'vitest';
import { breakable, buildKeyHtml, linkTo } from '../../../src/github/build-table.js';

/** The text a reader copies: the markup without its `<wbr>` (no character) and entities read. */
const copied = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The longest run of characters without a line break opportunity. */
const longestRun = (html: string) =>
  Math.max(...html.split('<wbr>').map((part) => copied(part).length));

describe('long addresses and buildKeys wrap on a phone', () => {
  const url = `https://www.pgyer.com/${'f68907be00f5e16e'.repeat(2)}?a=1&b=<2>`;

  it('links an address with its text the address, breakable every 8 characters at most', () => {
    const html = linkTo(url);
    expect(html.startsWith(`<a href="https://www.pgyer.com/`)).toBe(true);
    expect(copied(html)).toBe(url);
    expect(longestRun(html)).toBeLessThanOrEqual(8);
    // After a slash first: the address breaks where a reader expects.
    expect(html).toContain('https://<wbr>www.pgye<wbr>r.com/<wbr>');
  });

  it('sets a buildKey in code, breakable, copying as it is', () => {
    const buildKey = 'f68907be00f5e16ee8b55a50148ce42d';
    const html = buildKeyHtml(buildKey);
    expect(html).toMatch(/^<code>.*<\/code>$/);
    expect(copied(html)).toBe(buildKey);
    expect(longestRun(html.slice(6, -7))).toBe(8);
    expect(breakable('')).toBe('');
  });
});
