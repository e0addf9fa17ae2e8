/**
 * Reading apps and builds: `apps`, `builds`, `view`, `info`, `shortcut`, `check`
 * (service.md#build-reads).
 */
import type { Command } from 'commander';
import {
  ApiError,
  checkForUpdate,
  ErrorCode,
  PgyerError,
  getBuildByShortcut,
  getBuildInfo,
  listBuilds,
  listMyApps,
  v1,
  viewApp,
  type BuildRecord,
} from '../../api/index.js';
import { apiCommand, type CommandContext, type RunEnvironment } from '../context.js';
import { appHeading, buildDetails } from '../build-details.js';
import { appTable, buildTable, detailTable } from '../format.js';
import { integerOption } from '../options.js';
import { addPagingOptions, printPaged, type PagingOptions } from '../paging.js';
import { requiredAppKey } from '../app-key.js';

/**
 * Prints one build record (the decoder has left out its install password: hasPassword): in
 * labelled words, or as the service sent it with --json.
 */
function printBuild(context: CommandContext, record: BuildRecord): Promise<void> {
  return context.print(record, () => buildDetails(record, context.connection.apiUrl));
}

/**
 * app/view's 1093 ("no information found") for a buildKey of another app, or of none, in the
 * CLI's words: `build X is not a build of app Y (or does not exist): list them with `pgyer builds
 * Y``; any other error as it is.
 */
function notABuildOf(error: unknown, appKey: string, buildKey: string): unknown {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.NoInformation) return error;
  return new PgyerError(
    `build ${buildKey} is not a build of app ${appKey} (or does not exist): list them with \`pgyer builds ${appKey}\``,
  );
}

/** Adds the read commands on apps and builds. */
export function addAppCommands(program: Command, environment: RunEnvironment): void {
  addAppsCommand(program, environment);
  addBuildsCommand(program, environment);
  addViewCommand(program, environment);
  addInfoCommand(program, environment);
  addShortcutCommand(program, environment);
  addCheckCommand(program, environment);
}

/** `apps`: your apps, the latest build of each, page by page. */
function addAppsCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<PagingOptions>(
    program,
    environment,
    'apps',
    'list your apps, the latest build of each (app/listMy; 1.0: app/listAll)',
    addPagingOptions,
    async (context, _args, options) => {
      const transport = context.transport();
      const fetchPage =
        context.options.api === 'v1'
          ? (page?: number) => v1.listApps(transport, { page })
          : (page?: number) => listMyApps(transport, page);
      await printPaged(context, options, fetchPage, appTable);
    },
  );
}

/**
 * `builds`: an app's builds, newest first, the table marking the newest version (the build
 * app/view answers: the one set-newest marked, else the latest; testers install it), under the
 * app's name and platform. Both are best-effort: the list prints without them when app/view fails. `--json` prints the list as
 * app/builds answered it, without asking app/view.
 */
function addBuildsCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<PagingOptions>(
    program,
    environment,
    // Optional for commander, so that a missing key gets the way to find it (APPS_HINT).
    'builds [APP_KEY]',
    "list an app's builds, uploaded last first, marking the newest version (app/builds, app/view)",
    addPagingOptions,
    async (context, [givenAppKey], options) => {
      const appKey = requiredAppKey(givenAppKey);
      const transport = context.transport();
      const v2 = context.options.api === 'v2';
      const list = v2 ? listBuilds : v1.listBuilds;
      const newest = context.json
        ? undefined
        : await (v2 ? viewApp(transport, appKey) : v1.viewApp(transport, appKey)).catch(
            () => undefined,
          );
      // The app's name and platform, the same on every row, head the table instead.
      const heading = newest ? `${appHeading(newest)}\n` : '';
      await printPaged(
        context,
        options,
        (page) => list(transport, appKey, page),
        (builds) => `${heading}${buildTable(builds, newest?.buildKey)}`,
      );
    },
  );
}

/** `view`: an app's current build, or one of its builds, in detail. */
function addViewCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    // Optional for commander, so that a missing key gets the way to find it (requiredAppKey).
    'view [APP_KEY] [BUILD_KEY]',
    "an app's current build, or one of its builds, in detail (app/view)",
    (command) => command,
    async (context, [givenAppKey, buildKey]) => {
      const appKey = requiredAppKey(givenAppKey);
      const transport = context.transport();
      let record: BuildRecord;
      if (context.options.api === 'v2') {
        record = await viewApp(transport, appKey, buildKey).catch((error: unknown) => {
          throw buildKey === undefined ? error : notABuildOf(error, appKey, buildKey);
        });
      } else {
        // 1.0 names a build alone (app/view) and an app alone (app/viewGroup).
        record = buildKey
          ? await v1.viewBuild(transport, buildKey)
          : await v1.viewApp(transport, appKey);
      }
      await printBuild(context, record);
    },
  );
}

/** `info`: the publish state of a build, and its record once published. */
function addInfoCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'info <BUILD_KEY>',
    'the publish state of a build, and its record once published (app/buildInfo)',
    (command) => command,
    async (context, [buildKey = '']) => {
      context.requireV2('app/buildInfo');
      const info = await getBuildInfo(context.transport(), buildKey);
      if (info.state === 'published') {
        await printBuild(context, info.build);
        return;
      }
      await context.print(info, () => detailTable(info));
    },
  );
}

/** `shortcut`: the latest build behind a short link. */
function addShortcutCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'shortcut <SLUG>',
    'the latest build behind a short link (app/getByShortcut)',
    (command) => command,
    async (context, [slug = '']) => {
      const transport = context.transport();
      const get = context.options.api === 'v1' ? v1.getBuildByShortcut : getBuildByShortcut;
      // People paste the whole link: the service wants its last segment only.
      const shortcut = slug.replace(/\/+$/, '').split('/').pop() ?? '';
      await printBuild(context, await get(transport, shortcut));
    },
  );
}

/** `check`: whether a newer build than the given one exists. */
function addCheckCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<{ buildVersion?: string; buildNumber?: number; channelKey?: string }>(
    program,
    environment,
    'check <APP_KEY>',
    'whether a newer build than the given one exists (app/check)',
    (command) =>
      command
        .option('--build-version <version>', "the app's own version on the device")
        .addOption(
          integerOption('--build-number <n>', "the service's build number on the device", 0, 1e9),
        )
        .option('--channel-key <key>', 'the channel to check'),
    async (context, [appKey = ''], options) => {
      context.requireV2('app/check');
      const answer = await checkForUpdate(context.transport(), {
        appKey,
        buildVersion: options.buildVersion,
        buildBuildVersion: options.buildNumber,
        channelKey: options.channelKey,
      });
      await context.print(answer, () => detailTable(answer));
    },
  );
}
