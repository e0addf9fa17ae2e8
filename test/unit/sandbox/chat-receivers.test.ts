/**
 * The sandbox states each chat platform once (src/sandbox/chat/receivers.ts), on its own, apart
 * from our client: what the banner tells a user to set is still the client's setting.
 */
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../../src/jobs/notify/options.js';
import { chatPlatformOf, RECEIVERS } from '../../../src/sandbox/chat/receivers.js';

describe('the chat receivers', () => {
  it("are the client's platforms, naming its webhook and signing-secret settings", () => {
    expect(RECEIVERS.map(({ id, name, settings }) => ({ id, name, ...settings }))).toEqual(
      CHANNELS.map(({ id, name, webhook, secret }) => ({
        id,
        name,
        webhook,
        ...(secret === undefined ? {} : { secret }),
      })),
    );
  });

  it('each own the path of their webhook URL, and no other', () => {
    for (const receiver of RECEIVERS) {
      const path = new URL(receiver.webhookPath('tok3n', 'a1b2'), 'http://127.0.0.1').pathname;
      expect(chatPlatformOf(path), path).toBe(receiver.id);
    }
    expect(chatPlatformOf('/sandbox/chat')).toBeUndefined();
  });
});
