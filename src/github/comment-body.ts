/**
 * The pull request comment's body: the builds of the commit just built, earlier commits' builds
 * folded away, and a hidden block that carries the rows to the next run (the comment is its own memory).
 */
import {
  isBuildRow,
  renderCard,
  renderReleaseNotes,
  rowCard,
  type BuildRow,
} from './build-table.js';
import { truncateChars } from '../common/cut.js';
import { CHAT_LINE_CHARS } from '../jobs/health/lines.js';
import type { HealthReport } from '../jobs/health/report.js';
import { replacedHealthHtml } from './health-section.js';
import { isString, objectOf, optional } from './field-checks.js';
import { isHealthReport } from './health-report-check.js';

/** Rows of earlier commits kept in the comment; older ones drop off. */
const MAX_EARLIER_ROWS = 20;

/** Rows kept in all (this job's always): a row takes about 1,600 characters of card and history. */
const MAX_ROWS = 40;

/**
 * GitHub refuses a comment body longer than this (characters); renderComment drops rows and
 * cuts the release notes, which grow when escaped (a quote takes 6), to stay within it.
 */
const MAX_BODY_CHARS = 65_536;

/** Width and height of a build's QR code in the comment, in CSS pixels. */
const QR_CODE_SIZE = 120;

const HISTORY = /<!-- pgyer-actions:history ([A-Za-z0-9+/=]*) -->/;
const HEALTH_HISTORY = /<!-- pgyer-actions:health ([A-Za-z0-9+/=]*) -->/;

/**
 * One app's health section in the comment (health-report: previous), kept in the comment's hidden
 * memory as rows are, so that the jobs of one commit (an iOS and an Android job) each keep theirs.
 * The report is kept, not its HTML: what is read back is checked and rendered anew.
 */
export interface HealthSection {
  appKey: string;
  /** The short commit whose job wrote it: a later commit's job replaces every section. */
  commit: string | undefined;
  report: HealthReport;
}

function isHealthSection(value: unknown): value is HealthSection {
  return objectOf({ appKey: isString, commit: optional(isString), report: isHealthReport })(value);
}

/** The health sections a previous body carried; [] for a body without them or a damaged one. */
export function healthSectionsOf(body: string | undefined): HealthSection[] {
  return hiddenList(body, HEALTH_HISTORY, isHealthSection);
}

/** The hidden marker that finds this workflow's comment again on the next push. */
export function commentMarker(workflow: string): string {
  return `<!-- pgyer-actions:pr-comment workflow="${workflow.replace(/--/g, '-\u200b-')}" -->`;
}

/**
 * The rows a previous body carried, newest first; [] for a body without them or a damaged one.
 * A row with a field of the wrong type is left out: one bad row must not stop every later comment.
 */
export function rowsOf(body: string | undefined): BuildRow[] {
  return hiddenList(body, HISTORY, isBuildRow);
}

/** The entries of the hidden block `pattern` finds in `body` that `isEntry`; [] when damaged. */
function hiddenList<T>(
  body: string | undefined,
  pattern: RegExp,
  isEntry: (value: unknown) => value is T,
): T[] {
  const encoded = pattern.exec(body ?? '')?.[1];
  if (!encoded) return [];
  try {
    const entries: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return Array.isArray(entries) ? entries.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** What one comment shows. */
export interface CommentContent {
  marker: string;
  /** This job's builds, each with its commit. */
  rows: readonly BuildRow[];
  /** Every row the comment holds now, newest first: other jobs' builds of this commit among them. */
  previous: readonly BuildRow[];
  releaseNotes: string | undefined;
  /** This job's health sections, one per app (health-report: previous); none: [] or absent. */
  health?: readonly HealthSection[];
  /** The sections the comment holds now: other jobs' of this commit are kept. */
  previousHealth?: readonly HealthSection[];
}

/**
 * The comment's markdown/HTML body. Every build of this job's commit is current, whichever job
 * of the workflow wrote it (iOS and Android jobs, a matrix, a re-run): the marker is per workflow,
 * so they all share the comment. Builds of earlier commits are folded away.
 */
export function renderComment({
  marker,
  rows,
  previous,
  releaseNotes,
  health = [],
  previousHealth = [],
}: CommentContent): string {
  const commits = new Set(rows.flatMap((row) => row.commit ?? []));
  const ofThisCommit = (row: BuildRow) => row.commit !== undefined && commits.has(row.commit);
  const others = previous.filter((row) => !rows.some((own) => own.buildKey === row.buildKey));
  let current = [...rows, ...others.filter(ofThisCommit)].slice(0, Math.max(rows.length, MAX_ROWS));
  let earlier = others
    .filter((row) => !ofThisCommit(row))
    .slice(0, Math.max(0, Math.min(MAX_EARLIER_ROWS, MAX_ROWS - current.length)));
  let notes = releaseNotes;
  // Another job's section of this commit stays, unless this job wrote its app's anew.
  let sections = [
    ...health,
    ...previousHealth.filter(
      (kept) =>
        kept.commit !== undefined &&
        commits.has(kept.commit) &&
        !health.some((own) => own.appKey === kept.appKey),
    ),
  ];
  const compose = () => composeBody(marker, current, earlier, notes, sections);
  let body = compose();
  // Too long: earlier commits' builds go first, oldest first, then the health sections, other
  // jobs' first, then the notes' end, then other jobs' builds of this commit; this job's builds stay.
  while (body.length > MAX_BODY_CHARS) {
    if (earlier.length > 0) earlier = earlier.slice(0, -1);
    else if (sections.length > 0) sections = sections.slice(0, -1);
    else if (notes) notes = cutEnd(notes, body.length - MAX_BODY_CHARS);
    else if (current.length > rows.length) current = current.slice(0, -1);
    else break;
    body = compose();
  }
  return body;
}

/** The body of renderComment for the rows and notes it chose. */
function composeBody(
  marker: string,
  current: readonly BuildRow[],
  earlier: readonly BuildRow[],
  releaseNotes: string | undefined,
  health: readonly HealthSection[],
): string {
  const parts = [
    marker,
    `### Pgyer ${current.length === 1 ? 'build' : 'builds'} of this pull request`,
    renderCards(current),
    renderReleaseNotes(releaseNotes),
    ...health.map((section) => replacedHealthHtml([section.report])),
  ];
  if (earlier.length > 0) {
    parts.push(
      `<details><summary>Earlier builds (${earlier.length})</summary>\n\n` +
        `${renderCards(earlier)}\n</details>`,
    );
  }
  const kept = [...current, ...earlier];
  parts.push(
    `<!-- pgyer-actions:history ${Buffer.from(JSON.stringify(kept)).toString('base64')} -->`,
  );
  if (health.length > 0) {
    const sections = health.map((section) => ({ ...section, report: keptReport(section.report) }));
    parts.push(
      `<!-- pgyer-actions:health ${Buffer.from(JSON.stringify(sections)).toString('base64')} -->`,
    );
  }
  return parts.filter(Boolean).join('\n\n');
}

/** `report` as the comment keeps it: crash titles cut as the section shows them. */
function keptReport(report: HealthReport): HealthReport {
  const items = report.crashes.items.map((crash) => ({
    ...crash,
    title: truncateChars(crash.title, CHAT_LINE_CHARS),
  }));
  return { ...report, crashes: { ...report.crashes, items } };
}

/** A card per row, each on a line of its own. */
function renderCards(rows: readonly BuildRow[]): string {
  return rows.map((row) => renderCard(rowCard(row), QR_CODE_SIZE)).join('\n');
}

/**
 * `text` shortened so that, escaped, it takes at least `excess` characters less: escaping never
 * shortens a character, so cutting `excess` of them (and one more for the ellipsis) is enough.
 */
function cutEnd(text: string, excess: number): string {
  const kept = text.slice(0, Math.max(0, text.length - excess - 1));
  // Half of a surrogate pair would show as a replacement character.
  const whole = /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
  return whole === '' ? '' : `${whole}…`;
}
