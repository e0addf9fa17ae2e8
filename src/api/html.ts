/**
 * Escapes text for HTML (and XML): the service's and storage's error pages quote requests in it
 * (src/api/redact.ts finds a secret in that form), and the summaries and the sandbox's pages write it.
 */
/**
 * Escapes text for HTML (and XML) element content and attribute values. Line breaks become
 * character references (`&#10;`, `&#13;`): the same text to an HTML or XML reader, but no line of
 * its own in Markdown, where a blank line would end the HTML block and turn the rest of the text
 * into live Markdown (links, images). Text shown on GitHub goes through githubHtml
 * (src/common/inert/github.ts), which builds on this.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;');
}
