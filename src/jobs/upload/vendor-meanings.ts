/**
 * The combinations of the vendor's inputs that its action sends as they are and the service
 * publishes with, though a part of them has no effect there (service.md#upload-token): our checks
 * refuse them under our own names, since there they are mistakes. Under the vendor's names they
 * mean what the service made of them, so that a workflow switches by its `uses:` line alone; a
 * warning says what was left out and how to get what the input seems to ask for.
 */
import { INSTALL_TYPES } from '../../api/index.js';
import type { RawValue } from '../options/checker.js';
import { meaningOf, VENDOR_ACTION, vendorNameOf } from './vendor-aliases.js';

/** The settings as read (aliases moved to their settings), changed in place. */
type RawSettings = Record<string, RawValue>;

/**
 * Applies the service's reading to `raw` where the vendor's names gave the settings:
 * - buildPassword without buildInstallType 2: buildInstallType defaults to 1, public, and the
 *   service uses a password only for a password install, so the password is not sent;
 * - install dates with buildInstallDate 2, or without buildInstallDate (the validity is left as
 *   it is): the service ignores them, so they are not sent.
 * buildInstallType 2 with an empty buildPassword stays refused, though the service made it public:
 * a password secret missing from the workflow would otherwise publish a build meant to be
 * protected to anyone with the link.
 * @param usedAliases setting → the vendor's name its value came from
 * @param warn gets one warning per combination taken (never a value of the password)
 */
export function asTheServiceTakesThem(
  raw: RawSettings,
  usedAliases: ReadonlyMap<string, string>,
  warn: (message: string) => void,
): void {
  const fromVendor = (setting: string) => usedAliases.has(setting);
  const type = meaningOf('install-type', raw['install-type']) ?? 'public';
  const typeName = INSTALL_TYPES[type];
  if (fromVendor('password') && typeName !== undefined && type !== 'password') {
    delete raw.password;
    warn(
      'buildPassword is not used: without buildInstallType: 2 the service makes ' +
        `${type === 'invite' ? 'an' : 'a'} ${type} install (buildInstallType ${typeName}) and ` +
        `ignores the password, as it did with ${VENDOR_ACTION}, so the password is not sent. ` +
        'For a password install, add buildInstallType: 2 (install-type: password).',
    );
  }
  const dates = (['install-start-date', 'install-end-date'] as const).filter(fromVendor);
  const validity = meaningOf('install-validity', raw['install-validity']);
  if (dates.length === 0 || (validity !== undefined && validity !== 'long-term')) return;
  for (const date of dates) raw[date] = undefined;
  const names = dates.map(vendorNameOf).join(' and ');
  const [are, they] = dates.length > 1 ? ['are', 'they are'] : ['is', 'it is'];
  warn(
    `${names} ${are} not used: ` +
      (validity === undefined
        ? 'without buildInstallDate the service ignores install dates and leaves the install validity as it is'
        : 'with buildInstallDate 2 (long-term) the service ignores install dates') +
      `, as it did with ${VENDOR_ACTION}, so ${they} not sent. ` +
      'For a date range, set buildInstallDate: 1 (install-validity: range).',
  );
}
