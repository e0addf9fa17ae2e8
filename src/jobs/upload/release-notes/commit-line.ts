/**
 * The commit line the upload job writes into each build's description (buildDescription) when the
 * release notes come from the commits (README.md `update-description-from`):
 * `git-commit: <full SHA> <branch>`, on a line of its own. The next run on the same branch reads it
 * back to list only the commits since that build (baseCommitOf).
 */
import type { BuildRecord } from '../../../api/index.js';

/** What the line starts with. */
const LABEL = 'git-commit:';

/**
 * The line, wherever it stands in the description (the digest line of if-published may follow
 * it): a SHA-1 or SHA-256 object name, then the branch (git refuses blanks in branch names).
 */
const COMMIT_LINE = /^git-commit: ([0-9a-f]{40}|[0-9a-f]{64}) (\S+)[ \t]*$/m;

/** The commit line of `sha` built from `branch`. */
export function commitLine(sha: string, branch: string): string {
  return `${LABEL} ${sha.toLowerCase()} ${branch}`;
}

/**
 * `description` with the commit line after it, a blank line between; the line alone when there is
 * no description. The user's text is kept whole.
 */
export function withCommitLine(
  description: string | undefined,
  sha: string,
  branch: string,
): string {
  const line = commitLine(sha, branch);
  return description ? `${description}\n\n${line}` : line;
}

/** The commit and branch a description's commit line records, or undefined without one. */
export function recordedCommit(
  description: string | undefined,
): { sha: string; branch: string } | undefined {
  const found = COMMIT_LINE.exec(description ?? '');
  return found?.[1] && found[2] ? { sha: found[1], branch: found[2] } : undefined;
}

/**
 * The commit `record` was built from when its description records `branch`, else undefined.
 * @param record a build record with its description (app/view, app/buildInfo: the app/builds list
 *   carries none, service.md#app-builds)
 */
export function commitOfBranch(record: BuildRecord, branch: string): string | undefined {
  const recorded = recordedCommit(record.buildDescription);
  return recorded?.branch === branch ? recorded.sha : undefined;
}
