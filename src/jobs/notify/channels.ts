/**
 * The chat platforms, declared once: a platform is its entry here and its file in platforms/
 * (PLATFORMS, keyed by these ids, fails to compile without it). The webhook and signing-secret
 * settings, the CLI options, the manifests' inputs (held to them by a test) and the words of a
 * webhook URL that redaction leaves alone all derive from these entries. Data only: the
 * front-ends read it before any platform's message builder is loaded.
 */

/** One chat platform. */
export interface ChannelEntry {
  /** What its settings start with, and its key in PLATFORMS. */
  readonly id: string;
  /** Its name in help lines and messages. */
  readonly name: string;
  /** The setting that holds its webhook URL (a secret). */
  readonly webhook: string;
  /** The setting that holds its signing secret, when it signs. */
  readonly secret: string | undefined;
  /**
   * The path segments and query values of its webhook URLs that are the same for everyone
   * (docs/notifications.md): not secrets, and ordinary words in any text, so redaction leaves
   * them alone.
   */
  readonly publicUrlParts: readonly string[];
}

/** DingTalk, Feishu, WeCom, Slack, Teams and the generic webhook. */
export const CHANNELS = [
  {
    id: 'dingtalk',
    name: 'DingTalk',
    webhook: 'dingtalk-webhook',
    secret: 'dingtalk-secret',
    // https://oapi.dingtalk.com/robot/send?access_token=…
    publicUrlParts: ['robot', 'send'],
  },
  {
    id: 'feishu',
    name: 'Feishu',
    webhook: 'feishu-webhook',
    secret: 'feishu-secret',
    // https://open.feishu.cn/open-apis/bot/v2/hook/…
    publicUrlParts: ['open-apis', 'bot', 'v2', 'hook'],
  },
  {
    id: 'wecom',
    name: 'WeCom',
    webhook: 'wecom-webhook',
    secret: undefined,
    // https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…
    publicUrlParts: ['cgi-bin', 'webhook', 'send'],
  },
  {
    id: 'slack',
    name: 'Slack',
    webhook: 'slack-webhook',
    secret: undefined,
    // https://hooks.slack.com/services/T…/B…/…
    publicUrlParts: ['services'],
  },
  {
    id: 'teams',
    name: 'Teams',
    webhook: 'teams-webhook',
    secret: undefined,
    // https://….logic.azure.com/workflows/…/triggers/manual/paths/invoke?api-version=2016-06-01
    // &sp=/triggers/manual/run&sv=1.0&sig=…
    publicUrlParts: [
      'workflows',
      'triggers',
      'manual',
      'paths',
      'invoke',
      '2016-06-01',
      '/triggers/manual/run',
      '1.0',
    ],
  },
  {
    id: 'webhook',
    name: 'Webhook',
    webhook: 'webhook-url',
    secret: 'webhook-secret',
    // Any URL; a receiver's path often says so.
    publicUrlParts: ['hooks', 'webhook'],
  },
] as const satisfies readonly ChannelEntry[];

/** A chat platform of CHANNELS. */
export type Channel = (typeof CHANNELS)[number];

/** A chat platform's id: dingtalk, feishu, wecom, slack, teams, webhook. */
export type ChannelId = Channel['id'];

/** Every platform's public URL words: what a SecretSet that may hold a webhook URL is given. */
export const PUBLIC_WEBHOOK_PARTS: ReadonlySet<string> = new Set(
  CHANNELS.flatMap((channel) => channel.publicUrlParts),
);
