/**
 * What people are shown about one published build and the run that made it, as plain text and
 * addresses: the job summary, the pull request comment and chat notifications render it each in
 * their own markup. Pure: no @actions/* and no I/O. Values are service and CI data: escape them
 * where rendered (src/api/html.ts).
 */
import type { BuildType } from '../api/enums.js';
import { formatSize } from '../api/upload/progress.js';
import type {
  InstallSettings,
  ProfileFacts,
  PublishedBuild,
} from '../api/upload/published-build.js';
import type { BuildRecord } from '../api/records.js';
import { sizeChangeText } from './size-change.js';
import { shortSha, type ChangeRequest, type CiContext, type Linked } from './ci-context.js';
import { formatTime, serviceDaysAsShown } from './time.js';

/** Platform names as people write them. */
export const PLATFORM_NAMES: Readonly<Record<BuildType, string>> = {
  ios: 'iOS',
  android: 'Android',
  harmony: 'HarmonyOS',
};

/** One build as people are shown it. Every text is '' when unknown. */
export interface BuildView {
  /** The app's name from its package, else the file name. */
  name: string;
  /** `iOS`, `Android` or `HarmonyOS`. */
  platform: string;
  /** The version name with the package's number, named: `1.4.2 (version code 42)` (versionText). */
  version: string;
  /** The service's build number (`buildBuildVersion`): `#3`. */
  buildNumber: string;
  /**
   * Who may install it: `Public`, `Password` (never the password), `Invite only`, as the service
   * answered: the settings the upload applied (`installSettings`), else the record's
   * `buildInstallType`; '' when neither says (a build already published, whose buildInfo record
   * does not carry it, or one read back from an older JSON output).
   */
  installType: string;
  /**
   * When it may be installed, as the service answered: `Long-term`, or
   * `2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC` (the days 2026-11-24 to 2026-12-31 of the
   * service, UTC+8), from the window the upload applied, else the record's `appIsInstallDate`
   * and dates; '' when neither says.
   */
  validity: string;
  /** The package's size: `12.3 MiB` (binary units). */
  size: string;
  /**
   * Its size against the build it replaces (sizeChangeText): `+1.3 MiB (+2.8%) since build #41 on
   * main`, `first build`; '' when that build was not looked up.
   */
  sizeChange: string;
  /** How long the storage upload took: `4.2 s`. */
  uploadTime: string;
  /** The app icon's address; '' when unknown. */
  iconUrl: string;
  /** This build's own install page (the buildKey page), which keeps showing this build; '' until published. */
  pageUrl: string;
  /** The QR code image of pageUrl; '' until published or when the service gave none. */
  qrCodeUrl: string;
  buildKey: string;
  /** When it was published, in UTC with its zone: `2026-11-24 12:43 UTC`; '' when not waited for. */
  publishedAt: string;
  /** False when the wait was skipped: the service may still be publishing it. */
  published: boolean;
  /** True when an earlier run published it and this one uploaded nothing (if-published: skip). */
  alreadyPublished: boolean;
  /** Its provisioning profile in one line (profileText); '' when none was read (not an .ipa). */
  profile: string;
}

/**
 * The labels of a build's facts, the same in the job summary, the PR comment and chat: each says
 * what its number or setting is, so that the package's version code is not taken for the
 * service's build number (issue 25).
 */
export const FACT_LABELS = {
  version: 'Version',
  buildNumber: 'Pgyer build',
  installType: 'Install access',
  validity: 'Install validity',
  size: 'Size',
  sizeChange: 'Size change',
  publishedAt: 'Published',
  profile: 'Signing profile',
} as const satisfies Partial<Record<keyof BuildView, string>>;

/** One line of the run's context: what it is, its text, and the page it links to if any. */
export interface ContextLine {
  label: string;
  text: string;
  /** An http(s) address. */
  url?: string;
}

const INSTALL_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'Public',
  2: 'Password',
  3: 'Invite only',
};

/** What the package calls its second number: a build on iOS, a version code elsewhere. */
const VERSION_NO_NAMES: Readonly<Record<BuildType, string>> = {
  ios: 'build',
  android: 'version code',
  harmony: 'version code',
};

/**
 * The version name with the package's own number, named so that it is not taken for the
 * service's build number: `8.0.10 (version code 192)`, `2.1 (build 57)` on iOS; the name alone
 * without a number (api-v2 §2.2 buildVersion, buildVersionNo).
 */
export function versionText(version: string, versionNo: string, platform: BuildType): string {
  return versionNo ? `${version} (${VERSION_NO_NAMES[platform]} ${versionNo})` : version;
}

/** The service's build number as shown beside the version: `#3`; '' when unknown. */
export function buildNumberText(buildNumber: string): string {
  return buildNumber && `#${buildNumber}`;
}

/**
 * The install type's name, from what the service answered: the type the upload applied, else the
 * record's; '' when neither says (a build already published: buildInfo's record does not carry
 * it, and an upload with no install type would have made it public, not left it as it is).
 */
function installTypeOf(settings: InstallSettings | undefined, record: BuildRecord): string {
  const type = settings?.buildInstallType ?? record.buildInstallType;
  return type === undefined ? '' : (INSTALL_TYPE_NAMES[type] ?? '');
}

/**
 * The install validity window, the service's days (UTC+8) as the times they start and end in UTC:
 * the window the upload applied, else the one the record carries (app/update and app/view answer
 * `appIsInstallDate` and its dates, api-v2 §4.6); '' when neither says. A window left unchanged
 * by the upload is not known: the line is left out rather than said to be "the app's".
 */
function validityOf(settings: InstallSettings | undefined, record: BuildRecord): string {
  const window =
    settings?.buildInstallDate === undefined
      ? {
          flag: record.appIsInstallDate,
          first: record.appInstallStartDate,
          last: record.appInstallEndDate,
        }
      : {
          flag: settings.buildInstallDate,
          first: settings.buildInstallStartDate,
          last: settings.buildInstallEndDate,
        };
  if (window.flag === 2) return 'Long-term';
  if (window.flag === 1) return serviceDaysAsShown(window.first, window.last);
  return '';
}

/**
 * How `build` is shown. The install type and validity are what the service answered for it (its
 * `installSettings`, else its record), never what a run asked for.
 */
export function buildView(build: PublishedBuild): BuildView {
  const { record, installSettings: settings } = build;
  const versionNo = record.buildVersionNo ?? '';
  const version = record.buildVersion ?? '';
  return {
    name: record.buildName ?? build.fileName,
    platform: PLATFORM_NAMES[build.buildType],
    version: versionText(version, versionNo, build.buildType),
    buildNumber: buildNumberText(
      record.buildBuildVersion === undefined ? '' : String(record.buildBuildVersion),
    ),
    installType: installTypeOf(settings, record),
    validity: validityOf(settings, record),
    size: formatSize(record.buildFileSize ?? build.fileSize),
    sizeChange: sizeChangeText(build),
    uploadTime: `${build.uploadSeconds.toFixed(1)} s`,
    iconUrl: build.iconUrl,
    pageUrl: build.buildPageUrl,
    qrCodeUrl: build.buildQrCodeUrl,
    buildKey: build.buildKey,
    publishedAt: record.buildCreated ? formatTime(record.buildCreated) : '',
    published: build.published,
    alreadyPublished: build.alreadyPublished,
    profile: build.profile ? profileText(build.profile) : '',
  };
}

/**
 * An .ipa's provisioning profile in one line, as the log, job summary, chat and the CLI show it:
 * `ad hoc, 87 devices, installs until 2027-03-01, Team X (ABCDE12345)`; `enterprise, installs
 * until …`; an App Store profile says where it installs.
 */
export function profileText(facts: ProfileFacts): string {
  const devices =
    facts.kind === 'development' || facts.kind === 'ad hoc'
      ? [`${String(facts.deviceCount)} ${facts.deviceCount === 1 ? 'device' : 'devices'}`]
      : facts.kind === 'App Store'
        ? ['TestFlight and the App Store only']
        : [];
  const team = [facts.teamName, facts.teamId && `(${facts.teamId})`].filter(Boolean).join(' ');
  return [facts.kind, ...devices, `installs until ${facts.expires.slice(0, 10)}`, team]
    .filter(Boolean)
    .join(', ');
}

/** A line of `label` when `linked` is known. */
function line(label: string, linked: Linked | undefined, text = linked?.text): ContextLine[] {
  if (!linked || !text) return [];
  return [{ label, text, ...(linked.url ? { url: linked.url } : {}) }];
}

function changeLabel(change: ChangeRequest): string {
  return change.kind === 'pull request' ? 'Pull request' : 'Merge request';
}

/** `#12 Title` (`!12` for a merge request); `#12` alone when the CI gives no title. */
function changeText(change: ChangeRequest): string {
  const id = `${change.kind === 'pull request' ? '#' : '!'}${change.number}`;
  return change.text === id ? id : `${id} ${change.text}`;
}

/**
 * The run's context as lines, in the order people read them: repository, commit (short SHA,
 * linked), branch, pull or merge request, what triggered it (`push from mona`), and the run. Lines the CI
 * does not give are left out: [] outside a known CI.
 */
export function contextLines(context: CiContext): ContextLine[] {
  const { change } = context;
  const trigger = [context.trigger, context.actor && `from ${context.actor}`]
    .filter(Boolean)
    .join(' ');
  return [
    ...line('Repository', context.repository),
    ...line('Commit', context.commit, context.commit && shortSha(context.commit.text)),
    ...line('Branch', context.ref),
    ...(change ? line(changeLabel(change), change, changeText(change)) : []),
    ...(trigger ? [{ label: 'Triggered by', text: trigger }] : []),
    ...line('Run', context.run),
  ];
}
