/**
 * The update feed (README.md `update-feed`, docs/update-feed.md): a small versioned JSON an app
 * reads to learn of a newer build, published where anyone may read it (GitHub Pages, a release
 * asset, a CDN). It holds what the service holds, read back (the build's record, the update
 * check's answer), and no key, password or token: the app needs no account key to read it.
 */
import type { BuildRecord, BuildType, UpdateCheck } from '../../api/index.js';
import { parseTime } from '../../common/time.js';
import { recordedPackageDigest } from '../package/digest-line.js';

/** The feed's schema: a reader refuses a feed whose `schema` it does not know. */
export const FEED_SCHEMA = 1;

/** One build as the feed gives it. */
export interface FeedBuild {
  buildKey: string;
  /** The app's own version (versionName, CFBundleShortVersionString): record's buildVersion. */
  version: string;
  /** The app's own version code (versionCode, CFBundleVersion): record's buildVersionNo. */
  versionNo: string;
  /** The service's build number, which counts up per app (record's buildBuildVersion). */
  buildNumber: number | null;
  /** The build's release notes (buildUpdateDescription); '' for none. */
  releaseNotes: string;
  /** This build's own install page, `<web origin>/<buildKey>`: it keeps showing this build. */
  installPageUrl: string;
  /** The itms-services link of an iOS build; null on other platforms. */
  iosInstallUrl: string | null;
  /** When the build was published, UTC with its zone (`2026-11-28T06:00:00Z`); null if unknown. */
  publishedAt: string | null;
  /**
   * The forced update set for the app in the console, as app/check gives it (api-v2 §4.12
   * forceUpdateVersion, forceUpdateVersionNo): '' when none is set.
   */
  forceUpdateVersion: string;
  forceUpdateVersionNo: string;
  /** SHA-256 of the package (64 hex digits) from the build's digest line; null without one. */
  packageSha256: string | null;
}

/** The feed: its schema and the newest build of each platform the run published. */
export interface UpdateFeed {
  schema: typeof FEED_SCHEMA;
  builds: Partial<Record<BuildType, FeedBuild>>;
}

/** What a feed entry is made from: the build's record read back and the update check's answer. */
export interface FeedSource {
  buildType: BuildType;
  /** The build's record (buildInfo, app/view): what the service holds of it. */
  record: BuildRecord;
  installPageUrl: string;
  /** '' except for iOS. */
  iosInstallUrl: string;
  /** app/check's answer for the build's app (channel). */
  check: UpdateCheck;
}

/** The feed entry of `source`. */
export function feedBuild({ record, installPageUrl, iosInstallUrl, check }: FeedSource): FeedBuild {
  const published = record.buildCreated === undefined ? undefined : parseTime(record.buildCreated);
  return {
    buildKey: record.buildKey ?? '',
    version: record.buildVersion ?? '',
    versionNo: record.buildVersionNo ?? '',
    buildNumber: record.buildBuildVersion ?? null,
    releaseNotes: record.buildUpdateDescription ?? '',
    installPageUrl,
    iosInstallUrl: iosInstallUrl === '' ? null : iosInstallUrl,
    publishedAt: published ? published.toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
    forceUpdateVersion: check.forceUpdateVersion ?? '',
    forceUpdateVersionNo: check.forceUpdateVersionNo ?? '',
    packageSha256: recordedPackageDigest(record.buildDescription) ?? null,
  };
}

/**
 * The feed of `sources`: one entry per platform, the first source of each (a run that publishes
 * two builds of one platform feeds the first, as the step's outputs do).
 */
export function updateFeed(sources: readonly FeedSource[]): UpdateFeed {
  const builds: Partial<Record<BuildType, FeedBuild>> = {};
  for (const source of sources) builds[source.buildType] ??= feedBuild(source);
  return { schema: FEED_SCHEMA, builds };
}

/** The feed's text as written: two-space indented JSON and a final line break. */
export function feedText(feed: UpdateFeed): string {
  return `${JSON.stringify(feed, null, 2)}\n`;
}
