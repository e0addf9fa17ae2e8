/** The job logger on the runner's log. */
import * as core from '@actions/core';
import { oneLine, sinkLogger, type JobLogger } from '../../jobs/logger.js';

/**
 * Writes to the runner's log. Every line goes through `oneLine` here, once: service data in a
 * message (a build name, a version) can then never become a workflow command. Debug lines are
 * written always (the runner hides them unless step debugging is on), but open a group only when
 * they are shown.
 */
export const actionLogger: JobLogger = sinkLogger({
  write: (level, message) => {
    core[level](oneLine(message));
  },
  shows: (level) => level !== 'debug' || core.isDebug(),
  startGroup: (title) => {
    core.startGroup(oneLine(title));
  },
  endGroup: () => {
    core.endGroup();
  },
});
