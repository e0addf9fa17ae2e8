/**
 * `pgyer report APP_KEY`: the health job (src/jobs/health), as the report/ sub-action runs it: the
 * crash groups and feedback of a window (`--since`), printed as lines or `--json`, and sent to chat
 * when a webhook is given (README.md "Release health").
 */
import type { Command } from 'commander';
import { readCiContext } from '../../common/ci-context.js';
import { healthChat, healthSections, healthTitle } from '../../jobs/health/lines.js';
import { checkHealthJobOptions, HEALTH_JOB_SETTINGS } from '../../jobs/health/options.js';
import { runHealth } from '../../jobs/health/run.js';
import { notifyReport, throwIfNotifyFailed } from '../../jobs/notify/run.js';
import { CONNECTION_SETTINGS } from '../../jobs/options/connection.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { addSettingOptions, settingsExcept } from '../options.js';
import { sectionsText } from '../format.js';

/** The report settings given as options (app-key is the argument). */
const OPTIONS = settingsExcept(HEALTH_JOB_SETTINGS, CONNECTION_SETTINGS, 'app-key');

/** Adds `report`. */
export function addHealthReportCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'report <APP_KEY>',
    "an app's new crash groups and feedback since a build, a day, a time or a duration (default 24h)",
    (command) => addSettingOptions(command, OPTIONS, environment.secrets),
    async (context, [appKey = '']) => {
      context.requireV2('crash/listAll');
      const options = checkHealthJobOptions({ ...context.raw, 'app-key': appKey });
      const job = context.startJob(options);
      const report = await runHealth(job, options.health);
      await context.print(report, () => sectionsText(healthTitle(report), healthSections(report)));
      if (options.notify.targets.length === 0) return;
      const { secrets } = context.environment;
      const result = await notifyReport(
        { ...job, secrets },
        options.notify,
        healthChat(report),
        readCiContext(),
      );
      throwIfNotifyFailed(result, options.notify);
    },
  );
}
