/**
 * The chat platforms the sandbox answers, each stated once in its own file (receiver.ts says
 * what one states): DingTalk, Feishu, WeCom, Slack, Teams and a generic webhook.
 */
import { DINGTALK } from './dingtalk.js';
import { FEISHU } from './feishu.js';
import type { Receiver } from './receiver.js';
import { SLACK } from './slack.js';
import { TEAMS } from './teams.js';
import { WEBHOOK } from './webhook.js';
import { WECOM } from './wecom.js';

/** Every receiver, in the order the banner lists them. */
export const RECEIVERS = [DINGTALK, FEISHU, WECOM, SLACK, TEAMS, WEBHOOK] as const;

/** A platform the sandbox receives: dingtalk, feishu, wecom, slack, teams, webhook. */
export type ChatPlatform = (typeof RECEIVERS)[number]['id'];

/** The platforms received. */
export const CHAT_PLATFORMS: readonly ChatPlatform[] = RECEIVERS.map(({ id }) => id);

const BY_ID = new Map<string, Receiver>(RECEIVERS.map((receiver) => [receiver.id, receiver]));

/** The receiver of `platform`. @throws Error for no platform of RECEIVERS (a bug). */
export function receiverOf(platform: ChatPlatform): Receiver {
  const receiver = BY_ID.get(platform);
  if (receiver === undefined) throw new Error(`no chat receiver for ${platform}`);
  return receiver;
}

/** The platform whose webhook path `pathname` is, or undefined. */
export function chatPlatformOf(pathname: string): ChatPlatform | undefined {
  return RECEIVERS.find((receiver) => receiver.owns(pathname))?.id;
}

/**
 * The title of `body`, the JSON a receiver took from `platform`, for the sandbox's log line and
 * its chat page; '' when it has none where the platform keeps it. Outside text: the caller makes
 * it inert for where it goes.
 */
export function messageTitle(platform: ChatPlatform, body: unknown): string {
  return receiverOf(platform).title(body);
}
