/**
 * What testers report: `feedback`, `feedback-view`, `crashes`, `crash-view`
 * (service.md#feedback, #crashes; the same operations exist in 1.0).
 */
import type { Command } from 'commander';
import { listCrashes, listFeedback, v1, viewCrash, viewFeedback } from '../../api/index.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { detailTable, recordRows, table } from '../format.js';
import { Checker } from '../../jobs/options/checker.js';
import { addAppListCommand } from '../paging.js';

/** Adds the feedback and crash commands. */
export function addReportCommands(program: Command, environment: RunEnvironment): void {
  addFeedbackCommand(program, environment);
  addFeedbackViewCommand(program, environment);
  addCrashesCommand(program, environment);
  addCrashViewCommand(program, environment);
}

/** `feedback`: an app's feedback messages. */
function addFeedbackCommand(program: Command, environment: RunEnvironment): void {
  addAppListCommand(program, environment, {
    nameAndArguments: 'feedback [APP_KEY]',
    description: "list an app's feedback messages (feedback/listAll)",
    list: { v2: listFeedback, v1: v1.listFeedback },
    human: (items) =>
      table(
        ['key', 'from', 'build', 'received', 'message'],
        recordRows(items, [
          'feedbackKey',
          'feedbackFrom',
          'buildName',
          'feedbackCreated',
          'feedbackContent',
        ]),
      ),
  });
}

/** `feedback-view`: one feedback message with its device details. */
function addFeedbackViewCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'feedback-view <APP_KEY> <KEY>',
    'one feedback message with its device details (feedback/view)',
    (command) => command,
    async (context, [appKey = '', key = '']) => {
      const view = context.options.api === 'v1' ? v1.viewFeedback : viewFeedback;
      const feedback = await view(context.transport(), appKey, key);
      await context.print(feedback, () => detailTable(feedback));
    },
  );
}

/** `crashes`: an app's crash groups. */
function addCrashesCommand(program: Command, environment: RunEnvironment): void {
  addAppListCommand(program, environment, {
    nameAndArguments: 'crashes [APP_KEY]',
    description: "list an app's crash groups (crash/listAll)",
    list: { v2: listCrashes, v1: v1.listCrashes },
    human: (items) =>
      table(
        ['id', 'count', 'version', 'last seen', 'title'],
        recordRows(items, [
          'crashId',
          'crashCount',
          'crashAppVersion',
          'crashCreated',
          'crashTitle',
        ]),
      ),
  });
}

/** `crash-view`: one crash group with its log and affected devices. */
function addCrashViewCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'crash-view <APP_KEY> <ID>',
    'one crash group with its log and affected devices (crash/view)',
    (command) => command,
    async (context, [appKey = '', id = '']) => {
      const check = new Checker();
      const crashId = check.done(
        check.integer('ID', id, { min: 0, max: Number.MAX_SAFE_INTEGER }, 0),
      );
      const view = context.options.api === 'v1' ? v1.viewCrash : viewCrash;
      const crash = await view(context.transport(), appKey, crashId);
      await context.print(crash, () => detailTable(crash));
    },
  );
}
