/**
 * `pgyer upload`'s options turned into the core's publish requests, every check made before the
 * first request (the options of upload-and-wait, design.md §2).
 */
import { readFile, stat } from 'node:fs/promises';
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
import { checkInstallType, checkInstallValidity, type InstallOptions } from './install-options.js';
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
 * The same bound as upload-and-wait's: release notes longer than this are refused here, so that
 * a wrong file (a whole changelog, a binary) fails clearly instead of being cut by the service.
 */
export const MAX_RELEASE_NOTES_CHARACTERS = 10_000;

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
  const { validity, startDate, endDate } = checkInstallValidity(options);
  return {
    buildInstallType: checkInstallType(options, INSTALL_TYPES.public),
    buildPassword: nonEmpty(options.password),
    buildDescription: nonEmpty(options.description),
    buildUpdateDescription: await releaseNotes(options),
    buildInstallDate: validity,
    buildInstallStartDate: startDate,
    buildInstallEndDate: endDate,
    buildChannelShortcut: nonEmpty(options.channelShortcut),
  };
}

/** --update-description, or --update-description-file read as UTF-8 text. */
async function releaseNotes(options: UploadOptions): Promise<string | undefined> {
  const path = options.updateDescriptionFile;
  if (path && options.updateDescription) {
    throw new InputError(
      'update-description-file',
      'cannot be given together with --update-description',
    );
  }
  const notes = path ? await readNotesFile(path) : (options.updateDescription ?? '').trim();
  const length = Array.from(notes).length;
  if (length > MAX_RELEASE_NOTES_CHARACTERS) {
    throw new InputError(
      path ? 'update-description-file' : 'update-description',
      `has ${length} characters; release notes may have at most ${MAX_RELEASE_NOTES_CHARACTERS}`,
    );
  }
  return notes || undefined;
}

async function readNotesFile(path: string): Promise<string> {
  const bytes = await readFile(path).catch(() => {
    throw new InputError('update-description-file', `cannot read ${path}`);
  });
  try {
    // fatal: a binary or a legacy encoding fails here rather than reaching testers as mojibake.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
  } catch {
    throw new InputError('update-description-file', `${path} is not UTF-8 text`);
  }
}

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
