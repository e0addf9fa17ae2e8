/**
 * What people are shown about one published build and the run that made it, as plain text and
 * addresses: the job summary, the pull request comment and chat notifications render it each in
 * their own markup. Pure: no @actions/* and no I/O. Values are service and CI data: escape them
 * where rendered (src/common/html.ts).
 */
import type { BuildSettings } from '../api/endpoints/upload.js';
import type { BuildType } from '../api/enums.js';
import { formatSize } from '../api/upload/progress.js';
import type { PublishedBuild } from '../api/upload/published-build.js';
import type { BuildRecord } from '../api/records.js';
import { shortSha, type ChangeRequest, type CiContext, type Linked } from './ci-context.js';

/** Platform names as people write them. */
export const PLATFORM_NAMES: Readonly<Record<BuildType, string>> = {
  ios: 'iOS',
  android: 'Android',
  harmony: 'HarmonyOS',
};

/** The upload settings a view shows: who may install the build, and from when until when. */
export type InstallSettings = Pick<
  BuildSettings,
  'buildInstallType' | 'buildInstallDate' | 'buildInstallStartDate' | 'buildInstallEndDate'
>;

/** One build as people are shown it. Every text is '' when unknown. */
export interface BuildView {
  /** The app's name from its package, else the file name. */
  name: string;
  /** `iOS`, `Android` or `HarmonyOS`. */
  platform: string;
  /** The version name with its version code: `1.4.2 (42)`. */
  version: string;
  /** The service's build number (`buildBuildVersion`). */
  buildNumber: string;
  /**
   * Who may install it: `Public`, `Password` (never the password), `Invite only`, from the upload
   * settings, else from the record; `The app's setting` when the upload left it unchanged; '' when
   * neither says (a build read back from JSON, whose record does not carry it).
   */
  installType: string;
  /**
   * When it may be installed, from the upload settings: `Long-term`,
   * `2026-11-24 to 2026-12-31 (UTC+8)`, or the app's setting when the upload left it unchanged;
   * '' when the settings are not known.
   */
  validity: string;
  /** The package's size: `12.3 MiB` (binary units). */
  size: string;
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
}

/** One line of the run's context: what it is, its text, and the page it links to if any. */
export interface ContextLine {
  label: string;
  text: string;
  /** An http(s) address. */
  url?: string;
}

/** The service's timestamps (`YYYY-MM-DD HH:mm:ss`) are China Standard Time, UTC+8. */
const SERVICE_ZONE = '+08:00';

/** The zone of the service's days (`YYYY-MM-DD`, install validity), as shown beside them. */
export const SERVICE_ZONE_NAME = 'UTC+8';

const INSTALL_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'Public',
  2: 'Password',
  3: 'Invite only',
};

/** What a build view says when the upload did not set a setting: the app's own applies. */
const APP_SETTING = "The app's setting";

/**
 * The time of `date`: a Date, an ISO 8601 text, or the service's `YYYY-MM-DD HH:mm:ss` (UTC+8,
 * e.g. buildCreated); undefined for a text that is no time.
 */
export function parseTime(date: Date | string): Date | undefined {
  const time =
    typeof date === 'string'
      ? new Date(
          /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(date)
            ? `${date.replace(' ', 'T')}${SERVICE_ZONE}`
            : date,
        )
      : date;
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/**
 * `date` (as {@link parseTime} reads it) as `2026-11-24 12:43 UTC`; '' for a text that is no time.
 */
export function formatUtcTime(date: Date | string): string {
  const time = parseTime(date);
  return time ? `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
}

/**
 * `date` as {@link formatUtcTime} shows it, `2026-11-24 12:43 UTC`; a text that is no time (a
 * damaged record or history) as it is.
 */
export function timeAsShown(date: string): string {
  return formatUtcTime(date) || date;
}

/**
 * The install type's name; the password build never looks public. Without the upload's settings
 * nothing says the app's setting applied (an upload sets public when not told otherwise): the
 * record's type, when it carries one, is what is known.
 */
function installTypeOf(settings: InstallSettings | undefined, record: BuildRecord): string {
  const type = settings ? settings.buildInstallType : record.buildInstallType;
  if (type === undefined) return settings ? APP_SETTING : '';
  return INSTALL_TYPE_NAMES[type] ?? '';
}

/** The install validity window (dates are the service's days, UTC+8); '' without the settings. */
function validityOf(settings: InstallSettings | undefined): string {
  if (!settings) return '';
  if (settings.buildInstallDate === 2) return 'Long-term';
  if (settings.buildInstallDate === 1) {
    return `${settings.buildInstallStartDate ?? '?'} to ${settings.buildInstallEndDate ?? '?'} (${SERVICE_ZONE_NAME})`;
  }
  return APP_SETTING;
}

/**
 * How `build` is shown.
 * @param settings the upload's settings, for the install type and validity; without them the
 *   install type is the record's (if it carries one) and the validity is not known
 */
export function buildView(build: PublishedBuild, settings?: InstallSettings): BuildView {
  const { record } = build;
  const versionNo = record.buildVersionNo ?? '';
  const version = record.buildVersion ?? '';
  return {
    name: record.buildName ?? build.fileName,
    platform: PLATFORM_NAMES[build.buildType],
    version: versionNo ? `${version} (${versionNo})` : version,
    buildNumber: record.buildBuildVersion === undefined ? '' : String(record.buildBuildVersion),
    installType: installTypeOf(settings, record),
    validity: validityOf(settings),
    size: formatSize(record.buildFileSize ?? build.fileSize),
    uploadTime: `${build.uploadSeconds.toFixed(1)} s`,
    iconUrl: build.iconUrl,
    pageUrl: build.buildPageUrl,
    qrCodeUrl: build.buildQrCodeUrl,
    buildKey: build.buildKey,
    publishedAt: record.buildCreated ? formatUtcTime(record.buildCreated) : '',
    published: build.published,
    alreadyPublished: build.alreadyPublished,
  };
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
 * linked), branch, pull or merge request, trigger (with who started it), and the run. Lines the CI
 * does not give are left out: [] outside a known CI.
 */
export function contextLines(context: CiContext): ContextLine[] {
  const { change } = context;
  const trigger = [context.trigger, context.actor && `by ${context.actor}`]
    .filter(Boolean)
    .join(' ');
  return [
    ...line('Repository', context.repository),
    ...line('Commit', context.commit, context.commit && shortSha(context.commit.text)),
    ...line('Branch', context.ref),
    ...(change ? line(changeLabel(change), change, changeText(change)) : []),
    ...(trigger ? [{ label: 'Trigger', text: trigger }] : []),
    ...line('Run', context.run),
  ];
}
