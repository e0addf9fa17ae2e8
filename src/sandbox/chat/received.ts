/** A message one of the sandbox's chat receivers took: kept by the server, shown by its page. */
import type { IncomingHttpHeaders } from 'node:http';
import type { ChatPlatform } from './receivers.js';

export { CHAT_PLATFORMS, type ChatPlatform } from './receivers.js';

/** A message a receiver accepted. */
export interface ReceivedMessage {
  platform: ChatPlatform;
  /** The parsed JSON body. */
  body: unknown;
  headers: IncomingHttpHeaders;
}
