import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCiContext, shortSha } from '../../../src/common/ci-context.js';
import { GITHUB_PUSH_ENV, PUSH_SHA as SHA } from '../../helpers/github-env.js';

const HEAD = 'fedcba9876543210fedcba9876543210fedcba98';

function eventFile(event: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'ci-context-')), 'event.json');
  writeFileSync(path, JSON.stringify(event));
  return path;
}

describe('readCiContext', () => {
  it('reads a GitHub push with links to the commit, branch and run', () => {
    expect(readCiContext(GITHUB_PUSH_ENV)).toEqual({
      provider: 'github',
      providerName: 'GitHub Actions',
      repository: { text: 'octo/app', url: 'https://github.com/octo/app' },
      commit: { text: SHA, url: `https://github.com/octo/app/commit/${SHA}` },
      ref: { text: 'main', url: 'https://github.com/octo/app/tree/main' },
      trigger: 'push',
      actor: 'mona',
      run: { text: 'Release · run 42', url: 'https://github.com/octo/app/actions/runs/42' },
    });
  });

  it('takes a GitHub pull request head commit, branch and number from the event', () => {
    const context = readCiContext({
      ...GITHUB_PUSH_ENV,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_HEAD_REF: 'feature/login',
      GITHUB_REF_NAME: '7/merge',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_EVENT_PATH: eventFile({
        pull_request: { number: 7, title: 'Login', body: 'Adds it.', head: { sha: HEAD } },
      }),
    });
    expect(context.commit).toEqual({
      text: HEAD,
      url: `https://github.com/octo/app/commit/${HEAD}`,
    });
    expect(context.ref?.text).toBe('feature/login');
    expect(context.change).toEqual({
      kind: 'pull request',
      number: 7,
      text: 'Login',
      title: 'Login',
      body: 'Adds it.',
      url: 'https://github.com/octo/app/pull/7',
    });
    expect(context.run?.url).toBe('https://github.com/octo/app/actions/runs/42/attempts/2');
  });

  it('encodes each segment of a branch in its link, slashes kept as separators', () => {
    const context = readCiContext({ ...GITHUB_PUSH_ENV, GITHUB_REF_NAME: 'feat/50%#1?x' });
    expect(context.ref).toEqual({
      text: 'feat/50%#1?x',
      url: 'https://github.com/octo/app/tree/feat/50%25%231%3Fx',
    });
    const gitlab = readCiContext({
      GITLAB_CI: 'true',
      CI_PROJECT_URL: 'https://gitlab.example.com/team/app',
      CI_COMMIT_TAG: 'v1#2',
    });
    expect(gitlab.ref?.url).toBe('https://gitlab.example.com/team/app/-/tags/v1%232');
  });

  it("links a fork's branch in the fork", () => {
    const context = readCiContext({
      ...GITHUB_PUSH_ENV,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_HEAD_REF: 'fix/crash',
      GITHUB_EVENT_PATH: eventFile({
        pull_request: {
          number: 8,
          head: { sha: HEAD, repo: { html_url: 'https://github.com/fan/app' } },
        },
      }),
    });
    expect(context.ref).toEqual({
      text: 'fix/crash',
      url: 'https://github.com/fan/app/tree/fix/crash',
    });
    expect(context.change?.url).toBe('https://github.com/octo/app/pull/8');
  });

  it('leaves the pull request out when the event file cannot be read', () => {
    const context = readCiContext({
      ...GITHUB_PUSH_ENV,
      GITHUB_EVENT_PATH: '/nonexistent/event.json',
    });
    expect(context.change).toBeUndefined();
    expect(context.commit?.text).toBe(SHA);
  });

  it('reads a GitLab merge request pipeline', () => {
    expect(
      readCiContext({
        GITLAB_CI: 'true',
        CI_PROJECT_URL: 'https://gitlab.example.com/team/app',
        CI_PROJECT_PATH: 'team/app',
        CI_COMMIT_SHA: SHA,
        CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: HEAD,
        CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/login',
        CI_MERGE_REQUEST_IID: '12',
        CI_PIPELINE_SOURCE: 'merge_request_event',
        CI_PIPELINE_ID: '900',
        CI_PIPELINE_URL: 'https://gitlab.example.com/team/app/-/pipelines/900',
        GITLAB_USER_LOGIN: 'dev',
      }),
    ).toEqual({
      provider: 'gitlab',
      providerName: 'GitLab CI',
      repository: { text: 'team/app', url: 'https://gitlab.example.com/team/app' },
      commit: { text: HEAD, url: `https://gitlab.example.com/team/app/-/commit/${HEAD}` },
      ref: {
        text: 'feature/login',
        url: 'https://gitlab.example.com/team/app/-/tree/feature/login',
      },
      change: {
        kind: 'merge request',
        number: 12,
        text: '!12',
        url: 'https://gitlab.example.com/team/app/-/merge_requests/12',
      },
      trigger: 'merge_request_event',
      actor: 'dev',
      run: { text: 'pipeline 900', url: 'https://gitlab.example.com/team/app/-/pipelines/900' },
    });
  });

  it("reads a GitLab merge request's title and description", () => {
    const context = readCiContext({
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_IID: '12',
      CI_MERGE_REQUEST_TITLE: 'Faster start',
      CI_MERGE_REQUEST_DESCRIPTION: 'Loads the settings lazily.',
    });
    expect(context.change).toEqual({
      kind: 'merge request',
      number: 12,
      text: 'Faster start',
      title: 'Faster start',
      body: 'Loads the settings lazily.',
    });
  });

  it('reads a Jenkins build', () => {
    const context = readCiContext({
      JENKINS_URL: 'https://ci.example.com/',
      JOB_NAME: 'app',
      BUILD_NUMBER: '5',
      BUILD_URL: 'https://ci.example.com/job/app/5/',
      GIT_COMMIT: SHA,
      GIT_BRANCH: 'origin/main',
    });
    expect(context).toMatchObject({
      provider: 'jenkins',
      commit: { text: SHA },
      ref: { text: 'origin/main' },
      run: { text: 'app #5', url: 'https://ci.example.com/job/app/5/' },
    });
  });

  it('never shows the credentials a Jenkins GIT_URL carries', () => {
    const context = readCiContext({
      JENKINS_URL: 'https://ci.example.com/',
      GIT_URL: 'https://builder:ghp_secret123@github.com/octo/app.git',
    });
    expect(context.repository).toEqual({ text: 'https://github.com/octo/app.git' });
    expect(JSON.stringify(context)).not.toMatch(/builder|ghp_secret123/);
    // An SSH remote (no URL to clean) stays as it is.
    expect(
      readCiContext({
        JENKINS_URL: 'https://ci.example.com/',
        GIT_URL: 'git@github.com:octo/app.git',
      }).repository,
    ).toEqual({ text: 'git@github.com:octo/app.git' });
    expect(
      readCiContext({ JENKINS_URL: 'https://ci.example.com/', GIT_URL: 'u:tok@host:octo/app.git' })
        .repository,
    ).toEqual({ text: 'host:octo/app.git' });
  });

  it('links a CI address in its normalised form: no <, > or space from the variable survives', () => {
    const context = readCiContext({
      JENKINS_URL: 'https://ci.example.com/',
      JOB_NAME: 'app',
      BUILD_URL: 'https://ci.example.com/job/<!channel>|click/5 x/?a=<b>#<c>',
      CHANGE_ID: '3',
      CHANGE_URL: 'HTTPS://Git.Example.com/pr/3',
    });
    expect(context.run?.url).toBe(
      'https://ci.example.com/job/%3C!channel%3E|click/5%20x/?a=%3Cb%3E#%3Cc%3E',
    );
    expect(context.change?.url).toBe('https://git.example.com/pr/3');
  });

  it('never links an address that is not http(s)', () => {
    const context = readCiContext({
      ...GITHUB_PUSH_ENV,
      GITHUB_SERVER_URL: 'javascript:alert(1)//',
    });
    expect(context.repository).toEqual({ text: 'octo/app' });
    expect(context.run?.url).toBeUndefined();
  });

  it('knows nothing outside a known CI', () => {
    expect(readCiContext({ CI: 'true' })).toEqual({ provider: 'other' });
  });
});

describe('shortSha', () => {
  it('keeps the first 7 characters', () => {
    expect(shortSha(SHA)).toBe('0123456');
  });
});
