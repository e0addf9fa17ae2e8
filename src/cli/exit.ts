/** Exit codes and the one line a failed run prints (README "CLI", exit codes). */
import { CommanderError } from 'commander';
import { InputError } from '../api/index.js';
import { redact } from '../api/redact.js';

/** 0 success, 1 the service or the network failed, 2 bad usage, 130 interrupted (Ctrl-C). */
export const ExitCode = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const;

/** Bad usage that no single option or argument is at fault for; its message is said as is. */
export class UsageError extends InputError {
  constructor(message: string) {
    super('', message);
    this.message = message;
  }
}

/** How a run that threw ends: its exit code and the line for stderr ('' when already printed). */
export interface Failure {
  exitCode: number;
  message: string;
}

/**
 * Maps an error to its exit code and message. Secrets are redacted from the message although the
 * core never puts them there: this line is the last one a user copies into an issue.
 * @param secrets the api key, passwords and user key given on this run
 * @param interrupted true when the run was cancelled by a signal
 */
export function describeFailure(
  error: unknown,
  secrets: Iterable<string>,
  interrupted: boolean,
): Failure {
  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help, with exit code 0).
    return { exitCode: error.exitCode === 0 ? ExitCode.ok : ExitCode.usage, message: '' };
  }
  const text = error instanceof InputError ? usageMessage(error) : messageOf(error);
  let exitCode: number = error instanceof InputError ? ExitCode.usage : ExitCode.failure;
  if (interrupted) exitCode = ExitCode.interrupted;
  return { exitCode, message: `error: ${redact(text, secrets)}` };
}

/**
 * An InputError in the CLI's words: `Option --install-type: …` for an option (named in
 * kebab-case), `Argument ID: …` for an argument (named in capitals; the core's `file` is the
 * FILE argument), the core's own wording for anything else (a parameter it requires).
 */
export function usageMessage(error: InputError): string {
  const problem = error.message.replace(`Input "${error.input}": `, '');
  const input = error.input === 'file' ? 'FILE' : error.input;
  if (/^[A-Z][A-Z_]*$/.test(input)) return `Argument ${input}: ${problem}`;
  if (/^[a-z][a-z0-9-]*$/.test(input)) return `Option --${input}: ${problem}`;
  return error.message;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
