/**
 * The title of a message a chat receiver took, for the sandbox's log line and its chat page: the
 * words a chat list shows first (DingTalk's markdown title, Feishu's card header, Slack's
 * notification text, the first TextBlock of a Teams card, WeCom's first article or heading, the
 * generic webhook's `title`).
 */
import { at } from './answer.js';
import type { ChatPlatform } from './received.js';

/** `value` when it is text, else ''. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The first line of WeCom's markdown without its heading marks. */
function firstLine(markdown: string): string {
  return (markdown.split('\n').find((line) => line.trim() !== '') ?? '').replace(/^#+\s*/, '');
}

/**
 * The title of `body`, the JSON a receiver took from `platform`; '' when it has none where the
 * platform keeps it. Outside text: the caller makes it inert for where it goes.
 */
export function messageTitle(platform: ChatPlatform, body: unknown): string {
  switch (platform) {
    case 'dingtalk':
      return text(at(body, 'markdown.title'));
    case 'feishu':
      return text(at(body, 'card.header.title.content'));
    case 'wecom': {
      if (at(body, 'msgtype') === 'image') return 'a picture';
      const articles = at(body, 'news.articles');
      return Array.isArray(articles)
        ? text(at(articles[0], 'title'))
        : firstLine(text(at(body, 'markdown.content')));
    }
    case 'slack':
      // mrkdwn escapes &, < and > as HTML does; the notification shows them as characters.
      return text(at(body, 'text'))
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    case 'teams': {
      const attachments = at(body, 'attachments');
      const items = Array.isArray(attachments) ? at(attachments[0], 'content.body') : undefined;
      const first = Array.isArray(items)
        ? (items as unknown[]).find((item) => at(item, 'type') === 'TextBlock')
        : undefined;
      return text(at(first, 'text'));
    }
    case 'webhook':
      return text(at(body, 'title'));
  }
}
