/**
 * The notify sub-action's and `pgyer notify`'s settings: the notification settings, the builds
 * (the JSON upload-and-wait outputs as `builds`, or `pgyer upload --json` prints) and how the
 * upload step ended.
 */
import type { BuildType, PublishedBuild } from '../../api/index.js';
import { Checker, type Raw } from '../options/checker.js';
import { checkBuildFields } from './builds-input.js';
import { checkNotifyOptions, type NotifyOptions } from './options.js';
import { hasNewsIn } from './outcome.js';
import { NOTIFY_SETTINGS } from './settings.js';

/** The settings, in the order they are checked and reported. */
export const NOTIFY_JOB_SETTINGS = ['builds', 'upload-outcome', ...NOTIFY_SETTINGS] as const;

/** A setting of the notify sub-action or `pgyer notify`. */
export type NotifyJobSetting = (typeof NOTIFY_JOB_SETTINGS)[number];

/** How the upload step ended, as `steps.<id>.outcome` says it. */
export const UPLOAD_OUTCOMES = ['success', 'failure', 'cancelled', 'skipped'] as const;

/** success, failure, cancelled or skipped. */
export type UploadOutcome = (typeof UPLOAD_OUTCOMES)[number];

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
 * build. The addresses an older output lacks are derived as upload-and-wait derives them.
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
