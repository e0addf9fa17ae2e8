/** Cutting text to a length without breaking a character. */

/** What ends a text that was cut. */
const ELLIPSIS = '…';

/**
 * `text` cut to at most `maxChars` code points, ending with `…` when cut (Slack counts these; a
 * log line's title is cut so). A surrogate pair is one code point: never split.
 */
export function truncateChars(text: string, maxChars: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  return chars.slice(0, maxChars - 1).join('') + ELLIPSIS;
}
