/** What every action's run() shares: the job context, cancellation, failure reporting. */
import * as core from '@actions/core';
import {
  toError,
  InputError,
  keyRefusalLine,
  PgyerError,
  type SettingNamer,
} from '../../api/index.js';
import type { JobContext } from '../../jobs/context.js';
import type { JobLogger } from '../../jobs/logger.js';
import { redacting } from '../../jobs/logger.js';
import { connect, type ConnectionOptions } from '../../jobs/options/connection.js';
import { InvalidOptions, problemLines, type ProblemWording } from '../../jobs/options/problems.js';
import { redact } from '../../api/redact.js';
import { logLines } from '../../common/inert/log-line.js';
import { actionLogger, failStep, startStep } from './action-logger.js';
import { maskedSecrets } from './read-inputs.js';

/** Said after bad inputs: the step failed before any request. */
const NOTHING_DONE = 'Nothing was uploaded or changed.';

/**
 * The runner's log at the seam: every line redacted of the run's secrets (maskedSecrets), which the
 * runner's masking covers only whole. Front-end lines that quote a job's result or an outside
 * failure (a deployment's, a comment's, a report's) go through here.
 */
export const stepLogger: JobLogger = redacting(actionLogger, maskedSecrets());

/** Starts a job once its options are checked: the transport on the runner's log. */
export type StartJob = (options: ConnectionOptions) => JobContext;

/**
 * Runs an action's body with a signal that aborts on SIGINT or SIGTERM (the runner cancelling the
 * job; given to the body, for work without the service's transport), and turns any error into a
 * failed step: bad inputs as one `::error::` line per input
 * (within the step's annotations, see actionLogger), then that nothing was done. Never throws: failure is reported through the log and the exit code.
 * @param nothingDone what bad inputs left undone, in the action's terms (notify: nothing was sent)
 */
export async function runAction(
  body: (start: StartJob, signal: AbortSignal) => Promise<void>,
  nothingDone = NOTHING_DONE,
): Promise<void> {
  startStep();
  const controller = new AbortController();
  const cancel = (signal: NodeJS.Signals) => {
    // The runner sends SIGINT, then SIGTERM: the second signal ends the step even if some work
    // (a GitHub call without a signal) has not wound down yet.
    if (controller.signal.aborted) process.exit(1);
    controller.abort(new Error(`cancelled by ${signal}`));
  };
  process.on('SIGINT', cancel);
  process.on('SIGTERM', cancel);
  const start: StartJob = (options) => {
    return {
      transport: connect(options, stepLogger, controller.signal, 'v2', maskedSecrets()),
      logger: stepLogger,
      signal: controller.signal,
      now: Date.now,
      settingName: inputName,
    };
  };
  try {
    await body(start, controller.signal);
  } catch (error) {
    reportFailure(error, nothingDone);
  } finally {
    process.off('SIGINT', cancel);
    process.off('SIGTERM', cancel);
  }
}

/**
 * Writes a report of work already done (the job summary): where it cannot be written, for example
 * a runner without a job summary file (GITHUB_STEP_SUMMARY unset), a warning, never a failed
 * step.
 */
export async function writeReport(what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    stepLogger.warning(`Could not write the ${what}: ${toError(error).message}`);
  }
}

/**
 * Why the inputs were refused, one line per problem (`Input "x": …`), when `error` is bad input
 * (InvalidOptions, InputError): the run then failed before any request. Undefined for any other
 * error.
 */
export function refusalLines(error: unknown): string[] | undefined {
  if (error instanceof InvalidOptions) return problemLines(error.problems, INPUT_WORDING);
  if (error instanceof InputError) return problemLines([error], INPUT_WORDING);
  return undefined;
}

function reportFailure(error: unknown, nothingDone: string): void {
  // A refused value may quote a secret's part or encoded form, which the runner does not mask.
  const refused = refusalLines(error)?.map((line) => redact(line, maskedSecrets()));
  if (refused && error instanceof InvalidOptions) {
    for (const line of refused) actionLogger.error(line);
    failStep(nothingDone);
    return;
  }
  if (refused) {
    failStep(`${refused.join('; ')}. ${nothingDone}`);
    return;
  }
  const message = keyRefusalLine(error, inputName) ?? toError(error).message;
  // The runner masks whole secrets only: a stack or a message may show a part of one.
  failStep(redact(message, maskedSecrets()));
  if (error instanceof Error && !(error instanceof PgyerError) && error.stack)
    core.debug(logLines(redact(error.stack, maskedSecrets())));
}

/**
 * How an action names a setting in a message: `input dingtalk-secret` (SettingNamer), in its
 * problems, a refused key and a refused notification.
 */
export const inputName: SettingNamer = (setting) => `input ${setting}`;

/** `Input "password": …; set install-type: password`, in the workflow's syntax. */
const INPUT_WORDING: ProblemWording = {
  name: (setting) => `Input "${setting}"`,
  mention: inputName,
  fix: ({ setting, value }) => `set ${setting}: ${value}`,
};
