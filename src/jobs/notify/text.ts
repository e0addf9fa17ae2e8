/**
 * Text rules the chat dialects share: cutting to a size without breaking a character, and making
 * service data inert in markdown (a build name must not become a link, an image or a mention).
 */

const ELLIPSIS = '…';

/** UTF-8 size of `text` in bytes. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * `text` cut to at most `maxBytes` UTF-8 bytes, ending with `…` when cut. The cut falls between
 * code points, never inside a multi-byte character or a surrogate pair.
 */
export function truncateBytes(text: string, maxBytes: number): string {
  if (utf8Bytes(text) <= maxBytes) return text;
  const budget = maxBytes - utf8Bytes(ELLIPSIS);
  let used = 0;
  let kept = '';
  for (const char of text) {
    const size = utf8Bytes(char);
    if (used + size > budget) break;
    used += size;
    kept += char;
  }
  return kept + ELLIPSIS;
}

/** `text` cut to at most `maxChars` code points, ending with `…` when cut (Slack counts these). */
export function truncateChars(text: string, maxChars: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  return chars.slice(0, maxChars - 1).join('') + ELLIPSIS;
}

/**
 * Bare addresses (`https://…`, `www.…`) with a zero-width space inside, so that a renderer that
 * links bare addresses (DingTalk, Slack, Teams) shows them as text.
 */
export function unlinked(text: string): string {
  return text.replace(/:\/\//g, ':\u200B//').replace(/\bwww\./gi, 'www\u200B.');
}

/**
 * Service or CI text as inert markdown on one line (DingTalk, WeCom, Teams): the characters that
 * open emphasis, code, links and images are escaped with a backslash; `<`, `>` and `&` (HTML,
 * WeCom's `<@user>` mentions, entities) become their full-width forms, since not every dialect
 * honours a backslash before them; line breaks become spaces.
 */
export function inertMarkdown(text: string): string {
  return unlinked(
    text
      .replace(/[\\`*_[\]~|]/g, '\\$&')
      .replace(/</g, '＜')
      .replace(/>/g, '＞')
      .replace(/&/g, '＆')
      .replace(/[\r\n]+/g, ' '),
  );
}

/** `url` safe inside markdown's `(…)`: parentheses, spaces and angle brackets percent-encoded. */
export function markdownUrl(url: string): string {
  return url.replace(/[()<>\s]/g, (char) => encodeURIComponent(char));
}
