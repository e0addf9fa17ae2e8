/**
 * One GitHub issue per new crash group (the report/ sub-action's `create-issues: crashes`; README.md
 * "Release health"): each issue carries a hidden marker with the app key and the crash id, so a
 * later run finds it (open or closed) among the issues labelled `pgyer-crash` and opens no second
 * one. The crash's title and log are outside text: inert HTML, the log cut and folded. Uses
 * @actions/github (Octokit), loaded only when asked for; needs `permissions: issues: write`.
 */
// Types only: the module itself is imported when issues are asked for.
import type { context as runContext, getOctokit } from '@actions/github';
import type { Logger } from '../api/index.js';
import { truncateChars } from '../common/cut.js';
import { githubHtml } from '../common/inert/github.js';
import { unmentioned } from '../common/inert/joiners.js';
import { formatTime } from '../common/time.js';
import type { HealthCrash } from '../jobs/health/report.js';
import { gitHubFailure } from './github-error.js';

/** The label every crash issue gets, and the one a run lists issues by. */
export const CRASH_LABEL = 'pgyer-crash';

/** Characters of a crash log shown in its issue: the top of the stack is what tells. */
export const LOG_CHARS = 4000;

/** What opening the issues needs. */
export interface CrashIssuesRequest {
  token: string;
  appKey: string;
  /** The crash groups to have an issue each (the report's listed ones). */
  crashes: readonly HealthCrash[];
  /** The log of a crash group (crash/view); undefined when it cannot be read (said in the issue). */
  logOf: (crashId: number) => Promise<string | undefined>;
}

/** What became of one crash group. */
export interface CrashIssue {
  crashId: number;
  number: number;
  url: string;
  /** false: an issue with its marker existed already (open or closed). */
  created: boolean;
}

/** The issues, or why there are none (one warning). */
export type CrashIssuesOutcome =
  { done: true; issues: CrashIssue[] } | { done: false; reason: string; issues: CrashIssue[] };

type Octokit = ReturnType<typeof getOctokit>;
type Context = typeof runContext;

const PERMISSION = { cannot: 'open issues', permission: 'issues: write' };

/**
 * The hidden marker of crash group `crashId` of app `appKey`: `<!-- pgyer-crash KEY:ID -->`, the
 * app key kept to letters and digits so that no text of it can end the comment.
 */
export function crashMarker(appKey: string, crashId: number): string {
  return `<!-- ${CRASH_LABEL} ${appKey.replace(/[^A-Za-z0-9]/g, '')}:${crashId} -->`;
}

/** The issue's title: the crash's, cut, with no live mention (GitHub notifies from titles too). */
export function crashIssueTitle(crash: HealthCrash): string {
  const title = crash.title.replace(/\s+/g, ' ').trim() || '(no title)';
  return unmentioned(truncateChars(`Crash: ${title}`, 200));
}

/** The issue's body: marker, title, facts, the log cut to LOG_CHARS and folded. */
export function crashIssueBody(
  appKey: string,
  crash: HealthCrash,
  log: string | undefined,
): string {
  const chars = log === undefined ? 0 : Array.from(log).length;
  const logBlock =
    log === undefined
      ? '<p>The log could not be read (crash/view).</p>'
      : `<details><summary>Log (${chars > LOG_CHARS ? `the first ${LOG_CHARS} of ${chars} characters` : `${chars} characters`})</summary>` +
        `<pre>${githubHtml(truncateChars(log, LOG_CHARS))}</pre></details>`;
  const facts = [
    ['First seen', formatTime(crash.created)],
    ['Crashes', String(crash.count)],
    ['App version', crash.appVersion || '?'],
    ['Crash id', String(crash.crashId)],
    ['App', appKey],
  ];
  return [
    crashMarker(appKey, crash.crashId),
    `<p><strong>${githubHtml(crash.title || '(no title)')}</strong></p>`,
    `<table>${facts.map(([label = '', value = '']) => `<tr><th>${label}</th><td>${githubHtml(value)}</td></tr>`).join('')}</table>`,
    logBlock,
    '<p>Opened by pgyer-actions (report/, create-issues: crashes) for a crash group the service received. Closing this issue changes nothing at the service; a later run opens no second issue for it.</p>',
  ].join('\n');
}

/**
 * Opens an issue for each crash group of `request` that has none yet (found by its marker among
 * the issues labelled CRASH_LABEL, open or closed). Never throws: a failure (403 without
 * `issues: write`) ends it with the reason, and the issues done so far.
 */
export async function openCrashIssues(
  request: CrashIssuesRequest,
  logger: Logger,
): Promise<CrashIssuesOutcome> {
  const issues: CrashIssue[] = [];
  if (!request.token) return { done: false, reason: 'github-token is empty', issues };
  const github = await import('@actions/github');
  const octokit = github.getOctokit(request.token);
  try {
    const existing = await markedIssues(octokit, github.context);
    for (const crash of request.crashes) {
      const marker = crashMarker(request.appKey, crash.crashId);
      const found = existing.find((issue) => issue.body?.includes(marker));
      if (found) {
        issues.push({
          crashId: crash.crashId,
          number: found.number,
          url: found.html_url,
          created: false,
        });
        continue;
      }
      const log = await request.logOf(crash.crashId);
      const { data } = await octokit.rest.issues.create({
        ...github.context.repo,
        title: crashIssueTitle(crash),
        body: crashIssueBody(request.appKey, crash, log),
        labels: [CRASH_LABEL],
      });
      issues.push({
        crashId: crash.crashId,
        number: data.number,
        url: data.html_url,
        created: true,
      });
    }
    return { done: true, issues };
  } catch (error) {
    return { done: false, reason: gitHubFailure(error, request.token, PERMISSION, logger), issues };
  }
}

/** Every issue labelled CRASH_LABEL, open or closed. */
async function markedIssues(octokit: Octokit, context: Context) {
  return octokit.paginate(octokit.rest.issues.listForRepo, {
    ...context.repo,
    labels: CRASH_LABEL,
    state: 'all',
    per_page: 100,
  });
}
