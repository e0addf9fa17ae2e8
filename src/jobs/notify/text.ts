/**
 * Text rules the chat dialects share: cutting to a size without breaking a character, and making
 * outside text inert in each platform's text (a build name, a branch, a release note must not
 * become a heading, a link, an image or a mention), one function per kind of text.
 */
import { noEmoji, unlinked, unmentioned, WORD_JOINER } from '../../common/inert/joiners.js';
import { LINE_BREAK } from '../../common/line-break.js';

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
 * What starts a block in markdown when it begins a line: blanks (an indented code block), a quote,
 * a heading, a list item, a numbered item, a setext underline (`*`, backticks and `~` are escaped).
 */
const BLOCK_START = /^(?:\s|>|#{1,6}(?:\s|$)|[-+](?:\s|$)|\d{1,9}[.)](?:\s|$)|[-=]+\s*$)/;

/**
 * Service or CI text for a chat platform's markdown, on one line (DingTalk, WeCom's markdown,
 * Teams' TextBlock and Fact): no heading, quote or list at the start of a line (a word joiner
 * before it), no emphasis, code, link or image (a backslash before `\`*_[]~|`), no HTML tag,
 * autolink or WeCom `<@user>` (a word joiner after each `<`), no entity (after a `&` that would
 * start one), no mention or e-mail link (after each `@`), no bare address; line breaks become
 * spaces. What is shown reads as the text: `feat/a&b` stays `feat/a&b`.
 */
export function chatMarkdown(text: string): string {
  const inline = chatPlain(
    text
      .replace(LINE_BREAK, ' ')
      .replace(/[\\`*_[\]~|]/g, '\\$&')
      .replace(/</g, `<${WORD_JOINER}`)
      .replace(/&(?=#?\w+;)/g, `&${WORD_JOINER}`),
  );
  return BLOCK_START.test(inline) ? `${WORD_JOINER}${inline}` : inline;
}

/**
 * Service or CI text for Slack's mrkdwn: its three entities (`&amp;`, `&lt;`, `&gt;`, which Slack
 * shows as `&`, `<`, `>`: no `<url|link>`, `<@user>` or `<!channel>`), no bare address, e-mail or
 * `@name`, no emoji short code.
 */
export function slackMrkdwn(text: string): string {
  return noEmoji(
    chatPlain(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')),
  );
}

/**
 * Service or CI text in a chat platform's plain text (Feishu's and Slack's plain_text, WeCom's
 * news, a notification's preview line), which its clients still scan for addresses and names: a
 * word joiner in each bare address, after each `@`.
 */
export function chatPlain(text: string): string {
  return unmentioned(unlinked(text));
}

/** `url` safe inside markdown's `(…)`: parentheses, spaces and angle brackets percent-encoded. */
export function markdownUrl(url: string): string {
  return url.replace(/[()<>\s]/g, (char) => encodeURIComponent(char));
}
