/**
 * The pull request comment's body: this run's builds, earlier builds of the pull request folded
 * away, and a hidden block that carries the rows to the next run (the comment is its own memory).
 */
import {
  COMMENT_COLUMNS,
  isBuildRow,
  renderBuildTable,
  renderReleaseNotes,
  type BuildRow,
} from './build-table.js';

/** Earlier builds kept in the comment; older ones drop off. */
const MAX_EARLIER_ROWS = 20;

const HISTORY = /<!-- pgyer-actions:history ([A-Za-z0-9+/=]*) -->/;

/** The hidden marker that finds this workflow's comment again on the next push. */
export function commentMarker(workflow: string): string {
  return `<!-- pgyer-actions:pr-comment workflow="${workflow.replace(/--/g, '-\u200b-')}" -->`;
}

/**
 * The rows a previous body carried, newest first; [] for a body without them or a damaged one.
 * A row with a field of the wrong type is left out: one bad row must not stop every later comment.
 */
export function rowsOf(body: string | undefined): BuildRow[] {
  const encoded = HISTORY.exec(body ?? '')?.[1];
  if (!encoded) return [];
  try {
    const rows: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return Array.isArray(rows) ? rows.filter(isBuildRow) : [];
  } catch {
    return [];
  }
}

/** What one comment shows. */
export interface CommentContent {
  marker: string;
  /** This run's builds. */
  rows: readonly BuildRow[];
  /** Every row the comment showed before, newest first. */
  earlier: readonly BuildRow[];
  releaseNotes: string | undefined;
}

/** The comment's markdown/HTML body. */
export function renderComment({ marker, rows, earlier, releaseNotes }: CommentContent): string {
  const shownEarlier = earlier.filter(
    (row) => !rows.some((current) => current.buildKey === row.buildKey),
  );
  const kept = [...rows, ...shownEarlier].slice(0, rows.length + MAX_EARLIER_ROWS);
  const parts = [
    marker,
    `### Pgyer ${rows.length === 1 ? 'build' : 'builds'} of this pull request`,
    renderBuildTable(rows, COMMENT_COLUMNS),
    renderReleaseNotes(releaseNotes),
  ];
  const folded = kept.slice(rows.length);
  if (folded.length > 0) {
    parts.push(
      `<details><summary>Earlier builds (${folded.length})</summary>\n\n` +
        `${renderBuildTable(folded, COMMENT_COLUMNS)}\n</details>`,
    );
  }
  parts.push(
    `<!-- pgyer-actions:history ${Buffer.from(JSON.stringify(kept)).toString('base64')} -->`,
  );
  return parts.filter(Boolean).join('\n\n');
}
