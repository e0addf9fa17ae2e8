/**
 * The options every API command shares (connection, API version, output) and the context a
 * command's action runs with: the transport, the logger and the printer.
 */
import { type Command, Option } from 'commander';
import { InputError, type Transport } from '../api/index.js';
import type { JobContext } from '../jobs/context.js';
import type { SecretSet } from '../api/redact.js';
import { logLine, logLines } from '../common/inert/log-line.js';
import { redacting, type JobLogger } from '../jobs/logger.js';
import { Checker, type Raw } from '../jobs/options/checker.js';
import {
  checkConnection,
  connect,
  CONNECTION_SETTINGS,
  type ConnectionOptions,
} from '../jobs/options/connection.js';
import { stderrLogger, type Io } from './io.js';
import { addSettingOptions, rawSettings } from './options.js';
import { loadTableRenderer, printJson } from './format.js';
import { outputWidth } from './width.js';
import { cliSettingName } from './settings.js';

/** What one run of the CLI shares with every command. */
export interface RunEnvironment {
  io: Io;
  /** Aborts on SIGINT or SIGTERM: every request stops. */
  signal: AbortSignal;
  /**
   * Every secret given on this run, and those its jobs learn (storage credentials): redacted from
   * every job's log and result (see connect) and from the error line.
   */
  secrets: SecretSet;
  /**
   * The settings whose value came from their environment variable (ENVIRONMENT_FALLBACKS), not
   * the command line: an error line about one names the variable, which the user may not know is
   * set (a CI variable of the whole group, say).
   */
  readFromEnvironment: Set<string>;
}

/** The shared options that are not settings of a job. */
export interface CommonOptions {
  api: 'v1' | 'v2';
  json?: boolean;
  debug?: boolean;
}

/** Adds the shared options to an API command. */
export function addCommonOptions(command: Command, environment: RunEnvironment): Command {
  return addSettingOptions(command, CONNECTION_SETTINGS, environment.secrets)
    .addOption(
      new Option('--api <version>', 'API version: v2, or the legacy v1 where it has the operation')
        .choices(['v1', 'v2'])
        .default('v2'),
    )
    .option('--json', 'print the result as JSON (for scripts)')
    .option('--debug', 'print debug lines, and the stack of an unexpected error');
}

/** What a command's action works with. */
export class CommandContext {
  readonly logger: JobLogger;

  constructor(
    readonly environment: RunEnvironment,
    readonly options: CommonOptions,
    /** The raw value of every setting option given (the connection's and the command's). */
    readonly raw: Raw,
    /** The command's name, for messages. */
    readonly command: string,
  ) {
    this.logger = stderrLogger(environment.io, options.debug === true);
  }

  get io(): Io {
    return this.environment.io;
  }

  get json(): boolean {
    return this.options.json === true;
  }

  /**
   * The connection settings, checked as a job checks them.
   * @throws InvalidOptions naming each bad option
   */
  get connection(): ConnectionOptions {
    const check = new Checker();
    return check.done(checkConnection(check, this.raw));
  }

  /**
   * The transport of the chosen API version (`/apiv2`, or `/apiv1` with --api v1).
   * @throws InvalidOptions when no api key was given or a connection option is bad
   */
  transport(): Transport {
    return this.transportFor(this.connection, this.logger);
  }

  /** A job's context over `connection` (already checked with the job's other options). */
  startJob(connection: ConnectionOptions, logger: JobLogger = this.logger): JobContext {
    const shown = redacting(logger, this.environment.secrets);
    return {
      transport: this.transportFor(connection, shown),
      logger: shown,
      signal: this.environment.signal,
      now: Date.now,
      settingName: cliSettingName,
    };
  }

  private transportFor(connection: ConnectionOptions, logger: JobLogger): Transport {
    const { signal, secrets } = this.environment;
    return connect(connection, redacting(logger, secrets), signal, this.options.api, secrets);
  }

  /**
   * Stops a command that API 1.0 cannot serve, before any request.
   * @param operation the 2.0 operation the command needs, e.g. `app/buildInfo`
   * @throws InputError (exit code 2) with --api v1
   */
  requireV2(operation: string): void {
    if (this.options.api === 'v1') {
      throw new InputError(
        'api',
        `v1 cannot run pgyer ${this.command}: API 1.0 has no ${operation}; use --api v2 (the default)`,
      );
    }
  }

  /**
   * Prints `value` as JSON with --json, else the text `human` makes (a table, usually); either way
   * with no line a workflow command (logJson, logLines), and redacted of the run's secrets: a read
   * command's records come from the service without a job between (a job's result is redacted
   * already, and stays the same).
   * @param reveal print the secrets `value` carries on purpose (install-url --reveal)
   */
  async print(value: unknown, human: () => string, reveal = false): Promise<void> {
    const { secrets } = this.environment;
    if (this.json) {
      printJson(this.io.stdout, reveal ? value : secrets.scrub(value));
      return;
    }
    await loadTableRenderer(outputWidth(this.io.stdout));
    const text = human();
    this.io.stdout.write(ensureNewline(logLines(reveal ? text : secrets.redact(text))));
  }

  /** A note for people (paging hints, what was done): stderr, so stdout stays the result. */
  note(message: string): void {
    this.io.stderr.write(`${logLine(message)}\n`);
  }
}

function ensureNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

/**
 * Adds a subcommand with the shared options whose action gets a context, its arguments (see
 * argumentStrings), and its own options.
 */
// Like commander's own opts<T>(): the caller names the type of what the command's options hold.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function apiCommand<O extends object>(
  parent: Command,
  environment: RunEnvironment,
  nameAndArguments: string,
  description: string,
  configure: (command: Command) => Command,
  handler: (
    context: CommandContext,
    args: string[],
    options: O & CommonOptions,
  ) => Promise<void> | void,
): Command {
  const command = configure(parent.command(nameAndArguments).description(description));
  addCommonOptions(command, environment);
  return command.action(async () => {
    checkArguments(command);
    const options = givenOptions<O & CommonOptions>(command);
    const context = new CommandContext(
      environment,
      options,
      rawSettings(command, environment.readFromEnvironment),
      command.name(),
    );
    await handler(context, argumentStrings(command), options);
  });
}

/**
 * Commander checks that arguments are there, not that they say something: `pgyer builds ""` would
 * reach the service, or build an install address for no build.
 * @throws InputError naming the empty argument
 */
function checkArguments(command: Command): void {
  command.registeredArguments.forEach((argument, index) => {
    const value: unknown = command.processedArgs[index];
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && item.trim() === '')) {
      throw new InputError(argument.name(), 'must not be empty');
    }
  });
}

/**
 * The command's arguments in order, a variadic one (always the last) spread into its strings; an
 * optional argument not given is left out, so it destructures as undefined.
 */
function argumentStrings(command: Command): string[] {
  const values: unknown[] = command.processedArgs.flat();
  return values.filter((value) => typeof value === 'string');
}

/**
 * The command's options with an empty value counted as not given, as an empty action input is.
 * Commander also stores '' where a parser answers undefined: the words that leave a setting to
 * the service (auto, unchanged) parse to undefined.
 */
// Like commander's own opts<T>(): the caller names the type of what the command's options hold.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function givenOptions<O extends object>(command: Command): O {
  const entries = Object.entries(command.opts());
  return Object.fromEntries(entries.filter(([, value]) => value !== '')) as O;
}
