/**
 * upload-and-wait's GitHub side, end to end: the pull request comment against a fake GitHub REST
 * API (GITHUB_API_URL), several platforms in one step, HarmonyOS extras, release notes from a file.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { brokenApkPath, hapFixture, ipaFixture } from '../fixtures/packages.js';
import { ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { buildLinksOf, expectNoSecrets, failureOf, runAction, type ActionRun } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const TOKEN = 'ghs_fakeToken0123456789';
const CERT_PASSWORD = 'p12-secret-pass';

let sandbox: Sandbox;
let github: FakeGitHub;
let scratch: string;
let certificate: string;
let hsp: string;

beforeAll(async () => {
  // Upload keys unlike buildKeys: the comment, the table and the records must name each build by
  // the buildKey of its published record.
  sandbox = await startSandbox({ parseDelayMs: 50, publishDelayMs: 150, distinctUploadKeys: true });
  github = await startFakeGitHub();
  scratch = await mkdtemp(join(tmpdir(), 'github-e2e-'));
  certificate = join(scratch, 'release.p12');
  hsp = join(scratch, 'library.hsp');
  await writeFile(certificate, 'not a real certificate');
  await writeFile(hsp, 'not a real hsp');
});
afterAll(async () => {
  await sandbox.close();
  await github.close();
});
afterEach(() => {
  sandbox.faults.clear();
  sandbox.requests.length = 0;
  github.requests.length = 0;
  github.deployments.length = 0;
});

/** The GITHUB_* variables of a run for `event` with `payload`. */
async function runEnv(
  event: string,
  payload: object,
  sha = 'abcdef1234567890',
): Promise<Record<string, string>> {
  const eventPath = join(scratch, `${event}-${String(Math.random()).slice(2)}.json`);
  await writeFile(eventPath, JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_SHA: sha,
    GITHUB_WORKFLOW: 'Pull request builds',
    GITHUB_RUN_ID: '99',
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.test',
  };
}

async function upload(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<ActionRun> {
  const given: Record<string, string> = {
    'api-key': sandbox.apiKey,
    'api-url': sandbox.url,
    file: APK,
    ...inputs,
  };
  const run = await runAction('.', given, { env });
  const secrets = [given['api-key'], given['github-token'], given['harmony-certificate-password']];
  expectNoSecrets(
    run,
    secrets.filter((secret): secret is string => Boolean(secret)),
    sandbox.issuedSecrets(),
  );
  return run;
}

describe('pull request comment', () => {
  it('creates one comment, then updates it in place with the earlier build folded away', async () => {
    const env = await runEnv('pull_request', {
      pull_request: { number: 7, head: { sha: '1234567deadbeef' } },
    });
    const first = await upload(
      { 'pr-comment': 'true', 'github-token': TOKEN, 'update-description': 'First try' },
      env,
    );
    expect(first.exitCode).toBe(0);
    expect(first.stdout).toContain('Pull request comment created: https://github.test/pull/7#');
    // The next push: a new head commit, a new run.
    const next = await runEnv('pull_request', {
      pull_request: { number: 7, head: { sha: '89abcdef0badcafe' } },
    });
    const second = await upload(
      { 'pr-comment': 'true', 'github-token': TOKEN },
      { ...next, GITHUB_RUN_ID: '100' },
    );
    expect(second.exitCode).toBe(0);
    expect(second.stdout).toContain('Pull request comment updated');

    const comments = github.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).toContain('<!-- pgyer-actions:pr-comment workflow="Pull request builds" -->');
    expect(body).toContain('Appium Settings');
    expect(body).toContain(buildLinksOf(second).page);
    // The comment's hidden history (base64 JSON) names each build by its key.
    const history = /<!-- pgyer-actions:history ([A-Za-z0-9+/=]*) -->/.exec(body)?.[1] ?? '';
    const keys = (
      JSON.parse(Buffer.from(history, 'base64').toString('utf8')) as { buildKey: string }[]
    ).map((row) => row.buildKey);
    expect(keys.sort()).toEqual([first.outputs['build-key'], second.outputs['build-key']].sort());
    for (const key of keys) expect(sandbox.state.builds.has(key), `${key} is a build`).toBe(true);
    // The pull request's head commit, not GITHUB_SHA (the merge commit).
    const [current = '', details = ''] = body.split('<details>');
    expect(current).toContain('<code>89abcde</code>');
    expect(details).toContain('Earlier builds (1)');
    expect(details).toContain('<code>1234567</code>');
    expect(details).toContain(buildLinksOf(first).page);
    for (const secret of [TOKEN, sandbox.apiKey, ...sandbox.issuedSecrets()])
      expect(body).not.toContain(secret);
  });

  it('shows the health section of the build replaced, inert, and edits it in place on the next push', async () => {
    const inputs = { 'pr-comment': 'true', 'github-token': TOKEN, 'health-report': 'previous' };
    // The newest build of the APK's app, which this upload replaces, and a crash group since.
    const base = sandbox.state.addBuild({
      platform: 'android',
      identifier: 'io.appium.settings',
      version: '8.0.10',
    });
    sandbox.state.addCrash(base.appKey, {
      title: '<script>alert(1)</script> @org/team ##[error]x',
      appVersion: '8.0.10',
    });
    const first = await upload(
      inputs,
      await runEnv('pull_request', { pull_request: { number: 41, head: { sha: '41aaaaaa0' } } }),
    );
    expect(failureOf(first)).toBe('');
    const [comment] = github.comments.get(41) ?? [];
    const body = comment?.body ?? '';
    expect(body).toContain('since build 8.0.10');
    expect(body).toContain('newest build of io.appium.settings (Android)');
    expect(body).toContain('&lt;script&gt;');
    expect(body).not.toContain('<script>');
    expect(body).not.toMatch(/@org\/team/);
    // The next push replaces the first run's build: feedback received since shows, in the same comment.
    sandbox.state.addFeedback(base.appKey, { content: 'The login button does nothing' });
    const second = await upload(
      inputs,
      await runEnv('pull_request', { pull_request: { number: 41, head: { sha: '41bbbbbb0' } } }),
    );
    expect(second.stdout).toContain('Pull request comment updated');
    const comments = github.comments.get(41) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('The login button does nothing');
    expect(comments[0]?.body).not.toBe(body);
  });

  it('leaves the comment as it is on a re-run that published nothing new', async () => {
    const env = await runEnv('pull_request', { pull_request: { number: 31 } });
    const inputs = { 'pr-comment': 'true', 'github-token': TOKEN };
    // The APK is in the sandbox from the tests before: the first run uploads it again.
    const first = await upload({ ...inputs, 'if-published': 'upload' }, env);
    expect(first.exitCode).toBe(0);
    const before = github.comments.get(31)?.map((comment) => comment.body);
    expect(before).toHaveLength(1);
    github.requests.length = 0;
    // The re-run, with if-published as a workflow leaves it (the harness's is upload): skip.
    const again = await upload(
      { ...inputs, 'if-published': '' },
      { ...env, GITHUB_RUN_ATTEMPT: '2' },
    );
    expect(again.exitCode).toBe(0);
    expect(again.outputs['build-key']).toBe(first.outputs['build-key']);
    expect(again.stdout).toContain(
      'No pull request comment written: every build was already published',
    );
    expect(github.comments.get(31)?.map((comment) => comment.body)).toEqual(before);
    expect(github.requests).toEqual([]);
  });

  it('keeps one comment when another job of the workflow created one at the same time', async () => {
    const marker = '<!-- pgyer-actions:pr-comment workflow="Pull request builds" -->';
    github.racingBody = `${marker}\nthe other job's comment`;
    const env = await runEnv('pull_request', { pull_request: { number: 21 } });
    const run = await upload({ 'pr-comment': 'true', 'github-token': TOKEN }, env);
    expect(run.exitCode).toBe(0);
    const comments = github.comments.get(21) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.html_url).toContain('#race');
    expect(comments[0]?.body).toContain(buildLinksOf(run).page);
    expect(github.requests.filter((request) => request.startsWith('DELETE'))).toHaveLength(1);
  });

  it('shows the iOS and the Android job of one commit as current, also when both read the comment before either wrote it', async () => {
    const earlier = await runEnv('pull_request', {
      pull_request: { number: 23, head: { sha: '1111111aaaaaaaa' } },
    });
    const first = await upload({ 'pr-comment': 'true', 'github-token': TOKEN }, earlier);
    expect(first.exitCode).toBe(0);
    const env = await runEnv('pull_request', {
      pull_request: { number: 23, head: { sha: '2222222bbbbbbbb' } },
    });
    // Each job's update waits until the other's has arrived: each was made from the same read.
    github.holdWrites = 2;
    const [android, ios] = await Promise.all([
      upload({ 'pr-comment': 'true', 'github-token': TOKEN }, env),
      upload({ 'pr-comment': 'true', 'github-token': TOKEN, file: ipaFixture.path }, env),
    ]);
    for (const job of [android, ios]) {
      expect(failureOf(job)).toBe('');
      expect(job.stdout).toContain('Pull request comment updated: https://github.test/pull/23#');
    }
    const comments = github.comments.get(23) ?? [];
    expect(comments).toHaveLength(1);
    const [current = '', details = ''] = (comments[0]?.body ?? '').split('<details>');
    expect(current).toContain(buildLinksOf(android).page);
    expect(current).toContain(buildLinksOf(ios).page);
    expect(details).toContain('Earlier builds (1)');
    expect(details).toContain(buildLinksOf(first).page);
  });

  it("does not take over another user's comment that carries the marker, nor show its history", async () => {
    const marker = '<!-- pgyer-actions:pr-comment workflow="Pull request builds" -->';
    const history = Buffer.from(
      JSON.stringify([{ buildKey: 'planted', installPageUrl: 'https://evil.example/' }]),
    ).toString('base64');
    const planted = github.addComment(
      22,
      `${marker}\n<!-- pgyer-actions:history ${history} -->`,
      'mallory',
    );
    const env = await runEnv('pull_request', { pull_request: { number: 22 } });
    const run = await upload({ 'pr-comment': 'true', 'github-token': TOKEN }, env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Pull request comment created');
    const [theirs, ours] = github.comments.get(22) ?? [];
    expect(theirs?.body).toBe(planted.body);
    expect(ours?.user.login).toBe(ACTIONS_BOT);
    expect(ours?.body).toContain(buildLinksOf(run).page);
    expect(ours?.body).not.toContain('evil.example');
  });

  it('finds the open pull request of the commit on a push', async () => {
    github.pullsByCommit.set('feedface00000000', 12);
    const env = await runEnv('push', { ref: 'refs/heads/feature' }, 'feedface00000000');
    const run = await upload({ 'pr-comment': 'true', 'github-token': TOKEN }, env);
    expect(run.exitCode).toBe(0);
    expect(github.comments.get(12)).toHaveLength(1);
  });

  it('warns and succeeds when the commit has no pull request', async () => {
    const env = await runEnv('push', { ref: 'refs/heads/main' }, '0000000000000000');
    const run = await upload({ 'pr-comment': 'true', 'github-token': TOKEN }, env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain(
      '::warning::No pull request comment: no open pull request for push of 0000000',
    );
  });

  it('warns and succeeds with a read-only token (a fork), saying which permission is missing', async () => {
    github.readOnlyTokens.add('ghs_readOnly0000');
    const env = await runEnv('pull_request', { pull_request: { number: 8 } });
    const run = await upload({ 'pr-comment': 'true', 'github-token': 'ghs_readOnly0000' }, env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::No pull request comment: GitHub answered 403 .*pull-requests: write/,
    );
    expect(github.comments.get(8)).toBeUndefined();
  });

  it('makes no GitHub request without pr-comment', async () => {
    const env = await runEnv('pull_request', { pull_request: { number: 9 } });
    const run = await upload({ 'github-token': TOKEN }, env);
    expect(run.exitCode).toBe(0);
    expect(github.requests).toEqual([]);
  });
});

describe('deployment-environment', () => {
  const deploy = { 'deployment-environment': 'testers', 'github-token': TOKEN };
  // On a runner, as the run's page (the deployment's log) is read from the GITHUB_* variables.
  // runEnv's default SHA holds 12345678, a piece of a sandbox secret, which a failure line shows.
  const deployEnv = async (event: string, payload: object, sha = 'feedc0de0badcafe') => ({
    ...(await runEnv(event, payload, sha)),
    GITHUB_ACTIONS: 'true',
  });
  const states = (index: number) =>
    github.deployments[index]?.statuses.map((status) => status.state);

  it("creates one deployment of the pull request head, in_progress then success with the build's own page", async () => {
    const env = await deployEnv('pull_request', {
      pull_request: { number: 31, head: { sha: '31313131deadbeef' } },
    });
    const run = await upload(deploy, env);
    expect(run.exitCode).toBe(0);
    expect(github.deployments).toHaveLength(1);
    const [deployment] = github.deployments;
    // The pull request's head commit, not GITHUB_SHA (the merge commit made for the run).
    expect(deployment).toMatchObject({
      sha: '31313131deadbeef',
      environment: 'testers',
      transient_environment: false,
      production_environment: false,
      request: { auto_merge: false, required_contexts: [] },
    });
    expect(states(0)).toEqual(['in_progress', 'success']);
    // The buildKey's page keeps showing this build; the short link's opens whichever is newest.
    const { buildPageUrl } = JSON.parse(run.outputs.build ?? '{}') as { buildPageUrl: string };
    expect(buildPageUrl).not.toBe(run.outputs['install-page-url']);
    expect(deployment?.statuses[1]).toMatchObject({
      environment_url: buildPageUrl,
      log_url: 'https://github.test/octo/app/actions/runs/99',
    });
    expect(run.summary).toContain(
      '<p>Deployed to: <a href="https://github.test/octo/app/deployments/testers">testers</a></p>',
    );
  });

  it('marks the deployment failed when the upload fails', async () => {
    const env = await deployEnv('push', {});
    const run = await upload({ ...deploy, file: brokenApkPath }, env);
    expect(run.exitCode).toBe(1);
    expect(states(0)).toEqual(['in_progress', 'failure']);
    expect(github.deployments[0]?.statuses[1]?.environment_url).toBe('');
  });

  it("makes the environment's earlier deployment inactive (GitHub's auto_inactive)", async () => {
    for (const sha of ['1111aaaa', '2222bbbb']) {
      const run = await upload(deploy, await deployEnv('push', {}, sha));
      expect(run.exitCode).toBe(0);
    }
    expect(github.deployments.map((deployment) => deployment.sha)).toEqual([
      '1111aaaa',
      '2222bbbb',
    ]);
    expect(states(0)).toEqual(['in_progress', 'success', 'inactive']);
    expect(states(1)).toEqual(['in_progress', 'success']);
  });

  it('warns once naming deployments: write, and the upload succeeds, with a read-only token', async () => {
    github.readOnlyTokens.add('ghs_readOnly0000');
    const env = await deployEnv('push', {});
    const run = await upload({ ...deploy, 'github-token': 'ghs_readOnly0000' }, env);
    expect(run.exitCode).toBe(0);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^::warning::No deployment to testers: GitHub answered 403 .*deployments: write/,
    );
    expect(github.deployments).toEqual([]);
    expect(run.outputs['install-page-url']).toMatch(/^https?:/);
  });

  it('refuses an environment name longer than GitHub takes before any request', async () => {
    const run = await upload({ ...deploy, 'deployment-environment': 'x'.repeat(256) });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(
      /^Input "deployment-environment": has 256 characters; GitHub takes environment names of at most 255/,
    );
    expect(sandbox.requests).toEqual([]);
    expect(github.requests).toEqual([]);
  });
});

describe('several files, several platforms', () => {
  it('publishes an .ipa, an .apk and a .hap in one step, with one table and every record', async () => {
    const run = await upload({
      file: [APK, ipaFixture.path, hapFixture.path].join('\n'),
      'harmony-certificate': certificate,
      'harmony-certificate-password': CERT_PASSWORD,
      'harmony-hsp': hsp,
    });
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    const builds = JSON.parse(run.outputs.builds ?? '[]') as {
      buildType: string;
      buildKey: string;
      record: { buildName: string };
    }[];
    for (const { buildKey } of builds) {
      expect(sandbox.state.builds.has(buildKey)).toBe(true);
      // The buildKey breaks on a phone (<wbr>), and copies whole.
      expect(run.summary.replaceAll('<wbr>', '')).toContain(`<code>${buildKey}</code>`);
    }
    expect(builds.map((build) => build.buildType).sort()).toEqual(['android', 'harmony', 'ios']);
    expect(builds.map((build) => build.record.buildName)).toContain(ipaFixture.name);
    // A card per build.
    expect(run.summary.match(/<h4>/g)).toHaveLength(3);
    expect(run.summary).toContain('iOS');
    expect(run.summary).toContain('HarmonyOS');
    expect(run.outputs['ios-install-url']).toBeDefined();
    const operations = sandbox.requests.map((request) => request.operation);
    expect(operations.filter((operation) => operation === 'app/getCOSToken')).toHaveLength(3);
    expect(operations).toContain('app/uploadHarmonyCert');
    expect(operations).toContain('app/uploadHarmonyHsp');
    // Each line of a concurrent upload names its file.
    expect(run.stdout).toMatch(/^\[demo\.hap\] /m);
  });

  it('fails when one file fails, after reporting the ones that were published', async () => {
    const run = await upload({ file: `${ipaFixture.path}\n${brokenApkPath}` });
    expect(run.exitCode).toBe(1);
    // The failed file's error once, then the run's failure naming the file.
    expect(failureOf(run).split('\n')).toEqual([
      expect.stringMatching(/^\S+broken\.apk: the service could not publish build /),
      expect.stringMatching(
        /^1 of 2 uploads failed \(\S*broken\.apk\): each file's error is logged above$/,
      ),
    ]);
    const builds = JSON.parse(run.outputs.builds ?? '[]') as unknown[];
    expect(builds).toHaveLength(1);
    expect(run.summary).toContain(ipaFixture.name);
    expect(run.summary).toContain('Failed');
  });

  it('refuses a .hap certificate without its password before any request', async () => {
    const run = await upload({ file: hapFixture.path, 'harmony-certificate': certificate });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(
      /^Input "harmony-certificate-password": is required with input harmony-certificate/,
    );
    expect(sandbox.requests).toEqual([]);
  });
});

describe('release notes', () => {
  it('reads them from a UTF-8 file and shows them in the summary', async () => {
    const notes = join(scratch, 'notes.md');
    await writeFile(notes, '\uFEFFNeu: Anmeldung per QR-Code\n<b>kein HTML</b>\n');
    const run = await upload({ 'update-description-file': notes });
    expect(run.exitCode).toBe(0);
    const build = JSON.parse(run.outputs.build ?? '{}') as {
      record: { buildUpdateDescription: string };
    };
    expect(build.record.buildUpdateDescription).toBe(
      'Neu: Anmeldung per QR-Code\n<b>kein HTML</b>',
    );
    expect(run.summary).toContain('Neu: Anmeldung per QR-Code<br>&lt;b&gt;kein HTML&lt;/b&gt;');
  });

  it('refuses a file that is not UTF-8, or too long, before any request', async () => {
    const binary = join(scratch, 'notes.bin');
    await writeFile(binary, Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]));
    const long = join(scratch, 'long.md');
    await writeFile(long, 'x'.repeat(10_001));
    const cases: [string, RegExp][] = [
      [binary, /^Input "update-description-file": .*notes\.bin is not UTF-8 text/],
      [
        long,
        /^Input "update-description-file": has 10001 characters; release notes may have at most 10000/,
      ],
      [join(scratch, 'missing.md'), /^Input "update-description-file": cannot read/],
    ];
    for (const [path, message] of cases) {
      const run = await upload({ 'update-description-file': path });
      expect(run.exitCode).toBe(1);
      expect(failureOf(run)).toMatch(message);
    }
    expect(sandbox.requests).toEqual([]);
  });
});

describe('receipt artifact', () => {
  it('warns, and the step still succeeds, when no artifact service is reachable', async () => {
    const run = await upload({ 'receipt-artifact': 'pgyer-receipt' });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('::warning::Could not upload the receipt artifact pgyer-receipt');
  });
});
