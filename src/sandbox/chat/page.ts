/**
 * The sandbox's chat page (`GET /sandbox/chat`): every message its receivers took, newest first,
 * each as its platform shows it (our rendering, chat/render.ts). Messages carry outside text
 * (build names, release notes): everything is escaped, and the page runs no script, loads no
 * remote image or stylesheet, and fits a phone's width.
 */
import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../api/html.js';
import type { ReceivedMessage } from './received.js';
import { messageTitle } from './receivers.js';

/** Where the receivers serve the page: no install page's short link has a slash. */
export const CHAT_PAGE_PATH = '/sandbox/chat';

/** The page of `received` (oldest first, as the receivers keep them), newest on top. */
export async function chatPage(received: readonly ReceivedMessage[]): Promise<string> {
  // micromark comes with the renderer: loaded when the page is first asked for.
  const { CHAT_STYLE, chatBubble } = await import('./render.js');
  const messages = [...received]
    .map((message, index) => ({ ...message, number: index + 1 }))
    .reverse()
    .map(
      ({ platform, body, number }) =>
        `<section><h2>${String(number)}. ${escapeHtml(platform)}: ${escapeHtml(messageTitle(platform, body))}</h2>${chatBubble(platform, body)}</section>`,
    );
  const empty =
    '<p class="none">No message yet. Point a notification at one of the webhook URLs the sandbox printed, then reload.</p>';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox chat: ${String(received.length)} messages</title><style>${CHAT_STYLE}
h1 { font-size: 18px; margin: 16px 16px 0; } h1, h2 { overflow-wrap: anywhere; } h2 { font-size: 13px; color: #555; margin: 16px 16px 0; font-weight: 600; } .none { margin: 16px; color: #555; }
</style></head><body><h1>Messages the sandbox's chat receivers took, newest first</h1>${messages.length === 0 ? empty : messages.join('')}</body></html>`;
}

/** Answers `GET /sandbox/chat` with the page; no caching, so a reload shows new messages. */
export async function serveChatPage(
  res: ServerResponse,
  received: readonly ReceivedMessage[],
): Promise<void> {
  const html = await chatPage(received);
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Nothing on the page runs or loads from elsewhere: the pictures are the sandbox's own (the
    // QR codes it serves) or in the message (WeCom's image); a remote one stays a blank box.
    'content-security-policy':
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  });
  res.end(html);
}
