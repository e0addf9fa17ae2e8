/** The job logger on the runner's log. */
import * as core from '@actions/core';
import { logLine } from '../../common/inert/log-line.js';
import { sinkLogger, type JobLogger } from '../../jobs/logger.js';

/**
 * How many annotations (`::error::`, `::warning::`, `::notice::`) GitHub shows for one step: more
 * are dropped from the run's page, so a step writes at most this many.
 */
export const MAX_ANNOTATIONS = 10;

/** The annotations this step has written: one is kept for its failure (failStep). */
const step = { annotations: 0 };

/** Starts a step's count of annotations: runAction calls it once a run. */
export function startStep(): void {
  step.annotations = 0;
}

/**
 * Fails the step with `message` (made a log line, see logLine), always as an annotation: the
 * budget of MAX_ANNOTATIONS keeps one for it.
 */
export function failStep(message: string): void {
  step.annotations += 1;
  core.setFailed(logLine(message));
}

/**
 * Writes to the runner's log. Every line goes through `logLine` here, once: service data in a
 * message (a build name, a version) can then never become a workflow command. Debug lines are
 * written always (the runner hides them unless step debugging is on), but open a group only when
 * they are shown. Warnings and errors are annotations while the step has some to spare (one is
 * kept for failStep); after that they are plain lines marked `warning:` or `error:`, so that none
 * is lost from the log.
 */
export const actionLogger: JobLogger = sinkLogger({
  write: (level, message) => {
    const line = logLine(message);
    if (level === 'debug' || level === 'info') core[level](line);
    else if (step.annotations < MAX_ANNOTATIONS - 1) {
      step.annotations += 1;
      core[level](line);
    } else core.info(`${level}: ${line}`);
  },
  shows: (level) => level !== 'debug' || core.isDebug(),
  startGroup: (title) => {
    core.startGroup(logLine(title));
  },
  endGroup: () => {
    core.endGroup();
  },
});
