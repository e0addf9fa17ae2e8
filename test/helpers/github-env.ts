/** The full SHA of the commit that {@link GITHUB_PUSH_ENV} builds. */
export const PUSH_SHA = '0123456789abcdef0123456789abcdef01234567';

/**
 * The environment of a GitHub Actions run of workflow `Release` on a push to `main` of
 * `octo/app` by `mona`: run 42, first attempt, on github.com.
 */
export const GITHUB_PUSH_ENV: Readonly<Record<string, string>> = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'octo/app',
  GITHUB_SHA: PUSH_SHA,
  GITHUB_REF_NAME: 'main',
  GITHUB_EVENT_NAME: 'push',
  GITHUB_ACTOR: 'mona',
  GITHUB_WORKFLOW: 'Release',
  GITHUB_RUN_ID: '42',
  GITHUB_RUN_ATTEMPT: '1',
};

/** The run's context line that every job summary of a run in {@link GITHUB_PUSH_ENV} starts with. */
export const GITHUB_PUSH_CONTEXT_LINE =
  '<p>Repository: <a href="https://github.com/octo/app">octo/app</a> · ' +
  `Commit: <a href="https://github.com/octo/app/commit/${PUSH_SHA}"><code>0123456</code></a> · ` +
  'Branch: <a href="https://github.com/octo/app/tree/main">main</a> · ' +
  'Triggered by: push from mona · ' +
  'Run: <a href="https://github.com/octo/app/actions/runs/42">Release · run 42</a></p>';
