/** The typed inputs of upload-and-wait (design.md §2), validated before any request. */
import { stat } from 'node:fs/promises';
import { isAbsolute, relative } from 'node:path';
import * as glob from '@actions/glob';
import {
  buildTypeOfFile,
  EXTENSION_OF,
  INSTALL_TYPES,
  InputError,
  OVERSEA,
  parseBuildType,
  type BuildSettings,
  type BuildType,
  type HarmonyExtras,
  type YesNo,
} from '../../api/index.js';
import { readConnectionInputs, type ConnectionInputs } from '../common/connection.js';
import {
  booleanInput,
  integerInput,
  listInput,
  optionalInput,
  requiredInput,
  secretInput,
  wordInput,
} from '../common/inputs.js';
import { readReleaseNotes } from '../../rules/release-notes.js';
import { readInstallType, readInstallValidity } from '../common/install-inputs.js';

/** One file to upload, with the build type it will be uploaded as. */
export interface UploadFile {
  path: string;
  buildType: BuildType;
}

/** Everything upload-and-wait was asked to do. */
export interface UploadInputs extends ConnectionInputs {
  files: UploadFile[];
  settings: BuildSettings;
  oversea: YesNo | undefined;
  /** Present when a .hap is among the files. */
  harmony: HarmonyExtras | undefined;
  wait: boolean;
  waitTimeoutSeconds: number;
  pollIntervalSeconds: number;
  summary: boolean;
  prComment: boolean;
  githubToken: string;
  receiptArtifact: string;
}

/**
 * The inputs a receipt may show: everything that shaped the builds except the api key, the
 * passwords and the token. An allow-list, so a new secret input cannot slip in.
 */
export function publicInputs(
  inputs: UploadInputs,
): Record<string, string | number | boolean | string[]> {
  const { settings } = inputs;
  const shown = {
    'api-url': inputs.apiUrl,
    'fallback-api-urls': inputs.fallbackApiUrls,
    files: inputs.files.map((file) => file.path),
    'install-type': settings.buildInstallType,
    description: settings.buildDescription,
    'update-description': settings.buildUpdateDescription,
    'install-validity': settings.buildInstallDate,
    'install-start-date': settings.buildInstallStartDate,
    'install-end-date': settings.buildInstallEndDate,
    'channel-shortcut': settings.buildChannelShortcut,
    oversea: inputs.oversea,
    'harmony-hsp': inputs.harmony?.hspPaths.slice(),
    wait: inputs.wait,
    'wait-timeout-seconds': inputs.waitTimeoutSeconds,
    'poll-interval-seconds': inputs.pollIntervalSeconds,
  };
  return Object.fromEntries(
    Object.entries(shown).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number | boolean | string[]>;
}

/**
 * Reads and checks every input; resolves `file` to the matching files.
 * @throws InputError naming the first bad input
 */
export async function readUploadInputs(): Promise<UploadInputs> {
  const connection = readConnectionInputs();
  const password = secretInput('password', { required: false });
  const certificatePassword = secretInput('harmony-certificate-password', { required: false });
  const settings = await readBuildSettings(password);
  const forcedType = optionalInput('build-type');
  const buildType =
    !forcedType || forcedType.toLowerCase() === 'auto'
      ? undefined
      : parseBuildType('build-type', forcedType, ['auto']);
  const files = await resolveFiles(requiredInput('file'), buildType);
  return {
    ...connection,
    files,
    settings,
    oversea: wordInput('oversea', OVERSEA, 'auto'),
    harmony: await readHarmonyExtras(files, certificatePassword),
    wait: booleanInput('wait', true),
    waitTimeoutSeconds: integerInput('wait-timeout-seconds', 600, 1, 6 * 3600),
    pollIntervalSeconds: integerInput('poll-interval-seconds', 3, 3, 30),
    summary: booleanInput('summary', true),
    prComment: booleanInput('pr-comment', false),
    githubToken: secretInput('github-token', { required: false }),
    receiptArtifact: optionalInput('receipt-artifact'),
  };
}

async function readBuildSettings(password: string): Promise<BuildSettings> {
  const { validity, startDate, endDate } = readInstallValidity();
  return {
    buildInstallType: readInstallType(password, INSTALL_TYPES.public),
    buildPassword: password || undefined,
    buildDescription: optionalInput('description') || undefined,
    buildUpdateDescription: await readUpdateDescription(),
    buildInstallDate: validity,
    buildInstallStartDate: startDate,
    buildInstallEndDate: endDate,
    buildChannelShortcut: optionalInput('channel-shortcut') || undefined,
  };
}

/** update-description, or update-description-file read as UTF-8 text (see readReleaseNotes). */
function readUpdateDescription(): Promise<string | undefined> {
  return readReleaseNotes(
    optionalInput('update-description') || undefined,
    optionalInput('update-description-file') || undefined,
  );
}

/** Every file `patterns` matches, each with its build type, in a stable order. */
async function resolveFiles(
  patterns: string,
  forcedType: BuildType | undefined,
): Promise<UploadFile[]> {
  const globber = await glob.create(patterns, {
    matchDirectories: false,
    implicitDescendants: false,
  });
  const paths = [...new Set(await globber.glob())].sort().map(relativeToWorkspace);
  if (paths.length === 0) {
    throw new InputError(
      'file',
      `no file matches ${JSON.stringify(patterns)} (relative to ${process.cwd()})`,
    );
  }
  const files: UploadFile[] = [];
  for (const path of paths) {
    const typeOfFile = buildTypeOfFile(path);
    if (!typeOfFile) throw new InputError('file', `${path} is not an .ipa, .apk or .hap file`);
    if (forcedType && forcedType !== typeOfFile) {
      throw new InputError(
        'build-type',
        `is ${forcedType}, but ${path} is not an ${EXTENSION_OF[forcedType]} file`,
      );
    }
    if ((await stat(path)).size === 0) throw new InputError('file', `${path} is empty`);
    files.push({ path, buildType: typeOfFile });
  }
  return files;
}

/** A path below the working directory as a relative path (shorter in messages), others as they are. */
function relativeToWorkspace(path: string): string {
  const relativePath = relative(process.cwd(), path);
  return relativePath.startsWith('..') || isAbsolute(relativePath) ? path : relativePath;
}

/** The certificate, its password and the .hsp files a .hap needs (api-v2 §4.2). */
async function readHarmonyExtras(
  files: UploadFile[],
  certificatePassword: string,
): Promise<HarmonyExtras | undefined> {
  const certificatePath = optionalInput('harmony-certificate');
  const hspPaths = listInput('harmony-hsp');
  if (!files.some((file) => file.buildType === 'harmony')) {
    if (certificatePath || hspPaths.length > 0) {
      throw new InputError(
        'harmony-certificate',
        'and harmony-hsp are only for .hap files, and no .hap matched',
      );
    }
    return undefined;
  }
  if (!certificatePath)
    throw new InputError('harmony-certificate', 'is required to publish a .hap (a .p12 file)');
  if (!certificatePassword)
    throw new InputError('harmony-certificate-password', 'is required with harmony-certificate');
  const companions: [input: string, path: string][] = [
    ['harmony-certificate', certificatePath],
    ...hspPaths.map((path): [string, string] => ['harmony-hsp', path]),
  ];
  for (const [input, path] of companions) {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new InputError(input, `${path} is not a file`);
  }
  return { certificatePath, certificatePassword, hspPaths };
}
