/**
 * A build's size against the build it replaces (README.md "Size gate"), as a number for the gate
 * and the outputs, and as the one text every report shows. Sizes in binary units, as formatSize
 * shows a build's size. Pure.
 */
import { formatSize } from '../api/upload/progress.js';
import type { PublishedBuild, ReplacedBuild, SizeChange } from '../api/upload/published-build.js';

/**
 * The change from `base` to `size` bytes; undefined when the base build's size is not known (the
 * list gave none, or 0: no percentage of it).
 */
export function sizeChangeOf(size: number, base: ReplacedBuild): SizeChange | undefined {
  if (!base.fileSize) return undefined;
  const bytes = size - base.fileSize;
  return {
    bytes,
    percent: Math.round((bytes / base.fileSize) * 10_000) / 100,
    baseBytes: base.fileSize,
    baseBuildKey: base.buildKey,
  };
}

/** The size the reports show of `build`: the service's (buildFileSize), else the file's. */
export function shownSize(build: PublishedBuild): number {
  return build.record.buildFileSize ?? build.fileSize;
}

/** `+1.3 MiB (+2.8%)`, `-200 KiB (-0.4%)`, `unchanged`. */
export function deltaText(change: SizeChange): string {
  if (change.bytes === 0) return 'unchanged';
  const sign = change.bytes > 0 ? '+' : '-';
  const percent = Math.abs(change.percent).toFixed(1);
  return `${sign}${formatSize(Math.abs(change.bytes))} (${sign}${percent}%)`;
}

/**
 * The base build as the reports name it: `build #41 on main` when its branch chose it, else
 * `build #41, the newest build of com.x (Android)` (ReplacedBuild.chosen); by its key when the list
 * gave no build number.
 */
export function baseText(base: ReplacedBuild): string {
  const name = `build ${base.buildNumber === undefined ? base.buildKey : `#${String(base.buildNumber)}`}`;
  return base.branch === undefined ? `${name}, the ${base.chosen}` : `${name} on ${base.branch}`;
}

/**
 * `+1.3 MiB (+2.8%) since build #41 on main`; `first build` when the app had no other build of
 * its identifier and build type; `not compared: …` when the base build's size is not known; ''
 * when the build replaced was not looked up (or the look-up failed).
 */
export function sizeChangeText(build: PublishedBuild): string {
  const { replaces } = build;
  if (replaces === undefined) return '';
  if (replaces === 'none') return 'first build';
  const change = sizeChangeOf(shownSize(build), replaces);
  return change
    ? `${deltaText(change)} since ${baseText(replaces)}`
    : `not compared: the size of ${baseText(replaces)} is not known`;
}
