/** The job summary of update-settings: the run's context, each changed setting before and after. */
import type { BuildRecord } from '../api/index.js';
import { serviceDayAsShown, type DayEdge } from '../common/time.js';
import type { CiContext } from '../common/ci-context.js';
import { githubHtml } from '../common/inert/github.js';
import { settingsByName, type AnySetting } from '../jobs/options/setting.js';
import { CHANGED_SETTINGS, RECORD_FIELDS } from '../jobs/update-settings/options.js';
import {
  failureNote,
  type SettingsChange,
  type SettingsFailure,
} from '../jobs/update-settings/run.js';
import { startSummary } from './summary-start.js';

/** A changed setting as the summary shows it: its declaration and its field of the record. */
interface ShownSetting {
  setting: AnySetting;
  field: keyof BuildRecord;
}

/** The service's days (YYYY-MM-DD, UTC+8), shown with the time they start or end in UTC. */
const DAY_FIELDS: ReadonlyMap<keyof BuildRecord, DayEdge> = new Map([
  ['appInstallStartDate', 'start'],
  ['appInstallEndDate', 'end'],
]);

const DECLARED = settingsByName(CHANGED_SETTINGS);

const SETTINGS: readonly ShownSetting[] = (
  Object.keys(RECORD_FIELDS) as (keyof typeof RECORD_FIELDS)[]
).map((name) => ({ setting: DECLARED[name], field: RECORD_FIELDS[name] }));

function show(
  { setting, field }: ShownSetting,
  record: BuildRecord | undefined,
  unknown: string,
): string {
  const value = record?.[field];
  if (value === undefined) return unknown;
  // A secret's field is its presence (hasPassword).
  if (setting.secret) return value === true ? '(hidden)' : 'none';
  if (value === '') return 'none';
  const word =
    setting.words && Object.entries(setting.words).find(([, number]) => number === value)?.[0];
  const shown = word ?? (typeof value === 'object' ? JSON.stringify(value) : String(value));
  const day = DAY_FIELDS.get(field);
  return day ? serviceDayAsShown(shown, day) : shown;
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
  const rows = SETTINGS.filter((shown) => given.has(shown.setting.name)).map(
    (setting) =>
      `<tr><td><code>${setting.setting.name}</code></td>` +
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
