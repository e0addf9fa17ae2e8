/**
 * The report/ sub-action's inputs: the health job's settings (src/jobs/health/options.ts: the
 * connection, the app and window, the chat settings) and its own `summary`.
 */
import { booleanSetting } from '../../jobs/options/setting.js';
import { HEALTH_JOB_SETTINGS } from '../../jobs/health/options.js';

/** Whether to write a job summary. */
export const HEALTH_SUMMARY = booleanSetting({
  name: 'summary',
  help: 'write a job summary with the crash groups and feedback',
  fallback: true,
});

/** Every input of report/action.yml, in its order. */
export const REPORT_ACTION_SETTINGS = [...HEALTH_JOB_SETTINGS, HEALTH_SUMMARY] as const;
