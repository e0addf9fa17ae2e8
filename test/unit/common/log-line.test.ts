/**
 * Outside text in a CI log line: no line a runner takes for a workflow command (read as the runner
 * reads, see test/helpers/runner-commands.ts), whatever the text; the text still reads as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logJson, logLine, logLines } from '../../../src/common/inert/log-line.js';
import { LINE_BREAKS, OUTSIDE_PAYLOADS } from '../../fixtures/outside-text.js';
import { commandLines, isCommandLine } from '../../helpers/runner-commands.js';

/** Text made of the pieces of commands, the characters the runner skips, and anything else. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ':',
        '::',
        '#',
        '##[',
        '[',
        ' ',
        '\t',
        '\u00A0',
        '\u3000',
        'x',
        '=',
        ']',
        '\\',
        '"',
      ),
      fc.constantFrom(
        '\u200B',
        '\u2060',
        '\u00AD',
        '\u0301',
        '\u0000',
        '\u001B',
        '\uFEFF',
        '\u0640',
      ),
      fc.constantFrom(...LINE_BREAKS),
      fc.string({ unit: 'binary', maxLength: 4 }),
    ),
    { maxLength: 24 },
  )
  .map((pieces) => pieces.join(''));

describe('logLine', () => {
  it.each(OUTSIDE_PAYLOADS)('makes one inert line of $tries', ({ text }) => {
    const line = logLine(text);
    expect(commandLines(line)).toEqual([]);
    expect(line).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]/);
  });

  it('never gives a line the runner takes for a command', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const line = logLine(text);
        return !/[\r\n\v\f\u0085\u2028\u2029]/.test(line) && !isCommandLine(line);
      }),
      { numRuns: 2000 },
    );
  });

  it('breaks :: and ##[ around every character that ICU collation ignores, in all of Unicode', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'variant' });
    const missed: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (collator.compare(`a${char}b`, 'ab') !== 0) continue;
      if (isCommandLine(logLine(`:${char}:warning::x`)) || isCommandLine(logLine(`#${char}#[x`)))
        missed.push(code.toString(16));
    }
    expect(missed).toEqual([]);
  });

  it('shows line breaks as escapes and breaks commands with a visible space', () => {
    expect(logLine('1.0\r\n::error::x\u2028y\u0085z')).toBe(
      '1.0\\r\\n: :error: :x\\u2028y\\u0085z',
    );
    expect(logLine('App ##[set-output name=x;]y')).toBe('App ## [set-output name=x;]y');
    expect(logLine('#\u200B#[x')).toBe('#\u200B# [x');
  });

  it('shows control characters as escapes: no ANSI sequence recolours or rewrites the log', () => {
    expect(logLine('\u001b[2K\u001b[31mred\u0007\u0000')).toBe(
      '\\u001b[2K\\u001b[31mred\\u0007\\u0000',
    );
    expect(logLines('a\u009b31mb\tc')).toBe('a\\u009b31mb\tc');
  });

  it('leaves ordinary text as it was', () => {
    for (const text of [
      'feat/a&b',
      'Appium Settings 8.0.10 (192)',
      '12:30 #12 @mona',
      '测试版 1.0',
    ]) {
      expect(logLine(text)).toBe(text);
    }
  });
});

describe('logLines', () => {
  it('keeps lines as lines, none of them a command', () => {
    fc.assert(
      fc.property(hostileText, (text) => commandLines(logLines(text)).length === 0),
      { numRuns: 2000 },
    );
    expect(logLines('a\u2028::warning::b\r\nc')).toBe('a\n: :warning: :b\nc');
  });
});

describe('logJson', () => {
  it('reads as the same value to a JSON parser, with no line a command', () => {
    fc.assert(
      fc.property(fc.dictionary(hostileText, hostileText, { maxKeys: 4 }), (value) => {
        const json = logJson(value);
        expect(JSON.parse(json)).toEqual(value);
        return commandLines(json).length === 0;
      }),
      { numRuns: 1000 },
    );
  });
});
