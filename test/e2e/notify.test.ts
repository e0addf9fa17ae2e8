/**
 * Chat notifications end to end: the committed bundles (upload-and-wait, the notify sub-action,
 * `pgyer notify`) as processes, a real build published by the sandbox, and the chat receivers of
 * every platform over loopback checking signatures and limits. Every run is scanned for the
 * webhook tokens and the signing secrets (every 8-character piece), and each webhook input must
 * have been masked whole. (Pieces of the whole URLs cannot be scanned for here: the receivers and
 * the sandbox share `http://127.0.0.1:`, which the install page addresses rightly show.)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/jobs/notify/options.js';
import { CHAT_PLATFORMS, type ChatPlatform } from '../../src/sandbox/chat/server.js';
import { brokenApkPath } from '../fixtures/packages.js';
import { decodeQrCode } from './browser.js';
import { useChatReceivers, WEBHOOK_SETTING } from '../helpers/notify.js';
import { useSandbox } from '../helpers/sandbox.js';
import {
  expectNoSecrets,
  failureOf,
  leakedPiece,
  outputOf,
  runActionOn,
  runAction,
  startSandboxProcess,
  type ActionRun,
  type CliRun,
} from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const SECRETS = {
  dingtalk: 'SECq7Zp2Lm9Xv4Rt8Wb',
  feishu: 'fsK3n8Qw2Ez5Ty7Ui',
  webhook: 'whJ6d2Pk9Mv3Bx8Nc',
};
const SHA = 'c0ffee0123456789abcdef0123456789abcdef01';
const GITHUB_ENV = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'octo/app',
  GITHUB_SHA: SHA,
  GITHUB_REF_NAME: 'main',
  GITHUB_EVENT_NAME: 'push',
  GITHUB_ACTOR: 'octocat',
  GITHUB_WORKFLOW: 'Release',
  GITHUB_RUN_ID: '4242',
};
const RUN_URL = 'https://github.com/octo/app/actions/runs/4242';
const COMMIT_URL = `https://github.com/octo/app/commit/${SHA}`;

const sandbox = useSandbox({ parseDelayMs: 50, publishDelayMs: 100 });
const receivers = useChatReceivers({ secrets: SECRETS });
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'notify-e2e-'));
});

/** Every webhook, signed with the receivers' secrets (`secrets` replaces some). */
function webhooks(
  platforms: readonly ChatPlatform[] = CHAT_PLATFORMS,
  secrets: Partial<typeof SECRETS> = SECRETS,
): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const platform of platforms)
    inputs[WEBHOOK_SETTING[platform]] = receivers.webhookUrl(platform);
  if (platforms.includes('dingtalk') && secrets.dingtalk)
    inputs['dingtalk-secret'] = secrets.dingtalk;
  if (platforms.includes('feishu') && secrets.feishu) inputs['feishu-secret'] = secrets.feishu;
  if (platforms.includes('webhook') && secrets.webhook) inputs['webhook-secret'] = secrets.webhook;
  return inputs;
}

function chatSecrets(): string[] {
  return [...receivers.tokens(), ...Object.values(SECRETS)];
}

/** Each webhook URL and signing secret given was masked (`::add-mask::`). */
function expectMasked(run: ActionRun, inputs: Record<string, string>): void {
  // The runner reads a command's value with %25, %0D and %0A turned back into %, CR and LF.
  const masks = [...run.stdout.matchAll(/^::add-mask::(.*)$/gm)].map((match) =>
    (match[1] ?? '').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'),
  );
  for (const [name, value] of Object.entries(inputs)) {
    if (/webhook|secret|url$/.test(name) && value) expect(masks, name).toContain(value);
  }
}

/** Runs upload-and-wait; the harness scans it, and every webhook input must have been masked. */
async function upload(
  inputs: Record<string, string>,
  env: Record<string, string> = GITHUB_ENV,
): Promise<ActionRun> {
  const run = await runActionOn(
    sandbox,
    '.',
    { file: APK, ...inputs },
    { env, otherSecrets: chatSecrets() },
  );
  expectMasked(run, inputs);
  return run;
}

/** Runs the notify sub-action, scanned for the receivers' tokens and secrets. */
async function notify(
  inputs: Record<string, string>,
  env: Record<string, string> = GITHUB_ENV,
): Promise<ActionRun> {
  const run = await runAction('notify', inputs, { env });
  expectNoSecrets(run, [], chatSecrets());
  expectMasked(run, inputs);
  return run;
}

/** Runs the CLI bundle with `input` on stdin; the scan covers the receivers' secrets. */
async function pgyer(
  args: readonly string[],
  env: Record<string, string>,
  input = '',
): Promise<CliRun> {
  const child = spawn(process.execPath, ['dist/cli/index.js', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(input);
  const run = await outputOf(child);
  for (const secret of [
    ...Object.values(env).filter((value) => value.startsWith('http://127')),
    ...chatSecrets(),
  ]) {
    expect(leakedPiece(`${run.stdout}\n${run.stderr}`, secret)).toBeUndefined();
  }
  return run;
}

/** Whether `body` is a WeCom image message (the QR code that follows the news). */
function isPicture(body: unknown): boolean {
  return (body as { msgtype?: unknown } | undefined)?.msgtype === 'image';
}

/** The one message `platform` received, WeCom's QR code picture aside. */
function received(platform: ChatPlatform): string {
  const messages = receivers.received.filter(
    (message) => message.platform === platform && !isPicture(message.body),
  );
  expect(messages, `${platform} received one message`).toHaveLength(1);
  return JSON.stringify(messages[0]?.body);
}

describe('upload-and-wait with webhooks', () => {
  let published: ActionRun;

  // The later cases reuse the build this one publishes.
  it('publishes the build and tells every platform, signed where it signs', async () => {
    published = await upload({ ...webhooks(), 'update-description': 'Login fixed' });
    expect(failureOf(published)).toBe('');
    expect(published.exitCode).toBe(0);
    expect(receivers.refused).toEqual([]);
    const build = JSON.parse(published.outputs.build ?? '') as {
      buildPageUrl: string;
      buildQrCodeUrl: string;
    };
    for (const platform of CHAT_PLATFORMS) {
      const message = received(platform);
      if (platform !== 'wecom') expect(message, platform).toContain(build.buildQrCodeUrl);
      expect(message, platform).toContain(build.buildPageUrl);
      expect(message, platform).toContain(RUN_URL);
      if (platform !== 'webhook') expect(message, platform).toContain('8.0.10 (version code 192)');
      if (platform !== 'wecom') expect(message, platform).toContain(COMMIT_URL);
      expect(published.stdout).toContain(`Notified ${platform === 'webhook' ? 'Webhook' : ''}`);
    }
    expect(received('dingtalk')).toContain(`![QR code](${build.buildQrCodeUrl})`);
    // WeCom's QR code is a picture message after the news, which reads as the build's page.
    const pictures = receivers.received.filter(
      (message) => message.platform === 'wecom' && isPicture(message.body),
    );
    expect(pictures).toHaveLength(1);
    const { base64 } = (pictures[0]?.body as { image: { base64: string } }).image;
    expect(decodeQrCode(Buffer.from(base64, 'base64'))).toBe(build.buildPageUrl);
    expect(received('wecom')).not.toContain('picurl');
    expect(received('slack')).toContain(`{"type":"image","image_url":"${build.buildQrCodeUrl}"`);
    expect(received('teams')).toContain(`{"type":"Image","url":"${build.buildQrCodeUrl}"`);
    expect(received('dingtalk')).toContain('Login fixed');
    for (const name of ['DingTalk', 'Feishu', 'WeCom', 'Slack', 'Teams', 'Webhook']) {
      expect(published.stdout).toMatch(new RegExp(`^Notified ${name}$`, 'm'));
    }
  });

  it('a wrong signing secret is refused by the robot: a warning, the step passes; notify-required fails it', async () => {
    const inputs = webhooks(['dingtalk', 'slack'], { dingtalk: 'SECnot-the-robots-secret-99' });
    const run = await upload(inputs);
    expect(run.exitCode).toBe(0);
    // The action names the signing secret as its input.
    expect(run.stdout).toMatch(
      /^::warning::Notification not delivered: DingTalk refused the message: errcode 310000: sign not match: check input dingtalk-secret \(the robot's signing secret\), or, for a robot with keywords, put one in input notify-title$/m,
    );
    expect(run.stdout).not.toContain('PGYER_DINGTALK_SECRET');
    expect(receivers.received.map((message) => message.platform)).toEqual(['slack']);
    receivers.received.splice(0);
    const required = await upload({ ...inputs, 'notify-required': 'true' });
    expect(required.exitCode).toBe(1);
    expect(failureOf(required)).toMatch(
      /^1 of 2 notifications could not be delivered \(notify-required is true\): DingTalk$/m,
    );
    expect(required.outputs['build-key']).toBeTruthy();
  });

  it("tries again after the platform's 5xx and rate limit, and delivers", async () => {
    receivers.fail('slack', 'server-error');
    receivers.fail('wecom', 'rate-limit');
    const run = await upload(webhooks(['slack', 'wecom']));
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(
      /^Slack refused the message: HTTP 500: Internal Server Error; trying again/m,
    );
    expect(run.stdout).toMatch(
      /^WeCom refused the message: errcode 45009: api freq out of limit; trying again/m,
    );
    expect(run.stdout).toMatch(/^Notified Slack \(after 2 tries\)$/m);
    expect(run.stdout).toMatch(/^Notified WeCom \(after 2 tries\)$/m);
  });

  it('a failed upload sends what failed and the run link; notify-on success sends nothing then', async () => {
    const run = await upload({
      ...webhooks(['slack', 'wecom', 'webhook']),
      'api-key': 'not-the-sandbox-key-1234',
    });
    expect(run.exitCode).toBe(1);
    const slack = received('slack');
    expect(slack).toContain('Pgyer: the upload failed');
    expect(slack).toContain('Failed:');
    expect(slack).toContain(RUN_URL);
    expect(received('wecom')).toContain('"msgtype":"markdown"');
    expect(received('wecom')).toContain(`](${RUN_URL})`);
    expect(JSON.parse(received('webhook'))).toMatchObject({ event: 'failed', builds: [] });
    receivers.received.splice(0);
    const quiet = await upload({
      ...webhooks(['slack']),
      'api-key': 'not-the-sandbox-key-1234',
      'notify-on': 'success',
    });
    expect(quiet.exitCode).toBe(1);
    expect(receivers.received).toEqual([]);
  });

  it('a failure notice names the file that failed, not only its buildKey (1216)', async () => {
    const run = await upload({ ...webhooks(['slack', 'dingtalk']), file: brokenApkPath });
    expect(run.exitCode).toBe(1);
    for (const platform of ['slack', 'dingtalk'] as const) {
      // The path as the workflow's file input matched it (relative to the workspace).
      expect(received(platform), platform).toContain(
        `${relative(process.cwd(), brokenApkPath)}: the service could not publish build`,
      );
    }
  });

  it('the notify sub-action and pgyer notify say a password is needed, as the summary does', async () => {
    const password = await upload({ 'install-type': 'password', password: 'tester-pass-4321' });
    expect(password.exitCode).toBe(0);
    const builds = password.outputs.builds ?? '';
    await notify({ builds, ...webhooks(['slack']) });
    expect(received('slack')).toContain('Password');
    receivers.received.splice(0);
    const cli = await pgyer(
      ['notify', '-', '--slack-webhook', receivers.webhookUrl('slack')],
      {},
      builds,
    );
    expect(cli.exitCode, cli.stderr).toBe(0);
    expect(received('slack')).toContain('Password');
    expect(received('slack')).not.toContain('tester-pass-4321');
  });

  it('the notify sub-action sends the builds output, and a failure notice without builds', async () => {
    const run = await notify({
      builds: published.outputs.builds ?? '',
      ...webhooks(['teams', 'webhook']),
    });
    expect(failureOf(run)).toBe('');
    expect(run.outputs).toMatchObject({ delivered: '2', failed: '0' });
    expect(received('teams')).toContain(
      'Appium Settings 8.0.10 (version code 192) is ready to install',
    );
    expect(JSON.parse(received('webhook'))).toMatchObject({
      event: 'published',
      builds: JSON.parse(published.outputs.builds ?? '') as unknown,
    });
    receivers.received.splice(0);
    const failed = await notify({ 'upload-outcome': 'failure', ...webhooks(['feishu']) });
    expect(failed.exitCode).toBe(0);
    expect(received('feishu')).toContain('The upload step failed');
    expect(received('feishu')).toContain(RUN_URL);
    receivers.received.splice(0);
    const cancelled = await notify({ 'upload-outcome': 'cancelled', ...webhooks(['feishu']) });
    expect(cancelled.stdout).toContain('Nothing to send: the upload step was cancelled\n');
    expect(receivers.received).toEqual([]);
  });

  it('a skipped upload needs no webhook (a fork pull request has no secrets): nothing sent, passes', async () => {
    const step = await notify({
      'upload-outcome': 'skipped',
      'slack-webhook': '',
      'notify-required': 'true',
    });
    expect(step.exitCode).toBe(0);
    expect(step.stdout).toBe('Nothing to send: the upload step was skipped\n');
    expect(step.outputs).toEqual({ delivered: '0', failed: '0' });
    const cli = await pgyer(['notify', '--upload-outcome', 'cancelled', '--notify-required'], {});
    expect(cli).toEqual({
      exitCode: 0,
      stdout: '',
      stderr: 'Nothing to send: the upload step was cancelled\n',
    });
    expect(receivers.received).toEqual([]);
  });

  it("the sandbox's own receivers take the message too (pgyer sandbox, the actions workflow)", async () => {
    const run = await pgyer(
      ['notify', '-'],
      { PGYER_WEBHOOK_URL: sandbox.chat.webhookUrl('webhook') },
      published.outputs.builds,
    );
    expect(run.exitCode).toBe(0);
    expect(sandbox.chat.received.map((message) => message.platform)).toEqual(['webhook']);
    expect(sandbox.requests.map((request) => request.operation)).toContain('chat/webhook');
  });

  it("pgyer sandbox prints every platform's webhook, and the secret of each that signs: as printed, each takes the message", async () => {
    const started = await startSandboxProcess(['--api-key', 'banner-key-0123']);
    try {
      const options: string[] = [];
      const printed: string[] = [];
      for (const { webhook, secret } of CHANNELS) {
        const label = webhook === 'webhook-url' ? 'chat' : webhook;
        const line = new RegExp(`^ +${label}: +(\\S+)(?: \\(([\\w-]+): (\\S+)\\))?`, 'm');
        const [, url = '', secretName, secretValue = ''] = line.exec(started.banner) ?? [];
        expect(url, webhook).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
        expect(secretName, webhook).toBe(webhook === 'webhook-url' ? undefined : secret);
        options.push(`--${webhook}`, url, ...(secretName ? [`--${secretName}`, secretValue] : []));
        printed.push(url, ...(secretValue ? [secretValue] : []));
      }
      const run = await pgyer(['notify', '-', '--json', ...options], {}, published.outputs.builds);
      expect(run.exitCode).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual(
        CHANNELS.map(({ name }) => ({ target: name, delivered: true, attempts: 1 })),
      );
      for (const value of printed) expect(leakedPiece(run.stderr, value)).toBeUndefined();
      // The robots that sign check the signature: the secret printed is the one that works.
      const dingtalk = options.indexOf('--dingtalk-secret') + 1;
      options[dingtalk] = 'SECnot-the-printed-secret';
      const wrong = await pgyer(
        ['notify', '-', '--json', ...options],
        {},
        published.outputs.builds,
      );
      expect(JSON.parse(wrong.stdout)).toContainEqual(
        expect.objectContaining({ target: 'DingTalk', delivered: false }),
      );
    } finally {
      expect(await started.stop()).toBe(0);
    }
  });

  it("pgyer notify names the settings as the CLI takes them, not the action's inputs", async () => {
    const wrongSecret = await pgyer(
      ['notify', '--dingtalk-secret', 'SECnot-the-robots-secret-99'],
      { PGYER_DINGTALK_WEBHOOK: receivers.webhookUrl('dingtalk') },
      published.outputs.builds,
    );
    expect(wrongSecret.exitCode).toBe(0);
    expect(wrongSecret.stderr).toMatch(
      /^warning: Notification not delivered: DingTalk refused the message: errcode 310000: sign not match: check --dingtalk-secret or PGYER_DINGTALK_SECRET \(the robot's signing secret\), or, for a robot with keywords, put one in --notify-title$/m,
    );
    const noWebhook = await pgyer(['notify', '-'], {}, published.outputs.builds);
    expect(noWebhook.exitCode).toBe(2);
    expect(noWebhook.stderr).toMatch(
      /^error: no webhook was given: set at least one of --dingtalk-webhook or PGYER_DINGTALK_WEBHOOK, --feishu-webhook or PGYER_FEISHU_WEBHOOK, /m,
    );
    const noBuilds = await pgyer(
      ['notify', '--dingtalk-secret', SECRETS.dingtalk, '--upload-outcome', 'success'],
      {},
      '',
    );
    expect(noBuilds.exitCode).toBe(2);
    expect(noBuilds.stderr).toMatch(
      /^error: Argument FILE: is required \(the upload's builds, as JSON\) unless --upload-outcome is failure$/m,
    );
    expect(noBuilds.stderr).toMatch(
      /^error: Option --dingtalk-secret: is given without --dingtalk-webhook or PGYER_DINGTALK_WEBHOOK$/m,
    );
    for (const run of [wrongSecret, noWebhook, noBuilds]) {
      expect(run.stderr).not.toMatch(/\binput\b|upload-and-wait|\bbuilds output\b/);
    }
  });

  it('pgyer notify reads the JSON of pgyer upload from a file and from stdin, with GitLab context', async () => {
    const file = join(scratch, 'builds.json');
    await writeFile(file, published.outputs.builds ?? '');
    const gitlab = {
      GITLAB_CI: 'true',
      CI_PROJECT_URL: 'https://gitlab.example/group/app',
      CI_PROJECT_PATH: 'group/app',
      CI_COMMIT_SHA: SHA,
      CI_COMMIT_BRANCH: 'main',
      CI_PIPELINE_ID: '99',
      CI_PIPELINE_URL: 'https://gitlab.example/group/app/-/pipelines/99',
      PGYER_SLACK_WEBHOOK: receivers.webhookUrl('slack'),
    };
    const fromFile = await pgyer(['notify', file, '--json'], gitlab);
    expect(fromFile.stderr).toBe('Notified Slack\n');
    expect(fromFile.exitCode).toBe(0);
    expect(JSON.parse(fromFile.stdout)).toEqual([
      { target: 'Slack', delivered: true, attempts: 1 },
    ]);
    expect(received('slack')).toContain('https://gitlab.example/group/app/-/pipelines/99');
    expect(received('slack')).toContain(`https://gitlab.example/group/app/-/commit/${SHA}`);
    receivers.received.splice(0);
    const fromStdin = await pgyer(
      ['notify', '--dingtalk-secret', SECRETS.dingtalk],
      { PGYER_DINGTALK_WEBHOOK: receivers.webhookUrl('dingtalk') },
      published.outputs.builds,
    );
    expect(fromStdin.exitCode).toBe(0);
    expect(received('dingtalk')).toContain('Appium Settings');
    const bad = await pgyer(
      ['notify', '-'],
      { PGYER_WECOM_WEBHOOK: 'wecom.example/no-scheme-token-123' },
      '{',
    );
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/^error: Argument FILE: is not JSON/m);
    expect(bad.stderr).toMatch(
      /^error: Option --wecom-webhook \(from PGYER_WECOM_WEBHOOK\): is not an http\(s\) URL \(the value is a secret and is not shown\)$/m,
    );
    expect(bad.stderr).not.toContain('no-scheme');
  });
});
