/**
 * The commit line the upload job writes into each build's description (buildDescription) when the
 * release notes come from the commits (README.md `update-description-from`):
 * `git-commit: <full SHA> <branch>`, on a line of its own, with ` pull-request:<n>` after it when the
 * run was for a pull or merge request. The next run on the same branch reads it back to list only
 * the commits since that build (baseCommitOf); a scoped cleanup reads it to find the builds of a
 * branch or a pull request (src/jobs/cleanup/scope.ts).
 */
import type { BuildRecord } from '../../../api/index.js';

/** What the line starts with. */
const LABEL = 'git-commit:';

/**
 * The line, wherever it stands in the description (the digest line of if-published may follow
 * it): a SHA-1 or SHA-256 object name, then the branch (git refuses blanks in branch names), then
 * the pull request's number when there was one (lines written before it was recorded have none).
 */
const COMMIT_LINE =
  /^git-commit: ([0-9a-f]{40}|[0-9a-f]{64}) (\S+)(?: pull-request:([1-9][0-9]{0,9}))?[ \t]*$/m;

/** What a commit line records. */
export interface RecordedCommit {
  /** The full SHA that was built. */
  sha: string;
  /** The branch it was built from: on a pull request, its head branch. */
  branch: string;
  /** The pull or merge request the build was made for (GitHub's number, GitLab's IID). */
  pullRequest?: number;
}

/**
 * The commit line of `sha` built from `branch`, for pull request `pullRequest` when given. The
 * number is recorded because a head branch name does not name one pull request: `release` is
 * built on push and for a pull request from it, and forks' pull requests often come from `main`.
 */
export function commitLine(sha: string, branch: string, pullRequest?: number): string {
  const pull = pullRequest === undefined ? '' : ` pull-request:${String(pullRequest)}`;
  return `${LABEL} ${sha.toLowerCase()} ${branch}${pull}`;
}

/**
 * `description` with the commit line after it, a blank line between; the line alone when there is
 * no description. The user's text is kept whole.
 */
export function withCommitLine(
  description: string | undefined,
  sha: string,
  branch: string,
  pullRequest?: number,
): string {
  const line = commitLine(sha, branch, pullRequest);
  return description ? `${description}\n\n${line}` : line;
}

/** What a description's commit line records, or undefined without one. */
export function recordedCommit(description: string | undefined): RecordedCommit | undefined {
  const found = COMMIT_LINE.exec(description ?? '');
  if (!found?.[1] || !found[2]) return undefined;
  const recorded = { sha: found[1], branch: found[2] };
  return found[3] ? { ...recorded, pullRequest: Number(found[3]) } : recorded;
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
