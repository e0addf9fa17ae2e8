/**
 * One build record for people, in labelled words (`pgyer view`, `info`, `shortcut`,
 * `update-settings`): what it is, its keys, whether testers get it, who may install it, until
 * when, in which language, and its install page. `--json` prints the record as the service sent
 * it, every field (api-v2 §2.2 build record, service.md#records).
 */
import { webOriginFor, webPageOf, type BuildRecord, type BuildType } from '../api/index.js';
import { buildNumberText, PLATFORM_NAMES, versionText } from '../common/build-view.js';
import { serviceDaysAsShown } from '../common/time.js';
import { formatField, labelledBlock } from './format.js';

/** appLang (api-v2 §2.2): 1 Chinese, 2 English, 3 automatic. */
const LANGUAGE_NAMES: Readonly<Record<number, string>> = {
  1: 'Chinese',
  2: 'English',
  3: "automatic (the visitor's language)",
};

/** The field's word (formatField), '' when the record lacks it. */
function word(record: BuildRecord, field: keyof BuildRecord): string {
  const value = record[field];
  return value === undefined || value === '' ? '' : formatField(field, value);
}

/** `yes: …` or `no` for a 1/2 flag, with what `yes` means; '' when absent. */
function flag(record: BuildRecord, field: keyof BuildRecord, meaning: string): string {
  const said = word(record, field);
  return said === 'yes' && meaning ? `yes: ${meaning}` : said;
}

/** When the app's builds may be installed (appIsInstallDate: 1 a range, 2 long-term). */
function validityOf(record: BuildRecord): string {
  if (record.appIsInstallDate === 2) return 'long-term';
  if (record.appIsInstallDate !== 1) return '';
  return serviceDaysAsShown(record.appInstallStartDate, record.appInstallEndDate);
}

/** The install page: the short link's page, else the buildKey's (service.md#install-page). */
function installPageOf(record: BuildRecord, apiUrl: string): string {
  // An empty short link (service.md#quirks) falls back to the buildKey's page.
  const slug = [record.buildShortcutUrl, record.buildKey].find(Boolean);
  return slug ? webPageOf(webOriginFor(apiUrl), slug) : '';
}

/** The record's platform (`ios`), '' when it does not say. */
function typeOf(record: BuildRecord): BuildType | '' {
  return word(record, 'buildType') as BuildType | '';
}

/** The app's name and platform, as a list of its builds is headed: `Appium Settings, Android`. */
export function appHeading(record: BuildRecord): string {
  const type = typeOf(record);
  return [record.buildName ?? record.appKey ?? 'App', type ? PLATFORM_NAMES[type] : '']
    .filter(Boolean)
    .join(', ');
}

/** The heading line: `Appium Settings 8.0.10 (version code 192), Android`. */
function headingOf(record: BuildRecord): string {
  const type = typeOf(record);
  const version = versionText(
    record.buildVersion ?? '',
    record.buildVersionNo ?? '',
    type || 'android',
  );
  const platform = type ? PLATFORM_NAMES[type] : '';
  const name = [record.buildName, version].filter(Boolean).join(' ');
  return [name === '' ? (record.buildKey ?? 'Build') : name, platform].filter(Boolean).join(', ');
}

/**
 * `record` as a heading and labelled lines within the output width (labelledLines), then where
 * to find the other fields.
 * @param apiUrl the service origin in use, for the install page's origin
 */
export function buildDetails(record: BuildRecord, apiUrl: string): string {
  const build = record.buildBuildVersion;
  const language = record.appLang === undefined ? '' : (LANGUAGE_NAMES[record.appLang] ?? '');
  const block = labelledBlock(headingOf(record), [
    ['pgyer build', buildNumberText(build === undefined ? '' : String(build))],
    ['build key', record.buildKey ?? ''],
    ['app key', record.appKey ?? ''],
    ['newest', flag(record, 'buildIsLastest', 'testers installing the app get this build')],
    ['first build', word(record, 'buildIsFirst')],
    ['uploaded', word(record, 'buildCreated')],
    ['size', word(record, 'buildFileSize')],
    ['identifier', record.buildIdentifier ?? ''],
    ['install page', installPageOf(record, apiUrl)],
    ['install access', word(record, 'buildInstallType')],
    ['validity', validityOf(record)],
    ['language', language],
    ['feedback', word(record, 'buildIsAcceptFeedback')],
    ['description', record.buildDescription ?? ''],
    ['release notes', record.buildUpdateDescription ?? ''],
  ]);
  return `${block}\n(every field as the service sent it: --json)`;
}
