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
import type { MessageSection } from '../jobs/notify/message.js';
import { DEFAULT_WIDTH } from './width.js';

let TableRenderer: typeof Table | undefined;
let widthOf: ((text: string) => number) | undefined;
/** The columns tables fit (width.ts), set by {@link loadTableRenderer}. */
let tableWidth = DEFAULT_WIDTH;

/**
 * Loads cli-table3 and string-width for {@link table}, and sets the width tables fit. Only output
 * for people needs them, after the service has answered; with their dependencies they took about
 * 10 ms of every start on Node 20 when loaded with the CLI.
 * @param width the columns tables and {@link labelledLines} may use (outputWidth)
 */
export async function loadTableRenderer(width = DEFAULT_WIDTH): Promise<void> {
  TableRenderer ??= (await import('cli-table3')).default;
  widthOf ??= (await import('string-width')).default;
  tableWidth = width;
}

/**
 * Writes `value` as indented JSON and a newline; no line of it a workflow command (logJson), as
 * the CLI may run on a GitHub runner, which reads stdout.
 */
export function printJson(stream: NodeJS.WritableStream, value: unknown): void {
  stream.write(`${logJson(value)}\n`);
}

/** The columns `text` takes on a terminal (a CJK character two); its longest line. */
function textWidth(text: string): number {
  if (!widthOf) throw new Error('textWidth() was called before loadTableRenderer()');
  const measure = widthOf;
  return Math.max(0, ...text.split('\n').map((line) => measure(line)));
}

/** The widest word of `text` (split at spaces and line breaks): a cell is never narrower. */
function widestWord(text: string): number {
  return Math.max(0, ...text.split(/[ \n]+/).map(textWidth));
}

/**
 * `text` wrapped at spaces into lines of at most `width` columns; a word wider than that (a key,
 * an address) stays whole on its own line, where it can be copied.
 */
export function wrapText(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      const lines: string[] = [];
      let current = '';
      for (const word of line.split(' ')) {
        const joined = current === '' ? word : `${current} ${word}`;
        if (current !== '' && textWidth(joined) > width) {
          lines.push(current);
          current = word;
        } else current = joined;
      }
      return [...lines, current].join('\n');
    })
    .join('\n');
}

/** Each row's separator drawn as nothing: rows follow one another, ruled once under the head. */
const NO_ROW_RULE = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

/**
 * The width of each column's text so that the table fits `width`. A head wider than its column's
 * cells wraps first (it is one row); then the widest column that can still wrap gives up a
 * column at a time. A word is never broken: a table whose words alone are wider than `width`
 * stays wider.
 * @param cells the head and the rows
 * @param width the columns of the whole table, its borders and one space each side of a cell
 */
function columnWidths(cells: readonly (readonly string[])[], width: number): number[] {
  const columns = cells[0]?.length ?? 0;
  const each = (rows: readonly (readonly string[])[], measure: (text: string) => number) =>
    Array.from({ length: columns }, (_, index) =>
      Math.max(1, ...rows.map((row) => measure(row[index] ?? ''))),
    );
  const widths = each(cells, textWidth);
  const least = each(cells, widestWord);
  const body = each(cells.slice(1), textWidth);
  const room = width - (columns + 1) - 2 * columns;
  const shrink = (floor: (index: number) => number) => {
    let excess = widths.reduce((sum, column) => sum + column, 0) - room;
    while (excess > 0) {
      const widest = widths
        .map((column, index) => ({ column, index }))
        .filter(({ column, index }) => column > Math.max(least[index] ?? 0, floor(index)))
        .sort((a, b) => b.column - a.column)[0];
      if (!widest) return;
      widths[widest.index] = widest.column - 1;
      excess -= 1;
    }
  };
  shrink((index) => body[index] ?? 0);
  shrink(() => 0);
  return widths;
}

/**
 * A table with a header row, fitting the width set by loadTableRenderer: a rule under the head,
 * none between rows, a cell's text wrapped at spaces where the table would be wider (a key or an
 * address is never broken). Colours off, so logs and pipes get plain text. Every line of a cell
 * (service data: a build name with line breaks) starts after the border: cli-table3 splits cells
 * at LF only, so every other line break is made LF (logLines), and no `##[` stays in a cell, where
 * a runner would take the line for a workflow command.
 */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (!TableRenderer) throw new Error('table() was called before loadTableRenderer()');
  const cells = [head, ...rows].map((row) => row.map(logLines));
  const widths = columnWidths(cells, tableWidth);
  const [wrappedHead = [], ...wrappedRows] = cells.map((row) =>
    row.map((text, index) => wrapText(text, widths[index] ?? 1)),
  );
  const result = new TableRenderer({
    head: wrappedHead,
    colWidths: widths.map((column) => column + 2),
    chars: NO_ROW_RULE,
    style: { head: [], border: [] },
  });
  result.push(...wrappedRows);
  const lines = result.toString().split('\n');
  const headLines = Math.max(1, ...wrappedHead.map((text) => text.split('\n').length));
  const top = lines[0] ?? '';
  const rule = top.replace('┌', '├').replaceAll('┬', '┼').replace('┐', '┤');
  lines.splice(1 + headLines, 0, rule);
  return lines.join('\n');
}

/**
 * Labelled lines, the labels in a column: `  label   value`, a value wrapped at spaces within
 * the width set by loadTableRenderer, under its start; a value with a word too wide for what is
 * left of the line (an address) starts on its own line below its label. Entries without a value
 * are left out.
 * @param entries label and value, in the order shown
 */
export function labelledLines(entries: readonly (readonly [string, string])[]): string {
  const shown = entries
    .map(([label, value]) => [label, logLines(value).trim()] as const)
    .filter(([, value]) => value !== '');
  const labelWidth = Math.max(0, ...shown.map(([label]) => textWidth(label)));
  const indent = ' '.repeat(2 + labelWidth + 2);
  const room = tableWidth - indent.length;
  return shown
    .flatMap(([label, value]) => {
      const start = `  ${label}${' '.repeat(labelWidth - textWidth(label) + 2)}`;
      if (widestWord(value) > room) {
        return [
          `  ${label}`,
          ...wrapText(value, tableWidth - 4)
            .split('\n')
            .map((line) => `    ${line}`),
        ];
      }
      const [first = '', ...rest] = wrapText(value, room).split('\n');
      return [`${start}${first}`, ...rest.map((line) => `${indent}${line}`)];
    })
    .join('\n');
}

/**
 * A heading (wrapped at spaces within the width) and its labelled lines (labelledLines) under it.
 */
export function labelledBlock(
  heading: string,
  entries: readonly (readonly [string, string])[],
): string {
  const lines = labelledLines(entries);
  const head = wrapText(logLines(heading), tableWidth);
  return lines ? `${head}\n${lines}` : head;
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

/**
 * Columns of an app list (apps, an app group's members): the app's key, then its latest build.
 * The build's key is left out (`pgyer view APP_KEY` shows it): two keys take 64 of 100 columns.
 */
const APP_COLUMNS = ['appKey', 'buildName', 'buildVersion', 'buildType', 'buildCreated'] as const;

/**
 * Columns of an app's builds. The app's name and platform, the same on every row (an app is one
 * platform's), are left out.
 */
const BUILD_COLUMNS = [
  'buildKey',
  'buildVersion',
  'buildBuildVersion',
  'buildFileSize',
  'buildCreated',
] as const;

/** Short headers of the list columns. */
const HEADERS: Readonly<Record<string, string>> = {
  appKey: 'app key',
  buildKey: 'build key',
  buildName: 'name',
  buildVersion: 'version',
  buildBuildVersion: 'pgyer build',
  buildType: 'type',
  buildFileSize: 'size',
  buildCreated: 'uploaded',
};

/** A table of `records`, one column per field, headed by HEADERS. */
function fieldTable(records: readonly object[], fields: readonly string[]): string {
  return table(
    fields.map((field) => HEADERS[field] ?? field),
    recordRows(records, fields),
  );
}

/** A table of apps, each with its latest build (app/listMy, an app group's members). */
export function appTable(apps: readonly BuildRecord[]): string {
  return fieldTable(apps, APP_COLUMNS);
}

/**
 * A table of an app's builds. With `newestBuildKey`, a last column `newest` says `yes` on that
 * build's row.
 */
export function buildTable(builds: readonly BuildRecord[], newestBuildKey?: string): string {
  if (newestBuildKey === undefined) return fieldTable(builds, BUILD_COLUMNS);
  const rows = recordRows(builds, BUILD_COLUMNS);
  return table(
    [...BUILD_COLUMNS.map((field) => HEADERS[field] ?? field), 'newest'],
    rows.map((row, index) => [...row, builds[index]?.buildKey === newestBuildKey ? 'yes' : '']),
  );
}

/**
 * A digest for people (`pgyer report`, `pgyer expiry`): the title, then each section's heading and
 * its lines, indented; the same sections chat gets.
 */
export function sectionsText(title: string, sections: readonly MessageSection[]): string {
  return [
    title,
    ...sections.flatMap((section) => [
      '',
      `${section.heading}:`,
      ...section.lines.map((line) => `  ${line}`),
    ]),
  ].join('\n');
}
