/** The job logger on the runner's log. */
import * as core from '@actions/core';
import { oneLine, type JobLogger } from '../../jobs/logger.js';

/**
 * Writes to the runner's log. Every line goes through `oneLine` here, once: service data in a
 * message (a build name, a version) can then never become a workflow command.
 */
export const actionLogger: JobLogger = {
  debug: (message) => {
    core.debug(oneLine(message));
  },
  info: (message) => {
    core.info(oneLine(message));
  },
  warning: (message) => {
    core.warning(oneLine(message));
  },
  error: (message) => {
    core.error(oneLine(message));
  },
  group: (title, body) => core.group(oneLine(title), body),
};
