/**
 * Our own HTML rendering of each platform's message, for the sandbox's chat page
 * (`/sandbox/chat`, chat/page.ts) and the pictures in docs/notifications.md: close enough to show
 * what a message contains and how it is laid out, not the platforms' own look. Every text from a
 * message is escaped here; markdown goes through micromark (raw HTML off). Loaded on demand: the
 * sandbox needs micromark only when the page is asked for.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { escapeHtml } from '../../api/html.js';
import type { ChatPlatform } from './received.js';

type Node = Record<string, unknown>;

/** The page style of a rendered message (a chat bubble from a bot). */
export const CHAT_STYLE = `
body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif; background: #eef0f3; }
.chat { width: 460px; padding: 16px; }
.who { color: #777; font-size: 12px; margin: 0 0 4px 52px; }
.row { display: flex; gap: 10px; }
.avatar { width: 40px; height: 40px; border-radius: 8px; background: #2e9f5b; color: #fff; font-weight: 700; display: flex; align-items: center; justify-content: center; flex: none; }
.bubble { background: #fff; border-radius: 8px; padding: 12px 14px; box-shadow: 0 1px 2px rgba(0,0,0,.08); flex: 1; overflow: hidden; }
.bubble img { width: 132px; height: 132px; display: block; }
.bubble h3 { margin: 0 0 8px; font-size: 16px; }
.bubble p { margin: 4px 0; }
.bubble ul { margin: 4px 0; padding-left: 18px; }
.bubble blockquote { margin: 6px 0; padding-left: 8px; border-left: 3px solid #ddd; color: #555; }
.bubble a { color: #1677ff; text-decoration: none; }
.btn { display: inline-block; margin: 6px 6px 0 0; padding: 5px 12px; border: 1px solid #ccd; border-radius: 6px; color: #222 !important; font-size: 13px; }
.btn.primary { background: #1677ff; border-color: #1677ff; color: #fff !important; }
.header { margin: -12px -14px 10px; padding: 10px 14px; color: #fff; font-weight: 600; }
.header.green { background: #2ea121; } .header.red { background: #d83931; }
.fields { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 12px; margin: 6px 0; }
.note { color: #888; font-size: 12px; margin-top: 6px; }
hr { border: 0; border-top: 1px solid #eee; margin: 10px 0; }
.article { display: flex; gap: 8px; align-items: center; border-top: 1px solid #eee; padding-top: 8px; margin-top: 8px; }
.article:first-child { display: block; border: 0; margin: 0; padding: 0; }
.article .title { font-weight: 600; }
.article img.banner { width: 100%; height: auto; aspect-ratio: 1068 / 455; object-fit: cover; }
.article img.thumb { width: 48px; height: 48px; object-fit: cover; flex: none; }
.bubble img.picture { width: 180px; height: 180px; }
.bubble + .bubble { margin-top: 8px; }
.article .desc { color: #777; font-size: 12px; white-space: pre-line; }
.columns { display: flex; gap: 12px; align-items: flex-start; margin: 8px 0; }
table.facts td { padding: 1px 8px 1px 0; vertical-align: top; } table.facts td:first-child { font-weight: 600; }
.bubble pre { margin: 0; white-space: pre-wrap; word-break: break-word; font-size: 12px; }
.bolder { font-weight: 700; } .medium { font-size: 16px; } .good { color: #2e7d32; } .attention { color: #c62828; } .subtle { color: #777; }
`;

/** A message's text field; '' when it holds no text. */
function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function markdown(text: string): string {
  return micromark(text, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

function link(url: string, label: string, primary = false): string {
  return `<a class="btn${primary ? ' primary' : ''}" href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}

function dingtalk(body: Node): string {
  return markdown(str((body.markdown as Node).text));
}

/**
 * WeCom as it shows a message: news with the first article's picture as a 1068x455 banner and the
 * others' as square thumbnails, each picture cropped to fill its box; an image message whole.
 */
function wecom(body: Node): string {
  if (body.msgtype === 'markdown') return markdown(str((body.markdown as Node).content));
  if (body.msgtype === 'image') {
    const picture = `data:image/png;base64,${str((body.image as Node).base64)}`;
    return `<img class="picture" src="${escapeHtml(picture)}">`;
  }
  const articles = (body.news as Node).articles as Node[];
  return articles
    .map(
      (article, index) =>
        `<div class="article">${article.picurl ? `<img class="${index === 0 ? 'banner' : 'thumb'}" src="${escapeHtml(str(article.picurl))}">` : ''}<div><div class="title">${escapeHtml(str(article.title))}</div><div class="desc">${escapeHtml(str(article.description ?? ''))}</div></div></div>`,
    )
    .join('');
}

function feishuElement(element: Node): string {
  const text = (value: unknown) => escapeHtml(str((value as Node).content)).replace(/\n/g, '<br>');
  switch (element.tag) {
    case 'div':
      return element.fields
        ? `<div class="fields">${(element.fields as Node[]).map((field) => `<span>${text(field.text)}</span>`).join('')}</div>`
        : `<p>${text(element.text)}</p>`;
    case 'action':
      return `<div>${(element.actions as Node[]).map((button) => link(str(button.url), str((button.text as Node).content), button.type === 'primary')).join('')}</div>`;
    case 'note':
      return `<div class="note">${(element.elements as Node[]).map(text).join(' ')}</div>`;
    default:
      return '<hr>';
  }
}

function feishu(body: Node): string {
  const card = body.card as Node;
  const header = card.header as Node;
  return `<div class="header ${str(header.template)}">${escapeHtml(str((header.title as Node).content))}</div>${(card.elements as Node[]).map(feishuElement).join('')}`;
}

/** Slack's mrkdwn as the client shows it: its entities are HTML's, `<url|text>` is a link. */
function mrkdwn(text: string): string {
  return text.replace(
    /<(https?:\/\/[^|>]+)\|([^>]*)>/g,
    (_, url: string, label: string) => `<a href="${escapeHtml(url)}">${label}</a>`,
  );
}

function slackBlock(block: Node): string {
  const plain = (value: unknown) => escapeHtml(str((value as Node).text)).replace(/\n/g, '<br>');
  switch (block.type) {
    case 'header':
      return `<h3>${plain(block.text)}</h3>`;
    case 'section':
      return `<p${block.fields ? ' class="bolder"' : ''}>${plain(block.text)}</p>${block.fields ? `<div class="fields">${(block.fields as Node[]).map((field) => `<span>${plain(field)}</span>`).join('')}</div>` : ''}`;
    case 'image':
      return `<img class="qr" src="${escapeHtml(str(block.image_url))}" alt="${escapeHtml(str(block.alt_text))}">`;
    case 'actions':
      return `<div>${(block.elements as Node[]).map((button) => link(str(button.url), str((button.text as Node).text), button.style === 'primary')).join('')}</div>`;
    case 'context':
      return `<div class="note">${(block.elements as Node[]).map((element) => mrkdwn(str(element.text))).join(' · ')}</div>`;
    default:
      return '<hr>';
  }
}

function slack(body: Node): string {
  return (body.blocks as Node[]).map(slackBlock).join('');
}

/** A TextBlock's markdown as Teams shows inert text: the backslash escapes dropped. */
function teamsText(text: unknown): string {
  return escapeHtml(str(text).replace(/\\([\\`*_[\]~|])/g, '$1'));
}

/** A Fact's value: inert text, or one `[text](url)` link of ours. */
function teamsValue(value: unknown): string {
  const match = /^\[((?:\\.|[^\]\\])*)\]\((https?:[^)\s]+)\)$/.exec(str(value));
  return match
    ? `<a href="${escapeHtml(match[2] ?? '')}">${teamsText(match[1])}</a>`
    : teamsText(value);
}

function teamsElement(element: Node): string {
  switch (element.type) {
    case 'TextBlock': {
      const classes = [
        element.weight === 'Bolder' && 'bolder',
        element.size === 'Medium' && 'medium',
        element.color === 'Good' && 'good',
        element.color === 'Attention' && 'attention',
        element.isSubtle === true && 'subtle',
      ]
        .filter(Boolean)
        .join(' ');
      return `<p class="${classes}">${teamsText(element.text)}</p>`;
    }
    case 'Image':
      return `<img class="qr" src="${escapeHtml(str(element.url))}">`;
    case 'FactSet':
      return `<table class="facts">${(element.facts as Node[]).map((fact) => `<tr><td>${escapeHtml(str(fact.title))}</td><td>${teamsValue(fact.value)}</td></tr>`).join('')}</table>`;
    case 'ColumnSet':
      return `<div class="columns">${(element.columns as Node[]).map((column) => `<div>${(column.items as Node[]).map(teamsElement).join('')}</div>`).join('')}</div>`;
    default:
      return '';
  }
}

function teams(body: Node): string {
  const [attachment] = body.attachments as Node[];
  const card = (attachment?.content ?? {}) as Node;
  const actions = (card.actions as Node[] | undefined) ?? [];
  return `${(card.body as Node[]).map(teamsElement).join('')}<div>${actions.map((action, index) => link(str(action.url), str(action.title), index === 0)).join('')}</div>`;
}

/** The platforms rendered as their clients show them; the generic webhook's JSON is shown as is. */
export type RenderedPlatform = Exclude<ChatPlatform, 'webhook'>;

const RENDER: Record<RenderedPlatform, (body: Node) => string> = {
  dingtalk,
  feishu,
  wecom,
  slack,
  teams,
};

/**
 * The inside of the bubble of `body` (the JSON sent to `platform`): our rendering, or the JSON
 * itself, escaped, for the generic webhook and for a body not in the shape the renderer knows.
 */
export function renderBubble(platform: ChatPlatform, body: unknown): string {
  if (platform !== 'webhook') {
    try {
      return RENDER[platform](body as Node);
    } catch {
      // A message the platform took but this renderer does not know (another msgtype): its JSON.
    }
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
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CHAT_STYLE}</style></head><body><div class="chat"><div class="who">Pgyer bot · our rendering of the ${platform} message</div><div class="row"><div class="avatar">P</div><div style="flex: 1">${bubbles.join('')}</div></div></div></body></html>`;
}
