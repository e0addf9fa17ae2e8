/**
 * The sandbox's chat receivers read a request body up to chatBodyBytes only: a bigger body is
 * refused as each platform refuses one (never kept, never parsed), and the connection still
 * carries the answer.
 */
import { describe, expect, it } from 'vitest';
import { chatBodyBytes, type ChatPlatform } from '../../../src/sandbox/chat/server.js';
import { useChatReceivers } from '../../helpers/notify.js';

/** How each platform answers a body over its limit: HTTP status and what the body says. */
const TOO_LARGE: Record<ChatPlatform, { status: number; says: RegExp }> = {
  dingtalk: { status: 200, says: /"errcode":460101/ },
  feishu: { status: 200, says: /"code":9499/ },
  wecom: { status: 200, says: /"errcode":45002/ },
  slack: { status: 413, says: /^request_too_large$/ },
  teams: { status: 413, says: /RequestEntityTooLarge/ },
  webhook: { status: 413, says: /too large/ },
};

describe('a chat body over the cap', () => {
  const receivers = useChatReceivers();

  it.each(Object.entries(TOO_LARGE))(
    '%s refuses it as the platform does',
    async (name, refusal) => {
      const platform = name as ChatPlatform;
      // A well-formed message every receiver would take but for its size.
      const body = JSON.stringify({
        msgtype: 'text',
        text: 'x'.repeat(chatBodyBytes(platform)),
        markdown: { title: 't', text: 'x', content: 'x' },
      });
      const answer = await fetch(receivers.webhookUrl(platform), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(refusal.status);
      expect(await answer.text()).toMatch(refusal.says);
      expect(receivers.received).toEqual([]);
      expect(receivers.refused).toMatchObject([{ platform, status: refusal.status }]);
    },
  );
});
