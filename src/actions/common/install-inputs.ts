/** Install settings shared by upload-and-wait and update-settings: type, password, validity. */
import {
  INSTALL_TYPES,
  INSTALL_VALIDITIES,
  InputError,
  type InstallType,
  type YesNo,
} from '../../api/index.js';
import { dateInput, wordInput } from './inputs.js';

/**
 * install-type, checked against the password: a password install needs one, and a password
 * without a password install would be silently dropped, so both are errors.
 * @param fallback the type when the input is empty (undefined: leave it unchanged)
 * @throws InputError naming install-type or password
 */
export function readInstallType(password: string, fallback?: InstallType): InstallType | undefined {
  const installType = wordInput('install-type', INSTALL_TYPES) ?? fallback;
  if (installType === INSTALL_TYPES.password && !password) {
    throw new InputError('password', 'is required when install-type is password');
  }
  if (installType !== INSTALL_TYPES.password && password) {
    throw new InputError(
      'password',
      'is only used when install-type is password; set install-type: password',
    );
  }
  return installType;
}

/** An install validity: 1 a date range (with both dates, YYYY-MM-DD), 2 valid for ever. */
export interface InstallValidity {
  validity: YesNo | undefined;
  startDate?: string;
  endDate?: string;
}

/**
 * install-validity with install-start-date and install-end-date; dates alone imply a range.
 * @returns validity undefined when nothing was given (the service keeps its setting)
 * @throws InputError for a bad word or date, a range without both dates, or reversed dates
 */
export function readInstallValidity(): InstallValidity {
  const startDate = dateInput('install-start-date');
  const endDate = dateInput('install-end-date');
  const chosen = wordInput('install-validity', INSTALL_VALIDITIES, 'unchanged');
  const validity = chosen ?? (startDate || endDate ? INSTALL_VALIDITIES.range : undefined);
  if (validity !== INSTALL_VALIDITIES.range) {
    if (startDate || endDate) {
      throw new InputError(
        'install-validity',
        'must be range (or left out) when install dates are given',
      );
    }
    return { validity };
  }
  if (!startDate || !endDate) {
    throw new InputError(
      startDate ? 'install-end-date' : 'install-start-date',
      'is required for an install validity range',
    );
  }
  if (endDate <= startDate) {
    throw new InputError(
      'install-end-date',
      `${endDate} must be after install-start-date ${startDate}`,
    );
  }
  return { validity, startDate, endDate };
}
