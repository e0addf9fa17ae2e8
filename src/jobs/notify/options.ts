/**
 * The notification settings (upload-and-wait's optional inputs, the notify sub-action, `pgyer
 * notify`; docs/notifications.md): one webhook setting per platform, the signing secrets, when to
 * notify and whether a notification that cannot be delivered fails the run.
 */
import { PgyerError } from '../../api/index.js';
import type { Checker, Raw } from '../options/checker.js';
import type { Delivery } from './deliver.js';
import type { Outcome } from './message.js';
import { CHANNELS, type ChannelId, type NotifySetting } from './settings.js';

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

/**
 * `DingTalk`: how a log names a target. Not even the host: every piece of a webhook's URL counts
 * as a secret (one webhook a platform, so the name is enough).
 */
export function targetName(target: NotifyTarget): string {
  return target.name;
}

/** The notifications could not all be delivered, and notify-required asked for them. */
export class NotifyFailed extends PgyerError {
  override name = 'NotifyFailed';
}

/** What the notify job did. */
export interface NotifyResult {
  outcome: Outcome;
  /** One per webhook; empty when notify-on did not ask for this outcome (or no webhook was given). */
  deliveries: Delivery[];
}

/**
 * Fails the run when a notification was not delivered and notify-required asked for it.
 * @throws NotifyFailed naming each webhook that was not reached
 */
export function throwIfNotifyFailed(result: NotifyResult, options: NotifyOptions): void {
  const failed = result.deliveries.filter((delivery) => !delivery.delivered);
  if (!options.required || failed.length === 0) return;
  throw new NotifyFailed(
    `${failed.length} of ${result.deliveries.length} notifications could not be delivered ` +
      `(notify-required is true): ${failed.map((delivery) => delivery.target).join(', ')}`,
  );
}
