/**
 * The GitLab `publish` jobs of docs/gitlab.md ("Tell a chat group") and docs/notifications.md,
 * taken from the pages as they are: their script lines run in one bash, as a GitLab shell runs a
 * job, with the masked variables they name. Three things are pointed elsewhere, and only these:
 * the pinned CLI is the packed tarball (npx offline), DingTalk's origin is a local receiver, and
 * `upload` gets the sandbox's --api-url.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packCli } from '../helpers/cli-tarball.js';
import { codeBlocks } from '../helpers/doc-pages.js';
import { useChatReceivers } from '../helpers/notify.js';
import { useSandbox } from '../helpers/sandbox.js';
import { leakedPiece, outputOf } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const APK = join(root, 'node_modules/io.appium.settings/apks/settings_apk-debug.apk');
const { version } = JSON.parse(await readFile(join(root, 'packages/cli/package.json'), 'utf8')) as {
  version: string;
};

const sandbox = useSandbox({ publishDelayMs: 10 });
let work: string;
let tarball: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'pgyer-gitlab-chat-'));
  tarball = await packCli(work);
  await cp(APK, join(work, 'app-release.apk'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** The script lines of the `publish` job of `page`'s YAML examples. */
async function publishScript(page: string): Promise<string[]> {
  const text = await readFile(join(root, page), 'utf8');
  const jobs = codeBlocks({ path: page, text })
    .filter((block) => block.language === 'yaml')
    .map((block) => parse(block.code) as { publish?: { script?: string[] } })
    .flatMap((pipeline) => (pipeline.publish?.script ? [pipeline.publish.script] : []));
  expect(jobs, page).toHaveLength(1);
  return jobs[0] ?? [];
}

/** Runs `lines` in one bash in the work folder, with `variables` (the project's CI/CD ones). */
async function runJob(
  lines: readonly string[],
  variables: Record<string, string>,
  dingtalk: string,
) {
  const script = lines
    .map((line) =>
      line
        .replaceAll(`@pgyer-actions/cli@${version}`, `file:${tarball}`)
        .replaceAll('https://oapi.dingtalk.com', dingtalk)
        .replace(/( upload )/, ` upload --api-url ${sandbox.url} `),
    )
    .join('\n');
  expect(script).not.toContain('@pgyer-actions/cli');
  const child = spawn('bash', ['-e', '-c', script], {
    cwd: work,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: work,
      GITLAB_CI: 'true',
      CI_PROJECT_URL: 'https://gitlab.example.com/mobile/app',
      CI_PROJECT_PATH: 'mobile/app',
      CI_COMMIT_SHA: '0123456789abcdef0123456789abcdef01234567',
      PGYER_API_KEY: sandbox.apiKey,
      npm_config_cache: join(work, 'npm-cache'),
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
      ...variables,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return outputOf(child);
}

/** The token of a receiver's DingTalk webhook URL. */
const tokenOf = (url: string) => new URL(url).searchParams.get('access_token') ?? '';

describe.each([
  { page: 'docs/gitlab.md', secret: undefined },
  { page: 'docs/notifications.md', secret: 'SEC0123456789abcdef0123456789abcdef' },
])("$page's publish job", ({ page, secret }) => {
  const receivers = useChatReceivers(secret ? { secrets: { dingtalk: secret } } : {});

  it('uploads, then tells the DingTalk group where the build is', async () => {
    const webhook = receivers.webhookUrl('dingtalk');
    const token = tokenOf(webhook);
    const run = await runJob(
      await publishScript(page),
      { DINGTALK_TOKEN: token, ...(secret ? { DINGTALK_SECRET: secret } : {}) },
      receivers.url,
    );
    const log = run.stdout + run.stderr;
    expect(run.exitCode, log).toBe(0);
    expect(receivers.refused).toEqual([]);
    expect(receivers.received.map((message) => message.platform)).toEqual(['dingtalk']);
    // The message links the build's own page, which keeps showing this build.
    const builds = JSON.parse(await readFile(join(work, 'builds.json'), 'utf8')) as {
      buildPageUrl: string;
    }[];
    expect(builds).toHaveLength(1);
    expect(JSON.stringify(receivers.received[0]?.body)).toContain(
      `(${builds[0]?.buildPageUrl ?? ''})`,
    );
    for (const piece of [sandbox.apiKey, token, ...(secret ? [secret] : [])]) {
      expect(leakedPiece(log, piece)).toBeUndefined();
    }
  });
});
