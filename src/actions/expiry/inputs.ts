/**
 * The expiry/ sub-action's inputs: the expiry job's settings (src/jobs/expiry/options.ts: the
 * connection, what to check and how far ahead, the chat settings) and its own: the job summary.
 */
import { booleanSetting } from '../../jobs/options/setting.js';
import { EXPIRY_JOB_SETTINGS } from '../../jobs/expiry/options.js';

/** Whether to write a job summary. */
export const EXPIRY_SUMMARY = booleanSetting({
  name: 'summary',
  help: 'write a job summary with what ends within within-days',
  fallback: true,
});

/** Every input of expiry/action.yml, in its order. */
export const EXPIRY_ACTION_SETTINGS = [...EXPIRY_JOB_SETTINGS, EXPIRY_SUMMARY] as const;
