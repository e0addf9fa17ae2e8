/**
 * The chat platforms the sandbox's receivers answer, and a message one of them took: shared by
 * the receivers' server, its chat page and the renderings, which the server serves.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The platforms received. */
export const CHAT_PLATFORMS = ['dingtalk', 'feishu', 'wecom', 'slack', 'teams', 'webhook'] as const;

/** A platform received. */
export type ChatPlatform = (typeof CHAT_PLATFORMS)[number];

/** A message a receiver accepted. */
export interface ReceivedMessage {
  platform: ChatPlatform;
  /** The parsed JSON body. */
  body: unknown;
  headers: IncomingHttpHeaders;
}
