/** Every chat platform's message format, signing and answers, by id. */
import type { Platform } from './platform.js';
import type { ChannelId } from '../options.js';
import { dingtalk } from './dingtalk.js';
import { feishu } from './feishu.js';
import { slack } from './slack.js';
import { teams } from './teams.js';
import { webhook } from './webhook.js';
import { wecom } from './wecom.js';

/** DingTalk, Feishu, WeCom, Slack, Teams, the generic webhook. */
export const PLATFORMS: Readonly<Record<ChannelId, Platform>> = {
  dingtalk,
  feishu,
  wecom,
  slack,
  teams,
  webhook,
};
