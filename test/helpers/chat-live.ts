/**
 * What a chat platform would make live of the outside text in a message: a link, a mention, a tag
 * or a heading that plain words would not give. Markdown is rendered as CommonMark with GFM and raw
 * HTML live (a superset of what DingTalk, WeCom and Teams render); plain text is scanned for what
 * clients link in it anyway (addresses, e-mails, `@names`).
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import type { ChatPlatform } from '../../src/sandbox/chat/server.js';

/** Text that a chat client links or mentions, even in plain text. */
export const LIVE_IN_PLAIN = /https?:\/\/|www\.|@[\p{L}\p{N}_.]/iu;

/** Text that a chat client links, mentions or tags in its markdown. */
export const LIVE_IN_MARKDOWN = new RegExp(`${LIVE_IN_PLAIN.source}|<[@!a-z/]`, 'iu');

/** The elements of `markdown` rendered (GFM, raw HTML live) and its link and image targets. */
export function markdownShape(markdown: string): { elements: string[]; targets: string[] } {
  const html = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  return {
    elements: [...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((match) => match[1] ?? ''),
    targets: [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? ''),
  };
}

/** Every string of `payload` under a key whose `type.key` (or `tag.key`) matches `kinds`. */
export function textsOf(payload: unknown, kinds: RegExp): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      const kind = record.type ?? record.tag;
      for (const [key, value] of Object.entries(record)) {
        if (typeof value === 'string' && kinds.test(`${String(kind)}.${key}`)) found.push(value);
        else walk(value);
      }
    }
  };
  walk(payload);
  return found;
}

/** The markdown texts of a DingTalk, WeCom (markdown) or Teams message; [] for the others. */
export function markdownTexts(platform: ChatPlatform, body: unknown): string[] {
  const record = body as Record<string, Record<string, unknown> | undefined>;
  if (platform === 'dingtalk') return [String(record.markdown?.text)];
  if (platform === 'wecom' && record.markdown) return [String(record.markdown.content)];
  if (platform !== 'teams') return [];
  return textsOf(body, /^(TextBlock\.text|undefined\.value)$/);
}

/**
 * The pieces of `body` (what `platform` was sent) that the platform would make live; none for the
 * generic webhook, whose JSON is data for a program.
 */
export function liveInChat(platform: ChatPlatform, body: unknown): string[] {
  if (platform === 'webhook') return [];
  const live = (texts: readonly string[], pattern: RegExp) =>
    texts.flatMap((text) => pattern.exec(text)?.[0] ?? []);
  const markdown = markdownTexts(platform, body);
  const shapes = markdown.map(markdownShape);
  // Our own links, `](https://…)` and Slack's `<https://…|`, are left out of the text scanned.
  const shown = markdown.map((text) => text.replace(/\]\(https?:\/\/[^)\s]+\)/g, ''));
  const problems = [
    ...live(shown, LIVE_IN_MARKDOWN),
    ...shapes.flatMap((shape) => shape.targets.filter((url) => !/^https?:\/\//.test(url))),
    ...shapes.flatMap((shape) =>
      shape.elements.filter((name) => !/^(h3|p|strong|img|ul|li|a|blockquote|br)$/.test(name)),
    ),
  ];
  if (platform === 'slack') {
    const mrkdwn = [
      String((body as { text?: unknown }).text),
      ...textsOf(body, /^mrkdwn\.text$/),
    ].map((text) => text.replace(/<https?:\/\/[^|>]+\|/g, '').replace(/>/g, ''));
    problems.push(...live(mrkdwn, LIVE_IN_MARKDOWN), ...live(mrkdwn, /&(?!amp;|lt;|gt;)/));
  }
  const plain = textsOf(body, /^(plain_text\.(text|content)|undefined\.(title|description))$/);
  return [...problems, ...live(plain, LIVE_IN_PLAIN)];
}
