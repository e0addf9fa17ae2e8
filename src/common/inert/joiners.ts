/**
 * The word joiner (U+2060), put where outside text would otherwise turn live in a reader that
 * links or mentions: invisible, no line break opportunity, and a character that no linker takes as
 * part of an address, a mention or a reference. Not for CI logs: the runner's comparisons skip it
 * (src/common/inert/log-line.ts).
 */

/** U+2060 WORD JOINER. */
export const WORD_JOINER = '\u2060';

/**
 * Bare addresses (`https://…`, `www.…`) with a word joiner inside, so that a renderer that links
 * bare addresses (GitHub, DingTalk, Slack, Teams) shows them as text.
 */
export function unlinked(text: string): string {
  return text.replace(/:\/\//g, `:${WORD_JOINER}//`).replace(/(www)\./gi, `$1${WORD_JOINER}.`);
}

/**
 * Every `@` with a word joiner after it: no mention (`@mona`, `@org/team`, `@all`) and no e-mail
 * link (`user@host`, which GFM's linker takes even as `.@.host`), yet the same text to read.
 */
export function unmentioned(text: string): string {
  return text.replace(/@/g, `@${WORD_JOINER}`);
}

/** `:rocket:` with a word joiner after its first colon: GitHub and Slack show an emoji for it. */
export function noEmoji(text: string): string {
  return text.replace(/:(?=[a-z+-][\w+-]*:)/gi, `:${WORD_JOINER}`);
}
