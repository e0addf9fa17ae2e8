/**
 * `pgyer expiry`: the expiry job (src/jobs/expiry), as the expiry/ sub-action runs it: what ends
 * within --within-days (certificates, install windows, iOS profiles), printed as lines or
 * `--json`, sent to chat when a webhook is given; exit 1 with --fail-within-days when something
 * ends within it (docs/expiry.md).
 */
import type { Command } from 'commander';
import { readCiContext } from '../../common/ci-context.js';
import { expiryChat, expirySections, expiryTitle } from '../../jobs/expiry/lines.js';
import { checkExpiryJobOptions, EXPIRY_JOB_SETTINGS } from '../../jobs/expiry/options.js';
import { throwIfDue } from '../../jobs/expiry/report.js';
import { runExpiry } from '../../jobs/expiry/run.js';
import { notifyReport, throwIfNotifyFailed } from '../../jobs/notify/run.js';
import { CONNECTION_SETTINGS } from '../../jobs/options/connection.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { addSettingOptions, settingsExcept } from '../options.js';
import { sectionsText } from '../format.js';

/** The expiry settings given as options. */
const OPTIONS = settingsExcept(EXPIRY_JOB_SETTINGS, CONNECTION_SETTINGS);

/** Adds `expiry`. */
export function addExpiryCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'expiry',
    'warn about signing certificates, install windows and iOS profiles that end within --within-days (default 30)',
    (command) => addSettingOptions(command, OPTIONS, environment.secrets),
    async (context) => {
      context.requireV2('certificate/index');
      const options = checkExpiryJobOptions(context.raw);
      const job = context.startJob(options);
      const report = await runExpiry(job, options.expiry);
      await context.print(report, () => sectionsText(expiryTitle(report), expirySections(report)));
      if (options.notify.targets.length > 0) {
        const { secrets } = context.environment;
        const result = await notifyReport(
          { ...job, secrets },
          options.notify,
          expiryChat(report),
          readCiContext(),
        );
        throwIfNotifyFailed(result, options.notify);
      }
      throwIfDue(report);
    },
  );
}
