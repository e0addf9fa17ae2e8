/**
 * Our own HTML rendering of each platform's message (each receiver's `render`), for the sandbox's
 * chat page (`/sandbox/chat`, chat/page.ts) and the pictures in docs/notifications.md: close
 * enough to show what a message contains and how it is laid out, not the platforms' own look.
 * Every text from a message is escaped before the platform's formatting applies; DingTalk's and
 * WeCom's markdown goes through micromark (raw HTML off: a tag is shown as text). Loaded on
 * demand: the sandbox needs micromark only when the page is asked for. The bubble fits any width
 * down to a phone's (a long word wraps, a picture shrinks).
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { escapeHtml } from '../../api/html.js';
import { receiverOf, type ChatPlatform } from './receivers.js';

/** The page style of a rendered message (a chat bubble from a bot). */
export const CHAT_STYLE = `
body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif; background: #eef0f3; }
.chat { max-width: 460px; padding: 16px; box-sizing: border-box; }
.who { color: #777; font-size: 12px; margin: 0 0 4px 52px; }
.row { display: flex; gap: 10px; }
.avatar { width: 40px; height: 40px; border-radius: 8px; background: #2e9f5b; color: #fff; font-weight: 700; display: flex; align-items: center; justify-content: center; flex: none; }
.bubble { background: #fff; border-radius: 8px; padding: 12px 14px; box-shadow: 0 1px 2px rgba(0,0,0,.08); flex: 1; min-width: 0; overflow-wrap: anywhere; }
.bubble img { width: 132px; height: 132px; max-width: 100%; display: block; }
.bubble h3 { margin: 0 0 8px; font-size: 16px; }
.bubble p { margin: 4px 0; }
.bubble ul { margin: 4px 0; padding-left: 18px; }
.bubble blockquote { margin: 6px 0; padding-left: 8px; border-left: 3px solid #ddd; color: #555; }
.bubble a { color: #1677ff; text-decoration: none; }
.btn { display: inline-block; max-width: 100%; box-sizing: border-box; margin: 6px 6px 0 0; padding: 5px 12px; border: 1px solid #ccd; border-radius: 6px; color: #222 !important; font-size: 13px; }
.btn.primary { background: #1677ff; border-color: #1677ff; color: #fff !important; }
.header { margin: -12px -14px 10px; padding: 10px 14px; color: #fff; font-weight: 600; }
.header.green { background: #2ea121; } .header.red { background: #d83931; }
.fields { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2px 12px; margin: 6px 0; }
.note { color: #888; font-size: 12px; margin-top: 6px; }
hr { border: 0; border-top: 1px solid #eee; margin: 10px 0; }
.article { display: flex; gap: 8px; align-items: center; border-top: 1px solid #eee; padding-top: 8px; margin-top: 8px; }
.article:first-child { display: block; border: 0; margin: 0; padding: 0; }
.article .title { font-weight: 600; }
.article img.banner { width: 100%; height: auto; aspect-ratio: 1068 / 455; object-fit: cover; }
.article img.thumb { width: 48px; height: 48px; object-fit: cover; flex: none; }
.bubble img.picture { width: 180px; height: 180px; max-width: 100%; object-fit: contain; }
.bubble + .bubble { margin-top: 8px; }
.article .desc { color: #777; font-size: 12px; white-space: pre-line; }
.columns { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; margin: 8px 0; }
.columns > div { min-width: 0; }
table.facts td { padding: 1px 8px 1px 0; vertical-align: top; } table.facts td:first-child { font-weight: 600; }
.bubble pre { margin: 0; white-space: pre-wrap; word-break: break-word; font-size: 12px; }
.bolder { font-weight: 700; } .medium { font-size: 16px; } .good { color: #2e7d32; } .attention { color: #c62828; } .subtle { color: #777; }
`;

function markdown(text: string): string {
  return micromark(text, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/** The platforms rendered as their clients show them; the generic webhook's JSON is shown as is. */
export type RenderedPlatform = Exclude<ChatPlatform, 'webhook'>;

/**
 * The inside of the bubble of `body` (the JSON sent to `platform`): our rendering, or the JSON
 * itself, escaped, for the generic webhook and for a body not in the shape the renderer knows.
 */
export function renderBubble(platform: ChatPlatform, body: unknown): string {
  try {
    const shown = receiverOf(platform).render(body, markdown);
    if (shown !== undefined) return shown;
  } catch {
    // A message the platform took in a shape this renderer does not know: its JSON.
  }
  return `<pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre>`;
}

/** One message as a bot's bubble: who sent it, the rendering. */
export function chatBubble(platform: ChatPlatform, body: unknown): string {
  return `<div class="chat"><div class="who">Pgyer bot · our rendering of the ${platform} message</div><div class="row"><div class="avatar">P</div><div class="bubble">${renderBubble(platform, body)}</div></div></div>`;
}

/**
 * A whole page showing `body` (the JSON sent to `platform`) as a chat message from a bot; a list
 * of bodies (a payload and its follow-ups) as that many messages, one under the other.
 */
export function renderChatMessage(platform: RenderedPlatform, body: unknown): string {
  const bodies: unknown[] = Array.isArray(body) ? body : [body];
  const bubbles = bodies.map((each) => `<div class="bubble">${renderBubble(platform, each)}</div>`);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CHAT_STYLE}</style></head><body><div class="chat"><div class="who">Pgyer bot · our rendering of the ${platform} message</div><div class="row"><div class="avatar">P</div><div style="flex: 1; min-width: 0">${bubbles.join('')}</div></div></div></body></html>`;
}
