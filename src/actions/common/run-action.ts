/** What every action's run() shares: logging through the runner, cancellation, failure reporting. */
import * as core from '@actions/core';
import { InputError, PgyerError, type Logger } from '../../api/index.js';

/** The core's logger, writing to the runner's log. */
export const actionLogger: Logger = {
  debug: (message) => {
    core.debug(message);
  },
  info: (message) => {
    core.info(message);
  },
  warning: (message) => {
    core.warning(message);
  },
};

/**
 * Runs an action's body with a signal that aborts on SIGINT or SIGTERM (the runner cancelling the
 * job), and turns any error into a failed step with a message that says what to do.
 * Never throws: failure is reported through core.setFailed and the exit code.
 */
export async function runAction(body: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  const cancel = (signal: NodeJS.Signals) => {
    // The runner sends SIGINT, then SIGTERM: the second signal ends the step even if some work
    // (a GitHub call without a signal) has not wound down yet.
    if (controller.signal.aborted) process.exit(1);
    controller.abort(new Error(`cancelled by ${signal}`));
  };
  process.on('SIGINT', cancel);
  process.on('SIGTERM', cancel);
  try {
    await body(controller.signal);
  } catch (error) {
    core.setFailed(failureMessage(error));
    if (error instanceof Error && !(error instanceof PgyerError) && error.stack)
      core.debug(error.stack);
  } finally {
    process.off('SIGINT', cancel);
    process.off('SIGTERM', cancel);
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof InputError) return `${error.message}. Nothing was uploaded or changed.`;
  if (error instanceof Error) return error.message;
  return String(error);
}
