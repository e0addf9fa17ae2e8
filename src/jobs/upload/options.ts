/**
 * The options of the upload job (upload-and-wait, `pgyer upload`; README.md): the files with
 * their build types, the build settings, and how to wait. Every check is made before the first
 * request.
 */
import { stat } from 'node:fs/promises';
import {
  buildTypeOfFile,
  EXTENSION_OF,
  INSTALL_TYPES,
  INSTALL_VALIDITIES,
  OVERSEA,
  parseBuildType,
  type BuildSettings,
  type BuildType,
  type HarmonyExtras,
  type YesNo,
} from '../../api/index.js';
import { Checker, notAFile, type Raw } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import { checkInstallType, checkInstallValidity } from '../options/install.js';
import { checkPackage, unknownPackageProblem } from '../options/package-check.js';
import { readReleaseNotes } from '../options/release-notes.js';

/** The settings of the upload job, in the order they are checked and reported. */
export const UPLOAD_SETTINGS = [
  ...CONNECTION_SETTINGS,
  'file',
  'build-type',
  'install-type',
  'password',
  'description',
  'update-description',
  'update-description-file',
  'install-validity',
  'install-start-date',
  'install-end-date',
  'channel-shortcut',
  'oversea',
  'harmony-certificate',
  'harmony-certificate-password',
  'harmony-hsp',
  'wait',
  'wait-timeout-seconds',
  'poll-interval-seconds',
  'single-step',
] as const;

/** A setting of the upload job. */
export type UploadSetting = (typeof UPLOAD_SETTINGS)[number];

/** One file to upload, with the build type it will be uploaded as. */
export interface UploadFile {
  path: string;
  buildType: BuildType;
  /** Its size in bytes, measured by the check (the upload reads it from here, not again). */
  size: number;
}

/** Everything the upload job was asked to do. */
export interface UploadOptions extends ConnectionOptions {
  files: UploadFile[];
  settings: BuildSettings;
  oversea: YesNo | undefined;
  /** Present when a .hap is among the files. */
  harmony: HarmonyExtras | undefined;
  wait: boolean;
  waitTimeoutSeconds: number;
  pollIntervalSeconds: number;
  /**
   * One slow app/upload request per file instead of token + storage
   * (service.md#single-step-upload).
   */
  singleStep: boolean;
}

/**
 * Turns `file`'s values into paths. Both front-ends pass expandFilePatterns
 * (src/common/file-patterns.ts: paths and @actions/glob patterns, which src/jobs may not import).
 */
export type ExpandFiles = (patterns: readonly string[]) => Promise<string[]>;

/**
 * Checks every setting of the upload job; resolves `file` to the files to upload.
 * @param expand how `file`'s values become paths; default: each value is a path
 * @param check the checker to record into (a front-end's own settings may already be in it)
 * @throws InvalidOptions with every problem found
 */
export async function checkUploadOptions(
  raw: Raw<UploadSetting>,
  expand: ExpandFiles = (patterns) => Promise.resolve([...patterns]),
  check = new Checker(),
): Promise<UploadOptions> {
  const connection = checkConnection(check, raw);
  const forced = check.text(raw['build-type']);
  const forcedType =
    forced === undefined || forced.toLowerCase() === 'auto'
      ? undefined
      : check.rule(undefined, () => parseBuildType('build-type', forced, ['auto']));
  const files = await checkFiles(check, check.list(raw.file, /\n/), expand, forcedType);
  const singleStep = check.boolean('single-step', raw['single-step'], false);
  const wait = check.boolean('wait', raw.wait, true);
  const options = {
    ...connection,
    files,
    settings: await checkBuildSettings(check, raw),
    oversea: check.word('oversea', raw.oversea, OVERSEA, 'auto'),
    harmony: await checkHarmonyExtras(check, raw, files),
    wait,
    waitTimeoutSeconds: check.integer(
      'wait-timeout-seconds',
      raw['wait-timeout-seconds'],
      { min: 1, max: 6 * 3600 },
      600,
    ),
    pollIntervalSeconds: check.integer(
      'poll-interval-seconds',
      raw['poll-interval-seconds'],
      { min: 3, max: 30 },
      3,
    ),
    singleStep,
  };
  if (singleStep && files.some((file) => file.buildType === 'harmony')) {
    check.add(
      'single-step',
      'takes .ipa and .apk files only (app/upload); a .hap needs the two-step upload',
    );
  }
  return check.done(options);
}

async function checkBuildSettings(check: Checker, raw: Raw<UploadSetting>): Promise<BuildSettings> {
  const password = check.text(raw.password);
  const { validity, startDate, endDate } = check.rule({ validity: undefined }, () =>
    checkInstallValidity(
      check.word('install-validity', raw['install-validity'], INSTALL_VALIDITIES, 'unchanged'),
      check.date('install-start-date', raw['install-start-date']),
      check.date('install-end-date', raw['install-end-date']),
    ),
  );
  const installType = check.word('install-type', raw['install-type'], INSTALL_TYPES);
  return {
    buildInstallType: check.rule(undefined, () =>
      checkInstallType(installType, password, INSTALL_TYPES.public),
    ),
    buildPassword: password,
    buildDescription: check.text(raw.description),
    buildUpdateDescription: await check.ruleAsync(undefined, () =>
      readReleaseNotes(
        check.text(raw['update-description']),
        check.text(raw['update-description-file']),
      ),
    ),
    buildInstallDate: validity,
    buildInstallStartDate: startDate,
    buildInstallEndDate: endDate,
    buildChannelShortcut: check.text(raw['channel-shortcut']),
  };
}

/**
 * Each matched path once, with the build type of its extension, in a stable order. Every path
 * must name an existing, non-empty package that reads as one (checkPackage): a missing or broken
 * file is a usage problem, found before any request, not one upload's failure.
 */
async function checkFiles(
  check: Checker,
  patterns: readonly string[],
  expand: ExpandFiles,
  forcedType: BuildType | undefined,
): Promise<UploadFile[]> {
  if (patterns.length === 0) {
    check.add('file', 'is required');
    return [];
  }
  const paths = [...new Set(await expand(patterns))];
  if (paths.length === 0) {
    check.add(
      'file',
      `no file matches ${patterns.map((pattern) => `"${pattern}"`).join(' or ')} (relative to ${process.cwd()})`,
    );
  }
  const files: UploadFile[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    const buildType = buildTypeOfFile(path);
    // A folder is told it is one, whatever its name says (adir as dir.apk).
    if (!buildType && !info?.isDirectory()) {
      check.add('file', unknownPackageProblem(path));
      continue;
    }
    if (buildType && forcedType && forcedType !== buildType) {
      check.add(
        'build-type',
        `is ${forcedType}, but ${path} is not an ${EXTENSION_OF[forcedType]} file`,
      );
    }
    if (!info?.isFile() || !buildType) check.add('file', notAFile(path, info));
    else if (info.size === 0) check.add('file', `${path} is empty`);
    else if (await check.ruleAsync(false, () => checkPackage(path, buildType).then(() => true))) {
      files.push({ path, buildType, size: info.size });
    }
  }
  return files;
}

/** The certificate, its password and the .hsp files a .hap needs (service.md#harmonyos-files). */
async function checkHarmonyExtras(
  check: Checker,
  raw: Raw<UploadSetting>,
  files: readonly UploadFile[],
): Promise<HarmonyExtras | undefined> {
  const certificate = check.text(raw['harmony-certificate']);
  const certificatePassword = check.text(raw['harmony-certificate-password']);
  const hspPaths = check.list(raw['harmony-hsp'], /\n/);
  if (!files.some((file) => file.buildType === 'harmony')) {
    if (certificate || hspPaths.length > 0) {
      check.add(
        'harmony-certificate',
        'and harmony-hsp are only for .hap files, and no .hap was given',
      );
    }
    return undefined;
  }
  if (!certificate) check.add('harmony-certificate', 'is required to publish a .hap (a .p12 file)');
  else if (!certificatePassword) {
    check.add('harmony-certificate-password', 'is required with harmony-certificate');
  }
  const certificatePath = await check.file('harmony-certificate', certificate);
  for (const path of hspPaths) await check.file('harmony-hsp', path);
  return {
    certificatePath: certificatePath ?? '',
    certificatePassword: certificatePassword ?? '',
    hspPaths,
  };
}
