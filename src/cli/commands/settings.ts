/**
 * `pgyer update-settings`: app settings through app/update and build settings through
 * app/updateApp, calling only the operations whose settings were given (the update-settings
 * sub-action).
 */
import { Option, type Command } from 'commander';
import {
  BOOLEANS,
  BUILD_NUMBER_SOURCES,
  InputError,
  LANGUAGES,
  updateAppSettings,
  updateBuildSettings,
  viewApp,
  withoutPassword,
  type BuildRecord,
  type Transport,
} from '../../api/index.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { detailTable } from '../format.js';
import { addInstallTypeOptions, addInstallValidityOptions } from '../install-options.js';
import { secretOption, wordOption } from '../options.js';
import { planSettings, TEMPLATES, type SettingsOptions } from '../settings-options.js';

/** Adds `update-settings`. */
export function addSettingsCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<SettingsOptions>(
    program,
    environment,
    'update-settings',
    "change an app's settings (with --app-key) and a build's settings (with --user-key)",
    (command) =>
      addInstallValidityOptions(
        addInstallTypeOptions(
          command
            .option('--app-key <key>', 'the app whose settings change (app/update)')
            .option(
              '--build-key <key>',
              "the build whose settings change; default the app's latest",
            )
            .addOption(
              secretOption(
                '--user-key <key>',
                'the user key build settings need (app/updateApp)',
                environment.secrets,
                'PGYER_USER_KEY',
              ),
            ),
          environment.secrets,
        ),
      )
        .addOption(wordOption('--language <word>', 'install page language', LANGUAGES))
        .addOption(
          wordOption(
            '--build-number-source <word>',
            'whose build number is shown',
            BUILD_NUMBER_SOURCES,
          ),
        )
        .addOption(wordOption('--auto-sync <word>', 'sync the app to the app group', BOOLEANS))
        .addOption(
          wordOption('--show-service-copyright <word>', "show the service's copyright", BOOLEANS),
        )
        .addOption(
          wordOption('--qr-code-show-icon <word>', 'the app icon in the QR code', BOOLEANS),
        )
        .addOption(wordOption('--feedback <word>', 'accept feedback from testers', BOOLEANS))
        .addOption(
          new Option(
            '--template <word>',
            `install page template: ${TEMPLATES.join(', ')}`,
          ).argParser((value: string) => {
            const template = TEMPLATES.find((name) => name === value.trim().toLowerCase());
            if (!template)
              throw new InputError('template', `"${value}" is not one of ${TEMPLATES.join(', ')}`);
            return template;
          }),
        )
        .option('--shortcut <shortcut>', 'short link of the install page')
        .option('--description <text>', 'build description')
        .option('--update-description <text>', 'release notes')
        .option('--build-version <version>', 'version shown for the build')
        .option('--screenshot <path>', 'a screenshot image to attach to the build'),
    async (context, _args, options) => {
      context.requireV2('app/updateApp');
      const plan = await planSettings(options);
      const transport = context.transport();
      let after: BuildRecord | undefined;
      if (plan.appSettings && plan.appKey) {
        if (plan.buildKey && !plan.buildSettings) {
          context.logger.warning(
            '--build-key is not used: app settings apply to every build of the app',
          );
        }
        after = await updateAppSettings(transport, plan.appKey, plan.appSettings);
        context.note(`Changed the app settings of ${plan.appKey}: ${plan.appOptions.join(', ')}`);
      }
      if (plan.buildSettings) {
        const buildKey = plan.buildKey ?? (await latestBuildKey(transport, plan.appKey));
        const update = { ...plan.buildSettings.update, buildKey };
        after = await updateBuildSettings(transport, plan.buildSettings.userKey, update);
        context.note(
          `Changed the settings of build ${buildKey ?? ''}: ${plan.buildOptions.join(', ')}`,
        );
      }
      const record = withoutPassword(after ?? {});
      context.print(record, () => detailTable(record));
    },
  );
}

/**
 * The key of the app's latest build (app/view): app/updateApp names a build, and planSettings
 * lets build settings go without --build-key only when --app-key is given.
 */
async function latestBuildKey(
  transport: Transport,
  appKey: string | undefined,
): Promise<string | undefined> {
  return appKey ? (await viewApp(transport, appKey)).buildKey : undefined;
}
