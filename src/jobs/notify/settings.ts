/**
 * The notification settings and the chat platforms they name: a module without imports, so that
 * the connection settings can mask them and the front-ends can read them without loading the
 * platforms' message builders.
 */

/** The chat platforms, by the id their webhook setting starts with. */
export const CHANNELS = [
  { id: 'dingtalk', name: 'DingTalk', webhook: 'dingtalk-webhook', secret: 'dingtalk-secret' },
  { id: 'feishu', name: 'Feishu', webhook: 'feishu-webhook', secret: 'feishu-secret' },
  { id: 'wecom', name: 'WeCom', webhook: 'wecom-webhook', secret: undefined },
  { id: 'slack', name: 'Slack', webhook: 'slack-webhook', secret: undefined },
  { id: 'teams', name: 'Teams', webhook: 'teams-webhook', secret: undefined },
  { id: 'webhook', name: 'Webhook', webhook: 'webhook-url', secret: 'webhook-secret' },
] as const;

/** A chat platform's id: dingtalk, feishu, wecom, slack, teams, webhook. */
export type ChannelId = (typeof CHANNELS)[number]['id'];

/** The webhook URLs and signing secrets: secrets, masked before anything else is read. */
export const NOTIFY_SECRET_SETTINGS = [
  'dingtalk-webhook',
  'dingtalk-secret',
  'feishu-webhook',
  'feishu-secret',
  'wecom-webhook',
  'slack-webhook',
  'teams-webhook',
  'webhook-url',
  'webhook-secret',
] as const;

/** The notification settings, in the order they are checked and reported. */
export const NOTIFY_SETTINGS = [
  ...NOTIFY_SECRET_SETTINGS,
  'notify-on',
  'notify-required',
  'notify-title',
] as const;

/** A notification setting. */
export type NotifySetting = (typeof NOTIFY_SETTINGS)[number];
