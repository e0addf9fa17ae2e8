/** Exit codes and the lines a failed run prints (docs/cli.md, "Exit codes"). */
import { CommanderError } from 'commander';
import { toError, InputError, keyRefusalLine } from '../api/index.js';
import { redact } from '../api/redact.js';
import { logLine } from '../common/inert/log-line.js';
import {
  InvalidOptions,
  problemLines,
  problemText,
  type Problem,
} from '../jobs/options/problems.js';
import { AlreadyPublishedError } from '../jobs/upload/rerun/skip-published.js';
import { cliSettingName, ENVIRONMENT_FALLBACKS } from './settings.js';

/** 0 success, 1 the service or the network failed, 2 bad usage, 130 interrupted (Ctrl-C). */
export const ExitCode = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const;

/** How a run that threw ends: its exit code and the lines for stderr ('' when already printed). */
export interface Failure {
  exitCode: number;
  message: string;
}

/** 2 for bad usage (one bad option or several), else 1. */
function exitCodeOf(error: unknown): number {
  return error instanceof InputError || error instanceof InvalidOptions
    ? ExitCode.usage
    : ExitCode.failure;
}

/**
 * Maps an error to its exit code and message: `error: …` lines, one per bad option, each one
 * line whatever service text it carries (see logLine). Secrets are
 * redacted from the message although the core never puts them there: this line is the last one
 * a user copies into an issue.
 * @param run the api key, passwords and user key given on this run (`secrets`), and the settings
 *   read from their environment variable
 * @param interrupted true when the run was cancelled by a signal
 */
export function describeFailure(
  error: unknown,
  run: { secrets: Iterable<string>; readFromEnvironment?: ReadonlySet<string> },
  interrupted: boolean,
): Failure {
  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help, with exit code 0).
    return { exitCode: error.exitCode === 0 ? ExitCode.ok : ExitCode.usage, message: '' };
  }
  let lines: string[];
  if (error instanceof InvalidOptions) lines = usageLines(error.problems, run.readFromEnvironment);
  else if (error instanceof InputError) lines = usageLines([error], run.readFromEnvironment);
  else if (error instanceof AlreadyPublishedError) {
    lines = [`${error.fact}: ${error.wayOut((value) => `--if-published ${value}`)}`];
  } else {
    const refusal = keyRefusalLine(error, cliSettingName);
    lines = [refusal ?? toError(error).message];
  }
  return {
    exitCode: interrupted ? ExitCode.interrupted : exitCodeOf(error),
    message: lines.map((line) => `error: ${logLine(redact(line, run.secrets))}`).join('\n'),
  };
}

/**
 * Problems in the CLI's words: `Option --install-type: …` for an option (named in kebab-case),
 * `Option --password (from PGYER_INSTALL_PASSWORD): …` for one whose value came from its
 * environment variable, `Argument ID: …` for an argument (named in capitals; the jobs' `file` is
 * the FILE argument), the name as it is for anything else; a fix in the CLI's syntax
 * (`…; pass --install-type password`).
 * @param readFromEnvironment the settings whose value was read from their environment variable
 */
export function usageLines(
  problems: readonly Problem[],
  readFromEnvironment: ReadonlySet<string> = new Set(),
): string[] {
  const hinted = problems.map((found) => {
    const { setting } = found;
    const problem = problemText(found.problem, cliSettingName);
    // Missing ("is required", "is required to change …"): say where else it can come from.
    const env = setting && problem.startsWith('is required') && ENVIRONMENT_FALLBACKS[setting];
    return { ...found, problem: env ? `${problem}: set ${env} or pass --${setting}` : problem };
  });
  return problemLines(hinted, {
    name: (setting) => {
      const name = setting === 'file' ? 'FILE' : setting;
      if (/^[A-Z][A-Z_]*$/.test(name)) return `Argument ${name}`;
      const variable = readFromEnvironment.has(name) ? ENVIRONMENT_FALLBACKS[name] : undefined;
      if (variable) return `Option --${name} (from ${variable})`;
      if (/^[a-z][a-z0-9-]*$/.test(name)) return `Option --${name}`;
      return name;
    },
    mention: cliSettingName,
    fix: ({ setting, value }) => `pass --${setting} ${value}`,
  });
}
