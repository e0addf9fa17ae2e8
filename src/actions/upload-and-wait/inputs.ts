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
import { checkFeedOptions, FEED_SETTINGS, type FeedOptions } from '../../jobs/feed/options.js';
import { Checker, type RawValue } from '../../jobs/options/checker.js';
import { checkOutputPath } from '../../jobs/output-file.js';
import {
  booleanSetting,
  receiptValues,
  settingsByName,
  textSetting,
  type NameOf,
  type RawOf,
} from '../../jobs/options/setting.js';
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
import { asTheServiceTakesThem } from '../../jobs/upload/vendor-meanings.js';
import { actionLogger } from '../common/action-logger.js';
import { readInputs } from '../common/read-inputs.js';

/** Whether to write a job summary. */
const SUMMARY = booleanSetting({
  name: 'summary',
  help: 'write a job summary with the builds, their install pages and QR codes',
  fallback: true,
});

/** The action's own inputs: how the builds are reported (not settings of the upload job). */
export const REPORT_SETTINGS = [
  SUMMARY,
  booleanSetting({
    name: 'pr-comment',
    help: 'create or update one comment on the pull request with the builds',
    fallback: false,
  }),
  textSetting({
    name: 'github-token',
    help: 'token for the pull request comment and the deployment',
    default: '${{ github.token }}',
    secret: {},
  }),
  textSetting({
    name: 'deployment-environment',
    help: "when set, create a GitHub deployment to this environment with the build's own page as its URL",
  }),
  textSetting({
    name: 'receipt-artifact',
    help: 'when set, upload a JSON receipt of the run as a workflow artifact of this name',
  }),
  ...FEED_SETTINGS,
] as const;

const REPORT = settingsByName(REPORT_SETTINGS);

/** How upload-and-wait reports the builds. */
export interface ReportOptions {
  summary: boolean;
  prComment: boolean;
  githubToken: string;
  /** The GitHub environment to deploy the builds to; '' for no deployment. */
  deploymentEnvironment: string;
  receiptArtifact: string;
  /** The update feed and verify-update (src/jobs/feed). */
  feed: FeedOptions;
}

/** The longest environment name GitHub takes. */
const ENVIRONMENT_NAME_MAX = 255;

/**
 * Reads and checks every input, the vendor's input names included (one warning listing those
 * given); resolves `file`'s globs to the matching files. The webhook URLs and secrets are masked
 * with the other secrets, before any input is read.
 * @throws InvalidOptions with every bad input
 */
export async function readUploadInputs(): Promise<{
  options: UploadOptions;
  report: ReportOptions;
  notify: NotifyOptions;
  /** The upload job's raw inputs, aliases resolved: the receipt shows them (publicInputs). */
  raw: RawOf<typeof UPLOAD_SETTINGS>;
}> {
  const check = new Checker();
  const warn = (message: string) => {
    actionLogger.warning(message);
  };
  const { raw, usedAliases } = resolveVendorAliases<
    NameOf<typeof UPLOAD_SETTINGS> | NameOf<typeof REPORT_SETTINGS> | NotifySetting
  >(
    readInputs(
      [...UPLOAD_SETTINGS, ...REPORT_SETTINGS, ...NOTIFY_SETTINGS, ...VENDOR_ALIAS_NAMES],
      settingOf,
    ),
    check,
    warn,
  );
  asTheServiceTakesThem(raw, usedAliases, warn);
  const report = {
    summary: REPORT.summary.check(check, raw.summary),
    prComment: REPORT['pr-comment'].check(check, raw['pr-comment']),
    githubToken: REPORT['github-token'].check(check, raw['github-token']) ?? '',
    deploymentEnvironment: environmentName(check, raw['deployment-environment']),
    receiptArtifact: REPORT['receipt-artifact'].check(check, raw['receipt-artifact']) ?? '',
    feed: checkFeedOptions(check, raw),
  };
  const { feedPath } = report.feed;
  if (feedPath !== '') {
    await check.ruleAsync(undefined, () => checkOutputPath('update-feed', feedPath));
  }
  const notify = checkNotifyOptions(check, raw);
  try {
    const options = await checkUploadOptions(raw, expandFilePatterns, check);
    return { options, report, notify, raw };
  } catch (error) {
    throw error instanceof InvalidOptions ? withVendorNames(error, raw, usedAliases) : error;
  }
}

/** The `deployment-environment` input, checked: '' when not given. */
function environmentName(check: Checker, value: RawValue): string {
  const name = REPORT['deployment-environment'].check(check, value) ?? '';
  if (name.length > ENVIRONMENT_NAME_MAX) {
    check.add(
      'deployment-environment',
      `has ${name.length} characters; GitHub takes environment names of at most ${ENVIRONMENT_NAME_MAX}`,
    );
  }
  return name;
}

/**
 * Whether the `summary` input asks for a job summary, read on its own: for a run whose other
 * inputs were refused. A bad value counts as the default, true.
 */
export function summaryWanted(): boolean {
  return SUMMARY.check(new Checker(), core.getInput('summary'));
}

/**
 * The inputs a receipt shows: each setting of the upload job its declaration lets the receipt
 * show (never a secret; src/jobs/options/setting.ts), by the setting's own rule (defaults filled
 * in), and `files`, the paths the patterns matched.
 * @param raw the raw inputs `options` were checked from
 */
export function publicInputs(
  options: UploadOptions,
  raw: RawOf<typeof UPLOAD_SETTINGS>,
): Record<string, string | number | boolean | string[]> {
  return {
    ...(receiptValues(UPLOAD_SETTINGS, raw, new Checker()) as Record<
      string,
      string | number | boolean | string[]
    >),
    files: options.files.map((file) => file.path),
  };
}
