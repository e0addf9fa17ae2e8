/**
 * The notification settings as declarations (src/jobs/options/setting.ts), derived from the chat
 * platforms notify lists (CHANNELS): a webhook setting for each, and a signing secret for those
 * that sign. Until src/jobs/notify declares its settings itself, the CLI holds them here; the
 * manifest test holds the actions' notify inputs to them too.
 */
import { CHANNELS } from '../jobs/notify/options.js';
import {
  booleanSetting,
  choiceSetting,
  textSetting,
  type AnySetting,
} from '../jobs/options/setting.js';

/** `PGYER_DINGTALK_WEBHOOK` for `dingtalk-webhook`: the variable the CLI reads a secret from. */
function variableOf(name: string): `PGYER_${string}` {
  return `PGYER_${name.toUpperCase().replaceAll('-', '_')}`;
}

/** The webhook settings and signing secrets, platform by platform. */
export const WEBHOOK_SETTINGS: readonly AnySetting[] = CHANNELS.flatMap((channel) => [
  textSetting({
    name: channel.webhook,
    help:
      channel.id === 'webhook'
        ? 'any URL that takes a JSON POST with the builds, the failures and the CI context'
        : `${channel.name} webhook URL, a secret`,
    value: '<url>',
    secret: { env: variableOf(channel.webhook) },
  }),
  ...(channel.secret
    ? [
        textSetting({
          name: channel.secret,
          help: `the signing secret of ${channel.webhook}, when it signs`,
          value: '<secret>',
          secret: { env: variableOf(channel.secret) },
        }),
      ]
    : []),
]);

/** How the upload step ended. */
export const UPLOAD_OUTCOME = choiceSetting({
  name: 'upload-outcome',
  help: 'how the upload step ended, as steps.<id>.outcome says it',
  value: '<word>',
  choices: ['success', 'failure', 'cancelled', 'skipped'],
  fallback: 'success',
});

/** The notification settings: the webhooks, when to notify, whether it must work, the title. */
export const NOTIFY_SETTINGS: readonly AnySetting[] = [
  ...WEBHOOK_SETTINGS,
  choiceSetting({
    name: 'notify-on',
    help: 'when to notify',
    value: '<word>',
    choices: ['success', 'failure', 'always'],
    fallback: 'always',
  }),
  booleanSetting({
    name: 'notify-required',
    help: 'fail the step when a notification cannot be delivered (otherwise a warning)',
    fallback: false,
  }),
  textSetting({
    name: 'notify-title',
    help: "the message's heading instead of the default one",
    value: '<text>',
  }),
];

/** The builds to tell about (the CLI's FILE argument, the notify action's `builds`). */
export const BUILDS = textSetting({
  name: 'builds',
  help: 'the builds output of upload-and-wait (JSON); required unless upload-outcome is failure',
});
