/**
 * Where a run comes from (repository, commit, branch or pull request, trigger, the run's page),
 * read from the environment of the CI that runs it: GitHub Actions, GitLab CI or Jenkins. The job
 * summary, the PR comment and chat notifications show it; the CLI reads it under any of them.
 */
import { readFileSync } from 'node:fs';

/** The CIs whose variables are known; 'other' has none of them (a laptop, an unknown CI). */
export type CiProvider = 'github' | 'gitlab' | 'jenkins' | 'other';

/** A text with the web page it names, when there is one. */
export interface Linked {
  text: string;
  /** An http(s) address; absent when the CI gives none. */
  url?: string;
}

/** A pull request (GitHub) or merge request (GitLab, Jenkins change requests). */
export interface ChangeRequest extends Linked {
  /** `pull request` or `merge request`, as the CI calls it. */
  kind: 'pull request' | 'merge request';
  /** Its number: `#12` (GitHub) or `!12` (GitLab) is built from it. */
  number: number;
  /** Its title as its author wrote it; absent when the CI does not give it (`text` is then `#12`). */
  title?: string;
  /** Its description (GitHub's body), as its author wrote it; absent when empty or not given. */
  body?: string;
  /** The branch it merges into (GitHub's base, GitLab's target); absent when the CI does not say. */
  baseBranch?: string;
}

/**
 * The run's context. Every field is optional: a field the CI does not set is absent, never ''.
 * Values are CI data (a branch name is anything its author typed): escape them where rendered.
 */
export interface CiContext {
  provider: CiProvider;
  /** `GitHub Actions`, `GitLab CI`, `Jenkins`; absent for 'other'. */
  providerName?: string;
  /** `owner/name` (GitHub), the project path (GitLab), with its page. */
  repository?: Linked;
  /** The commit that was built: the full SHA in `text`, with its page. */
  commit?: Linked;
  /** The branch (or tag) that was built. */
  ref?: Linked;
  /** The pull or merge request the run is for. */
  change?: ChangeRequest;
  /** What started the run: `push`, `pull_request`, `schedule`, `merge_request_event`, … */
  trigger?: string;
  /** Who started it (login or user name). */
  actor?: string;
  /** The run (workflow run, pipeline, Jenkins build) with its page. */
  run?: Linked;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A variable's value, or undefined when unset or empty. */
function value(env: Env, name: string): string | undefined {
  const text = env[name]?.trim();
  return text === '' ? undefined : text;
}

/**
 * `url` normalised (WHATWG `href`: spaces, quotes, `<`, `>` percent-encoded, scheme and host in
 * lower case) when it is an absolute http(s) address, else undefined (a link never gets another
 * scheme). A CI variable is anything its setter typed: no raw `<` or `>` reaches a chat link.
 */
function webUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol, href } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A branch or tag as a URL path: each `/`-separated segment percent-encoded (`#`, `?`, `%` would
 * break the link), the slashes kept as separators, as GitHub and GitLab address `feat/x`.
 */
function refPath(ref: string): string {
  return ref.split('/').map(encodeURIComponent).join('/');
}

/**
 * A remote's address without the `user:token@` it may carry (Jenkins' GIT_URL does when the job
 * clones with credentials in the URL). An scp-like remote (`git@host:path`, no URL) keeps its
 * user, but not a `user:password@` before its host.
 */
function withoutCredentials(remote: string | undefined): string | undefined {
  if (!remote) return undefined;
  try {
    const url = new URL(remote);
    if (url.host !== '') {
      url.username = '';
      url.password = '';
      return url.href;
    }
  } catch {
    // Not a URL: an scp-like remote, cleaned below.
  }
  return remote.replace(/^[^/@\s]*:[^/@\s]*@/, '');
}

function linked(text: string | undefined, url?: string): Linked | undefined {
  if (!text) return undefined;
  const page = webUrl(url);
  return page ? { text, url: page } : { text };
}

/** A positive whole number from text or a JSON value, else undefined. */
function positiveInteger(raw: unknown): number | undefined {
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The pull request of a GitHub event payload (GITHUB_EVENT_PATH), when the event has one. */
function pullRequestOf(eventPath: string | undefined): Record<string, unknown> | undefined {
  if (!eventPath) return undefined;
  try {
    const event: unknown = JSON.parse(readFileSync(eventPath, 'utf8'));
    const pullRequest = (event as { pull_request?: unknown } | null)?.pull_request;
    return typeof pullRequest === 'object' && pullRequest !== null
      ? (pullRequest as Record<string, unknown>)
      : undefined;
  } catch {
    // A missing or unreadable event file only costs the pull request's line.
    return undefined;
  }
}

function githubContext(env: Env): CiContext {
  const server = (value(env, 'GITHUB_SERVER_URL') ?? 'https://github.com').replace(/\/+$/, '');
  const repository = value(env, 'GITHUB_REPOSITORY');
  const repoUrl = repository ? `${server}/${repository}` : undefined;
  const pullRequest = pullRequestOf(value(env, 'GITHUB_EVENT_PATH'));
  const head = pullRequest?.head as { sha?: unknown; repo?: { html_url?: unknown } } | undefined;
  // On pull_request events GITHUB_SHA is a merge commit made for the run: the head is what was built.
  const sha = (typeof head?.sha === 'string' && head.sha) || value(env, 'GITHUB_SHA');
  const branch = value(env, 'GITHUB_HEAD_REF') ?? value(env, 'GITHUB_REF_NAME');
  const number = positiveInteger(pullRequest?.number);
  const title = typeof pullRequest?.title === 'string' ? pullRequest.title : undefined;
  const body = typeof pullRequest?.body === 'string' ? pullRequest.body : undefined;
  const runId = value(env, 'GITHUB_RUN_ID');
  const attempt = positiveInteger(value(env, 'GITHUB_RUN_ATTEMPT')) ?? 1;
  const refIsTag = value(env, 'GITHUB_REF_TYPE') === 'tag';
  // A pull request from a fork: its branch lives in the fork.
  const forkUrl = head?.repo?.html_url;
  const branchRepoUrl = (typeof forkUrl === 'string' ? webUrl(forkUrl) : undefined) ?? repoUrl;
  return compact({
    provider: 'github',
    providerName: 'GitHub Actions',
    repository: linked(repository, repoUrl),
    commit: linked(sha, repoUrl && sha ? `${repoUrl}/commit/${sha}` : undefined),
    ref: linked(
      branch,
      branchRepoUrl && branch
        ? `${branchRepoUrl.replace(/\/+$/, '')}/${refIsTag ? 'releases/tag' : 'tree'}/${refPath(branch)}`
        : undefined,
    ),
    change:
      number === undefined
        ? undefined
        : {
            kind: 'pull request',
            number,
            text: title ?? `#${number}`,
            ...given({ title, body, baseBranch: value(env, 'GITHUB_BASE_REF') }),
            ...optionalUrl(repoUrl ? `${repoUrl}/pull/${number}` : undefined),
          },
    trigger: value(env, 'GITHUB_EVENT_NAME'),
    actor: value(env, 'GITHUB_TRIGGERING_ACTOR') ?? value(env, 'GITHUB_ACTOR'),
    run: linked(
      [value(env, 'GITHUB_WORKFLOW'), runId && `run ${runId}`].filter(Boolean).join(' · ') ||
        undefined,
      repoUrl && runId
        ? `${repoUrl}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`
        : undefined,
    ),
  });
}

function gitlabContext(env: Env): CiContext {
  const projectUrl = value(env, 'CI_PROJECT_URL')?.replace(/\/+$/, '');
  const sha = value(env, 'CI_MERGE_REQUEST_SOURCE_BRANCH_SHA') ?? value(env, 'CI_COMMIT_SHA');
  const tag = value(env, 'CI_COMMIT_TAG');
  const branch =
    value(env, 'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME') ??
    value(env, 'CI_COMMIT_BRANCH') ??
    tag ??
    value(env, 'CI_COMMIT_REF_NAME');
  const number = positiveInteger(value(env, 'CI_MERGE_REQUEST_IID'));
  const pipelineId = value(env, 'CI_PIPELINE_ID');
  return compact({
    provider: 'gitlab',
    providerName: 'GitLab CI',
    repository: linked(value(env, 'CI_PROJECT_PATH'), projectUrl),
    commit: linked(sha, projectUrl && sha ? `${projectUrl}/-/commit/${sha}` : undefined),
    ref: linked(
      branch,
      projectUrl && branch
        ? `${projectUrl}/-/${tag ? 'tags' : 'tree'}/${refPath(branch)}`
        : undefined,
    ),
    change:
      number === undefined
        ? undefined
        : {
            kind: 'merge request',
            number,
            text: value(env, 'CI_MERGE_REQUEST_TITLE') ?? `!${number}`,
            ...given({
              title: value(env, 'CI_MERGE_REQUEST_TITLE'),
              body: value(env, 'CI_MERGE_REQUEST_DESCRIPTION'),
              baseBranch: value(env, 'CI_MERGE_REQUEST_TARGET_BRANCH_NAME'),
            }),
            ...optionalUrl(projectUrl ? `${projectUrl}/-/merge_requests/${number}` : undefined),
          },
    trigger: value(env, 'CI_PIPELINE_SOURCE'),
    actor: value(env, 'GITLAB_USER_LOGIN') ?? value(env, 'GITLAB_USER_NAME'),
    run: linked(pipelineId && `pipeline ${pipelineId}`, value(env, 'CI_PIPELINE_URL')),
  });
}

function jenkinsContext(env: Env): CiContext {
  const changeId = positiveInteger(value(env, 'CHANGE_ID'));
  const job = value(env, 'JOB_NAME');
  const build = value(env, 'BUILD_NUMBER');
  return compact({
    provider: 'jenkins',
    providerName: 'Jenkins',
    repository: linked(withoutCredentials(value(env, 'GIT_URL'))),
    commit: linked(value(env, 'GIT_COMMIT')),
    ref: linked(
      value(env, 'CHANGE_BRANCH') ?? value(env, 'BRANCH_NAME') ?? value(env, 'GIT_BRANCH'),
    ),
    change:
      changeId === undefined
        ? undefined
        : {
            kind: 'pull request',
            number: changeId,
            text: value(env, 'CHANGE_TITLE') ?? `#${changeId}`,
            ...given({
              title: value(env, 'CHANGE_TITLE'),
              baseBranch: value(env, 'CHANGE_TARGET'),
            }),
            ...optionalUrl(value(env, 'CHANGE_URL')),
          },
    trigger: undefined,
    actor: value(env, 'BUILD_USER_ID') ?? value(env, 'CHANGE_AUTHOR'),
    run: linked(
      [job, build && `#${build}`].filter(Boolean).join(' ') || undefined,
      value(env, 'BUILD_URL'),
    ),
  });
}

/** The title, body and base branch that have text: absent means absent, never ''. */
function given(fields: {
  title?: string | undefined;
  body?: string | undefined;
  baseBranch?: string | undefined;
}): { title?: string; body?: string; baseBranch?: string } {
  const { title, body, baseBranch } = fields;
  return {
    ...(title?.trim() ? { title } : {}),
    ...(body?.trim() ? { body } : {}),
    ...(baseBranch?.trim() ? { baseBranch } : {}),
  };
}

function optionalUrl(url: string | undefined): { url?: string } {
  const page = webUrl(url);
  return page ? { url: page } : {};
}

/** Drops the fields that are undefined, so that absent means absent (also in JSON). */
function compact(context: {
  [K in keyof Required<CiContext>]: Required<CiContext>[K] | undefined;
}): CiContext {
  return Object.fromEntries(
    Object.entries(context).filter(([, field]) => field !== undefined),
  ) as unknown as CiContext;
}

/**
 * Reads the run's context from the environment. GitHub Actions (`GITHUB_ACTIONS=true`, with the
 * pull request from the event file at GITHUB_EVENT_PATH), GitLab CI (`GITLAB_CI=true`) and
 * Jenkins (`JENKINS_URL`) are known; anything else gives `{ provider: 'other' }`. Never throws:
 * an unreadable event file or a malformed value leaves its field out.
 */
export function readCiContext(env: Env = process.env): CiContext {
  if (env.GITHUB_ACTIONS === 'true') return githubContext(env);
  if (env.GITLAB_CI === 'true') return gitlabContext(env);
  if (value(env, 'JENKINS_URL')) return jenkinsContext(env);
  return { provider: 'other' };
}

/** The first `length` characters of a commit SHA, as CIs show it (7 by default). */
export function shortSha(sha: string, length = 7): string {
  return sha.slice(0, length);
}
