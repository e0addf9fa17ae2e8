/** The tables of published builds in the job summary and the pull request comment. */
import { formatSize, type BuildType, type PublishedBuild } from '../api/index.js';
import { escapeHtml, escapeHtmlLines } from '../common/html.js';

const PLATFORM_NAMES: Readonly<Record<BuildType, string>> = {
  ios: 'iOS',
  android: 'Android',
  harmony: 'HarmonyOS',
};

/** Size of the QR code image in the tables, in CSS pixels. */
const QR_CODE_SIZE = 120;

/**
 * One build as the tables show it. Plain data, so the PR comment can keep earlier rows in a
 * hidden block and show them again on the next push.
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
  installPageUrl: string;
  qrCodeUrl: string;
  buildKey: string;
  /** Short commit the build was made from. */
  commit?: string;
  /** When it was published, ISO 8601. */
  publishedAt?: string;
}

type FieldCheck = (value: unknown) => boolean;

const isString: FieldCheck = (value) => typeof value === 'string';
const isWebUrl: FieldCheck = (value) => typeof value === 'string' && /^https?:\/\//i.test(value);
const optional =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === undefined || check(value);

/** A check per field: a field added to BuildRow does not compile until it is checked here. */
const ROW_FIELDS = {
  name: isString,
  version: isString,
  versionNo: isString,
  buildNumber: isString,
  platform: (value) => typeof value === 'string' && Object.hasOwn(PLATFORM_NAMES, value),
  sizeBytes: (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  installPageUrl: isWebUrl,
  qrCodeUrl: (value) => value === '' || isWebUrl(value),
  buildKey: isString,
  commit: optional(isString),
  publishedAt: optional(isString),
} satisfies Record<keyof BuildRow, FieldCheck>;

/**
 * Whether a value read back from elsewhere (the PR comment's hidden block) is a BuildRow: every
 * field of its type, the links http(s). Rendering such a row cannot throw.
 */
export function isBuildRow(value: unknown): value is BuildRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>;
  return Object.entries(ROW_FIELDS).every(([field, check]) => check(row[field]));
}

/** The row of a published build; `commit` and `publishedAt` for the PR comment. */
export function toBuildRow(
  build: PublishedBuild,
  made?: { commit: string; publishedAt: string },
): BuildRow {
  const { record } = build;
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
    ...made,
  };
}

/** A table column: its header and the HTML of its cell (service text escaped, line breaks as <br>). */
interface Column {
  header: string;
  cell: (row: BuildRow) => string;
}

const COLUMNS = {
  app: { header: 'App', cell: (row) => escapeHtmlLines(row.name) },
  version: {
    header: 'Version',
    cell: (row) =>
      escapeHtmlLines(row.versionNo ? `${row.version} (${row.versionNo})` : row.version),
  },
  build: { header: 'Build', cell: (row) => escapeHtmlLines(row.buildNumber) },
  platform: { header: 'Platform', cell: (row) => PLATFORM_NAMES[row.platform] },
  size: { header: 'Size', cell: (row) => formatSize(row.sizeBytes) },
  installPage: {
    header: 'Install page',
    cell: (row) =>
      `<a href="${escapeHtml(row.installPageUrl)}">${escapeHtmlLines(row.installPageUrl)}</a>`,
  },
  qrCode: {
    header: 'QR code',
    cell: (row) =>
      row.qrCodeUrl
        ? `<img src="${escapeHtml(row.qrCodeUrl)}" alt="QR code of ${escapeHtml(row.name)}" ` +
          `width="${QR_CODE_SIZE}" height="${QR_CODE_SIZE}">`
        : '',
  },
  buildKey: { header: 'buildKey', cell: (row) => `<code>${escapeHtmlLines(row.buildKey)}</code>` },
  commit: { header: 'Commit', cell: (row) => `<code>${escapeHtmlLines(row.commit ?? '')}</code>` },
  time: {
    header: 'Published',
    cell: (row) => escapeHtmlLines(row.publishedAt?.replace('T', ' ').slice(0, 16) ?? ''),
  },
} satisfies Record<string, Column>;

/** The job summary's columns. */
export const SUMMARY_COLUMNS: readonly Column[] = [
  COLUMNS.app,
  COLUMNS.version,
  COLUMNS.build,
  COLUMNS.platform,
  COLUMNS.size,
  COLUMNS.installPage,
  COLUMNS.qrCode,
  COLUMNS.buildKey,
];

/** The PR comment's columns: where to install, and which commit it is. */
export const COMMENT_COLUMNS: readonly Column[] = [
  COLUMNS.app,
  COLUMNS.version,
  COLUMNS.build,
  COLUMNS.platform,
  COLUMNS.installPage,
  COLUMNS.qrCode,
  COLUMNS.commit,
  COLUMNS.time,
];

/** An HTML table with one row per build. */
export function renderBuildTable(rows: readonly BuildRow[], columns: readonly Column[]): string {
  const line = (cells: string[], tag: 'th' | 'td') =>
    `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  const header = line(
    columns.map((column) => column.header),
    'th',
  );
  const body = rows.map((row) =>
    line(
      columns.map((column) => column.cell(row)),
      'td',
    ),
  );
  return `<table>${header}${body.join('')}</table>`;
}

/** The release notes that were sent, as an escaped quote block; '' when there were none. */
export function renderReleaseNotes(notes: string | undefined): string {
  if (!notes) return '';
  return `<p><strong>Release notes</strong></p><blockquote>${escapeHtmlLines(notes)}</blockquote>`;
}
