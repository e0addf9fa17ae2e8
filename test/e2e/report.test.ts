/**
 * The report/ sub-action and `pgyer report` end to end (in this order: the issue tests add crash
 * groups): the bundles as child processes against the
 * sandbox, whose app has crash groups and feedback with hostile contents (markup, a mention, a
 * workflow command, a 10 kB title), across pages and two app versions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthReport } from '../../src/jobs/health/report.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { GITHUB_PUSH_ENV } from '../helpers/github-env.js';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, runCli } from './harness.js';

const HOUR = 3_600_000;
const sandbox = useSandbox({ pageSize: 4 });
let appKey: string;
let baseKey: string;

beforeAll(() => {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  const identifier = 'com.example.health';
  sandbox.state.addBuild({ platform: 'android', identifier, version: '2.0', created: at(96) });
  const base = sandbox.state.addBuild({
    platform: 'android',
    identifier,
    version: '2.1',
    created: at(30),
  });
  appKey = base.appKey;
  baseKey = base.key;
  const titles = [
    '<img src=x onerror=alert(1)> crash',
    '@org/team NullPointerException',
    '##[error]fake annotation',
    `${'A'.repeat(10_240)} long`,
  ];
  titles.forEach((title, index) => {
    sandbox.state.addCrash(appKey, { title, appVersion: '2.1', created: at(index + 1) });
  });
  for (let index = 0; index < 6; index += 1) {
    sandbox.state.addCrash(appKey, {
      title: `old ${index}`,
      appVersion: '2.0',
      created: at(40 + index),
    });
  }
  sandbox.state.addCrash(appKey, { title: 'late 2.0', appVersion: '2.0', created: at(10) });
  sandbox.state.addFeedback(appKey, {
    content: '<b>@org/team</b> ##[error]x',
    created: at(2),
    images: ['a'],
  });
});

describe('report/', () => {
  it('writes the counts, the report and an inert job summary, and sends one chat message', async () => {
    const before = sandbox.chat.received.length;
    const run = await runActionOn(
      sandbox,
      'report',
      { 'app-key': appKey, since: baseKey, 'slack-webhook': sandbox.chat.webhookUrl('slack') },
      { env: GITHUB_PUSH_ENV },
    );
    expect(failureOf(run)).toBe('');
    expect(run.outputs['crash-count']).toBe('4');
    expect(run.outputs['feedback-count']).toBe('1');
    const report = JSON.parse(run.outputs.report ?? '') as HealthReport;
    expect(report.attribution.crashes).toBe('version');
    expect(report.base?.buildKey).toBe(baseKey);
    expect(report.crashes.items[0]?.title).toBe('<img src=x onerror=alert(1)> crash');
    expect(run.summary).toContain('&lt;img');
    expect(run.summary).not.toContain('<img');
    expect(run.summary).not.toMatch(/@org\/team/);
    expect(run.stdout).not.toMatch(/^::error|^##\[error\]/m);
    const sent = sandbox.chat.received.slice(before);
    expect(sent.map((message) => message.platform)).toEqual(['slack']);
    expect(JSON.stringify(sent[0]?.body)).toContain('Crash groups (4 groups)');
  });

  it('fails before any request naming since and what it accepts', async () => {
    const requests = sandbox.requests.length;
    const run = await runActionOn(sandbox, 'report', { 'app-key': appKey, since: 'last week' });
    expect(run.exitCode).not.toBe(0);
    expect(failureOf(run)).toContain('since');
    expect(failureOf(run)).toContain('a duration such as 30m, 24h, 7d, 2w');
    expect(sandbox.requests.length).toBe(requests);
  });
});

describe('pgyer report', () => {
  const env = () => ({ PGYER_API_KEY: sandbox.apiKey });

  it('prints the report as JSON, every version in a duration window, reading no page more than needed', async () => {
    const requests = sandbox.requests.length;
    const run = await runCli(
      ['report', appKey, '--since', '12h', '--json', '--api-url', sandbox.url],
      env(),
    );
    expect(run.stderr).not.toContain('Error');
    expect(run.exitCode).toBe(0);
    const report = JSON.parse(run.stdout) as HealthReport;
    expect(report.attribution.crashes).toBe('window');
    expect(report.crashes.items.map((crash) => crash.appVersion)).toEqual([
      '2.1',
      '2.1',
      '2.1',
      '2.1',
      '2.0',
    ]);
    expect(report.feedback.items[0]).toMatchObject({ images: 1, voice: false });
    // 4 crash groups a page: page 2 reaches back past the window, so page 3 is not read.
    expect(sandbox.requests.slice(requests).map((request) => request.operation)).toEqual([
      'crash/listAll',
      'crash/listAll',
      'feedback/listAll',
    ]);
  });

  it('prints lines for people, newest first, with "and N more", and no workflow command', async () => {
    const run = await runCli(
      ['report', appKey, '--since', baseKey, '--max-items', '2', '--api-url', sandbox.url],
      env(),
    );
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Crash groups (4 groups):');
    expect(run.stdout).toContain('  … and 2 more');
    expect(run.stdout).not.toMatch(/^\s*##\[error\]|^::/m);
  });

  it('exits 1 naming the build when since names a deleted one', async () => {
    const build = sandbox.state.addBuild({ platform: 'android', identifier: 'com.example.health' });
    sandbox.state.builds.delete(build.key);
    const run = await runCli(
      ['report', appKey, '--since', build.key, '--api-url', sandbox.url],
      env(),
    );
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(
      `since: the build ${build.key} is not one of app ${appKey}'s builds`,
    );
  });
});

describe('report/ with create-issues: crashes', () => {
  let github: FakeGitHub;
  beforeAll(async () => {
    github = await startFakeGitHub();
  });
  afterAll(async () => {
    await github.close();
  });
  const env = () => ({
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.test',
  });
  const inputs = () => ({
    'app-key': appKey,
    since: baseKey,
    'create-issues': 'crashes',
    'github-token': 'ghs_issues-token',
  });

  it('opens one issue per crash group, and none again on the next run, closed or not', async () => {
    sandbox.state.addCrash(appKey, {
      title: 'with a long log',
      appVersion: '2.1',
      created: new Date(Date.now() - 5 * HOUR),
      log: `<script>x</script> @org/team\n${'at frame\n'.repeat(2000)}`,
    });
    const first = await runActionOn(sandbox, 'report', inputs(), { env: env() });
    expect(failureOf(first)).toBe('');
    expect(github.issues).toHaveLength(5);
    expect(new Set(github.issues.map((issue) => issue.body.split('\n')[0])).size).toBe(5);
    const long = github.issues.find((issue) => issue.title === 'Crash: with a long log');
    expect(long?.body).toContain('<details><summary>Log (the first 4000 of');
    expect(long?.body).toContain('&lt;script&gt;');
    expect(long?.body).not.toContain('<script>');
    expect(long?.body).not.toMatch(/@org\/team/);
    expect(github.issues.every((issue) => issue.labels[0]?.name === 'pgyer-crash')).toBe(true);
    const mention = github.issues.find((issue) => issue.title.includes('org/team'));
    expect(mention?.title).not.toMatch(/@org/);
    const [closed] = github.issues;
    if (closed) closed.state = 'closed';
    const second = await runActionOn(sandbox, 'report', inputs(), { env: env() });
    expect(failureOf(second)).toBe('');
    expect(github.issues).toHaveLength(5);
    expect(second.stdout).toContain('has issue #');
  });

  it('warns once without issues: write, and the report stands', async () => {
    github.readOnlyTokens.add('ghs_noWrite0000');
    const before = github.issues.length;
    sandbox.state.addCrash(appKey, { title: 'new one', appVersion: '2.1', created: new Date() });
    const run = await runActionOn(
      sandbox,
      'report',
      { ...inputs(), 'github-token': 'ghs_noWrite0000' },
      { env: env() },
    );
    expect(run.exitCode).toBe(0);
    expect(github.issues.length).toBe(before);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('issues: write');
  });
});
