/**
 * What the receivers' renderings share (receiver.ts `render`): text escaped, then its line
 * breaks made `<br>`, links and buttons with escaped addresses. The platforms keep a message's
 * line breaks; HTML would run its lines together.
 */
import { escapeHtml } from '../../api/html.js';
import { LINE_BREAK } from '../../common/line-break.js';

/** A message's field; '' when it holds no text. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `text` escaped, each line break a `<br>`. */
export function lines(text: string): string {
  return text.split(LINE_BREAK).map(escapeHtml).join('<br>');
}

/** A link with an escaped address; `inner` is HTML already. */
export function anchor(url: string, inner: string): string {
  return `<a href="${escapeHtml(url)}">${inner}</a>`;
}

/** A button (a link drawn as one) labelled `label`. */
export function button(url: string, label: string, primary = false): string {
  return `<a class="btn${primary ? ' primary' : ''}" href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}
