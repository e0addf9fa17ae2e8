/**
 * Secrets by construction (issue 24.1): every secret a run holds x every place the service or a
 * chat platform may echo it x every sink a run writes, with 0 hits. Each case runs the committed
 * bundles against the sandbox with an echo fault (src/sandbox/echo.ts: the service quoting the
 * request, the storage signature and token and the install password it issued, in an error
 * message, the record's fields, an HTML error page or a redirect; a chat receiver quoting the
 * webhook's URL, its parts and the signatures), then scans each sink for each secret, in each of
 * the forms a request carries it (plain, URL- and form-encoded), every 8-character piece.
 * Last, a gateway's page that echoes the request with the api key across the 200-character cut
 * of the quoted answer (review finding 1).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PLATFORMS } from '../../src/sandbox/chat/server.js';
import type { FaultSpec } from '../../src/sandbox/faults.js';
import {
  startFakeArtifactService,
  type FakeArtifactService,
} from '../helpers/fake-artifact-service.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { commit, gitHistory } from '../helpers/git-history.js';
import { useChatReceivers, WEBHOOK_SETTING } from '../helpers/notify.js';
import { receiptIn } from '../helpers/receipt-zip.js';
import { useSandbox } from '../helpers/sandbox.js';
import { seedApp } from '../helpers/seed.js';
import { expectNoSecrets, failureOf, leakedPiece, runAction, runCli } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
/** An install password with the characters a URL and a form encode apart. */
const PASSWORD = 'Pw7 +q/Kx&9=Zr';
const GITHUB_TOKEN = 'ghs_MatrixTokQz7Wv3Nb5Xy';
const SIGNING = {
  dingtalk: 'SECm4Tr8Yq2Lp6Vn0Ws',
  feishu: 'fsX5c9Hj3Kd7Bn1Qa',
  webhook: 'whR2t6Gy8Uo4Ie0Pz',
};
const RECEIPT = 'pgyer-receipt';
/**
 * Where the action.yml files and dist/ of the bundles under test are: this checkout, or, to see
 * what the matrix catches in another version, a copy of that version's
 * (`git archive <rev> action.yml set-newest update-settings dist package.json | tar -x -C <dir>`,
 * then PGYER_MATRIX_ROOT=<dir>).
 */
const ROOT = process.env.PGYER_MATRIX_ROOT ?? '.';
const CLI = join(ROOT, 'dist', 'cli', 'index.js');

const sandbox = useSandbox({ parseDelayMs: 20, publishDelayMs: 40 });
const receivers = useChatReceivers({ secrets: SIGNING });
let github: FakeGitHub;
let artifacts: FakeArtifactService;
let scratch: string;

beforeAll(async () => {
  github = await startFakeGitHub();
  artifacts = await startFakeArtifactService();
  scratch = await mkdtemp(join(tmpdir(), 'secrets-matrix-'));
});
afterAll(async () => {
  await github.close();
  await artifacts.close();
});

/** Where the service or a platform echoes the secrets in one case. */
interface EchoCase {
  name: string;
  faults: FaultSpec[];
  /** The chat receivers answer with an echo of the request. */
  chatEcho?: boolean;
  /** The wait's deadline: short where the build is never published. */
  waitSeconds?: number;
  /** The sinks of the action and of the CLI that show the echo, redacted (`***`). */
  shownIn: [string, string?];
}

const BUILD_INFO = 'app/buildInfo';
const CASES: EchoCase[] = [
  {
    name: 'publish failed (1216), the message quoting the request and the upload',
    faults: [{ kind: 'echo', into: 'message', code: 1216, operation: BUILD_INFO }],
    shownIn: ['job summary', 'stderr'],
  },
  {
    name: 'the published record, its name and descriptions quoting the request and the upload',
    faults: [{ kind: 'echo', into: 'record', operation: BUILD_INFO, times: Infinity }],
    shownIn: ['update feed', '--dotenv'],
  },
  {
    name: 'an HTML error page quoting the request and the upload',
    faults: [{ kind: 'echo', into: 'html', status: 502, operation: BUILD_INFO, times: Infinity }],
    waitSeconds: 2,
    shownIn: ['step error', 'stderr'],
  },
  {
    name: 'a redirect whose Location quotes the request and the upload',
    faults: [{ kind: 'echo', into: 'redirect', operation: BUILD_INFO, times: Infinity }],
    waitSeconds: 2,
    shownIn: ['step error', 'stderr'],
  },
  {
    name: 'an upload token whose refusal quotes the request',
    // 1188 ('an error occurred'), not a key code: a refused key is worded without the service's
    // message, so its echo would reach no sink.
    faults: [{ kind: 'echo', into: 'message', code: 1188, operation: 'app/getCOSToken' }],
    shownIn: ['step error', 'stderr'],
  },
  {
    name: 'chat platforms refusing with a quote of the request',
    faults: [],
    chatEcho: true,
    shownIn: ['log'],
  },
];

/** What one run wrote, sink by sink. */
type Sinks = Record<string, string>;

/** Every secret of the runs, by name: the given ones, and those issued or made during a run. */
function secretsOf(): Record<string, string[]> {
  return {
    'api key': [sandbox.apiKey],
    'install password': [PASSWORD],
    'github token': [GITHUB_TOKEN],
    'webhook token': receivers.tokens(),
    'signing secret': Object.values(SIGNING),
    'storage signature and token': sandbox.issuedSecrets(),
    'platform signature': signaturesSent(),
  };
}

/** The signatures the chat receivers were sent (DingTalk's `sign` and `timestamp`, Feishu's `sign`, the webhook's header), as their echoes quote them. */
function signaturesSent(): string[] {
  return receivers.refused.flatMap(({ answer }) => {
    const parts = /\{.*\}$/.exec(answer)?.[0];
    if (!parts) return [];
    const echoed = JSON.parse(parts) as {
      query: Record<string, string>;
      signature?: string;
      sign?: string;
    };
    return [echoed.query.sign, echoed.query.timestamp, echoed.signature, echoed.sign].filter(
      (value): value is string => Boolean(value),
    );
  });
}

/** Each secret's forms in a request: plain, URL-encoded, form-encoded. */
function formsOf(secret: string): string[] {
  return [
    ...new Set([
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
    ]),
  ];
}

/** `sink / secret: piece` for each secret (any form, any 8-character piece) found in a sink. */
function hitsIn(sinks: Sinks): string[] {
  const hits: string[] = [];
  for (const [sink, text] of Object.entries(sinks)) {
    for (const [name, secrets] of Object.entries(secretsOf())) {
      for (const form of secrets.flatMap(formsOf)) {
        const piece = leakedPiece(text, form);
        if (piece !== undefined) hits.push(`${sink} / ${name}: ${piece}`);
      }
    }
  }
  return [...new Set(hits)];
}

/** The inputs of a run that uses every secret and every report. */
function actionInputs(waitSeconds: number): Record<string, string> {
  return {
    'api-key': sandbox.apiKey,
    'api-url': sandbox.url,
    file: APK,
    'install-type': 'password',
    password: PASSWORD,
    retries: '0',
    'wait-timeout-seconds': String(waitSeconds),
    'pr-comment': 'true',
    'github-token': GITHUB_TOKEN,
    'receipt-artifact': RECEIPT,
    'update-feed': join(scratch, 'update.json'),
    'verify-update': 'warn',
    'notify-on': 'always',
    ...chatInputs(),
  };
}

/** Every platform's webhook and signing secret, as inputs. */
function chatInputs(): Record<string, string> {
  const inputs: Record<string, string> = {
    'dingtalk-secret': SIGNING.dingtalk,
    'feishu-secret': SIGNING.feishu,
    'webhook-secret': SIGNING.webhook,
  };
  for (const platform of CHAT_PLATFORMS) {
    inputs[WEBHOOK_SETTING[platform]] = receivers.webhookUrl(platform);
  }
  return inputs;
}

/** upload-and-wait with every report on, for a pull request: its sinks. */
async function viaAction(
  waitSeconds: number,
  more: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
): Promise<Sinks> {
  const eventPath = join(scratch, 'event.json');
  await writeFile(eventPath, JSON.stringify({ pull_request: { number: 24 } }));
  const feed = join(scratch, 'update.json');
  await rm(feed, { force: true });
  github.comments.clear();
  artifacts.artifacts.clear();
  const run = await runAction(
    ROOT,
    { ...actionInputs(waitSeconds), ...more.inputs },
    {
      env: {
        ...more.env,
        ...artifacts.env,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_SHA: 'abcdef1234567890',
        GITHUB_WORKFLOW: 'Secrets',
        GITHUB_RUN_ID: '24',
        GITHUB_API_URL: github.url,
      },
    },
  );
  const zip = artifacts.artifacts.get(RECEIPT);
  const errors = [...run.stdout.matchAll(/^::error::(.*)$/gm)].map((match) => match[1]);
  return {
    // The runner learns the secrets from ::add-mask::, which it never prints.
    log: `${run.stdout.replace(/^::add-mask::.*$/gm, '')}\n${run.stderr}`,
    'step error': errors.join('\n'),
    outputs: JSON.stringify(run.outputs),
    'job summary': run.summary,
    'PR comment': JSON.stringify([...github.comments.values()]),
    receipt: zip ? JSON.stringify(await receiptIn(zip)) : '',
    'chat bodies': JSON.stringify(receivers.received.map((message) => message.body)),
    'update feed': await readFile(feed, 'utf8').catch(() => ''),
  };
}

/** `pgyer upload --json --dotenv`: its sinks. */
async function viaCli(waitSeconds: number): Promise<Sinks> {
  const dotenv = join(scratch, 'build.env');
  await writeFile(dotenv, '');
  const run = await runCli(
    [
      'upload',
      APK,
      // Each case is a new upload of the same file to one sandbox, not a re-run.
      '--if-published',
      'upload',
      '--api-url',
      sandbox.url,
      '--install-type',
      'password',
      '--password',
      PASSWORD,
      '--retries',
      '0',
      '--wait-timeout-seconds',
      String(waitSeconds),
      '--json',
      '--dotenv',
      dotenv,
      '--debug',
    ],
    { PGYER_API_KEY: sandbox.apiKey },
    CLI,
  );
  return {
    '--json (stdout)': run.stdout,
    stderr: run.stderr,
    '--dotenv': await readFile(dotenv, 'utf8'),
  };
}

describe.each(CASES)('$name', ({ faults, chatEcho, waitSeconds = 10, shownIn }) => {
  it('upload-and-wait: no secret in the log, step error, outputs, job summary, PR comment, receipt, chat bodies or update feed', async () => {
    for (const fault of faults) sandbox.faults.inject(fault);
    if (chatEcho) for (const platform of CHAT_PLATFORMS) receivers.fail(platform, 'echo');
    const sinks = await viaAction(waitSeconds);
    expect(hitsIn(sinks)).toEqual([]);
    // The echo did reach a sink, redacted.
    expect(sinks[shownIn[0]]).toMatch(/\*\*\*/);
  });

  it.skipIf(chatEcho)('pgyer upload: no secret in --json, stderr or --dotenv', async () => {
    for (const fault of faults) sandbox.faults.inject(fault);
    const sinks = await viaCli(waitSeconds);
    expect(hitsIn(sinks)).toEqual([]);
    expect(sinks[shownIn[1] ?? '']).toMatch(/\*\*\*/);
  });
});

describe('release notes from a commit that quotes the install password', () => {
  it('upload-and-wait: never in the job summary, PR comment, receipt or any other sink', async () => {
    const repo = await gitHistory(['Initial import']);
    commit(repo, `Set the test password to ${PASSWORD}`, 'Ann Author');
    const sinks = await viaAction(10, {
      inputs: { 'update-description-from': 'commits' },
      env: { GITHUB_WORKSPACE: repo, GITHUB_REF_NAME: 'main' },
    });
    expect(hitsIn(sinks)).toEqual([]);
    for (const sink of ['job summary', 'PR comment', 'receipt'] as const) {
      expect(sinks[sink]).toContain('Set the test password to ***');
    }
  });
});

describe('a read command whose record quotes the request', () => {
  it.each([
    ['pgyer info --json', 'app/buildInfo', (app: SeededKeys) => ['info', app.buildKey, '--json']],
    ['pgyer view (a table)', 'app/view', (app: SeededKeys) => ['view', app.appKey]],
  ])('%s: no secret in stdout or stderr', async (_what, operation, args) => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'echo', into: 'record', operation });
    const run = await runCli(
      [...args({ appKey, buildKey: buildKeys[0] ?? '' }), '--api-url', sandbox.url],
      { PGYER_API_KEY: sandbox.apiKey },
      CLI,
    );
    expect(run.exitCode).toBe(0);
    expect(hitsIn({ stdout: run.stdout, stderr: run.stderr })).toEqual([]);
    expect(run.stdout).toMatch(/_api_key=\*\*\*/);
  });
});

describe('pgyer update-feed whose records quote the request', () => {
  it.each(['app/view'])(
    '%s echoed: no secret in the feed file, stdout or stderr',
    async (operation) => {
      const { appKey } = seedApp(sandbox, 2);
      sandbox.faults.inject({ kind: 'echo', into: 'record', operation });
      const output = join(scratch, `cli-feed-${operation.replace('/', '-')}.json`);
      const run = await runCli(
        ['update-feed', appKey, '--output', output, '--api-url', sandbox.url],
        { PGYER_API_KEY: sandbox.apiKey },
        CLI,
      );
      expect(run.exitCode, run.stderr).toBe(0);
      const file = await readFile(output, 'utf8');
      expect(hitsIn({ file, stdout: run.stdout, stderr: run.stderr })).toEqual([]);
      expect(file).toMatch(/\*\*\*/);
    },
  );
});

interface SeededKeys {
  appKey: string;
  buildKey: string;
}

describe('update-settings whose record quotes the request', () => {
  it('shows no user key or password in the log, the build output or the job summary', async () => {
    const { buildKeys } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'echo', into: 'record', operation: 'app/updateApp' });
    const run = await runAction(join(ROOT, 'update-settings'), {
      'api-key': sandbox.apiKey,
      'api-url': sandbox.url,
      'build-key': buildKeys[0] ?? '',
      'user-key': sandbox.userKey,
      'install-type': 'password',
      password: PASSWORD,
    });
    expect(run.exitCode, run.stdout).toBe(0);
    const sinks = {
      log: `${run.stdout.replace(/^::add-mask::.*$/gm, '')}\n${run.stderr}`,
      outputs: JSON.stringify(run.outputs),
      'job summary': run.summary,
    };
    const hits = hitsIn(sinks);
    const userKey = Object.entries(sinks).flatMap(([sink, text]) =>
      leakedPiece(text, sandbox.userKey) === undefined ? [] : [`${sink} / user key`],
    );
    expect([...hits, ...userKey]).toEqual([]);
    expect(sinks.outputs).toMatch(/userKey=\*\*\*/);
  });
});

describe('an HTML 502 that echoes the request with the api key across the cut', () => {
  const apiKey = 'Kx7pQ2mZ9wLr4TvB';
  /** Where the quote of an answer is cut (src/api/transport/envelope.ts). */
  const quoteLength = 200;
  /** How many characters of the key fall inside the quote. */
  const keyInside = 10;
  let server: Server;
  let apiUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const echo = `${request.method ?? ''} ${request.url ?? ''}\n${body}`;
        const head = '<html><body><h1>502 Bad Gateway</h1><pre>';
        // Dots before the echo put the key's first keyInside characters inside the quote.
        const keyAt = echo.indexOf(apiKey);
        const padding = '.'.repeat(Math.max(0, quoteLength - keyInside - head.length - keyAt));
        response
          .writeHead(502, { 'content-type': 'text/html' })
          .end(`${head}${padding}${echo}</pre></body></html>`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  );

  it('pgyer, with --debug, names the failure without any piece of the key', async () => {
    const run = await runCli(
      ['info', 'b1', '--api-url', apiUrl, '--retries', '1', '--debug'],
      { PGYER_API_KEY: apiKey },
      CLI,
    );
    expect(leakedPiece(`${run.stdout}\n${run.stderr}`, apiKey)).toBeUndefined();
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/^error: app\/buildInfo answered HTTP 502 .*_api_key=\*\*\*/m);
    expect(run.stderr).toMatch(/\.{20}/); // the padding: the quote did reach the key
  });

  it('set-newest, with step debugging, fails without any piece of the key', async () => {
    const run = await runAction(
      join(ROOT, 'set-newest'),
      { 'api-key': apiKey, 'api-url': apiUrl, 'build-key': 'b1', retries: '1' },
      { env: { RUNNER_DEBUG: '1' } },
    );
    expectNoSecrets(run, [apiKey]);
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(/answered HTTP 502 .*_api_key=\*\*\*/);
  });
});

/** The sinks of a sub-action's run: log, step error, outputs, job summary. */
function actionSinks(run: Awaited<ReturnType<typeof runAction>>): Sinks {
  return {
    log: `${run.stdout.replace(/^::add-mask::.*$/gm, '')}\n${run.stderr}`,
    'step error': [...run.stdout.matchAll(/^::error::(.*)$/gm)].map((match) => match[1]).join('\n'),
    outputs: JSON.stringify(run.outputs),
    'job summary': run.summary,
  };
}

describe('cleanup-old-builds whose service quotes the request', () => {
  // The last field: whether the echo reaches a sink. A build is shown by its key, version and
  // date, not by the name and descriptions that a record's echo quotes.
  it.each<[string, FaultSpec, boolean]>([
    [
      'the listed records',
      { kind: 'echo', into: 'record', operation: 'app/builds', times: Infinity },
      false,
    ],
    [
      'a refused list',
      { kind: 'echo', into: 'message', code: 1188, operation: 'app/builds' },
      true,
    ],
    [
      'an HTML page for a list',
      { kind: 'echo', into: 'html', operation: 'app/builds', times: Infinity },
      true,
    ],
    [
      'a refused deletion',
      { kind: 'echo', into: 'message', code: 1188, operation: 'app/buildDelete', times: Infinity },
      true,
    ],
  ])(
    '%s: no secret in the log, step error, outputs or job summary',
    async (_what, fault, shown) => {
      const { appKey } = seedApp(sandbox, 3);
      sandbox.faults.inject(fault);
      const run = await runAction(join(ROOT, 'cleanup-old-builds'), {
        'api-key': sandbox.apiKey,
        'api-url': sandbox.url,
        'app-key': appKey,
        'keep-latest': '1',
        retries: '0',
      });
      const sinks = actionSinks(run);
      expect(hitsIn(sinks)).toEqual([]);
      // The echo did reach a sink, redacted.
      if (shown) expect(Object.values(sinks).join('\n')).toMatch(/_api_key=\*\*\*/);
    },
  );
});

describe('the notify sub-action, every chat platform refusing with a quote of the request', () => {
  it('no webhook token, signing secret or signature in the log, step error, outputs or job summary', async () => {
    for (const platform of CHAT_PLATFORMS) receivers.fail(platform, 'echo');
    const run = await runAction(join(ROOT, 'notify'), {
      'upload-outcome': 'failure',
      'notify-on': 'always',
      'notify-required': 'true',
      ...chatInputs(),
    });
    const sinks = actionSinks(run);
    expect(run.exitCode, sinks.log).toBe(1);
    expect(hitsIn(sinks)).toEqual([]);
    expect(sinks.log).toMatch(/Notification not delivered: .*\*\*\*/);
  });
});
