/**
 * upload-and-wait's inputs: the upload job's settings (src/jobs/upload/options.ts), the `file`
 * globs expanded here, and the action's own reporting inputs.
 */
import path, { type PlatformPath } from 'node:path';
import * as glob from '@actions/glob';
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
 * given); resolves `file`'s globs to the matching files.
 * @throws InvalidOptions with every bad input
 */
export async function readUploadInputs(): Promise<{
  options: UploadOptions;
  report: ReportOptions;
}> {
  const check = new Checker();
  const { raw, usedAliases } = resolveVendorAliases<
    (typeof UPLOAD_SETTINGS)[number] | (typeof REPORT_SETTINGS)[number]
  >(
    readInputs([...UPLOAD_SETTINGS, ...REPORT_SETTINGS, ...VENDOR_ALIAS_NAMES], settingOf),
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
  try {
    return { options: await checkUploadOptions(raw, expandGlobs, check), report };
  } catch (error) {
    throw error instanceof InvalidOptions ? withVendorNames(error, raw, usedAliases) : error;
  }
}

/** Every file the patterns match, relative to the workspace when below it, sorted. */
async function expandGlobs(patterns: readonly string[]): Promise<string[]> {
  const globber = await glob.create(patterns.join('\n'), {
    matchDirectories: false,
    implicitDescendants: false,
  });
  return [...new Set(await globber.glob())].sort().map((match) => relativeToWorkspace(match));
}

/**
 * A path below `cwd` as a relative path (shorter in messages), others as they are: on Windows
 * @actions/glob answers `C:\work\app.apk`, and a match on another drive stays absolute.
 * @param paths the runner's path module; tests pass path.win32
 */
export function relativeToWorkspace(
  filePath: string,
  cwd = process.cwd(),
  paths: Pick<PlatformPath, 'relative' | 'isAbsolute' | 'sep'> = path,
): string {
  const relativePath = paths.relative(cwd, filePath);
  const outside =
    relativePath === '..' ||
    relativePath.startsWith(`..${paths.sep}`) ||
    paths.isAbsolute(relativePath);
  return outside ? filePath : relativePath;
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
