/**
 * The install options of `upload` and `update-settings`: type with password, and validity with
 * its dates; src/rules/install.ts checks them, as it does the actions' inputs.
 */
import type { Command } from 'commander';
import { INSTALL_TYPES, INSTALL_VALIDITIES, type InstallType, type YesNo } from '../api/index.js';
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
