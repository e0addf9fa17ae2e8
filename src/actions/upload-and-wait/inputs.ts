/**
 * upload-and-wait's inputs: the upload job's settings (src/jobs/upload/options.ts), the `file`
 * globs (src/common/file-patterns.ts, as `pgyer upload` reads them), the action's own
 * reporting inputs, and the chat notification settings (src/jobs/notify/options.ts).
 */
import * as core from '@actions/core';
import { expandFilePatterns } from '../../common/file-patterns.js';
import {
  checkNotifyOptions,
  NOTIFY_SETTINGS,
  type NotifyOptions,
  type NotifySetting,
} from '../../jobs/notify/options.js';
import { Checker } from '../../jobs/options/checker.js';
import { InvalidOptions } from '../../jobs/options/problems.js';
import {
  checkUploadOptions,
  UPLOAD_SETTINGS,
  type UploadOptions,
} from '../../jobs/upload/options.js';
import {
  resolveVendorAliases,
  settingOf,
  VENDOR_ALIAS_NAMES,
  withVendorNames,
} from '../../jobs/upload/vendor-aliases.js';
import { actionLogger } from '../common/action-logger.js';
import { readInputs } from '../common/read-inputs.js';

/** The action's own inputs: how the builds are reported. */
const REPORT_SETTINGS = ['summary', 'pr-comment', 'github-token', 'receipt-artifact'] as const;

/** How upload-and-wait reports the builds. */
export interface ReportOptions {
  summary: boolean;
  prComment: boolean;
  githubToken: string;
  receiptArtifact: string;
}

/**
 * Reads and checks every input, the vendor's input names included (a warning for each one
 * given); resolves `file`'s globs to the matching files. The webhook URLs and secrets are masked
 * with the other secrets, before any input is read.
 * @throws InvalidOptions with every bad input
 */
export async function readUploadInputs(): Promise<{
  options: UploadOptions;
  report: ReportOptions;
  notify: NotifyOptions;
}> {
  const check = new Checker();
  const { raw, usedAliases } = resolveVendorAliases<
    (typeof UPLOAD_SETTINGS)[number] | (typeof REPORT_SETTINGS)[number] | NotifySetting
  >(
    readInputs(
      [...UPLOAD_SETTINGS, ...REPORT_SETTINGS, ...NOTIFY_SETTINGS, ...VENDOR_ALIAS_NAMES],
      settingOf,
    ),
    check,
    (message) => {
      actionLogger.warning(message);
    },
  );
  const report = {
    summary: check.boolean('summary', raw.summary, true),
    prComment: check.boolean('pr-comment', raw['pr-comment'], false),
    githubToken: check.text(raw['github-token']) ?? '',
    receiptArtifact: check.text(raw['receipt-artifact']) ?? '',
  };
  const notify = checkNotifyOptions(check, raw);
  try {
    return { options: await checkUploadOptions(raw, expandFilePatterns, check), report, notify };
  } catch (error) {
    throw error instanceof InvalidOptions ? withVendorNames(error, raw, usedAliases) : error;
  }
}

/**
 * Whether the `summary` input asks for a job summary, read on its own: for a run whose other
 * inputs were refused. A bad value counts as the default, true.
 */
export function summaryWanted(): boolean {
  return new Checker().boolean('summary', core.getInput('summary'), true);
}

/**
 * The inputs a receipt may show: everything that shaped the builds except the api key, the
 * passwords and the token. An allow-list, so a new secret input cannot slip in.
 */
export function publicInputs(
  options: UploadOptions,
): Record<string, string | number | boolean | string[]> {
  const { settings } = options;
  const shown = {
    'api-url': options.apiUrl,
    'fallback-api-urls': options.fallbackApiUrls,
    files: options.files.map((file) => file.path),
    'install-type': settings.buildInstallType,
    description: settings.buildDescription,
    'update-description': settings.buildUpdateDescription,
    'install-validity': settings.buildInstallDate,
    'install-start-date': settings.buildInstallStartDate,
    'install-end-date': settings.buildInstallEndDate,
    'channel-shortcut': settings.buildChannelShortcut,
    oversea: options.oversea,
    'harmony-hsp': options.harmony?.hspPaths.slice(),
    wait: options.wait,
    'wait-timeout-seconds': options.waitTimeoutSeconds,
    'poll-interval-seconds': options.pollIntervalSeconds,
  };
  return Object.fromEntries(
    Object.entries(shown).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number | boolean | string[]>;
}
