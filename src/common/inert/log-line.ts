/**
 * Outside text (a build name, a file name, what the service said) in a line of a CI log: the GitHub
 * runner reads every line its steps print and takes some for workflow commands (actions/runner,
 * ActionCommand.cs): a line that starts with `::` after leading whitespace (U+0085 and every
 * Unicode space count), and a line with `##[` anywhere in it. It compares with the culture's rules,
 * which under ICU skip ignorable characters: `#` + zero-width space + `#[` is `##[` to it. Every
 * Unicode line break may start a new line for a log reader. The action's log, the CLI's stderr and
 * its stdout (tables, JSON; the CLI runs on GitHub runners too) all go through here.
 */
import { LINE_BREAK } from '../line-break.js';

/** Line breaks of every kind, and what each is shown as. */
const LINE_BREAK_ESCAPES: Readonly<Record<string, string>> = {
  '\r\n': '\\r\\n',
  '\r': '\\r',
  '\n': '\\n',
  '\v': '\\v',
  '\f': '\\f',
  '\u0085': '\\u0085',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Characters that ICU's collation may ignore (controls, format characters, combining marks, the
 * few others it gives no weight): the runner's comparisons see through them, so they may stand
 * between the characters of `::` or `##[`. Tab is no line break but a control: it counts here too.
 */
const IGNORABLE =
  '[\\p{Cc}\\p{Cf}\\p{M}\\p{Default_Ignorable_Code_Point}\\p{Cn}\\p{Co}\\u0640\\u07FA\\u180A\\u1CD3\\uFE73]';

/** The second `:` of a `::`, however many ignorable characters stand between the two. */
const DOUBLE_COLON = new RegExp(`(?<=:${IGNORABLE}*):`, 'gu');

/** The `[` of a `##[`, ignorable characters between them or not. */
const V1_COMMAND = new RegExp(`(?<=#${IGNORABLE}*#${IGNORABLE}*)\\[`, 'gu');

/** The first `#` of a `##[`. */
const V1_COMMAND_START = new RegExp(`#(?=${IGNORABLE}*#${IGNORABLE}*\\[)`, 'gu');

/**
 * Control characters other than tab (the line breaks are gone by then): ESC starts an ANSI
 * sequence, which log viewers and terminals run (colours, erasing a line, GitLab's collapsible
 * sections).
 */
const CONTROL = /[^\P{Cc}\t]/gu;

/**
 * `text` (one line) with every `::` and `##[` broken by a space (`: :`, `## [`), and each control
 * character shown as its escape (`\u001b`).
 */
function withoutCommands(text: string): string {
  return text
    .replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(DOUBLE_COLON, ' :')
    .replace(V1_COMMAND, ' [');
}

/**
 * `text` as one line of a CI log that no runner takes for a workflow command: each line break
 * (CR, LF, VT, FF, U+0085, U+2028, U+2029) and other control character (ESC) shown as its escape
 * (`\n`, `\u2028`, `\u001b`), and every `::` and `##[` given a space (`: :`, `## [`), wherever they
 * stand. A space, not a zero-width character: the runner's comparisons would skip that.
 */
export function logLine(text: string): string {
  return withoutCommands(
    text.replace(LINE_BREAK, (lineBreak) => LINE_BREAK_ESCAPES[lineBreak] ?? lineBreak),
  );
}

/**
 * `text` as lines of a CI log (a table cell's, a stack's), none of them a workflow command: every
 * kind of line break made LF, and each line broken as {@link logLine} breaks it.
 */
export function logLines(text: string): string {
  return text.split(LINE_BREAK).map(withoutCommands).join('\n');
}

/**
 * `value` as indented JSON for a CI log or stdout that reads the same to a JSON parser, with no
 * line a workflow command: `:` and `#` that would make `::` or `##[` written `\u003a`, `\u0023`,
 * and U+2028, U+2029, U+0085 (which JSON.stringify leaves as they are) as escapes.
 */
export function logJson(value: unknown): string {
  return JSON.stringify(value, null, 2)
    .replace(
      /[\u0085\u2028\u2029]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
    .replace(DOUBLE_COLON, '\\u003a')
    .replace(V1_COMMAND_START, '\\u0023');
}
