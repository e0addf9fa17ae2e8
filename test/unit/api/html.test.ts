import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/api/html.js';

describe('escapeHtml', () => {
  it('escapes the five characters of markup', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves no line of its own: every CR and LF becomes a character reference', () => {
    expect(escapeHtml('a\r\n\r\nb\rc\nd')).toBe('a&#13;&#10;&#13;&#10;b&#13;c&#10;d');
  });
});
