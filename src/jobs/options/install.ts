/**
 * Rules on install settings, run by the jobs' option checkers through `Checker.rule`. Errors name
 * the setting in kebab-case; the actions show it as `Input "name"`, the CLI as `Option --name`.
 */
import {
  INSTALL_TYPES,
  INSTALL_VALIDITIES,
  InputError,
  type InstallType,
  type YesNo,
} from '../../api/index.js';

/**
 * The install type, checked against the password: a password install needs one, and a password
 * without a password install would be silently dropped, so both are errors.
 * @param fallback the type when none was given (undefined: leave it unchanged)
 * @throws InputError naming password
 */
export function checkInstallType(
  installType: InstallType | undefined,
  password: string | undefined,
  fallback?: InstallType,
): InstallType | undefined {
  const type = installType ?? fallback;
  if (type === INSTALL_TYPES.password && !password) {
    throw new InputError(
      'password',
      (name) => `is required when ${name('install-type')} is password`,
    );
  }
  if (type !== INSTALL_TYPES.password && password) {
    throw new InputError(
      'password',
      (name) => `is only used when ${name('install-type')} is password`,
      {
        setting: 'install-type',
        value: 'password',
      },
    );
  }
  return type;
}

/** An install validity: 1 a date range (with both dates, YYYY-MM-DD), 2 valid for ever. */
export interface InstallValidity {
  /** undefined when nothing was given: the service keeps its setting. */
  validity: YesNo | undefined;
  startDate?: string;
  endDate?: string;
}

/**
 * The validity with its dates (already checked to be YYYY-MM-DD dates); dates alone imply a range.
 * @throws InputError for dates without a range, a range without both dates, or reversed dates
 */
export function checkInstallValidity(
  validity: YesNo | undefined,
  startDate: string | undefined,
  endDate: string | undefined,
): InstallValidity {
  const chosen = validity ?? (startDate || endDate ? INSTALL_VALIDITIES.range : undefined);
  if (chosen !== INSTALL_VALIDITIES.range) {
    if (startDate || endDate) {
      throw new InputError(
        'install-validity',
        (name) =>
          `must be range (or left out) when ${name('install-start-date')} or ${name('install-end-date')} is given`,
      );
    }
    return { validity: chosen };
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
      (name) => `${endDate} must be after ${name('install-start-date')} ${startDate}`,
    );
  }
  return { validity: chosen, startDate, endDate };
}

/**
 * The install type app/update needs: the service requires one with every app settings change
 * and accepts only password (2) or invite (3) there (service.md#app-settings).
 * @throws InputError naming install-type when it is missing or public
 */
export function checkAppInstallType(installType: InstallType | undefined): Exclude<InstallType, 1> {
  if (installType === undefined) {
    throw new InputError(
      'install-type',
      'is required by the service to change app settings (app/update): password or invite',
    );
  }
  // 1, public, is an upload setting only.
  if (installType === 1) {
    throw new InputError(
      'install-type',
      'must be password or invite to change app settings: app/update accepts no other',
    );
  }
  return installType;
}
