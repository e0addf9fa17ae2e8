/** The job summary of update-settings: the run's context, each changed setting before and after. */
import {
  BOOLEANS,
  BUILD_NUMBER_SOURCES,
  INSTALL_TYPES,
  INSTALL_VALIDITIES,
  LANGUAGES,
  type BuildRecord,
} from '../api/index.js';
import { serviceDayAsShown, type DayEdge } from '../common/time.js';
import type { CiContext } from '../common/ci-context.js';
import { githubHtml } from '../common/inert/github.js';
import {
  failureNote,
  type SettingsChange,
  type SettingsFailure,
} from '../jobs/update-settings/run.js';
import { startSummary } from './summary-start.js';

interface ShownSetting {
  input: string;
  field: keyof BuildRecord;
  /** Words of an enumeration, to show the service's number as the word the input takes. */
  words?: Readonly<Record<string, number>>;
  /** A secret's presence (hasPassword): shown as whether there is one. */
  secret?: true;
  /** A day of the service (YYYY-MM-DD, UTC+8), shown with the time it starts or ends in UTC. */
  day?: DayEdge;
}

const SETTINGS: readonly ShownSetting[] = [
  { input: 'install-type', field: 'buildInstallType', words: INSTALL_TYPES },
  { input: 'password', field: 'hasPassword', secret: true },
  { input: 'install-validity', field: 'appIsInstallDate', words: INSTALL_VALIDITIES },
  { input: 'install-start-date', field: 'appInstallStartDate', day: 'start' },
  { input: 'install-end-date', field: 'appInstallEndDate', day: 'end' },
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

function show(setting: ShownSetting, record: BuildRecord | undefined, unknown: string): string {
  const value = record?.[setting.field];
  if (value === undefined) return unknown;
  if (setting.secret) return value === true ? '(hidden)' : 'none';
  if (value === '') return 'none';
  const word =
    setting.words && Object.entries(setting.words).find(([, number]) => number === value)?.[0];
  const shown = word ?? (typeof value === 'object' ? JSON.stringify(value) : String(value));
  return setting.day ? serviceDayAsShown(shown, setting.day) : shown;
}

/**
 * An HTML table of the given settings with their values before and after the change, as far as
 * the service returned them ("not returned" where it did not); the password is never shown.
 * Without `before` (the read failed) the table has no "Before" column.
 * @param given the inputs that were set
 */
export function renderChanges(
  given: ReadonlySet<string>,
  before: BuildRecord | undefined,
  after: BuildRecord,
): string {
  const cell = (text: string) => `<td>${githubHtml(text)}</td>`;
  const rows = SETTINGS.filter((setting) => given.has(setting.input)).map(
    (setting) =>
      `<tr><td><code>${setting.input}</code></td>` +
      (before ? cell(show(setting, before, 'unknown')) : '') +
      `${cell(show(setting, after, 'changed (not returned)'))}</tr>`,
  );
  const head = `<tr><th>Setting</th>${before ? '<th>Before</th>' : ''}<th>After</th></tr>`;
  return `<table>${head}${rows.join('')}</table>`;
}

/**
 * Appends the run's context and one table per operation that changed settings to the job summary
 * ($GITHUB_STEP_SUMMARY), then, when a later operation failed, what it did not change.
 * @param ci the run's CI context (readCiContext())
 */
export async function writeSettingsSummary(
  changes: readonly SettingsChange[],
  failure: SettingsFailure | undefined,
  ci: CiContext,
): Promise<void> {
  const summary = startSummary(
    failure ? 'Pgyer settings changed in part' : 'Pgyer settings changed',
    ci,
  );
  for (const change of changes) {
    summary
      .addHeading(githubHtml(change.title), 4)
      .addRaw(renderChanges(change.changed, change.before, change.after), true);
  }
  if (failure) {
    summary
      .addHeading(`${githubHtml(failure.title)}: failed`, 4)
      .addRaw(`<p><strong>${githubHtml(failureNote(failure))}</strong></p>`, true);
  }
  await summary.write();
}
