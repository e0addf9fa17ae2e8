/**
 * The type check of the `builds` JSON notify is given (upload-and-wait's `builds` or `build`
 * output, `pgyer upload --json`): every field present must hold what upload-and-wait writes
 * there, so that building a message never meets a number where it reads text (an internal
 * TypeError, exit 1 with no input named, after some platforms were already sent). Each problem
 * names the field, e.g. `builds[1].record.buildVersion`, before anything is sent. Fields that
 * are absent are left to options.ts (required ones) or derived there (older outputs).
 */
import {
  BUILD_FIELDS,
  type FieldKind,
  type Fields,
  type ProfileFacts,
  type PublishedBuild,
  type ReplacedBuild,
  type SizeChange,
} from '../../api/index.js';
import type { Checker } from '../options/checker.js';

/** What a top-level field holds: a record's kinds, or a web address (http(s), or '' for none). */
type BuildFieldKind = FieldKind | 'number' | 'web address';

/**
 * The fields of a PublishedBuild (api/upload/published-build.ts) and what each holds: every
 * field, so that one added there fails to compile here (record is checked by its declarations,
 * recordAsSent is never in the output notify reads).
 */
const PUBLISHED_BUILD_FIELDS = {
  buildKey: 'string',
  uploadKey: 'string',
  appKey: 'string',
  buildType: 'string',
  fileName: 'string',
  fileSize: 'number',
  published: 'boolean',
  buildShortcutUrl: 'string',
  installPageUrl: 'web address',
  qrCodeUrl: 'web address',
  buildPageUrl: 'web address',
  buildQrCodeUrl: 'web address',
  iconUrl: 'web address',
  iosInstallUrl: 'string',
  uploadSeconds: 'number',
  publishSeconds: 'number',
  alreadyPublished: 'boolean',
} as const satisfies Record<
  // The record, the install settings and the profile are checked field by field below.
  keyof Omit<
    PublishedBuild,
    'record' | 'recordAsSent' | 'installSettings' | 'profile' | 'replaces' | 'sizeChange'
  >,
  BuildFieldKind
>;

/** The fields of a PublishedBuild's `installSettings` (the upload's, api-v2 §4.1). */
const INSTALL_SETTINGS_FIELDS = {
  buildInstallType: 'integer',
  buildInstallDate: 'integer',
  buildInstallStartDate: 'string',
  buildInstallEndDate: 'string',
} as const;

/** The fields of a PublishedBuild's `profile` (ProfileFacts, README.md `profile-check`). */
const PROFILE_FIELDS = {
  kind: 'string',
  name: 'string',
  teamName: 'string',
  teamId: 'string',
  expires: 'string',
  deviceCount: 'integer',
} as const satisfies Record<keyof ProfileFacts, BuildFieldKind>;

/** The fields of a PublishedBuild's `replaces` (ReplacedBuild, README.md "Release health"). */
const REPLACED_FIELDS = {
  buildKey: 'string',
  appKey: 'string',
  version: 'string',
  buildNumber: 'integer',
  fileSize: 'integer',
  created: 'string',
  branch: 'string',
  chosen: 'string',
} as const satisfies Record<keyof ReplacedBuild, BuildFieldKind>;

/** The fields of a PublishedBuild's `sizeChange` (README.md "Size gate"). */
const SIZE_CHANGE_FIELDS = {
  bytes: 'integer',
  percent: 'number',
  baseBytes: 'integer',
  baseBuildKey: 'string',
} as const satisfies Record<keyof SizeChange, BuildFieldKind>;

/**
 * Records a problem with the `builds` input for each field of `value` (the parsed JSON: a list
 * of builds, or one build) whose value is not of its kind, `record` and its lists included.
 * Entries that are no object are left to the caller.
 * @returns true when every field present has the right kind
 */
export function checkBuildFields(check: Checker, value: unknown): boolean {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const problems: string[] = [];
  list.forEach((build, index) => {
    if (!isObject(build)) return;
    const path = Array.isArray(value) ? `builds[${index}]` : 'builds';
    problems.push(...fieldProblems(build, PUBLISHED_BUILD_FIELDS, path));
    if (isObject(build.record))
      problems.push(...fieldProblems(build.record, BUILD_FIELDS, `${path}.record`));
    problems.push(...settingsProblems(build.installSettings, `${path}.installSettings`));
    problems.push(...objectProblems(build.profile, PROFILE_FIELDS, `${path}.profile`));
    // A first build replaces none.
    if (build.replaces !== 'none')
      problems.push(...objectProblems(build.replaces, REPLACED_FIELDS, `${path}.replaces`));
    problems.push(...objectProblems(build.sizeChange, SIZE_CHANGE_FIELDS, `${path}.sizeChange`));
  });
  for (const problem of problems) check.add('builds', problem);
  return problems.length === 0;
}

function fieldProblems(
  object: Record<string, unknown>,
  fields: Readonly<Record<string, BuildFieldKind>>,
  path: string,
): string[] {
  return Object.entries(fields).flatMap(([name, declared]) => {
    const value = object[name];
    if (value === undefined) return [];
    const at = `${path}.${name}`;
    // A presence (hasPassword) is written as true or false.
    const kind = typeof declared === 'object' && 'presenceOf' in declared ? 'boolean' : declared;
    if (typeof kind === 'object') return listProblems(value, kind.listOf, at);
    return fits(kind, value) ? [] : [mismatch(at, value, expected(kind))];
  });
}

/** The problems of `installSettings`, which an output written before it existed lacks. */
function settingsProblems(value: unknown, path: string): string[] {
  return objectProblems(value, INSTALL_SETTINGS_FIELDS, path);
}

/** The problems of an optional object of `fields`. */
function objectProblems(
  value: unknown,
  fields: Readonly<Record<string, BuildFieldKind>>,
  path: string,
): string[] {
  if (value === undefined) return [];
  if (!isObject(value)) return [mismatch(path, value, 'an object')];
  return fieldProblems(value, fields, path);
}

/** The problems of a list of nested records (`otherApps`). */
function listProblems(value: unknown, fields: Fields, path: string): string[] {
  if (!Array.isArray(value)) return [mismatch(path, value, 'a list')];
  return value.flatMap((item, index) =>
    isObject(item)
      ? fieldProblems(item, fields, `${path}[${index}]`)
      : [mismatch(`${path}[${index}]`, item, 'an object')],
  );
}

function fits(kind: Exclude<BuildFieldKind, object>, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'web address':
      return typeof value === 'string' && (value === '' || /^https?:\/\/\S+$/i.test(value));
  }
}

function expected(kind: Exclude<BuildFieldKind, object>): string {
  const words = {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    'web address': 'an http(s) address or ""',
  } as const;
  return words[kind];
}

/** `builds[1].fileSize is text where the upload's output has a number`. */
function mismatch(path: string, value: unknown, wanted: string): string {
  return `${path} is ${described(value)} where the upload's output has ${wanted}`;
}

/** What a value is, in words (never the value itself: a long text would fill the line). */
function described(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return Number.isFinite(value) ? 'a number' : 'no number';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
