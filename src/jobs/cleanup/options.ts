/** The options of the cleanup job (cleanup-old-builds, `pgyer cleanup`; README.md). */
import { Checker } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import {
  booleanSetting,
  integerSetting,
  listSetting,
  settingsByName,
  textSetting,
  type RawOf,
  type Setting,
} from '../options/setting.js';
import type { CleanupPolicy } from './policy.js';
import { isScoped, type CleanupScope } from './scope.js';

/** The settings of the cleanup job, in the order they are checked and reported. */
export const CLEANUP_SETTINGS = [
  ...CONNECTION_SETTINGS,
  {
    name: 'app-key',
    help: 'the appKey of the app to clean up',
    value: '<key>',
    required: true,
    check: (check, value) => check.required('app-key', value),
  },
  integerSetting({
    name: 'keep-latest',
    help: 'keep this many newest builds',
    value: '<n>',
    range: { min: 1, max: 100_000 },
    fallback: 10,
  }),
  integerSetting({
    name: 'older-than-days',
    help: 'when set, only builds uploaded more than this many days ago are deleted',
    value: '<n>',
    range: { min: 0, max: 36_500 },
    fallback: undefined,
  }),
  listSetting({
    name: 'keep-build-keys',
    help: 'the buildKeys never to delete, separated by newlines or commas',
    value: '<keys>',
    repeatable: true,
    separator: /[\n,]/,
  }),
  {
    name: 'keep-version-pattern',
    help: 'regular expression on buildVersion; matching builds are never deleted',
    value: '<regex>',
    check: (check, value) => check.pattern('keep-version-pattern', value),
  },
  textSetting({
    name: 'branch',
    help: 'scope: delete only builds whose git-commit line records this branch (update-description-from: commits)',
    value: '<name>',
  }),
  integerSetting({
    name: 'pull-request',
    help: 'scope: delete only builds whose git-commit line records this pull or merge request number',
    value: '<n>',
    range: { min: 1, max: 999_999_999 },
    fallback: undefined,
  }),
  integerSetting({
    name: 'keep-per-branch',
    help: 'scope: keep this many newest builds of each branch a git-commit line records',
    value: '<n>',
    range: { min: 1, max: 100_000 },
    fallback: undefined,
  }),
  integerSetting({
    name: 'max-deletions',
    help: 'delete at most this many builds in one run',
    value: '<n>',
    range: { min: 1, max: 100_000 },
    fallback: 50,
  }),
  booleanSetting({
    name: 'dry-run',
    help: 'delete nothing; report what would be deleted',
    fallback: false,
  }),
] as const satisfies readonly Setting[];

const SETTING = settingsByName(CLEANUP_SETTINGS);

/** What a cleanup was asked to do. */
export interface CleanupOptions extends ConnectionOptions {
  appKey: string;
  policy: CleanupPolicy;
  /**
   * Which builds may be deleted, by their commit line (scope.ts); none given: every build, as in
   * v1, and no description is read.
   */
  scope: CleanupScope;
  /** Delete nothing; report what would be deleted. */
  dryRun: boolean;
}

/**
 * Checks every setting of the cleanup job. keep-build-keys: separated by newlines or commas.
 * @param check the checker to record into (a front-end's own settings may already be in it)
 * @throws InvalidOptions with every problem found
 */
export function checkCleanupOptions(
  raw: RawOf<typeof CLEANUP_SETTINGS>,
  check = new Checker(),
): CleanupOptions {
  const connection = checkConnection(check, raw);
  const scope: CleanupScope = {
    branch: SETTING.branch.check(check, raw.branch),
    pullRequest: SETTING['pull-request'].check(check, raw['pull-request']),
    keepPerBranch: SETTING['keep-per-branch'].check(check, raw['keep-per-branch']),
  };
  const keepLatest = SETTING['keep-latest'].check(check, raw['keep-latest']);
  return check.done({
    ...connection,
    appKey: SETTING['app-key'].check(check, raw['app-key']),
    scope,
    policy: {
      // A scoped run keeps by its scope (keep-per-branch), not by keep-latest, whose default 10
      // would keep a closed pull request's recent builds; the newest build stays (policy.ts).
      keepLatest: isScoped(scope) ? 1 : keepLatest,
      olderThanDays: SETTING['older-than-days'].check(check, raw['older-than-days']),
      keepBuildKeys: new Set(SETTING['keep-build-keys'].check(check, raw['keep-build-keys'])),
      keepVersionPattern: SETTING['keep-version-pattern'].check(check, raw['keep-version-pattern']),
      maxDeletions: SETTING['max-deletions'].check(check, raw['max-deletions']),
    },
    dryRun: SETTING['dry-run'].check(check, raw['dry-run']),
  });
}
