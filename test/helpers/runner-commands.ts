/**
 * The workflow commands a GitHub runner would find in a log, read the way the runner reads them
 * (actions/runner, src/Runner.Common/ActionCommand.cs): a line is a command when, after its leading
 * whitespace (.NET's TrimStart: Unicode whitespace, U+0085 among it), it starts with `::`, or when
 * `##[` occurs anywhere in it. The runner compares with the culture's rules (`StartsWith` and
 * `IndexOf` of a string), which under ICU skip ignorable characters (a zero-width space, a soft
 * hyphen, a word joiner, control characters): this model drops every character ICU's collation
 * ignores before it looks. Every Unicode line break starts a new line here, although the runner
 * itself splits at CR and LF only: a log viewer may split at the others.
 */

/** Line breaks of any kind. */
const ANY_LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/;

/** .NET's char.IsWhiteSpace: Unicode White_Space. */
const DOTNET_WHITESPACE = /^[\s\u0085]+/u;

const collator = new Intl.Collator('en', { sensitivity: 'variant' });
const ignorable = new Map<string, boolean>();

/** Whether ICU's collation ignores `char` (as it would between `a` and `b`). */
function isIgnorable(char: string): boolean {
  let known = ignorable.get(char);
  if (known === undefined) {
    known = collator.compare(`a${char}b`, 'ab') === 0;
    ignorable.set(char, known);
  }
  return known;
}

/** `line` as the runner's culture-aware comparisons see it. */
function asCompared(line: string): string {
  return Array.from(line)
    .filter((char) => !isIgnorable(char))
    .join('');
}

/** Whether the runner would take `line` (one line, no break in it) for a workflow command. */
export function isCommandLine(line: string): boolean {
  const seen = asCompared(line);
  return seen.replace(DOTNET_WHITESPACE, '').startsWith('::') || seen.includes('##[');
}

/** The lines of `log` that the runner would take for workflow commands. */
export function commandLines(log: string): string[] {
  return log.split(ANY_LINE_BREAK).filter(isCommandLine);
}
