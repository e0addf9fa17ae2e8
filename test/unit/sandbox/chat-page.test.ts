/**
 * The sandbox's chat page shows a message as its platform would: line breaks kept (Slack, Teams,
 * Feishu), every text escaped before the platform's formatting is applied (an HTML tag in a
 * message is text, never an element), and a Content-Security-Policy that lets no remote image or
 * stylesheet in.
 */
import { describe, expect, it } from 'vitest';
import { chatPage } from '../../../src/sandbox/chat/page.js';
import type { ChatPlatform } from '../../../src/sandbox/chat/server.js';
import { useChatReceivers } from '../../helpers/notify.js';

/** What a message may carry that would act on the page if it reached it as HTML. */
const ACTIVE = [
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<img src=http://evil.example/pixel.png>',
  '<style>body{display:none}</style>',
].join(' ');

/** Elements the page of a message with ACTIVE may not hold. */
const LIVE = /<(meta http-equiv|link|img src="?http:\/\/evil|style>body)/i;

async function pageOf(platform: ChatPlatform, body: unknown): Promise<string> {
  return chatPage([{ platform, body, headers: {} }]);
}

/** The text between the bubble's start and the page's end. */
function bubble(html: string): string {
  return html.slice(html.indexOf('<div class="bubble">'));
}

describe('the chat page: outside HTML is text', () => {
  const slack = {
    text: 'Build ready',
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `Notes ${ACTIVE} *bold*` } },
      { type: 'section', text: { type: 'plain_text', text: `Plain ${ACTIVE}` } },
      {
        type: 'context',
        elements: [
          { type: 'mrkdwn', text: ACTIVE },
          { type: 'mrkdwn', text: 'Run: <https://ci.example/run/1|run &lt;meta&gt; *one*>' },
        ],
      },
    ],
  };

  it.each([
    ['slack', slack],
    ['dingtalk', { msgtype: 'markdown', markdown: { title: 't', text: `# Hi\n\n${ACTIVE}` } }],
    ['wecom', { msgtype: 'markdown', markdown: { content: `**Hi**\n${ACTIVE}` } }],
    [
      'feishu',
      {
        msg_type: 'interactive',
        card: {
          header: { title: { tag: 'plain_text', content: ACTIVE } },
          elements: [{ tag: 'div', text: { tag: 'plain_text', content: ACTIVE } }],
        },
      },
    ],
    [
      'teams',
      {
        type: 'message',
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.adaptive',
            content: {
              type: 'AdaptiveCard',
              version: '1.4',
              body: [{ type: 'TextBlock', text: ACTIVE }],
            },
          },
        ],
      },
    ],
  ] as const)('%s: a tag in any text is shown, not made', async (platform, body) => {
    const html = await pageOf(platform, body);
    expect(html).not.toMatch(LIVE);
    expect(bubble(html)).toContain('&lt;meta http-equiv=');
  });

  it("slack: mrkdwn's own formatting still applies, on escaped text", async () => {
    const html = bubble(await pageOf('slack', slack));
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('<a href="https://ci.example/run/1">run &lt;meta&gt; <b>one</b></a>');
    // Slack's own entities are its escapes of &, < and >: shown as the characters.
    const entities = await pageOf('slack', {
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'a &lt;b&gt; &amp; c' } }],
    });
    expect(bubble(entities)).toContain('a &lt;b&gt; &amp; c');
  });
});

describe('the chat page: its policy', () => {
  const receivers = useChatReceivers();

  it('lets no remote image, stylesheet or script in, and fits a phone', async () => {
    const answer = await fetch(`${receivers.url}/sandbox/chat`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy.split(/; */).sort()).toEqual([
      "base-uri 'none'",
      "default-src 'none'",
      "form-action 'none'",
      "img-src 'self' data:",
      "style-src 'unsafe-inline'",
    ]);
    expect(await answer.text()).toContain('<meta name="viewport" content="width=device-width');
  });
});

describe('the chat page: line breaks', () => {
  const notes = 'Release notes:\nline one\nline two';
  /** The lines `notes` shows as in `html`: its three lines, one under the other. */
  const threeLines = /Release notes:<br>line one<br>line two/;

  it('slack: a section of several lines shows several lines', async () => {
    for (const type of ['plain_text', 'mrkdwn']) {
      const html = await pageOf('slack', {
        blocks: [{ type: 'section', text: { type, text: notes } }],
      });
      expect(bubble(html), type).toMatch(threeLines);
    }
  });

  it('teams: a TextBlock of several lines shows several lines', async () => {
    const html = await pageOf('teams', {
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            type: 'AdaptiveCard',
            version: '1.4',
            body: [{ type: 'TextBlock', text: notes, wrap: true }],
          },
        },
      ],
    });
    expect(bubble(html)).toMatch(threeLines);
  });

  it('feishu: a card text and a post of several lines show several lines', async () => {
    const card = await pageOf('feishu', {
      msg_type: 'interactive',
      card: {
        header: { title: { tag: 'plain_text', content: 'Ready' } },
        elements: [{ tag: 'div', text: { tag: 'plain_text', content: notes } }],
      },
    });
    expect(bubble(card)).toMatch(threeLines);
    const post = await pageOf('feishu', {
      msg_type: 'post',
      content: {
        post: {
          zh_cn: {
            title: 'Ready',
            content: [
              [{ tag: 'text', text: notes }],
              [
                { tag: 'text', text: 'Open ' },
                { tag: 'a', text: 'the page', href: 'https://www.pgyer.com/abc' },
              ],
            ],
          },
        },
      },
    });
    expect(bubble(post)).toMatch(threeLines);
    expect(bubble(post)).toContain('<a href="https://www.pgyer.com/abc">the page</a>');
    expect(bubble(post)).not.toContain('<pre>');
  });
});
