/**
 * Which build a next build number builds on: of an app's builds of one type, the one with the
 * highest version code, as the newest upload may be a hotfix of an older version.
 */
import type { BuildRecord } from '../../api/index.js';
import { compareVersionCodes, nextVersionCode, versionCodeParts } from './version-code.js';

/** The choice among an app's builds of one type. */
export interface LatestChoice {
  /**
   * The build with the highest version code (of equals, the newest upload); the newest upload
   * when no version code is a number; undefined when there is no build.
   */
  highest?: BuildRecord | undefined;
  /** The build uploaded last; undefined when there is no build. */
  newest?: BuildRecord | undefined;
  /** highest's version code + 1, `1` when there is no build, '' when it is not a whole number. */
  nextVersionNo: string;
  /** Why nextVersionNo is `1` or '': one log line; undefined when it is highest's + 1. */
  note?: string | undefined;
}

/**
 * Chooses among `builds` (one type, uploaded last first, as app/builds lists them; service.md#app-builds).
 * Version codes are compared as numbers, dotted ones part by part (compareVersionCodes); a code
 * that is no number (`1.0-beta`) is reported when its build is the newest upload, never counted on.
 */
export function chooseLatest(builds: readonly BuildRecord[]): LatestChoice {
  const [newest] = builds;
  if (!newest) {
    return { nextVersionNo: '1', note: 'no build yet: next-version-no is 1' };
  }
  let highest: { build: BuildRecord; parts: bigint[] } | undefined;
  for (const build of builds) {
    const parts = versionCodeParts(build.buildVersionNo ?? '');
    // Uploaded last first: a later equal code is an older upload, and stays behind.
    if (parts && (!highest || compareVersionCodes(parts, highest.parts) > 0)) {
      highest = { build, parts };
    }
  }
  const chosen = highest?.build ?? newest;
  const code = chosen.buildVersionNo ?? '';
  const next = nextVersionCode(code);
  if (next !== undefined) return { highest: chosen, newest, nextVersionNo: next };
  const why = highest
    ? `version code ${code} is dotted (an iOS CFBundleVersion): it has no single next number`
    : `no version code is a number (the newest upload's is "${code}")`;
  return { highest: chosen, newest, nextVersionNo: '', note: `${why}; next-version-no is empty` };
}
