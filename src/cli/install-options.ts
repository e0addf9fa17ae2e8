/**
 * Install settings shared by `upload` and `update-settings`: type with password, and validity
 * with its dates. The checks are those of the actions (design.md §2), on option values.
 */
import type { Command } from 'commander';
import {
  INSTALL_TYPES,
  INSTALL_VALIDITIES,
  InputError,
  type InstallType,
  type YesNo,
} from '../api/index.js';
import { dateOption, secretOption, wordOption } from './options.js';

/** The install options as commander parses them. */
export interface InstallOptions {
  installType?: InstallType;
  password?: string;
  installValidity?: YesNo;
  installStartDate?: string;
  installEndDate?: string;
}

/** Adds --install-type and --password. */
export function addInstallTypeOptions(command: Command, secrets: Set<string>): Command {
  return command
    .addOption(wordOption('--install-type <word>', 'who may install', INSTALL_TYPES))
    .addOption(
      secretOption(
        '--password <password>',
        'install password (with --install-type password)',
        secrets,
      ),
    );
}

/** Adds --install-validity, --install-start-date and --install-end-date. */
export function addInstallValidityOptions(command: Command): Command {
  return command
    .addOption(
      wordOption(
        '--install-validity <word>',
        'how long testers may install',
        INSTALL_VALIDITIES,
        'unchanged',
      ),
    )
    .addOption(
      dateOption('--install-start-date <date>', 'first install day, YYYY-MM-DD (implies range)'),
    )
    .addOption(
      dateOption('--install-end-date <date>', 'last install day, YYYY-MM-DD (implies range)'),
    );
}

/**
 * The install type, checked against the password: a password install needs one, and a password
 * without a password install would be silently dropped, so both are errors.
 * @param fallback the type when --install-type is not given (undefined: leave it unchanged)
 * @throws InputError naming --install-type or --password
 */
export function checkInstallType(
  options: InstallOptions,
  fallback?: InstallType,
): InstallType | undefined {
  const installType = options.installType ?? fallback;
  if (installType === INSTALL_TYPES.password && !options.password) {
    throw new InputError('password', 'is required when --install-type is password');
  }
  if (installType !== INSTALL_TYPES.password && options.password) {
    throw new InputError('password', 'is only used with --install-type password');
  }
  return installType;
}

/** An install validity: 1 a date range (with both dates), 2 valid for ever, undefined unchanged. */
export interface InstallValidity {
  validity: YesNo | undefined;
  startDate?: string;
  endDate?: string;
}

/**
 * The validity with its dates; dates alone imply a range.
 * @throws InputError for a range without both dates, dates without a range, or reversed dates
 */
export function checkInstallValidity(options: InstallOptions): InstallValidity {
  const { installStartDate: startDate, installEndDate: endDate } = options;
  const validity =
    options.installValidity ?? (startDate || endDate ? INSTALL_VALIDITIES.range : undefined);
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
      `${endDate} must be after --install-start-date ${startDate}`,
    );
  }
  return { validity, startDate, endDate };
}
