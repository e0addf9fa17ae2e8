/** The table of published builds shown in the job summary (and, later, the PR comment). */
import { formatMiB, type PublishedBuild } from '../api/index.js';
import { escapeHtml } from '../common/html.js';

const PLATFORM_NAMES = { ios: 'iOS', android: 'Android', harmony: 'HarmonyOS' } as const;

/** Size of the QR code image in the table, in CSS pixels. */
const QR_CODE_SIZE = 120;

/** A display name for the build: the app's name from its package, else the file name. */
export function displayName(build: PublishedBuild): string {
  return build.record.buildName ?? build.fileName;
}

/**
 * An HTML table with one row per build: app name, version, build number, platform, size, the
 * install page as a link, the QR code as an image and the buildKey. All service text is escaped.
 */
export function renderBuildTable(builds: readonly PublishedBuild[]): string {
  const header = [
    'App',
    'Version',
    'Build',
    'Platform',
    'Size',
    'Install page',
    'QR code',
    'buildKey',
  ];
  const rows = builds.map((build) => {
    const { record } = build;
    const version = record.buildVersion ?? '';
    const versionNo = record.buildVersionNo ? ` (${record.buildVersionNo})` : '';
    const qrCode = build.qrCodeUrl
      ? `<img src="${escapeHtml(build.qrCodeUrl)}" alt="QR code of ${escapeHtml(displayName(build))}" width="${QR_CODE_SIZE}" height="${QR_CODE_SIZE}">`
      : '';
    return [
      escapeHtml(displayName(build)),
      escapeHtml(version + versionNo),
      record.buildBuildVersion === undefined ? '' : String(record.buildBuildVersion),
      PLATFORM_NAMES[build.buildType],
      formatMiB(record.buildFileSize ?? build.fileSize),
      `<a href="${escapeHtml(build.installPageUrl)}">${escapeHtml(build.installPageUrl)}</a>`,
      qrCode,
      `<code>${escapeHtml(build.buildKey)}</code>`,
    ];
  });
  const line = (cells: string[], tag: 'th' | 'td') =>
    `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  return `<table>${line(header, 'th')}${rows.map((row) => line(row, 'td')).join('')}</table>`;
}
