/**
 * The newest builds of an app read for their commit lines (release-notes/commit-line.ts): the
 * lists of the service carry no description (service.md#app-builds), so each is one app/view.
 */
import type { BuildRecord } from '../../../api/index.js';
import { recordedCommit, type RecordedCommit } from '../release-notes/commit-line.js';

/**
 * Builds whose description is read at most: the newest few. A branch that has not been published
 * among them has no recorded build (the release notes list the commits since the last tag, the
 * build replaced is the app's newest).
 */
export const MAX_BUILDS_READ = 5;

/** A build read back with what its commit line records. */
export interface RecordedBuild {
  /** The build as app/view answered it (with its description). */
  record: BuildRecord;
  recorded: RecordedCommit;
}

/** A build read for its commit line, which it may not have. */
export interface ReadBuild {
  record: BuildRecord;
  recorded: RecordedCommit | undefined;
}

/**
 * The newest of `builds` (newest first, at most MAX_BUILDS_READ read) whose commit line
 * `matches`, or undefined. One `view` per build read, stopping at the first that matches.
 * @param view the build's record with its description (app/view, api-v2 §4.5)
 * @param read where each build read goes, in the order read (for a caller's fallback)
 * @throws what `view` throws (ApiError, NetworkError as Transport.call)
 */
export async function newestRecorded(
  builds: readonly BuildRecord[],
  view: (buildKey: string) => Promise<BuildRecord>,
  matches: (recorded: RecordedCommit) => boolean,
  read: ReadBuild[] = [],
): Promise<RecordedBuild | undefined> {
  for (const { buildKey } of builds.slice(0, MAX_BUILDS_READ)) {
    if (!buildKey) continue;
    const record = await view(buildKey);
    const recorded = recordedCommit(record.buildDescription);
    read.push({ record, recorded });
    if (recorded && matches(recorded)) return { record, recorded };
  }
  return undefined;
}
