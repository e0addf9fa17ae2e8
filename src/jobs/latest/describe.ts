/** The latest job's result as short labelled lines: the CLI's output and the action's log. */
import type { BuildRecord } from '../../api/index.js';
import type { LatestResult } from './run.js';

/** `2.0, version code 41, build #3 (KEY)`: one build's facts on one line. */
function buildLine(build: BuildRecord): string {
  const number =
    build.buildBuildVersion === undefined ? '' : `, build #${String(build.buildBuildVersion)}`;
  return `${build.buildVersion ?? '?'}, version code ${build.buildVersionNo ?? '?'}${number} (${build.buildKey ?? ''})`;
}

/**
 * The result as labelled lines, each within 100 columns but for long service data (a version):
 * the app, the build with the highest version code, the newest upload when it is another build,
 * and the next version code.
 */
export function describeLatest(result: LatestResult): string[] {
  const { appKey, buildType, buildCount, highest, newest, nextVersionNo } = result;
  const of = `${String(buildCount)} ${buildType ?? ''} build${buildCount === 1 ? '' : 's'}`;
  return [
    `App:               ${appKey} (${buildCount === 0 ? 'no build yet' : of})`,
    ...(highest ? [`Highest version:   ${buildLine(highest)}`] : []),
    ...(newest && newest !== highest ? [`Uploaded last:     ${buildLine(newest)}`] : []),
    `Next version code: ${nextVersionNo === '' ? '(none: see above)' : nextVersionNo}`,
  ];
}

/**
 * The result as `pgyer latest --json` prints it, every field always there: the app, the build type
 * read, the count of its builds, the next version code ('' when none), the build with the highest
 * version code and the newest upload (their records as app/builds answers them, or null), and why
 * the next version code is 1 or '' (or null).
 */
export function latestJson(result: LatestResult) {
  return {
    appKey: result.appKey,
    buildType: result.buildType ?? null,
    buildCount: result.buildCount,
    nextVersionNo: result.nextVersionNo,
    highest: result.highest ?? null,
    newest: result.newest ?? null,
    note: result.note ?? null,
  };
}
