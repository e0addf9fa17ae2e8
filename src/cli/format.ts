/** Human output (tables without colours, readable values) and JSON output. */
import type Table from 'cli-table3';
import {
  BUILD_NUMBER_SOURCES,
  formatSize,
  INSTALL_TYPES,
  LANGUAGES,
  type BuildRecord,
} from '../api/index.js';
import { logJson, logLines } from '../common/inert/log-line.js';
import { timeAsShown } from '../common/time.js';

let TableRenderer: typeof Table | undefined;

/**
 * Loads cli-table3 for {@link table}. Only output for people needs it, after the service has
 * answered; with its dependencies (@colors/colors, string-width) it took about 10 ms of every
 * start on Node 20 when loaded with the CLI.
 */
export async function loadTableRenderer(): Promise<void> {
  TableRenderer ??= (await import('cli-table3')).default;
}

/**
 * Writes `value` as indented JSON and a newline; no line of it a workflow command (logJson), as
 * the CLI may run on a GitHub runner, which reads stdout.
 */
export function printJson(stream: NodeJS.WritableStream, value: unknown): void {
  stream.write(`${logJson(value)}\n`);
}

/**
 * A table with a header row; colours off, so logs and pipes get plain text. Every line of a cell
 * (service data: a build name with line breaks) starts after the border: cli-table3 splits cells
 * at LF only, so every other line break is made LF (logLines), and no `##[` stays in a cell, where
 * a runner would take the line for a workflow command.
 */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (!TableRenderer) throw new Error('table() was called before loadTableRenderer()');
  const result = new TableRenderer({ head: [...head], style: { head: [], border: [] } });
  result.push(...rows.map((row) => row.map(logLines)));
  return result.toString();
}

/** A two-column table of a record's fields that have a value, in the record's order. */
export function detailTable(record: object): string {
  const rows = Object.entries(record)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => [name, formatField(name, value)]);
  return rows.length === 0 ? '(no fields)' : table(['field', 'value'], rows);
}

/** Number -> word of each numbered field (service.md#records), from the words our inputs take. */
const NUMBERED_FIELDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  buildType: { ios: 1, android: 2, harmony: 3 },
  buildInstallType: INSTALL_TYPES,
  appLang: LANGUAGES,
  buildVersionType: BUILD_NUMBER_SOURCES,
};

/** The record fields that are 1 = yes, 2 = no flags (service.md#records). */
const YES_NO_FIELDS: ReadonlySet<string> = new Set([
  'buildIsFirst',
  'buildIsLastest',
  'buildQrcodeShowAppIcon',
  'buildIsAcceptFeedback',
  'buildIsUploadCrashlog',
  'buildManuallyBlocked',
  'buildIsPlaceholder',
  'isOwner',
  'isJoin',
  'appExpiredStatus',
  'appAutoSync',
  'appShowServiceCopyright',
  'appIsTestFlight',
  'appIsInstallDate',
  'appFeedbackStatus',
  'isMerged',
]);

/** The word of a numbered or yes/no field's value (number or digits), undefined for others. */
function wordOf(name: string, value: unknown): string | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number') return undefined;
  if (YES_NO_FIELDS.has(name)) return number === 1 ? 'yes' : number === 2 ? 'no' : undefined;
  const words = NUMBERED_FIELDS[name];
  return words && Object.entries(words).find(([, each]) => each === number)?.[0];
}

/**
 * The service's timestamps (UTC+8, no zone; api-v2 §2): buildCreated, buildUpdated, appCreated,
 * feedbackCreated, crashCreated, certificateCreated. Shown in UTC with the zone, as everywhere.
 */
const TIME_FIELD = /(Created|Updated)$/;

/**
 * A field's value for people: a build type, an install type, a language as its word, a 1/2 flag
 * or a boolean as yes/no, a file size in binary units (formatSize), the service's time in UTC
 * with its zone (`2026-11-24 12:43 UTC`), a list of records as its length, anything else (a
 * number the reference does not list too) as it came. `--json` prints the record as the service
 * sent it.
 */
export function formatField(name: string, value: unknown): string {
  if (TIME_FIELD.test(name) && typeof value === 'string') return timeAsShown(value);
  const word = wordOf(name, value);
  if (word !== undefined) return word;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (name === 'buildFileSize' && typeof value === 'number') return formatSize(value);
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'string')
      ? value.join('\n')
      : `${value.length} entries (see --json)`;
  }
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** The cell of one field, '' when absent. */
function cell(record: object, name: string): string {
  const value = (record as Record<string, unknown>)[name];
  return value === undefined ? '' : formatField(name, value);
}

/** Rows of `records`, one column per field name. */
export function recordRows(records: readonly object[], fields: readonly string[]): string[][] {
  return records.map((record) => fields.map((field) => cell(record, field)));
}

/** Columns of a build list (apps, builds, app group members). */
const BUILD_COLUMNS = [
  'buildKey',
  'buildName',
  'buildVersion',
  'buildBuildVersion',
  'buildType',
  'buildFileSize',
  'buildCreated',
] as const;

/** Short headers of BUILD_COLUMNS. */
const BUILD_HEADERS: Readonly<Record<string, string>> = {
  appKey: 'app key',
  buildKey: 'build key',
  buildName: 'name',
  buildVersion: 'version',
  buildBuildVersion: 'pgyer build',
  buildType: 'type',
  buildFileSize: 'size',
  buildCreated: 'uploaded',
  buildIsLastest: 'newest',
};

/**
 * A table of builds; `extra` columns (such as appKey) come first. With `newestBuildKey`, a last
 * column `newest` says `yes` on that build's row.
 */
export function buildTable(
  builds: readonly BuildRecord[],
  extra: readonly string[] = [],
  newestBuildKey?: string,
): string {
  const fields = [...extra, ...BUILD_COLUMNS];
  const head = fields.map((field) => BUILD_HEADERS[field] ?? field);
  const rows = recordRows(builds, fields);
  if (newestBuildKey === undefined) return table(head, rows);
  return table(
    [...head, 'newest'],
    rows.map((row, index) => [...row, builds[index]?.buildKey === newestBuildKey ? 'yes' : '']),
  );
}
