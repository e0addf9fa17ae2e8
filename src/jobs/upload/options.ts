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
  OVERSEA,
  parseBuildType,
  type BuildSettings,
  type BuildType,
  type HarmonyExtras,
  type YesNo,
} from '../../api/index.js';
import {
  checkValiditySettings,
  DESCRIPTION,
  INSTALL_END_DATE,
  INSTALL_START_DATE,
  INSTALL_TYPE,
  INSTALL_VALIDITY,
  PASSWORD,
  UPDATE_DESCRIPTION,
} from '../options/build-settings.js';
import { Checker, notAFile, type Raw } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import { checkInstallType } from '../options/install.js';
import {
  checkPackage,
  unknownPackageProblem,
  type CheckedPackage,
} from '../package/package-check.js';
import {
  judgeProfile,
  PROFILE_CHECKS,
  type ProfilePolicy,
  type ProfileVerdict,
} from '../package/profile-check.js';
import type { ProfileRead } from '../package/provisioning-profile.js';
import { checkExpectedDevices } from '../options/expected-udids.js';
import { checkPreviewValidity, PREVIEW_VALIDITY_DAYS } from '../options/preview-validity.js';
import { readReleaseNotes } from '../options/release-notes.js';
import { HEALTH_REPORT, type HealthReportChoice } from './health-report.js';
import { checkSizeGate, SIZE_SETTINGS, type SizeGate } from './size/size-options.js';
import {
  booleanSetting,
  choiceSetting,
  integerSetting,
  listSetting,
  settingsByName,
  textSetting,
  wordSetting,
  type NameOf,
  type Setting,
} from '../options/setting.js';

/** The files: paths, patterns or a newline-separated list of them. */
const FILE = listSetting({
  name: 'file',
  help: 'path, glob or newline-separated list of .ipa, .apk or .hap files',
  value: '<path>',
  required: true,
  separator: /\n/,
});

/** The build type every file must have; auto (or not given): each file's own, by extension. */
const BUILD_TYPE = {
  name: 'build-type',
  help: 'the build type: auto (from the file extension), ios, android or harmony',
  value: '<word>',
  default: 'auto',
  check: (check, value) => {
    const text = check.text(value);
    return text === undefined || text.toLowerCase() === 'auto'
      ? undefined
      : check.rule(undefined, () => parseBuildType('build-type', text, ['auto']));
  },
} as const satisfies Setting<'build-type', BuildType | undefined>;

/**
 * What to do with a file already published as a build of the same package (README.md
 * `if-published`): skip by default, as a re-run of the same commit must not publish it twice.
 */
const IF_PUBLISHED = choiceSetting({
  name: 'if-published',
  help: 'what to do with a file already published (same identifier, version, build number and package digest)',
  value: '<word>',
  choices: ['skip', 'upload', 'fail'],
  fallback: 'skip',
});

/**
 * What to do with a file of another package than a build already published with the same
 * identifier, version and build number (README.md `same-version`): testers cannot tell two such
 * builds apart, so a warning says so by default.
 */
const SAME_VERSION = choiceSetting({
  name: 'same-version',
  help: 'what to do with a file of another package than a build already published with the same identifier, version and build number',
  value: '<word>',
  choices: ['warn', 'fail', 'allow'],
  fallback: 'warn',
});

/** Where release notes come from when none are given: the choices of update-description-from. */
export const NOTES_SOURCES = ['commits', 'pr', 'none'] as const;

/** One of NOTES_SOURCES. */
export type NotesSource = (typeof NOTES_SOURCES)[number];

/** The settings of the upload job, in the order they are checked and reported. */
export const UPLOAD_SETTINGS = [
  ...CONNECTION_SETTINGS,
  FILE,
  BUILD_TYPE,
  INSTALL_TYPE,
  PASSWORD,
  DESCRIPTION,
  UPDATE_DESCRIPTION,
  textSetting({
    name: 'update-description-file',
    help: 'read the release notes from this UTF-8 file instead of update-description',
    value: '<path>',
  }),
  choiceSetting({
    name: 'update-description-from',
    help: 'where release notes come from when none are given (the commits since the last build from this branch or the last tag, the pull request title and body)',
    value: '<word>',
    choices: NOTES_SOURCES,
    fallback: 'none',
  }),
  INSTALL_VALIDITY,
  INSTALL_START_DATE,
  INSTALL_END_DATE,
  PREVIEW_VALIDITY_DAYS,
  textSetting({
    name: 'channel-shortcut',
    help: 'short link of an existing channel to update (buildChannelShortcut)',
    value: '<shortcut>',
  }),
  wordSetting({
    name: 'oversea',
    help: 'overseas accelerated upload',
    value: '<word>',
    default: 'auto',
    words: OVERSEA,
    unsetWord: 'auto',
  }),
  textSetting({
    name: 'harmony-certificate',
    help: 'the .p12 signing certificate a .hap needs to be published',
    value: '<path>',
  }),
  textSetting({
    name: 'harmony-certificate-password',
    help: 'password of harmony-certificate',
    value: '<password>',
    secret: {},
  }),
  listSetting({
    name: 'harmony-hsp',
    help: '.hsp dependency files of the .hap, one per line',
    value: '<path>',
    repeatable: true,
    separator: /\n/,
  }),
  booleanSetting({
    name: 'wait',
    help: 'wait until the service has published each build',
    fallback: true,
    cli: { flag: '--no-wait', help: 'return once uploaded, without waiting until published' },
  }),
  integerSetting({
    name: 'wait-timeout-seconds',
    help: 'give up waiting after this many seconds',
    value: '<n>',
    range: { min: 1, max: 6 * 3600 },
    fallback: 600,
  }),
  integerSetting({
    name: 'poll-interval-seconds',
    help: 'seconds between two publish-state checks',
    value: '<n>',
    range: { min: 3, max: 30 },
    fallback: 3,
  }),
  IF_PUBLISHED,
  SAME_VERSION,
  HEALTH_REPORT,
  choiceSetting({
    name: 'profile-check',
    help: 'what to do with an .ipa whose provisioning profile no tester can install (an App Store or expired profile)',
    value: '<word>',
    choices: PROFILE_CHECKS,
    fallback: 'fail',
  }),
  integerSetting({
    name: 'profile-expiry-warn-days',
    help: 'warn when an .ipa’s provisioning profile expires within this many days',
    value: '<n>',
    range: { min: 0, max: 365 },
    fallback: 14,
  }),
  listSetting({
    name: 'expected-udids',
    help: 'testers’ devices an ad hoc or development profile should include, one `<UDID> <name>` a line, or a file of them: each one missing is named in a warning',
    value: '<udid name|path>',
    repeatable: true,
    separator: /\n/,
  }),
  booleanSetting({
    name: 'single-step',
    help: 'upload each .ipa or .apk in one app/upload request instead of token and storage upload',
    fallback: false,
  }),
  ...SIZE_SETTINGS,
] as const;

/** A setting of the upload job. */
export type UploadSetting = NameOf<typeof UPLOAD_SETTINGS>;

/** Each upload setting by name, for the checks. */
const SETTING = settingsByName(UPLOAD_SETTINGS);

/** One file to upload, with the build type it will be uploaded as. */
export interface UploadFile {
  path: string;
  buildType: BuildType;
  /** Its size in bytes, measured by the check (the upload reads it from here, not again). */
  size: number;
  /** An .ipa's provisioning profile, judged (README.md `profile-check`); absent when off. */
  profile?: ProfileVerdict;
  /**
   * The manifest's bytes as the check read them (package-check.ts), from which the run's look-up
   * parses the identity without opening the package again; absent: read when needed.
   */
  manifest?: Buffer;
}

/** Everything the upload job was asked to do. */
export interface UploadOptions extends ConnectionOptions {
  files: UploadFile[];
  settings: BuildSettings;
  /** Where release notes come from when the user gives none (release-notes/notes-from.ts). */
  releaseNotesFrom: NotesSource;
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
  /**
   * A file already published as a build of the same package: skip (report that build), upload
   * anyway, or fail naming it (README.md `if-published`).
   */
  ifPublished: IfPublished;
  /**
   * A file of another package than a build with its identifier, version and build number: warn,
   * fail before any upload, or allow (README.md `same-version`).
   */
  sameVersion: SameVersion;
  /** previous: a health report since each replaced build (health-report.ts); none: no report. */
  healthReport: HealthReportChoice;
  /** The size gate (README.md "Size gate"); `{}` when off. */
  size: SizeGate;
}

/** The words of `if-published`. */
export type IfPublished = 'skip' | 'upload' | 'fail';

/** The words of `same-version`. */
export type SameVersion = 'warn' | 'fail' | 'allow';

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
  const forcedType = BUILD_TYPE.check(check, raw['build-type']);
  const policy = await checkProfilePolicy(check, raw);
  const files = await checkFiles(check, FILE.check(check, raw.file), expand, forcedType, policy);
  const singleStep = SETTING['single-step'].check(check, raw['single-step']);
  const wait = SETTING.wait.check(check, raw.wait);
  const ifPublished = IF_PUBLISHED.check(check, raw['if-published']) ?? 'skip';
  const sameVersion = SAME_VERSION.check(check, raw['same-version']) ?? 'warn';
  const healthReport = HEALTH_REPORT.check(check, raw['health-report']) ?? 'none';
  const size = checkSizeGate(check, raw, files);
  const options = {
    ...connection,
    files,
    settings: await checkBuildSettings(check, raw),
    releaseNotesFrom:
      SETTING['update-description-from'].check(check, raw['update-description-from']) ?? 'none',
    oversea: SETTING.oversea.check(check, raw.oversea),
    harmony: await checkHarmonyExtras(check, raw, files),
    wait,
    waitTimeoutSeconds: SETTING['wait-timeout-seconds'].check(check, raw['wait-timeout-seconds']),
    pollIntervalSeconds: SETTING['poll-interval-seconds'].check(
      check,
      raw['poll-interval-seconds'],
    ),
    singleStep,
    ifPublished,
    sameVersion,
    healthReport,
    size,
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
  const password = PASSWORD.check(check, raw.password);
  const { validity, startDate, endDate } =
    checkPreviewValidity(check, raw, Date.now()) ?? checkValiditySettings(check, raw);
  const installType = INSTALL_TYPE.check(check, raw['install-type']);
  return {
    buildInstallType: check.rule(undefined, () =>
      checkInstallType(installType, password, INSTALL_TYPES.public),
    ),
    buildPassword: password,
    buildDescription: DESCRIPTION.check(check, raw.description),
    buildUpdateDescription: await check.ruleAsync(undefined, () =>
      readReleaseNotes(
        UPDATE_DESCRIPTION.check(check, raw['update-description']),
        SETTING['update-description-file'].check(check, raw['update-description-file']),
      ),
    ),
    buildInstallDate: validity,
    buildInstallStartDate: startDate,
    buildInstallEndDate: endDate,
    buildChannelShortcut: SETTING['channel-shortcut'].check(check, raw['channel-shortcut']),
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
  policy: ProfilePolicy,
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
    if (!info?.isFile() || !buildType) check.add('file', await notAFile(path, info));
    else if (info.size === 0) check.add('file', `${path} is empty`);
    else {
      const checked = await check.ruleAsync<CheckedPackage | undefined>(undefined, () =>
        checkPackage(path, buildType),
      );
      if (!checked) continue;
      const profile = checkProfile(check, path, checked.profile, buildType, policy);
      files.push({
        path,
        buildType,
        size: info.size,
        manifest: checked.manifest,
        ...(profile ? { profile } : {}),
      });
    }
  }
  return files;
}

/** The profile-check settings. */
async function checkProfilePolicy(check: Checker, raw: Raw<UploadSetting>): Promise<ProfilePolicy> {
  return {
    check: SETTING['profile-check'].check(check, raw['profile-check']) ?? 'fail',
    expiryWarnDays: SETTING['profile-expiry-warn-days'].check(
      check,
      raw['profile-expiry-warn-days'],
    ),
    expectedDevices: await checkExpectedDevices(
      check,
      SETTING['expected-udids'].check(check, raw['expected-udids']),
    ),
  };
}

/**
 * The verdict on an .ipa's provisioning profile (profile-check.ts); a profile no tester can
 * install is a problem with `file` under profile-check: fail.
 */
function checkProfile(
  check: Checker,
  path: string,
  read: ProfileRead | undefined,
  buildType: BuildType,
  policy: ProfilePolicy,
): ProfileVerdict | undefined {
  if (buildType !== 'ios' || policy.check === 'off') return undefined;
  const verdict = judgeProfile(path, read, policy, Date.now());
  if (verdict.problem) check.add('file', verdict.problem);
  return verdict;
}

/** The certificate, its password and the .hsp files a .hap needs (service.md#harmonyos-files). */
async function checkHarmonyExtras(
  check: Checker,
  raw: Raw<UploadSetting>,
  files: readonly UploadFile[],
): Promise<HarmonyExtras | undefined> {
  const certificate = SETTING['harmony-certificate'].check(check, raw['harmony-certificate']);
  const certificatePassword = SETTING['harmony-certificate-password'].check(
    check,
    raw['harmony-certificate-password'],
  );
  const hspPaths = SETTING['harmony-hsp'].check(check, raw['harmony-hsp']);
  if (!files.some((file) => file.buildType === 'harmony')) {
    if (certificate || hspPaths.length > 0) {
      check.add(
        'harmony-certificate',
        (name) => `and ${name('harmony-hsp')} are only for .hap files, and no .hap was given`,
      );
    }
    return undefined;
  }
  if (!certificate) check.add('harmony-certificate', 'is required to publish a .hap (a .p12 file)');
  else if (!certificatePassword) {
    check.add(
      'harmony-certificate-password',
      (name) => `is required with ${name('harmony-certificate')}`,
    );
  }
  const certificatePath = await check.file('harmony-certificate', certificate);
  for (const path of hspPaths) await check.file('harmony-hsp', path);
  return {
    certificatePath: certificatePath ?? '',
    certificatePassword: certificatePassword ?? '',
    hspPaths,
  };
}
