/**
 * The facts the latest job reports, declared once: the sub-action's step outputs (latest/action.yml,
 * held to this list by test/unit/release/manifests.test.ts) and `pgyer latest --dotenv` are these.
 */
import type { LatestResult } from './run.js';

/** One reported fact: its output name, its help line (the manifest's description) and value. */
export interface LatestOutput {
  readonly name: string;
  /** One line, lower case, no full stop, as a setting's help (helpSentence). */
  readonly help: string;
  /** The fact in `result`, '' when there is none. */
  readonly value: (result: LatestResult) => string;
}

/** The reported facts, in action.yml's order. */
export const LATEST_OUTPUTS: readonly LatestOutput[] = [
  {
    name: 'version',
    help: 'the version (buildVersion) of the build with the highest version code',
    value: ({ highest }) => highest?.buildVersion ?? '',
  },
  {
    name: 'version-no',
    help: 'the highest version code (buildVersionNo: versionCode, CFBundleVersion) among the builds',
    value: ({ highest }) => highest?.buildVersionNo ?? '',
  },
  {
    name: 'build-build-version',
    help: "the service's build number (buildBuildVersion) of that build",
    value: ({ highest }) => String(highest?.buildBuildVersion ?? ''),
  },
  {
    name: 'build-key',
    help: 'the buildKey of that build',
    value: ({ highest }) => highest?.buildKey ?? '',
  },
  {
    name: 'next-version-no',
    help: 'the next version code: version-no + 1 when it is a whole number, 1 when the app has no build yet, empty for a dotted one such as 1.2.3',
    value: ({ nextVersionNo }) => nextVersionNo,
  },
  {
    name: 'newest-build-key',
    help: 'the buildKey of the build uploaded last (a hotfix of an older version may have a lower version code)',
    value: ({ newest }) => newest?.buildKey ?? '',
  },
  {
    name: 'newest-version-no',
    help: 'the version code of the build uploaded last',
    value: ({ newest }) => newest?.buildVersionNo ?? '',
  },
  {
    name: 'app-key',
    help: 'the appKey of the app read (found by identifier, or as given)',
    value: ({ appKey }) => appKey,
  },
  {
    name: 'build-type',
    help: "the build type of the builds read (build-type, else the newest upload's): ios, android or harmony",
    value: ({ buildType }) => buildType ?? '',
  },
];

/** The facts of `result` keyed by output name, in LATEST_OUTPUTS' order. */
export function latestFields(result: LatestResult): Record<string, string> {
  return Object.fromEntries(LATEST_OUTPUTS.map(({ name, value }) => [name, value(result)]));
}
