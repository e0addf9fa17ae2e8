/**
 * The notification settings (upload-and-wait's optional inputs, the notify sub-action, `pgyer
 * notify`; docs/notifications.md): one webhook setting per platform, the signing secrets, when to
 * notify and whether a notification that cannot be delivered fails the run; for the notify
 * sub-action and `pgyer notify` also the builds (the JSON upload-and-wait outputs as `builds`, or
 * `pgyer upload --json` prints) and how the upload step ended. Each is declared once
 * (src/jobs/options/setting.ts): the CLI's options, the inputs masked first and the manifests'
 * inputs come from these declarations. No platform's message builder is loaded here: every
 * front-end reads the settings.
 */
import { isIPv4 } from 'node:net';
import { toError, type BuildType, type PublishedBuild } from '../../api/index.js';
import { Checker, type Raw } from '../options/checker.js';
import {
  booleanSetting,
  choiceSetting,
  namesOf,
  textSetting,
  type NameOf,
  type Setting,
} from '../options/setting.js';
import { checkBuildFields } from './builds-input.js';
import { CHANNELS, type Channel, type ChannelId } from './channels.js';

export { CHANNELS, type ChannelId } from './channels.js';

/** `PGYER_DINGTALK_WEBHOOK` for `dingtalk-webhook`: the variable the CLI reads a secret from. */
function variableOf(name: string): `PGYER_${string}` {
  return `PGYER_${name.toUpperCase().replaceAll('-', '_')}`;
}

/** Whether `url` names this machine: localhost, 127.0.0.0/8 or ::1 (a local test receiver). */
function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/\.$/, '');
  return host === 'localhost' || host === '[::1]' || (isIPv4(host) && host.startsWith('127.'));
}

/**
 * A webhook setting's URL, or undefined (recorded) when it is not an https URL, or an http URL to
 * a loopback host. Plain http elsewhere would show the token in the URL, the signature and the
 * message to every network in between. The problem never quotes the value: the token is in it.
 */
function webhookUrl(check: Checker, setting: string, value: string | undefined): URL | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol === 'https:' || (url?.protocol === 'http:' && isLoopback(url))) return url;
  check.add(
    setting,
    url?.protocol === 'http:'
      ? 'is plain http: use https (http only to a loopback host; the value is not shown)'
      : 'is not an http(s) URL (the value is a secret and is not shown)',
  );
  return undefined;
}

/** A platform's webhook: a secret URL (see webhookUrl), undefined when not given or refused. */
function webhookSetting(channel: Channel): Setting<Channel['webhook'], URL | undefined> {
  return {
    name: channel.webhook,
    help:
      channel.id === 'webhook'
        ? 'any URL that takes a JSON POST with the builds, the failures and the CI context'
        : `${channel.name} webhook URL, a secret`,
    value: '<url>',
    secret: { env: variableOf(channel.webhook) },
    check: (check, value) => webhookUrl(check, channel.webhook, check.text(value)),
  };
}

/** Each platform's settings: its webhook, and its signing secret when it signs. */
const CHANNEL_SETTINGS = CHANNELS.map((channel) => ({
  channel,
  webhook: webhookSetting(channel),
  secret:
    channel.secret === undefined
      ? undefined
      : textSetting({
          name: channel.secret,
          help: `the signing secret of ${channel.webhook}, when it signs`,
          value: '<secret>',
          secret: { env: variableOf(channel.secret) },
        }),
}));

/** The webhook settings and signing secrets, platform by platform: all secrets. */
export const WEBHOOK_SETTINGS = CHANNEL_SETTINGS.flatMap(({ webhook, secret }) =>
  secret ? [webhook, secret] : [webhook],
);

/** When to notify: after published builds, after a failed upload, or both. */
const NOTIFY_ON = choiceSetting({
  name: 'notify-on',
  help: 'when to notify',
  value: '<word>',
  choices: ['success', 'failure', 'always'],
  fallback: 'always',
});

/** success, failure or always. */
export type NotifyOn = NonNullable<ReturnType<typeof NOTIFY_ON.check>>;

/** A notification that cannot be delivered fails the run (else it is a warning). */
const NOTIFY_REQUIRED = booleanSetting({
  name: 'notify-required',
  help: 'fail the step when a notification cannot be delivered (otherwise a warning)',
  fallback: false,
});

/** The heading instead of the default one (e.g. with a DingTalk keyword). */
const NOTIFY_TITLE = textSetting({
  name: 'notify-title',
  help: "the message's heading instead of the default one",
  value: '<text>',
});

/**
 * The notification settings (upload-and-wait's and the notify job's), in the order they are
 * checked and reported: the webhooks and signing secrets, when to notify, whether it must work,
 * the title.
 */
export const NOTIFY_SETTINGS = [
  ...WEBHOOK_SETTINGS,
  NOTIFY_ON,
  NOTIFY_REQUIRED,
  NOTIFY_TITLE,
] as const;

/** A notification setting. */
export type NotifySetting = NameOf<typeof NOTIFY_SETTINGS>;

/** One webhook to send to. */
export interface NotifyTarget {
  platform: ChannelId;
  /** `DingTalk`, as the log names the platform. */
  name: string;
  /** The webhook's URL: a secret (its token is in it). */
  url: URL;
  /** The signing secret, when the platform signs and one was given. */
  secret?: string | undefined;
}

/** Where and when to notify. */
export interface NotifyOptions {
  targets: NotifyTarget[];
  on: NotifyOn;
  /** A notification that cannot be delivered fails the run (else it is a warning). */
  required: boolean;
  /** The heading instead of the default one (e.g. with a DingTalk keyword). */
  title: string | undefined;
}

/**
 * Checks the notification settings into `check` (its `done` throws every problem at once), each
 * by its declaration's rule; a signing secret needs its webhook. No webhook given means no
 * notification: `targets` is empty.
 */
export function checkNotifyOptions(check: Checker, raw: Raw<NotifySetting>): NotifyOptions {
  const targets: NotifyTarget[] = [];
  for (const { channel, webhook, secret } of CHANNEL_SETTINGS) {
    const url = webhook.check(check, raw[webhook.name]);
    const signing = secret?.check(check, raw[secret.name]);
    if (secret && signing !== undefined && url === undefined && !check.failed(webhook.name)) {
      check.add(secret.name, (name) => `is given without ${name(webhook.name)}`);
    }
    if (url) targets.push({ platform: channel.id, name: channel.name, url, secret: signing });
  }
  return {
    targets,
    on: NOTIFY_ON.check(check, raw['notify-on']) ?? 'always',
    required: NOTIFY_REQUIRED.check(check, raw['notify-required']),
    title: NOTIFY_TITLE.check(check, raw['notify-title']),
  };
}

/** Whether `options` ask for a notice of `outcome`. */
export function wantsNotice(options: NotifyOptions, outcome: 'success' | 'failure'): boolean {
  return options.targets.length > 0 && (options.on === 'always' || options.on === outcome);
}

/** How the upload step ended. */
const UPLOAD_OUTCOME = choiceSetting({
  name: 'upload-outcome',
  help: 'how the upload step ended, as steps.<id>.outcome says it',
  value: '<word>',
  choices: ['success', 'failure', 'cancelled', 'skipped'],
  fallback: 'success',
});

/** The builds to tell about (the CLI's FILE argument, the notify action's `builds`). */
const BUILDS = textSetting({
  name: 'builds',
  help: 'the builds output of upload-and-wait (JSON); required unless upload-outcome is failure',
});

/**
 * The settings of the notify sub-action and `pgyer notify` (which takes `builds` as its FILE
 * argument), in the order they are checked and reported.
 */
export const NOTIFY_JOB_SETTINGS = [BUILDS, UPLOAD_OUTCOME, ...NOTIFY_SETTINGS] as const;

/** A setting of the notify sub-action or `pgyer notify`. */
export type NotifyJobSetting = NameOf<typeof NOTIFY_JOB_SETTINGS>;

/** success, failure, cancelled or skipped. */
export type UploadOutcome = NonNullable<ReturnType<typeof UPLOAD_OUTCOME.check>>;

/** Whether an upload step that ended with `outcome` is news: success or failure (not cancelled, skipped). */
export function hasNewsIn(outcome: UploadOutcome): outcome is 'success' | 'failure' {
  return outcome === 'success' || outcome === 'failure';
}

/** What the notify sub-action or `pgyer notify` was asked to do. */
export interface NotifyJobOptions {
  notify: NotifyOptions;
  builds: PublishedBuild[];
  uploadOutcome: UploadOutcome;
}

const BUILD_TYPES: readonly BuildType[] = ['ios', 'android', 'harmony'];

function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);
}

/** Why `value` is not a build of upload-and-wait's output, or undefined. */
function buildProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'is no object';
  const build = value as Record<string, unknown>;
  if (typeof build.buildKey !== 'string' || build.buildKey === '') return 'has no buildKey';
  if (!BUILD_TYPES.includes(build.buildType as BuildType)) return 'has no buildType';
  if (!isWebUrl(build.installPageUrl)) return 'has no http(s) installPageUrl';
  if (typeof build.record !== 'object' || build.record === null) return 'has no record';
  return undefined;
}

/**
 * The builds of upload-and-wait's `builds` (or `build`) output: a JSON array of builds, or one
 * build. The addresses an older output lacks are derived as upload-and-wait derives them; its app
 * key is the record's, if any; its missing install settings stay unknown.
 */
function parseBuilds(check: Checker, text: string | undefined): PublishedBuild[] {
  if (text === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    check.add('builds', `is not JSON: ${toError(error).message}`);
    return [];
  }
  if (!checkBuildFields(check, value)) return [];
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const builds: PublishedBuild[] = [];
  list.forEach((item, index) => {
    const problem = buildProblem(item);
    if (problem) {
      check.add(
        'builds',
        `entry ${index + 1} ${problem} (expected a build as the upload outputs it)`,
      );
      return;
    }
    const build = item as PublishedBuild;
    const web = new URL(build.installPageUrl).origin;
    const key = encodeURIComponent(build.buildKey);
    builds.push({
      ...build,
      appKey: typeof build.appKey === 'string' ? build.appKey : (build.record.appKey ?? ''),
      fileName: typeof build.fileName === 'string' ? build.fileName : build.buildKey,
      fileSize: typeof build.fileSize === 'number' ? build.fileSize : 0,
      published: typeof build.published === 'boolean' ? build.published : true,
      qrCodeUrl: isWebUrl(build.qrCodeUrl) ? build.qrCodeUrl : '',
      buildPageUrl: isWebUrl(build.buildPageUrl) ? build.buildPageUrl : `${web}/${key}`,
      buildQrCodeUrl: isWebUrl(build.buildQrCodeUrl)
        ? build.buildQrCodeUrl
        : `${web}/app/qrcode/${key}`,
      iconUrl: isWebUrl(build.iconUrl) ? build.iconUrl : '',
      uploadSeconds: typeof build.uploadSeconds === 'number' ? build.uploadSeconds : 0,
      alreadyPublished: typeof build.alreadyPublished === 'boolean' && build.alreadyPublished,
    });
  });
  return builds;
}

/**
 * Checks every setting: builds are required unless the upload failed, was cancelled or skipped;
 * a webhook unless it was cancelled or skipped (nothing to send: a fork's pull request, whose
 * secrets are empty, may skip its upload).
 * @throws InvalidOptions with every problem found
 */
export function checkNotifyJobOptions(
  raw: Raw<NotifyJobSetting>,
  check = new Checker(),
): NotifyJobOptions {
  const text = BUILDS.check(check, raw.builds);
  const uploadOutcome = UPLOAD_OUTCOME.check(check, raw['upload-outcome']) ?? 'success';
  const builds = parseBuilds(check, text);
  if (
    uploadOutcome === 'success' &&
    text !== undefined &&
    builds.length === 0 &&
    !check.failed('builds')
  ) {
    check.add('builds', 'lists no build');
  }
  if (uploadOutcome === 'success' && text === undefined) {
    check.add(
      'builds',
      (name) =>
        `is required (the upload's builds, as JSON) unless ${name('upload-outcome')} is failure`,
    );
  }
  const notify = checkNotifyOptions(check, raw);
  if (
    hasNewsIn(uploadOutcome) &&
    notify.targets.length === 0 &&
    !NOTIFY_SETTINGS.some((setting) => check.failed(setting.name))
  ) {
    const webhooks = namesOf(CHANNEL_SETTINGS.map(({ webhook }) => webhook));
    check.add(
      undefined,
      (name) => `no webhook was given: set at least one of ${webhooks.map(name).join(', ')}`,
    );
  }
  return check.done({ notify, builds, uploadOutcome });
}
