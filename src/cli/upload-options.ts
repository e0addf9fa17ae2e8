/**
 * `pgyer upload`'s options turned into the core's publish requests, every check made before the
 * first request (the options of upload-and-wait, design.md §2).
 */
import { stat } from 'node:fs/promises';
import {
  buildTypeOfFile,
  EXTENSION_OF,
  INSTALL_TYPES,
  InputError,
  type BuildSettings,
  type BuildType,
  type HarmonyExtras,
  type PublishRequest,
  type YesNo,
} from '../api/index.js';
import { checkInstallType, checkInstallValidity } from '../rules/install.js';
import { readReleaseNotes } from '../rules/release-notes.js';
import type { InstallOptions } from './install-options.js';
import { nonEmpty } from './options.js';

/** upload's own options as commander parses them. */
export interface UploadOptions extends InstallOptions {
  buildType?: BuildType;
  description?: string;
  updateDescription?: string;
  updateDescriptionFile?: string;
  channelShortcut?: string;
  oversea?: YesNo;
  harmonyCertificate?: string;
  harmonyCertificatePassword?: string;
  harmonyHsp?: string[];
  wait: boolean;
  waitTimeoutSeconds: number;
  pollIntervalSeconds: number;
}

/**
 * One publish request per file, all with the same settings.
 * @throws InputError naming the first bad option or file
 */
export async function toPublishRequests(
  paths: readonly string[],
  options: UploadOptions,
): Promise<PublishRequest[]> {
  const settings = await buildSettings(options);
  const files = await checkFiles(paths, options.buildType);
  const harmony = await harmonyExtras(files, options);
  return files.map((file) => ({
    filePath: file.path,
    buildType: file.buildType,
    settings,
    oversea: options.oversea,
    ...(file.buildType === 'harmony' && harmony ? { harmony } : {}),
    wait: options.wait,
    waitTimeoutSeconds: options.waitTimeoutSeconds,
    pollIntervalSeconds: options.pollIntervalSeconds,
  }));
}

async function buildSettings(options: UploadOptions): Promise<BuildSettings> {
  const { validity, startDate, endDate } = checkInstallValidity(
    options.installValidity,
    options.installStartDate,
    options.installEndDate,
  );
  return {
    buildInstallType: checkInstallType(options.installType, options.password, INSTALL_TYPES.public),
    buildPassword: nonEmpty(options.password),
    buildDescription: nonEmpty(options.description),
    buildUpdateDescription: await readReleaseNotes(
      options.updateDescription,
      options.updateDescriptionFile,
    ),
    buildInstallDate: validity,
    buildInstallStartDate: startDate,
    buildInstallEndDate: endDate,
    buildChannelShortcut: nonEmpty(options.channelShortcut),
  };
}

/** --update-description, or --update-description-file read as UTF-8 text. */

interface UploadFile {
  path: string;
  buildType: BuildType;
}

/**
 * Each path with the build type of its extension. The shell expands globs, so every path must
 * name an existing, non-empty package: the core would otherwise report a missing file as one
 * upload's failure (exit code 1) instead of a usage error.
 */
async function checkFiles(
  paths: readonly string[],
  forcedType: BuildType | undefined,
): Promise<UploadFile[]> {
  const files: UploadFile[] = [];
  for (const path of new Set(paths)) {
    const buildType = buildTypeOfFile(path);
    if (!buildType) throw new InputError('file', `${path} is not an .ipa, .apk or .hap file`);
    if (forcedType && forcedType !== buildType) {
      throw new InputError(
        'build-type',
        `is ${forcedType}, but ${path} is not an ${EXTENSION_OF[forcedType]} file`,
      );
    }
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new InputError('file', `${path} is not a file`);
    if (info.size === 0) throw new InputError('file', `${path} is empty`);
    files.push({ path, buildType });
  }
  return files;
}

/** The certificate, its password and the .hsp files a .hap needs (api-v2 §4.2). */
async function harmonyExtras(
  files: readonly UploadFile[],
  options: UploadOptions,
): Promise<HarmonyExtras | undefined> {
  const certificatePath = options.harmonyCertificate;
  const hspPaths = options.harmonyHsp ?? [];
  if (!files.some((file) => file.buildType === 'harmony')) {
    if (certificatePath || hspPaths.length > 0) {
      throw new InputError(
        'harmony-certificate',
        'and --harmony-hsp are only for .hap files, and none was given',
      );
    }
    return undefined;
  }
  if (!certificatePath)
    throw new InputError('harmony-certificate', 'is required to publish a .hap (a .p12 file)');
  const certificatePassword = options.harmonyCertificatePassword;
  if (!certificatePassword) {
    throw new InputError('harmony-certificate-password', 'is required with --harmony-certificate');
  }
  const companions: [option: string, path: string][] = [
    ['harmony-certificate', certificatePath],
    ...hspPaths.map((path): [string, string] => ['harmony-hsp', path]),
  ];
  for (const [option, path] of companions) {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new InputError(option, `${path} is not a file`);
  }
  return { certificatePath, certificatePassword, hspPaths };
}
