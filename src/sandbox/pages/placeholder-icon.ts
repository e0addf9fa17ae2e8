import { createHash } from 'node:crypto';
import { escapeHtml } from '../../api/html.js';
import type { App, Build } from '../model.js';

/**
 * A placeholder app icon as inline SVG: the name's first letter on a colour derived from the
 * appKey, so each app keeps one colour; for builds whose package had no icon, and seeded ones.
 */
export function placeholderIcon(app: App, build: Build): string {
  const hue = createHash('sha256').update(app.key).digest().readUInt16BE(0) % 360;
  // A whole grapheme, so that a name starting with an emoji or an accent keeps it intact.
  const [first] = new Intl.Segmenter().segment(build.name.trim());
  const letter = first?.segment.toUpperCase() ?? '?';
  return `<svg class="icon" role="img" aria-label="${escapeHtml(build.name)} icon" width="88" height="88" viewBox="0 0 88 88" xmlns="http://www.w3.org/2000/svg">
<rect width="88" height="88" rx="20" fill="hsl(${hue} 55% 45%)"/>
<text x="44" y="46" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#fff">${escapeHtml(letter)}</text>
</svg>`;
}
