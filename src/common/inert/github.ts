/**
 * Outside text in GitHub's markdown (a job summary, a pull request comment), written as HTML: the
 * summaries and the comment are HTML blocks, and GitHub then links mentions, references, bare
 * addresses and emoji short codes in their text. A build name, a release note or a branch must
 * read as written and make none of these live.
 */
import { escapeHtml } from '../../api/html.js';
import { LINE_BREAK } from '../line-break.js';
import { WORD_JOINER, noEmoji, unlinked, unmentioned } from './joiners.js';

/**
 * `#12`, `octo/app#12` and `GH-12` with a word joiner after the `#` or `-`: GitHub links them to
 * issues and pull requests.
 */
function unreferenced(text: string): string {
  return text.replace(/#(?=\d)/g, `#${WORD_JOINER}`).replace(/\b(GH-)(?=\d)/gi, `$1${WORD_JOINER}`);
}

/**
 * `text` as the content of an HTML element of a job summary or a PR comment (a cell, a heading, a
 * quote, a list item): markup escaped (`&` as `&amp;`, which GitHub shows as `&`), each line break
 * (any Unicode one) a `<br>`, so no line of the text starts a line of the markdown, and a word
 * joiner (invisible) where GitHub would make a mention, an issue reference, an e-mail or web link,
 * or an emoji.
 */
export function githubHtml(text: string): string {
  return text
    .split(LINE_BREAK)
    .map((line) => escapeHtml(noEmoji(unreferenced(unmentioned(unlinked(line))))))
    .join('<br>');
}
