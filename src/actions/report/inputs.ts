/**
 * The report/ sub-action's inputs: the health job's settings (src/jobs/health/options.ts: the
 * connection, the app and window, the chat settings) and its own: the job summary and the GitHub
 * issues.
 */
import { booleanSetting, choiceSetting, textSetting } from '../../jobs/options/setting.js';
import { HEALTH_JOB_SETTINGS } from '../../jobs/health/options.js';

/** Whether to write a job summary. */
export const HEALTH_SUMMARY = booleanSetting({
  name: 'summary',
  help: 'write a job summary with the crash groups and feedback',
  fallback: true,
});

/** What to open GitHub issues for: nothing unless asked. */
export const CREATE_ISSUES = choiceSetting({
  name: 'create-issues',
  help: 'what to open a GitHub issue for, one per listed entry without one yet (needs issues: write)',
  value: '<what>',
  choices: ['crashes'],
});

/** The token the issues are opened with. */
export const ISSUES_TOKEN = textSetting({
  name: 'github-token',
  help: 'token for the issues of create-issues',
  default: '${{ github.token }}',
  secret: {},
});

/** Every input of report/action.yml, in its order. */
export const REPORT_ACTION_SETTINGS = [
  ...HEALTH_JOB_SETTINGS,
  HEALTH_SUMMARY,
  CREATE_ISSUES,
  ISSUES_TOKEN,
] as const;
