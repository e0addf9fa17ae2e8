/**
 * Outside text through the committed dist/upload-and-wait bundle, as a pull request run: a HAP
 * whose app name and version carry workflow commands (`##[` anywhere, `::` after U+0085 and
 * U+2028), mentions and references, in a file whose name does too; release notes with a heading
 * and mentions; a branch `feat/a&b` and a workflow name with a command; notifications to every chat
 * platform's receiver. The log must hold no line the runner takes for a command, the job summary
 * and the PR comment nothing GitHub makes live, both read the text as written (the summary's
 * branch `feat/a&b`), and no chat message a link, mention or tag made of it.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderGfm } from '../../scripts/lib/github-page.mjs';
import { CHAT_PLATFORMS, type ReceivedMessage } from '../../src/sandbox/chat/server.js';
import { liveInChat } from '../helpers/chat-live.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { liveOnGithub, shownText } from '../helpers/github-refs.js';
import { commandLines } from '../helpers/runner-commands.js';
import { useChatReceivers, WEBHOOK_SETTING } from '../helpers/notify.js';
import { useSandbox } from '../helpers/sandbox.js';
import { storedZip } from '../helpers/stored-zip.js';
import { failureOf, runActionOn, runCli, type ActionRun, type CliRun } from './harness.js';

const APP_NAME = 'Demo ##[set-output name=x;]pwned @octocat #12\u2028::warning::pwned';
const VERSION = '1.0\u0085::error title=x::pwned';
const FILE_NAME = 'Demo ##[add-path]pwned @mona GH-3.hap';
const NOTES = '# pwned\n@octocat/reviewers see octo/app#1\n##[set-output name=y;]pwned';
const TOKEN = 'ghs_fakeToken0123456789';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });
const receivers = useChatReceivers();
let github: FakeGitHub;
let run: ActionRun;
/** `pgyer upload` of the same file: a table, then `--json`. */
let cliRuns: CliRun[];
/** What each chat platform received (the receivers forget it after each test). */
let received: ReceivedMessage[];

/** A HAP whose module.json gives `name` and `version` (the sandbox reads them as the service does). */
function hapOf(name: string, version: string): Buffer {
  const module = {
    app: {
      bundleName: 'com.example.outside',
      vendor: 'example',
      versionCode: 7,
      versionName: version,
      label: name,
      minAPIVersion: 12,
      targetAPIVersion: 12,
    },
    module: { name: 'entry', type: 'entry' },
  };
  return storedZip({ 'module.json': JSON.stringify(module), 'resources.index': '' });
}

beforeAll(async () => {
  github = await startFakeGitHub();
  const scratch = await mkdtemp(join(tmpdir(), 'outside-text-'));
  const file = join(scratch, FILE_NAME);
  await writeFile(file, hapOf(APP_NAME, VERSION));
  const certificate = join(scratch, 'release.p12');
  await writeFile(certificate, 'not a real certificate');
  const eventPath = join(scratch, 'event.json');
  await writeFile(
    eventPath,
    JSON.stringify({
      pull_request: {
        number: 7,
        title: 'Fix @octocat #9 ##[set-output]pwned',
        head: { sha: 'a'.repeat(40) },
      },
    }),
  );
  run = await runActionOn(
    sandbox,
    '.',
    {
      file,
      'harmony-certificate': certificate,
      'harmony-certificate-password': 'p12-secret-pass',
      'update-description': NOTES,
      'pr-comment': 'true',
      'github-token': TOKEN,
      ...Object.fromEntries(
        CHAT_PLATFORMS.map((platform) => [
          WEBHOOK_SETTING[platform],
          receivers.webhookUrl(platform),
        ]),
      ),
    },
    {
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_SHA: 'b'.repeat(40),
        GITHUB_HEAD_REF: 'feat/a&b',
        GITHUB_WORKFLOW: 'CI ##[set-output name=z;]pwned @octo-org/team',
        GITHUB_RUN_ID: '4242',
        GITHUB_ACTOR: 'mona',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.test',
      },
    },
  );
  received = [...receivers.received];
  const upload = ['upload', file, '--api-key', sandbox.apiKey, '--api-url', sandbox.url];
  const harmony = ['--harmony-certificate', certificate, '--harmony-certificate-password', 'p'];
  cliRuns = [
    await runCli([...upload, ...harmony]),
    await runCli([...upload, ...harmony, '--json']),
  ];
}, 120_000);
afterAll(() => github.close());

describe('an app name, version, file name, notes, branch and workflow name from outside', () => {
  it('publish the build', () => {
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs['build-name']).toBe(APP_NAME);
  });

  it('leave no line in the log that the runner takes for a command', () => {
    expect(run.stdout).toContain('##');
    expect(commandLines(run.stdout).filter((line) => line.includes('pwned'))).toEqual([]);
  });

  it('make nothing live in the job summary, which reads feat/a&b', () => {
    const page = renderGfm(run.summary);
    expect(liveOnGithub(page)).toEqual([]);
    expect(shownText(page)).toContain('Demo ##[set-output name=x;]pwned @octocat #12');
    expect(shownText(page)).toContain('feat/a&b');
  });

  it('make nothing live in the pull request comment, which reads as written', () => {
    const [comment] = github.comments.get(7) ?? [];
    const page = renderGfm(comment?.body ?? '');
    expect(liveOnGithub(page)).toEqual([]);
    expect(shownText(page)).toContain('@octocat/reviewers see octo/app#1');
    expect(shownText(page)).toContain('Demo ##[set-output name=x;]pwned @octocat #12');
  });

  it('leave no line of the CLI output that a runner takes for a command, table or JSON', () => {
    for (const cli of cliRuns) {
      expect(cli.exitCode, cli.stderr).toBe(0);
      const output = `${cli.stdout}\n${cli.stderr}`;
      expect(commandLines(output).filter((line) => line.includes('pwned'))).toEqual([]);
    }
    const [build] = JSON.parse(cliRuns[1]?.stdout ?? '[]') as { record: { buildName: string } }[];
    expect(build?.record.buildName).toBe(APP_NAME);
  });

  it('make nothing live in any chat message', () => {
    // WeCom's QR code follows its news as a picture message (no text of its own).
    expect(received.map((message) => message.platform).sort()).toEqual(
      [...CHAT_PLATFORMS, 'wecom'].sort(),
    );
    for (const { platform, body } of received)
      expect(liveInChat(platform, body), `${platform}: ${JSON.stringify(body)}`).toEqual([]);
  });
});
