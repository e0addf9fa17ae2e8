/**
 * The notification settings (upload-and-wait's optional inputs, the notify sub-action, `pgyer
 * notify`; docs/notifications.md): one webhook setting per platform, the signing secrets, when to
 * notify and whether a notification that cannot be delivered fails the run.
 */
import { PgyerError } from '../../api/index.js';
import type { Checker, Raw } from '../options/checker.js';
import type { Platform } from './platform.js';
import { PLATFORMS } from './platforms/index.js';

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
  platform: Platform;
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
 * A webhook setting's URL, or undefined (recorded) when it is not an http(s) URL. The problem
 * never quotes the value: the token is in it.
 */
function webhookUrl(check: Checker, setting: string, value: string | undefined): URL | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol === 'https:' || url?.protocol === 'http:') return url;
  check.add(setting, 'is not an http(s) URL (the value is a secret and is not shown)');
  return undefined;
}

/**
 * Checks the notification settings into `check` (its `done` throws every problem at once). No
 * webhook given means no notification: `targets` is empty.
 */
export function checkNotifyOptions(check: Checker, raw: Raw<NotifySetting>): NotifyOptions {
  const targets: NotifyTarget[] = [];
  for (const platform of PLATFORMS) {
    const url = webhookUrl(
      check,
      platform.webhookSetting,
      check.text(raw[platform.webhookSetting as NotifySetting]),
    );
    const secret = platform.secretSetting
      ? check.text(raw[platform.secretSetting as NotifySetting])
      : undefined;
    if (secret !== undefined && !check.text(raw[platform.webhookSetting as NotifySetting])) {
      check.add(platform.secretSetting, `is given without ${platform.webhookSetting}`);
    }
    if (url) targets.push({ platform, url, secret });
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

/** `DingTalk (oapi.dingtalk.com)`: how a log names a target, without its token. */
export function targetName(target: NotifyTarget): string {
  return `${target.platform.name} (${target.url.host})`;
}

/** The notifications could not all be delivered, and notify-required asked for them. */
export class NotifyFailed extends PgyerError {
  override name = 'NotifyFailed';
}
