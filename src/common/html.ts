/** Every line ending CommonMark knows: a blank line among them ends an HTML block. */
const LINE_BREAK = /\r\n|\r|\n/g;

function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Escapes text for HTML (and XML) element content and attribute values. Line breaks become
 * character references (`&#10;`, `&#13;`): the same text to an HTML or XML reader, but no line of
 * its own in Markdown, where a blank line would end the HTML block and turn the rest of the text
 * into live Markdown (links, images).
 */
export function escapeHtml(text: string): string {
  return escapeMarkup(text).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;');
}

/**
 * Escapes text for the content of an HTML element in Markdown (a table cell, a quote) and shows
 * each line break (CRLF, CR or LF) as `<br>`: no line of the text starts a line of the Markdown.
 */
export function escapeHtmlLines(text: string): string {
  return escapeMarkup(text).replace(LINE_BREAK, '<br>');
}
