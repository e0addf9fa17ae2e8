/** The options of the cleanup job (cleanup-old-builds, `pgyer cleanup`; README.md). */
import { Checker, type Raw } from '../options/checker.js';
import {
  checkConnection,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../options/connection.js';
import type { CleanupPolicy } from './policy.js';

/** The settings of the cleanup job, in the order they are checked and reported. */
export const CLEANUP_SETTINGS = [
  ...CONNECTION_SETTINGS,
  'app-key',
  'keep-latest',
  'older-than-days',
  'keep-build-keys',
  'keep-version-pattern',
  'max-deletions',
  'dry-run',
] as const;

/** A setting of the cleanup job. */
export type CleanupSetting = (typeof CLEANUP_SETTINGS)[number];

/** What a cleanup was asked to do. */
export interface CleanupOptions extends ConnectionOptions {
  appKey: string;
  policy: CleanupPolicy;
  /** Delete nothing; report what would be deleted. */
  dryRun: boolean;
}

/**
 * Checks every setting of the cleanup job. keep-build-keys: separated by newlines or commas.
 * @param check the checker to record into (a front-end's own settings may already be in it)
 * @throws InvalidOptions with every problem found
 */
export function checkCleanupOptions(
  raw: Raw<CleanupSetting>,
  check = new Checker(),
): CleanupOptions {
  const connection = checkConnection(check, raw);
  return check.done({
    ...connection,
    appKey: check.required('app-key', raw['app-key']),
    policy: {
      keepLatest: check.integer('keep-latest', raw['keep-latest'], { min: 1, max: 100_000 }, 10),
      olderThanDays: check.integer('older-than-days', raw['older-than-days'], {
        min: 0,
        max: 36_500,
      }),
      keepBuildKeys: new Set(check.list(raw['keep-build-keys'], /[\n,]/)),
      keepVersionPattern: check.pattern('keep-version-pattern', raw['keep-version-pattern']),
      maxDeletions: check.integer(
        'max-deletions',
        raw['max-deletions'],
        { min: 1, max: 100_000 },
        50,
      ),
    },
    dryRun: check.boolean('dry-run', raw['dry-run'], false),
  });
}
