/**
 * `pgyer install-url BUILD_KEY`: the install address and the iOS in-app link
 * (service.md#install-links).
 */
import type { Command } from 'commander';
import { installAddress, iosInstallLink, v1, webOriginFor } from '../../api/index.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { secretOption } from '../options.js';

/** Said in place of an address that carries a secret, without --reveal. */
const HIDDEN = 'hidden: it carries your api key (--reveal prints it)';
const HIDDEN_PASSWORD = 'hidden: it carries the install password (--reveal prints it)';
/** Said on stderr when --json prints the addresses without --reveal, as 1.0 did. */
const LEGACY_JSON_WARNING =
  'warning: installUrl carries your api key; --json prints it without --reveal only until ' +
  'version 2.0.0 (deprecated): add --reveal to keep it, or use iosInstallUrl and the install page.';

/** Adds `install-url`. */
export function addInstallCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<{ password?: string; reveal?: boolean }>(
    program,
    environment,
    'install-url <BUILD_KEY>',
    'print the iOS in-app link of a build, and with --reveal the install address (it carries your api key)',
    (command) =>
      command
        .addOption(
          secretOption(
            '--password <password>',
            'install password of a password install',
            environment.secrets,
          ),
        )
        .option(
          '--reveal',
          'also print the addresses that carry a secret: the install address (your api key), and the links with --password',
        ),
    async (context, [buildKey = ''], options) => {
      const { apiKey, apiUrl } = context.connection;
      const { password, reveal = false } = options;
      // 1.0 printed both links with --json, without --reveal: scripts that read them keep them
      // until 2.0 (README "Versions"), told on stderr to add --reveal.
      const legacyJson = context.json && !reveal;
      const shown = reveal || legacyJson;
      // Secrets are printed only when asked for, and then only here: on stdout, never through the
      // logger or into an error.
      let installUrl: string | undefined;
      if (shown) {
        installUrl =
          context.options.api === 'v1'
            ? v1.installAddress(apiUrl, apiKey, buildKey, password)
            : installAddress(apiUrl, apiKey, { buildKey }, password);
      }
      const iosInstallUrl =
        shown || password === undefined
          ? iosInstallLink(webOriginFor(apiUrl), buildKey, password)
          : undefined;
      await context.print(
        { buildKey, installUrl, iosInstallUrl },
        () =>
          [
            `install address: ${installUrl ?? HIDDEN}`,
            `iOS in-app link: ${iosInstallUrl ?? HIDDEN_PASSWORD}`,
          ].join('\n'),
        shown,
      );
      if (legacyJson) context.note(LEGACY_JSON_WARNING);
      else if (reveal && !context.json) {
        context.note(
          'The install address carries your api key: hand it to a device, do not publish it.',
        );
      }
    },
  );
}
