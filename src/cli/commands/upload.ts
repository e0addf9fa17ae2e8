/** `pgyer upload FILE...`: upload-and-wait for any CI (design.md §2 upload-and-wait). */
import { Option, type Command } from 'commander';
import {
  OVERSEA,
  parseBuildType,
  publishAll,
  PgyerError,
  withoutPassword,
  type PublishedBuild,
  type PublishOutcome,
} from '../../api/index.js';
import { apiCommand, type CommandContext, type RunEnvironment } from '../context.js';
import { table } from '../format.js';
import { addInstallTypeOptions, addInstallValidityOptions } from '../install-options.js';
import { integerOption, repeatableOption, secretOption, wordOption } from '../options.js';
import { barProgress, lineProgress } from '../progress.js';
import { toPublishRequests, type UploadOptions } from '../upload-options.js';

/** Adds `upload`. */
export function addUploadCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<UploadOptions, [string[]]>(
    program,
    environment,
    'upload <FILE...>',
    'upload .ipa, .apk or .hap files and wait until the service has published them',
    (command) =>
      addInstallValidityOptions(
        addInstallTypeOptions(
          command.addOption(
            new Option(
              '--build-type <word>',
              'auto (from the extension), ios, android or harmony',
            ).argParser((value: string) =>
              value.trim().toLowerCase() === 'auto'
                ? undefined
                : parseBuildType('build-type', value, ['auto']),
            ),
          ),
          environment.secrets,
        ),
      )
        .option('--description <text>', 'build description')
        .option('--update-description <text>', 'release notes')
        .option('--update-description-file <path>', 'read the release notes from this UTF-8 file')
        .option('--channel-shortcut <shortcut>', 'short link of the channel to update')
        .addOption(
          wordOption('--oversea <word>', 'accelerated upload from outside China', OVERSEA, 'auto'),
        )
        .option('--harmony-certificate <path>', 'the .p12 signing certificate a .hap needs')
        .addOption(
          secretOption(
            '--harmony-certificate-password <password>',
            "the certificate's password",
            environment.secrets,
          ),
        )
        .addOption(repeatableOption('--harmony-hsp <path>', 'an .hsp dependency of the .hap'))
        .option('--no-wait', 'return once uploaded, without waiting until published')
        .addOption(
          integerOption(
            '--wait-timeout-seconds <n>',
            'give up waiting after this long',
            1,
            6 * 3600,
          ).default(600),
        )
        .addOption(
          integerOption(
            '--poll-interval-seconds <n>',
            'time between two publish checks',
            3,
            30,
          ).default(3),
        ),
    async (context, [paths], options) => {
      context.requireV2('app/getCOSToken (the two-step upload this command makes)');
      const requests = await toPublishRequests(paths, options);
      const transport = context.transport();
      const display =
        context.io.stderr.isTTY === true
          ? barProgress(context.io.stderr, options.debug === true)
          : lineProgress(context.logger);
      let outcomes: PublishOutcome[];
      try {
        outcomes = await publishAll(
          transport.withLogger(display.logger),
          requests.map((request) => {
            const onProgress = display.onProgressFor(request.filePath);
            return onProgress ? { ...request, onProgress } : request;
          }),
        );
      } finally {
        display.stop();
      }
      report(context, outcomes);
    },
  );
}

/** Prints the published builds; fails the run (exit code 1) when any upload failed. */
function report(context: CommandContext, outcomes: readonly PublishOutcome[]): void {
  const builds = outcomes.flatMap((outcome) => ('build' in outcome ? [outcome.build] : []));
  const failed = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome] : []));
  if (builds.length > 0) {
    context.print(
      builds.map((build) => ({ ...build, record: withoutPassword(build.record) })),
      () => buildsTable(builds),
    );
  }
  const [first] = failed;
  if (first && outcomes.length === 1) throw first.error;
  if (failed.length > 0) {
    const reasons = failed.map(({ request, error }) => `${request.filePath}: ${error.message}`);
    throw new PgyerError(
      `${failed.length} of ${outcomes.length} uploads failed: ${reasons.join('; ')}`,
    );
  }
}

function buildsTable(builds: readonly PublishedBuild[]): string {
  return table(
    ['file', 'build key', 'name', 'version', 'build', 'install page'],
    builds.map(({ fileName, buildKey, record, published, installPageUrl }) => [
      fileName,
      buildKey,
      record.buildName ?? '',
      published
        ? `${record.buildVersion ?? ''} (${record.buildVersionNo ?? ''})`
        : 'not waited for',
      published ? String(record.buildBuildVersion ?? '') : '',
      installPageUrl,
    ]),
  );
}
