/**
 * The `pgyer` command: the API core and the cleanup policy for any CI (GitLab CI, Jenkins,
 * Bitrise) or a laptop. `run` parses the arguments, runs one command and returns the exit code.
 */
import { Command } from 'commander';
import { PgyerError, VERSION } from '../api/index.js';
import { redact, SecretSet } from '../api/redact.js';
import { PUBLIC_WEBHOOK_PARTS } from '../jobs/notify/channels.js';
import { logLines } from '../common/inert/log-line.js';
import { addAppCommands } from './commands/apps.js';
import { addCertificatesCommand } from './commands/certificates.js';
import { addCleanupCommand } from './commands/cleanup.js';
import { addDeleteCommands } from './commands/delete.js';
import { addGroupCommands } from './commands/groups.js';
import { addInstallCommand } from './commands/install.js';
import { addLatestCommand } from './commands/latest.js';
import { addUpdateFeedCommand } from './commands/update-feed.js';
import { addNewestCommand } from './commands/newest.js';
import { addNotifyCommand } from './commands/notify.js';
import { addHealthReportCommand } from './commands/report.js';
import { addExpiryCommand } from './commands/expiry.js';
import { addReportCommands } from './commands/reports.js';
import { addSandboxCommand } from './commands/sandbox.js';
import { addSettingsCommand } from './commands/settings.js';
import { addUploadCommand } from './commands/upload.js';
import type { RunEnvironment } from './context.js';
import { describeFailure } from './exit.js';
import { processIo, type Io } from './io.js';
import { optionDescription } from './options.js';

/** The program with every command, writing through `environment.io`. */
function createProgram(environment: RunEnvironment): Command {
  const program = new Command('pgyer')
    .description(
      'Publish iOS, Android and HarmonyOS builds to Pgyer, and manage them, from any CI.',
    )
    .version(VERSION, '-V, --version')
    .showHelpAfterError('(run the command with --help for its usage)')
    .showSuggestionAfterError()
    // Set before the commands are added: they inherit it. Commander then throws instead of
    // exiting, so run() decides the exit code (2 for bad usage, where commander would say 1).
    .exitOverride()
    .configureOutput({
      writeOut: (text) => environment.io.stdout.write(text),
      writeErr: (text) => environment.io.stderr.write(usageErrorText(text, environment)),
    })
    .configureHelp({ optionDescription });
  addUploadCommand(program, environment);
  addNewestCommand(program, environment);
  addLatestCommand(program, environment);
  addUpdateFeedCommand(program, environment);
  addNotifyCommand(program, environment);
  addSettingsCommand(program, environment);
  addCleanupCommand(program, environment);
  addAppCommands(program, environment);
  addGroupCommands(program, environment);
  addReportCommands(program, environment);
  addHealthReportCommand(program, environment);
  addExpiryCommand(program, environment);
  addCertificatesCommand(program, environment);
  addInstallCommand(program, environment);
  addDeleteCommands(program, environment);
  addSandboxCommand(program, environment);
  return program;
}

/**
 * Commander's error `text` as the CI log may show it: an unknown option's `=value` (a mistyped
 * `--apikey=…` carries a secret) as `***`, the run's secrets redacted, and no line a workflow command.
 */
function usageErrorText(text: string, environment: RunEnvironment): string {
  const withoutValues = text.replace(/(unknown option '[^'=\s]*)=.*'/g, "$1=***'");
  return logLines(redact(withoutValues, environment.secrets));
}

/**
 * Runs `pgyer` with `argv` (without node and the script). SIGINT and SIGTERM cancel every
 * request of the run. Never throws: a failure is one line on stderr and the exit code.
 * @returns 0 success, 1 service or network failure, 2 bad usage, 130 interrupted
 */
export async function run(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const controller = new AbortController();
  const cancel = (signal: NodeJS.Signals) => {
    controller.abort(new PgyerError(`cancelled by ${signal}`));
  };
  process.once('SIGINT', cancel).once('SIGTERM', cancel);
  const environment: RunEnvironment = {
    io,
    signal: controller.signal,
    secrets: new SecretSet([], PUBLIC_WEBHOOK_PARTS),
    readFromEnvironment: new Set(),
  };
  try {
    await createProgram(environment).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    const failure = describeFailure(error, environment, controller.signal.aborted);
    if (failure.message) io.stderr.write(`${failure.message}\n`);
    // From argv, not the parsed options: parsing itself may be what failed.
    // A stack starts with the message, which may quote a secret (a URL, an echoed request).
    if (argv.includes('--debug') && error instanceof Error && !(error instanceof PgyerError)) {
      io.stderr.write(`${logLines(redact(error.stack ?? '', environment.secrets))}\n`);
    }
    return failure.exitCode;
  } finally {
    process.off('SIGINT', cancel).off('SIGTERM', cancel);
  }
}
