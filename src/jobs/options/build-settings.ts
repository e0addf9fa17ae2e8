/**
 * The build settings upload and update-settings share (service.md#upload-token,
 * service.md#app-settings): who may install, the install password, the install window and the
 * texts, declared once for both jobs.
 */
import { INSTALL_TYPES, INSTALL_VALIDITIES } from '../../api/index.js';
import type { Checker, Raw } from './checker.js';
import { checkInstallValidity, type InstallValidity } from './install.js';
import { textSetting, wordSetting, type Setting } from './setting.js';

/** Who may install: public, password or invite (or the service's 1, 2, 3). */
export const INSTALL_TYPE = wordSetting({
  name: 'install-type',
  help: 'who may install',
  value: '<word>',
  words: INSTALL_TYPES,
});

/** The install password: a secret, read by the CLI from PGYER_INSTALL_PASSWORD. */
export const PASSWORD = textSetting({
  name: 'password',
  help: 'install password; required when install-type is password',
  value: '<password>',
  secret: { env: 'PGYER_INSTALL_PASSWORD' },
});

/**
 * The word that leaves install-validity as it is (design.md §2). It has that meaning there only:
 * `description: Unchanged` is a text to send.
 */
export const KEEP_VALIDITY = 'unchanged';

/** How long testers may install: unchanged, range or long-term (or the service's 1, 2). */
export const INSTALL_VALIDITY = wordSetting({
  name: 'install-validity',
  help: 'how long testers may install',
  value: '<word>',
  words: INSTALL_VALIDITIES,
  unsetWord: KEEP_VALIDITY,
});

/** A calendar date, YYYY-MM-DD. */
function dateSetting<const Name extends string>(name: Name, help: string) {
  return {
    name,
    help,
    value: '<date>',
    check: (check, value) => check.date(name, value),
  } as const satisfies Setting<Name, string | undefined>;
}

/** The first day testers can install. */
export const INSTALL_START_DATE = dateSetting(
  'install-start-date',
  'first day testers can install, YYYY-MM-DD',
);
/** The last day testers can install. */
export const INSTALL_END_DATE = dateSetting(
  'install-end-date',
  'last day testers can install, YYYY-MM-DD; after install-start-date',
);

/** The build's description. */
export const DESCRIPTION = textSetting({
  name: 'description',
  help: 'app description (buildDescription)',
  value: '<text>',
});
/** The build's release notes. */
export const UPDATE_DESCRIPTION = textSetting({
  name: 'update-description',
  help: 'release notes of this build (buildUpdateDescription)',
  value: '<text>',
});

/**
 * install-validity, install-start-date and install-end-date from `raw`, each by its setting, then
 * as a whole (checkInstallValidity: dates alone mean a range, a range needs both, in order); a
 * problem is recorded in `check` and `{ validity: undefined }` stands in.
 */
export function checkValiditySettings(
  check: Checker,
  raw: Raw<'install-validity' | 'install-start-date' | 'install-end-date'>,
): InstallValidity {
  const validity = INSTALL_VALIDITY.check(check, raw['install-validity']);
  const startDate = INSTALL_START_DATE.check(check, raw['install-start-date']);
  const endDate = INSTALL_END_DATE.check(check, raw['install-end-date']);
  // A value refused on its own is not reported again as missing from the range.
  const refused = [INSTALL_VALIDITY, INSTALL_START_DATE, INSTALL_END_DATE].some((setting) =>
    check.failed(setting.name),
  );
  if (refused) return { validity: undefined };
  return check.rule({ validity: undefined }, () =>
    checkInstallValidity(validity, startDate, endDate),
  );
}
