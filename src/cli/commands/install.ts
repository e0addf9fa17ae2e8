/**
 * `pgyer install-url BUILD_KEY`: the install address and the iOS in-app link
 * (service.md#install-links).
 */
import type { Command } from 'commander';
import { installAddress, iosInstallLink, v1, webOriginFor } from '../../api/index.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { secretOption } from '../options.js';

/** Adds `install-url`. */
export function addInstallCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<{ password?: string }>(
    program,
    environment,
    'install-url <BUILD_KEY>',
    'print the address that installs a build (it carries your api key) and the iOS in-app link',
    (command) =>
      command.addOption(
        secretOption(
          '--password <password>',
          'install password of a password install',
          environment.secrets,
        ),
      ),
    (context, [buildKey = ''], options) => {
      const { apiKey, apiUrl } = context.connection;
      // Printing the api key is what this command is for, so the address goes to stdout only,
      // never through the logger or into an error.
      const installUrl =
        context.options.api === 'v1'
          ? v1.installAddress(apiUrl, apiKey, buildKey, options.password)
          : installAddress(apiUrl, apiKey, { buildKey }, options.password);
      const iosInstallUrl = iosInstallLink(webOriginFor(apiUrl), buildKey, options.password);
      context.print({ buildKey, installUrl, iosInstallUrl }, () =>
        [`install address: ${installUrl}`, `iOS in-app link: ${iosInstallUrl}`].join('\n'),
      );
      if (!context.json) {
        context.note(
          'The install address carries your api key: hand it to a device, do not publish it.',
        );
      }
    },
  );
}
