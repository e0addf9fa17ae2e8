/**
 * The builds in the job summary and the pull request comment: one card per build, its QR code
 * beside its facts. GitHub's stylesheet gives every image `max-width: 100%`, and a table column
 * with an image may shrink to nothing (its fixed height stays: a strip no phone scans), so the QR
 * code floats left of the facts table (`align="left"`, kept by GitHub's sanitizer), where only the
 * whole content box could narrow it. Only elements and attributes GitHub keeps are used: no style,
 * no class.
 */
import { webPageOf, type BuildType, type PublishedBuild } from '../api/index.js';
import {
  buildNumberText,
  versionText,
  FACT_LABELS,
  PLATFORM_NAMES,
  type ContextLine,
} from '../common/build-view.js';
import { sizeChangeText } from '../common/size-change.js';
import { parseTime, timeAsShown } from '../common/time.js';
import { escapeHtml } from '../api/html.js';
import { githubHtml } from '../common/inert/github.js';
import {
  isString,
  isWebUrl,
  isWebUrlOrEmpty,
  objectOf,
  optional,
  type FieldCheck,
} from './field-checks.js';

/**
 * One build as the PR comment shows it. Plain data, so the comment can keep earlier rows in a
 * hidden block and show them again on the next push. The optional links came with issue 17:
 * rows that earlier versions wrote lack them; their own page is rebuilt from the buildKey, and
 * they show no QR code.
 */
export interface BuildRow {
  /** The app's name from its package, else the file name. */
  name: string;
  version: string;
  versionNo: string;
  /** The service's build number, '' when unknown. */
  buildNumber: string;
  platform: BuildType;
  /** Size of the package in bytes. */
  sizeBytes: number;
  /** The short link's install page (the app's newest build). */
  installPageUrl: string;
  /** The service's buildQRCodeURL, '' when it gave none. */
  qrCodeUrl: string;
  buildKey: string;
  /** This build's own install page (PublishedBuild.buildPageUrl); '' when not published. */
  buildPageUrl?: string;
  /** The QR code of buildPageUrl. */
  buildQrCodeUrl?: string;
  /** The app icon, '' when unknown. */
  iconUrl?: string;
  /** Short commit the build was made from. */
  commit?: string;
  /** The commit's page. */
  commitUrl?: string;
  /** When it was published, ISO 8601. */
  publishedAt?: string;
  /** Its size against the build it replaces (BuildView.sizeChange); absent when not known. */
  sizeChange?: string;
}

/** A check per field: a field added to BuildRow does not compile until it is checked here. */
const ROW_FIELDS = {
  name: isString,
  version: isString,
  versionNo: isString,
  buildNumber: isString,
  platform: (value) => typeof value === 'string' && Object.hasOwn(PLATFORM_NAMES, value),
  sizeBytes: (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  installPageUrl: isWebUrl,
  qrCodeUrl: isWebUrlOrEmpty,
  buildKey: isString,
  buildPageUrl: optional(isWebUrlOrEmpty),
  buildQrCodeUrl: optional(isWebUrlOrEmpty),
  iconUrl: optional(isWebUrlOrEmpty),
  commit: optional(isString),
  commitUrl: optional(isWebUrl),
  publishedAt: optional(isString),
  sizeChange: optional(isString),
} satisfies Record<keyof BuildRow, FieldCheck>;

/**
 * Whether a value read back from elsewhere (the PR comment's hidden block) is a BuildRow: every
 * field of its type, the links http(s). Rendering such a row cannot throw.
 */
export function isBuildRow(value: unknown): value is BuildRow {
  return objectOf(ROW_FIELDS)(value);
}

/**
 * The row of a build, published at the record's buildCreated (UTC+8; as an ISO 8601 text; none
 * when not published); the PR comment adds `commit` and `commitUrl`.
 */
export function toBuildRow(build: PublishedBuild): BuildRow {
  const { record } = build;
  const publishedAt =
    record.buildCreated === undefined ? undefined : parseTime(record.buildCreated);
  const sizeChange = sizeChangeText(build);
  return {
    name: record.buildName ?? build.fileName,
    version: record.buildVersion ?? '',
    versionNo: record.buildVersionNo ?? '',
    buildNumber: record.buildBuildVersion === undefined ? '' : String(record.buildBuildVersion),
    platform: build.buildType,
    sizeBytes: record.buildFileSize ?? build.fileSize,
    installPageUrl: build.installPageUrl,
    qrCodeUrl: build.qrCodeUrl,
    buildKey: build.buildKey,
    buildPageUrl: build.buildPageUrl,
    buildQrCodeUrl: build.buildQrCodeUrl,
    iconUrl: build.iconUrl,
    ...(publishedAt ? { publishedAt: publishedAt.toISOString() } : {}),
    ...(sizeChange ? { sizeChange } : {}),
  };
}

/** One line of a card's facts: its label and its cell's HTML (service text already escaped). */
export interface Fact {
  label: string;
  html: string;
}

/** What a card shows: service and CI text as given (the card escapes it), facts as HTML. */
export interface BuildCard {
  /** The heading: the app's name and platform. */
  title: string;
  /** The app icon, '' for none. */
  iconUrl: string;
  /** The build's own install page, which the QR code encodes and links to; '' when not known. */
  pageUrl: string;
  /** The QR code image, '' for none. */
  qrCodeUrl: string;
  facts: readonly Fact[];
}

/** Width and height of the app icon beside a card's title, in CSS pixels. */
const ICON_SIZE = 24;

/**
 * A build's card: a heading with the icon, the QR code (linking the page) floated left of a table
 * of the facts, and a line that clears the float before the next card. One line of HTML: no
 * blank line can end its HTML block.
 * @param qrSize the QR code's width and height, in CSS pixels
 */
export function renderCard(card: BuildCard, qrSize: number): string {
  const icon = card.iconUrl
    ? `<img src="${escapeHtml(card.iconUrl)}" alt="" width="${ICON_SIZE}" height="${ICON_SIZE}"> `
    : '';
  const qrCode =
    card.qrCodeUrl && card.pageUrl
      ? `<p><a href="${escapeHtml(card.pageUrl)}"><img src="${escapeHtml(card.qrCodeUrl)}" ` +
        `alt="QR code of ${escapeHtml(card.title)}" width="${qrSize}" height="${qrSize}" align="left"></a></p>`
      : '';
  const facts = card.facts
    .map((fact) => `<tr><th align="left">${fact.label}</th><td>${fact.html}</td></tr>`)
    .join('');
  return `<h4>${icon}${githubHtml(card.title)}</h4>${qrCode}<table>${facts}</table><br clear="all">`;
}

/** What a card says of what the service tells only once the build is published. */
const UNTIL_PUBLISHED = 'Not known until published';

/**
 * The card's line of the build's own page: the link, or that it is not known until published
 * (without the record, the upload key may name no page).
 */
export function pageFact(pageUrl: string): Fact {
  return { label: 'Install page', html: pageUrl ? linkTo(pageUrl) : UNTIL_PUBLISHED };
}

/**
 * A card's line of a fact from the build record (version, build number): its text, or, for a
 * build not waited for (no record yet), that it is not known until published. A published
 * build's record without it shows an empty cell: the service gave none.
 */
export function recordFact(label: string, text: string, published: boolean): Fact {
  return { label, html: text === '' && !published ? UNTIL_PUBLISHED : githubHtml(text) };
}

/** Characters between two line break opportunities of {@link breakable}. */
const BREAK_EVERY = 8;

/**
 * `text` escaped, with a line break opportunity (`<wbr>`, kept by GitHub's sanitizer) after each
 * run of `/` and every {@link BREAK_EVERY} characters between: an address or a buildKey has no
 * space to wrap at, and GitHub's tables scroll sideways rather than grow, cutting it off on a
 * phone. A `<wbr>` is no character: the text copies as it is.
 * @param escape the escaping for its context ({@link githubHtml} for service text shown as such)
 */
export function breakable(text: string, escape: (part: string) => string = escapeHtml): string {
  const parts = text.match(new RegExp(`[^/]{1,${BREAK_EVERY}}/*|/+`, 'g')) ?? [];
  return parts.map(escape).join('<wbr>');
}

/**
 * A link whose text is its address, as it is but for line break opportunities ({@link breakable}):
 * GitHub links nothing inside a link, and a word joiner in the address would go with it when it
 * is copied.
 */
export function linkTo(url: string): string {
  return `<a href="${escapeHtml(url)}">${breakable(url)}</a>`;
}

/** A buildKey as a card shows it: in code, breakable ({@link breakable}). */
export function buildKeyHtml(buildKey: string): string {
  return `<code>${breakable(buildKey, githubHtml)}</code>`;
}

/** `text` linked to `url` when there is one, escaped either way; `code` sets it in code. */
function linkedText(text: string, url: string | undefined, code = false): string {
  const shown = code ? `<code>${githubHtml(text)}</code>` : githubHtml(text);
  return url ? `<a href="${escapeHtml(url)}">${shown}</a>` : shown;
}

/**
 * The build's own page of a row written before rows carried it (issue 17): the buildKey on the
 * short link's origin, `<web origin>/<buildKey>` (service.md#install-page).
 */
function ownPageOf(row: BuildRow): string {
  return webPageOf(new URL(row.installPageUrl).origin, row.buildKey);
}

/** The card of a PR comment's row: its own page and QR code, the commit linked, the time in UTC. */
export function rowCard(row: BuildRow): BuildCard {
  const pageUrl = row.buildPageUrl ?? ownPageOf(row);
  // Only a build not waited for has no page of its own (toBuildRow).
  const published = pageUrl !== '';
  const facts: Fact[] = [
    recordFact(
      FACT_LABELS.version,
      versionText(row.version, row.versionNo, row.platform),
      published,
    ),
    recordFact(FACT_LABELS.buildNumber, buildNumberText(row.buildNumber), published),
    pageFact(pageUrl),
  ];
  if (row.commit !== undefined) {
    facts.push({ label: 'Commit', html: linkedText(row.commit, row.commitUrl, true) });
  }
  if (row.sizeChange !== undefined) {
    facts.push({ label: FACT_LABELS.sizeChange, html: githubHtml(row.sizeChange) });
  }
  if (row.publishedAt !== undefined) {
    facts.push({
      label: FACT_LABELS.publishedAt,
      html: githubHtml(timeAsShown(row.publishedAt)),
    });
  }
  return {
    title: `${row.name} · ${PLATFORM_NAMES[row.platform]}`,
    iconUrl: row.iconUrl ?? '',
    pageUrl,
    // An older row's qrCodeUrl may be its short link's QR code, which opens the newest build.
    qrCodeUrl: row.buildQrCodeUrl ?? '',
    facts,
  };
}

/** The run's context as one line, `Label: value · Label: value`; '' when there is none. */
export function renderContextLine(lines: readonly ContextLine[]): string {
  if (lines.length === 0) return '';
  const parts = lines.map(
    (line) => `${line.label}: ${linkedText(line.text, line.url, line.label === 'Commit')}`,
  );
  return `<p>${parts.join(' · ')}</p>`;
}

/**
 * The release notes that were sent, as an escaped quote block, after the line saying where they
 * came from (or why there are none) when given; '' when there is neither.
 */
export function renderReleaseNotes(notes: string | undefined, origin?: string): string {
  if (!notes && !origin) return '';
  const from = origin ? `<p>${githubHtml(origin)}</p>` : '';
  const quote = notes ? `<blockquote>${githubHtml(notes)}</blockquote>` : '';
  return `<p><strong>Release notes</strong></p>${from}${quote}`;
}
