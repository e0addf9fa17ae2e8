/** Install settings shared by upload-and-wait and update-settings: type, password, validity. */
import { INSTALL_TYPES, INSTALL_VALIDITIES, type InstallType } from '../../api/index.js';
import {
  checkInstallType,
  checkInstallValidity,
  type InstallValidity,
} from '../../rules/install.js';
import { dateInput, wordInput } from './inputs.js';

/**
 * install-type, checked against the password (see checkInstallType).
 * @param fallback the type when the input is empty (undefined: leave it unchanged)
 * @throws InputError naming install-type or password
 */
export function readInstallType(password: string, fallback?: InstallType): InstallType | undefined {
  return checkInstallType(wordInput('install-type', INSTALL_TYPES), password, fallback);
}

/**
 * install-validity with install-start-date and install-end-date (see checkInstallValidity).
 * @throws InputError for a bad word or date, a range without both dates, or reversed dates
 */
export function readInstallValidity(): InstallValidity {
  return checkInstallValidity(
    wordInput('install-validity', INSTALL_VALIDITIES, 'unchanged'),
    dateInput('install-start-date'),
    dateInput('install-end-date'),
  );
}
