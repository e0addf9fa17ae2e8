/**
 * Text rules the chat dialects share: cutting to a size without breaking a character, and making
 * outside text inert in each platform's text (a build name, a branch, a release note must not
 * become a heading, a link, an image or a mention), one function per kind of text.
 */
import { noEmoji, unlinked, unmentioned, WORD_JOINER } from '../../common/inert/joiners.js';
import { LINE_BREAK } from '../../common/line-break.js';

export { truncateChars } from '../../common/cut.js';

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

/**
 * `escape(text)` in at most `maxBytes` UTF-8 bytes: `text` cut (ending with `…`) before it is
 * escaped, no more than needed, so that no escape is split and the cap holds however much the
 * escaping grows the text (`@` and `<` gain a word joiner, `*` a backslash).
 */
export function escapedWithin(
  text: string,
  maxBytes: number,
  escape: (text: string) => string,
): string {
  const whole = escape(text);
  if (utf8Bytes(whole) <= maxBytes) return whole;
  // The longest cut that fits: escaping only grows a text, so fitting is monotonic in the budget.
  let fits = escape(truncateBytes(text, 0));
  let low = 0;
  let high = maxBytes;
  while (low < high) {
    const budget = Math.ceil((low + high) / 2);
    const shown = escape(truncateBytes(text, budget));
    if (utf8Bytes(shown) <= maxBytes) {
      low = budget;
      fits = shown;
    } else {
      high = budget - 1;
    }
  }
  return fits;
}

/**
 * The body of `payloadOf(notesBytes)` within `capBytes` of JSON (a platform's request cap): the
 * release notes cut further, down to none, while the body is over. `payloadOf` shows at most
 * `notesBytes` of the notes (cut with `…`).
 */
export function withinBodyCap<T>(
  capBytes: number,
  notesBytes: number,
  payloadOf: (notesBytes: number) => T,
): T {
  let budget = notesBytes;
  let payload = payloadOf(budget);
  let over = utf8Bytes(JSON.stringify(payload)) - capBytes;
  while (over > 0 && budget > 0) {
    budget = Math.max(0, budget - over);
    payload = payloadOf(budget);
    over = utf8Bytes(JSON.stringify(payload)) - capBytes;
  }
  return payload;
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
  return markdownInert(text, (char) => `\\${char}`);
}

/**
 * `text` on one line and inert in markdown, each markup character (`\`*_[]~|`) written by
 * `literal`; the rest as chatMarkdown describes.
 */
function markdownInert(text: string, literal: (char: string) => string): string {
  const inline = chatPlain(
    text
      .replace(LINE_BREAK, ' ')
      // Entities first: the references `literal` may write must keep their `&`.
      .replace(/&(?=#?\w+;)/g, `&${WORD_JOINER}`)
      .replace(/[\\`*_[\]~|]/g, literal)
      .replace(/</g, `<${WORD_JOINER}`),
  );
  return BLOCK_START.test(inline) ? `${WORD_JOINER}${inline}` : inline;
}

/**
 * Service or CI text for DingTalk's and WeCom's markdown, on one line, inert as chatMarkdown makes
 * it, but without backslash escapes: neither platform's markdown defines them (their documents
 * list headings, quotes, bold, italic, links, images, lists and `<font>`), so `feat/my\_branch`
 * would show its backslash. Each of `\`*_[]~|` is a numeric character reference instead
 * (`&#95;` for `_`): a reference is text, never markup, in CommonMark and in renderers that take
 * HTML as both platforms do (`<font color>`), and it is shown as the character itself.
 */
export function robotMarkdown(text: string): string {
  return markdownInert(text, (char) => `&#${String(char.codePointAt(0))};`);
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
