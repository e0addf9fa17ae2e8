// @ts-check
// A job summary or a pull request comment as GitHub shows it: the Markdown rendered as GFM with
// raw HTML kept (micromark, as GitHub's CommonMark renderer), inside GitHub's own stylesheet
// (the github-markdown-css package) in a `.markdown-body` box of a given content width. Used by
// the browser test of the summary and the comment and by `npm run demo`.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/** The content width of a step summary on a laptop (px); GitHub's widest layout gives about 1,400. */
export const SUMMARY_WIDTH = 1012;

/**
 * `markdown` rendered as GitHub renders a summary or a comment: GFM, raw HTML kept. (GitHub also
 * sanitizes it; the test checks that the markup uses nothing its sanitizer removes.)
 * @param {string} markdown
 * @returns {string}
 */
export function renderGfm(markdown) {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
}

/**
 * A whole HTML page showing `markdown` as GitHub does, at most `width` CSS pixels of content wide
 * (narrower in a narrower window, as GitHub's own page on a phone), on GitHub's light stylesheet
 * (inlined, so the page stands alone as a file).
 * @param {string} markdown
 * @param {{ width?: number, title?: string }} [options]
 * @returns {Promise<string>}
 */
export async function githubPage(markdown, { width = SUMMARY_WIDTH, title = 'Job summary' } = {}) {
  const require = createRequire(import.meta.url);
  const css = await readFile(
    require.resolve('github-markdown-css/github-markdown-light.css'),
    'utf8',
  );
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapedTitle}</title>
<style>
${css}
body { margin: 0; background: #ffffff; }
.markdown-body { box-sizing: content-box; max-width: ${width}px; padding: 16px; }
</style>
</head>
<body>
<article class="markdown-body">
${renderGfm(markdown)}
</article>
</body>
</html>
`;
}
