/** Which record field shows each setting, and how to show its value (for the job summary). */
import {
  BOOLEANS,
  BUILD_NUMBER_SOURCES,
  INSTALL_TYPES,
  INSTALL_VALIDITIES,
  LANGUAGES,
  type BuildRecord,
} from '../../api/index.js';
import { escapeHtml } from '../../common/html.js';

interface ShownSetting {
  input: string;
  field: keyof BuildRecord;
  /** Words of an enumeration, to show the service's number as the word the input takes. */
  words?: Readonly<Record<string, number>>;
  /** Never shown, only said to have changed. */
  secret?: true;
}

const SETTINGS: readonly ShownSetting[] = [
  { input: 'install-type', field: 'buildInstallType', words: INSTALL_TYPES },
  { input: 'password', field: 'buildPassword', secret: true },
  { input: 'install-validity', field: 'appIsInstallDate', words: INSTALL_VALIDITIES },
  { input: 'install-start-date', field: 'appInstallStartDate' },
  { input: 'install-end-date', field: 'appInstallEndDate' },
  { input: 'language', field: 'appLang', words: LANGUAGES },
  { input: 'build-number-source', field: 'buildVersionType', words: BUILD_NUMBER_SOURCES },
  { input: 'auto-sync', field: 'appAutoSync', words: BOOLEANS },
  { input: 'show-service-copyright', field: 'appShowServiceCopyright', words: BOOLEANS },
  { input: 'qr-code-show-icon', field: 'buildQrcodeShowAppIcon', words: BOOLEANS },
  { input: 'feedback', field: 'appFeedbackStatus', words: BOOLEANS },
  { input: 'template', field: 'buildTemplate' },
  { input: 'shortcut', field: 'buildShortcutUrl' },
  { input: 'description', field: 'buildDescription' },
  { input: 'update-description', field: 'buildUpdateDescription' },
  { input: 'build-version', field: 'buildVersion' },
  { input: 'screenshot', field: 'buildScreenShots' },
];

function show(setting: ShownSetting, record: BuildRecord | undefined): string {
  const value = record?.[setting.field];
  if (value === undefined || value === '') return '—';
  if (setting.secret) return '(hidden)';
  const word =
    setting.words && Object.entries(setting.words).find(([, number]) => number === value)?.[0];
  return word ?? (typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/**
 * An HTML table of the given settings with their values before and after the change, as far as
 * the service returned them; the password is never shown.
 * @param given the inputs that were set
 */
export function renderChanges(
  given: ReadonlySet<string>,
  before: BuildRecord | undefined,
  after: BuildRecord,
): string {
  const rows = SETTINGS.filter((setting) => given.has(setting.input)).map(
    (setting) =>
      `<tr><td><code>${setting.input}</code></td><td>${escapeHtml(show(setting, before))}</td>` +
      `<td>${escapeHtml(show(setting, after))}</td></tr>`,
  );
  return `<table><tr><th>Setting</th><th>Before</th><th>After</th></tr>${rows.join('')}</table>`;
}
