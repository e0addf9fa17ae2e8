/**
 * githubHtml: any outside text in an element of a summary or a comment renders, as GitHub renders
 * it (GFM, raw HTML kept), as that element with text and line breaks only, with nothing GitHub
 * would link afterwards (mentions, references, addresses, emoji), and reads as written.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderGfm } from '../../../scripts/lib/github-page.mjs';
import { githubHtml } from '../../../src/common/inert/github.js';
import { OUTSIDE_PAYLOADS } from '../../fixtures/outside-text.js';
import { liveOnGithub, shownText } from '../../helpers/github-refs.js';

const pieces = fc.constantFrom(
  ...'#@<>&:/-_*[]()!`~. \n\r1aZG'.split(''),
  'GH-',
  'https://',
  'www.',
  '&lt;',
  'rocket:',
  '\u2028',
  '\u0085',
);

function elementsOf(html: string): string[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((match) => match[1] ?? '');
}

describe('githubHtml', () => {
  it('leaves nothing live in a cell, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(pieces, { minLength: 1, maxLength: 30 }), (parts) => {
        const page = renderGfm(`<table><tr><td>${githubHtml(parts.join(''))}</td></tr></table>`);
        return (
          elementsOf(page).every((name) => ['table', 'tr', 'td', 'br'].includes(name)) &&
          liveOnGithub(page).length === 0
        );
      }),
      { numRuns: 3000 },
    );
  });

  it.each(OUTSIDE_PAYLOADS)('reads $tries as written', ({ text }) => {
    const page = renderGfm(`<p>${githubHtml(text)}</p>`);
    expect(liveOnGithub(page)).toEqual([]);
    expect(shownText(page).trim()).toBe(
      text
        .replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '\n')
        .replace(/\u2060/g, '')
        .trim(),
    );
  });
});
