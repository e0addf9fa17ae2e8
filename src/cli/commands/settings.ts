/**
 * `pgyer update-settings`: the update-settings job (src/jobs/update-settings): app settings
 * through app/update and build settings through app/updateApp, only those given.
 */
import type { Command } from 'commander';
import { BOOLEANS, BUILD_NUMBER_SOURCES, LANGUAGES } from '../../api/index.js';
import type { CONNECTION_SETTINGS } from '../../jobs/options/connection.js';
import {
  checkUpdateSettingsOptions,
  TEMPLATES,
  type UpdateSettingsSetting,
} from '../../jobs/update-settings/options.js';
import { runUpdateSettings, throwIfSettingsFailed } from '../../jobs/update-settings/run.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { detailTable } from '../format.js';
import { addSettingOptions, SHARED_BUILD_OPTIONS, wordsOf, type SettingSpecs } from '../options.js';

/** The update-settings settings as options. */
const OPTIONS: SettingSpecs<Exclude<UpdateSettingsSetting, (typeof CONNECTION_SETTINGS)[number]>> =
  {
    ...SHARED_BUILD_OPTIONS,
    'app-key': { value: '<key>', help: 'the app whose settings change (app/update)' },
    'build-key': {
      value: '<key>',
      help: "the build whose settings change; default the app's latest",
    },
    'user-key': {
      value: '<key>',
      help: 'the user key build settings need (app/updateApp)',
      secret: true,
    },
    shortcut: { value: '<shortcut>', help: 'short link of the install page' },
    language: { value: '<word>', help: `install page language: ${wordsOf(LANGUAGES)}` },
    'build-number-source': {
      value: '<word>',
      help: `whose build number is shown: ${wordsOf(BUILD_NUMBER_SOURCES)}`,
    },
    'auto-sync': { value: '<word>', help: `sync the app to the app group: ${wordsOf(BOOLEANS)}` },
    'show-service-copyright': {
      value: '<word>',
      help: `show the service's copyright: ${wordsOf(BOOLEANS)}`,
    },
    'qr-code-show-icon': {
      value: '<word>',
      help: `the app icon in the QR code: ${wordsOf(BOOLEANS)}`,
    },
    feedback: { value: '<word>', help: `accept feedback from testers: ${wordsOf(BOOLEANS)}` },
    template: { value: '<word>', help: `install page template: ${TEMPLATES.join(', ')}` },
    'build-version': { value: '<version>', help: 'version shown for the build' },
    screenshot: { value: '<path>', help: 'a screenshot image to attach to the build' },
  };

/** Adds `update-settings`. */
export function addSettingsCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'update-settings',
    "change an app's settings (with --app-key) and a build's settings (with --user-key)",
    (command) => addSettingOptions(command, OPTIONS, environment.secrets),
    async (context) => {
      context.requireV2('app/updateApp');
      const options = await checkUpdateSettingsOptions(context.raw);
      const result = await runUpdateSettings(context.startJob(options), options);
      await context.print(result.record, () => detailTable(result.record));
      throwIfSettingsFailed(result);
    },
  );
}
