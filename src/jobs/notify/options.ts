/**
 * The notification settings (upload-and-wait's optional inputs, the notify sub-action, `pgyer
 * notify`; docs/notifications.md): one webhook setting per platform, the signing secrets, when to
 * notify and whether a notification that cannot be delivered fails the run; for the notify
 * sub-action and `pgyer notify` also the builds (the JSON upload-and-wait outputs as `builds`, or
 * `pgyer upload --json` prints) and how the upload step ended. No platform's message builder is
 * loaded here: every front-end reads the settings.
 */
import { isIPv4 } from 'node:net';
import type { BuildType, PublishedBuild } from '../../api/index.js';
import { Checker, type Raw } from '../options/checker.js';
import { checkBuildFields } from './builds-input.js';

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

/** When to notify: after published builds, after a failed upload, or both. */
export const NOTIFY_ON = ['success', 'failure', 'always'] as const;

/** success, failure or always. */
export type NotifyOn = (typeof NOTIFY_ON)[number];

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

/**
 * Checks the notification settings into `check` (its `done` throws every problem at once). No
 * webhook given means no notification: `targets` is empty.
 */
export function checkNotifyOptions(check: Checker, raw: Raw<NotifySetting>): NotifyOptions {
  const targets: NotifyTarget[] = [];
  for (const channel of CHANNELS) {
    const given = check.text(raw[channel.webhook]);
    const url = webhookUrl(check, channel.webhook, given);
    const secret = channel.secret ? check.text(raw[channel.secret]) : undefined;
    if (channel.secret && secret !== undefined && given === undefined) {
      check.add(channel.secret, `is given without ${channel.webhook}`);
    }
    if (url) targets.push({ platform: channel.id, name: channel.name, url, secret });
  }
  return {
    targets,
    on: check.choice('notify-on', raw['notify-on'], NOTIFY_ON, 'always') ?? 'always',
    required: check.boolean('notify-required', raw['notify-required'], false),
    title: check.text(raw['notify-title']),
  };
}

/** Whether `options` ask for a notice of `outcome`. */
export function wantsNotice(options: NotifyOptions, outcome: 'success' | 'failure'): boolean {
  return options.targets.length > 0 && (options.on === 'always' || options.on === outcome);
}

/** The settings, in the order they are checked and reported. */
export const NOTIFY_JOB_SETTINGS = ['builds', 'upload-outcome', ...NOTIFY_SETTINGS] as const;

/** A setting of the notify sub-action or `pgyer notify`. */
export type NotifyJobSetting = (typeof NOTIFY_JOB_SETTINGS)[number];

/** How the upload step ended, as `steps.<id>.outcome` says it. */
export const UPLOAD_OUTCOMES = ['success', 'failure', 'cancelled', 'skipped'] as const;

/** success, failure, cancelled or skipped. */
export type UploadOutcome = (typeof UPLOAD_OUTCOMES)[number];

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
    check.add('builds', `is not JSON: ${error instanceof Error ? error.message : String(error)}`);
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
        `entry ${index + 1} ${problem} (expected the builds output of upload-and-wait)`,
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
  const text = check.text(raw.builds);
  const uploadOutcome =
    check.choice('upload-outcome', raw['upload-outcome'], UPLOAD_OUTCOMES, 'success') ?? 'success';
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
      'is required (the builds output of upload-and-wait) unless upload-outcome is failure',
    );
  }
  const notify = checkNotifyOptions(check, raw);
  if (
    hasNewsIn(uploadOutcome) &&
    notify.targets.length === 0 &&
    !NOTIFY_SETTINGS.some((setting) => check.failed(setting))
  ) {
    check.add(
      undefined,
      'no webhook was given: set at least one of dingtalk-webhook, feishu-webhook, wecom-webhook, slack-webhook, teams-webhook, webhook-url',
    );
  }
  return check.done({ notify, builds, uploadOutcome });
}
