/** Every chat platform, in the order their settings are checked and their messages sent. */
import type { Platform } from '../platform.js';
import { dingtalk } from './dingtalk.js';
import { feishu } from './feishu.js';
import { slack } from './slack.js';
import { teams } from './teams.js';
import { webhook } from './webhook.js';
import { wecom } from './wecom.js';

/** DingTalk, Feishu, WeCom, Slack, Teams, the generic webhook. */
export const PLATFORMS: readonly Platform[] = [dingtalk, feishu, wecom, slack, teams, webhook];
