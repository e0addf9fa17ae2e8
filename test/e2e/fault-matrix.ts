/**
 * The fault matrix: every action's bundle against the sandbox while one of its operations
 * misbehaves. Split over two test files (upload-and-wait; the sub-actions) so they run side by side. Each case must recover or fail with a message naming the operation and the cause;
 * never a green step without the work done, never a build deleted twice. Prints the matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultSpec } from '../../src/sandbox/faults.js';
import { brokenApkPath } from '../fixtures/packages.js';
import { refusedOrigin } from '../helpers/refused-origin.js';
import { seedApp } from '../helpers/seed.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { expectNoSecrets, failureOf, runAction, type ActionRun } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

type Outcome = 'recovers' | 'fails';
export type ActionName =
  'upload-and-wait' | 'set-newest' | 'update-settings' | 'cleanup-old-builds' | 'latest';

interface Case {
  action: ActionName;
  /** What goes wrong, e.g. `app/getCOSToken: HTML 502`. */
  name: string;
  /**
   * A sandbox fault, a refused connection, or a package that passes the local check but the
   * sandbox cannot publish (1216).
   */
  fault: FaultSpec | 'refused' | 'broken-package';
  expected: Outcome;
  /** What the failure message must say (the operation and the cause). */
  message?: RegExp;
}

/** The operations each action calls, in order. */
const OPERATIONS: Record<ActionName, string[]> = {
  'upload-and-wait': ['app/getCOSToken', 'app/buildInfo'],
  'set-newest': ['app/setNewestVersion'],
  'update-settings': ['app/view', 'app/update'],
  'cleanup-old-builds': ['app/builds', 'app/buildDelete'],
  latest: ['app/listMy', 'app/builds'],
};

/** Faults a request survives when it may be repeated; a deletion may be repeated only after 1098 or 429. */
const TRANSIENT: [string, (operation: string) => FaultSpec, RegExp][] = [
  ['reset mid-request', (operation) => ({ kind: 'reset', operation }), /got no answer/],
  [
    'hang past the timeout',
    (operation) => ({ kind: 'hang', operation }),
    /got no answer: .*\(timed out after 2 s\)/,
  ],
  [
    'HTML 502',
    (operation) => ({ kind: 'html', status: 502, operation }),
    /answered HTTP 502 with text\/html/,
  ],
  [
    'HTML 503',
    (operation) => ({ kind: 'html', status: 503, operation }),
    /answered HTTP 503 with text\/html/,
  ],
  [
    '429 with Retry-After',
    (operation) => ({ kind: 'html', status: 429, retryAfterSeconds: 1, operation }),
    /429/,
  ],
  [
    'truncated JSON',
    (operation) => ({ kind: 'truncated', operation }),
    /got no answer|instead of the JSON envelope/,
  ],
  ['code 1098', (operation) => ({ kind: 'rate-limit', operation }), /1098/],
];

const SAFE_TO_REPEAT_DELETION = new Set(['429 with Retry-After', 'code 1098']);

const cases: Case[] = [
  ...Object.entries(OPERATIONS).flatMap(([action, operations]) =>
    operations.flatMap((operation) =>
      TRANSIENT.map(([fault, spec, message]): Case => {
        const repeatable = operation !== 'app/buildDelete' || SAFE_TO_REPEAT_DELETION.has(fault);
        return {
          action: action as ActionName,
          name: `${operation}: ${fault}`,
          fault: spec(operation),
          expected: repeatable ? 'recovers' : 'fails',
          message: new RegExp(
            `${operation.replace('/', '\\/')}.*${message.source}|${message.source}`,
          ),
        };
      }),
    ),
  ),
  ...(
    ['upload-and-wait', 'set-newest', 'update-settings', 'cleanup-old-builds', 'latest'] as const
  ).map((action): Case => ({
    action,
    name: 'connection refused',
    fault: 'refused',
    expected: 'fails',
    message: /got no answer: .*ECONNREFUSED/,
  })),
  {
    action: 'upload-and-wait',
    name: 'storage: reset mid-body',
    fault: { kind: 'storage-reset' },
    expected: 'recovers',
  },
  {
    action: 'upload-and-wait',
    name: 'storage: 403',
    fault: { kind: 'storage-forbidden' },
    expected: 'recovers',
  },
  {
    action: 'upload-and-wait',
    name: 'storage: 403 every time',
    fault: { kind: 'storage-forbidden', times: Infinity },
    expected: 'fails',
    message: /^storage upload failed with HTTP 403 AccessDenied/,
  },
  {
    action: 'upload-and-wait',
    name: 'app/buildInfo: 1216 (package cannot be published)',
    fault: 'broken-package',
    expected: 'fails',
    message: /could not publish build \w+ \(code 1216/,
  },
  {
    action: 'upload-and-wait',
    name: 'app/buildInfo: 1246/1247 for ever',
    fault: { kind: 'never-publish' },
    expected: 'fails',
    message: /was not published after \d+ s \(last answer: code 124[67]/,
  },
];

function neverPublishes(testCase: Case): boolean {
  return typeof testCase.fault === 'object' && testCase.fault.kind === 'never-publish';
}

/** Declares the matrix's cases of `actions`, with their own sandbox, and prints the matrix. */
export function defineFaultMatrix(actions: readonly ActionName[]): void {
  let sandbox: Sandbox;
  let refusedUrl: string;
  const results: {
    action: string;
    name: string;
    outcome: 'recovered' | 'failed cleanly' | 'WRONG';
  }[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ parseDelayMs: 0, publishDelayMs: 0 });
    refusedUrl = await refusedOrigin();
  });

  afterAll(async () => {
    await sandbox.close();
    const count = (outcome: string) =>
      results.filter((result) => result.outcome === outcome).length;
    const rows = results.map(
      (result) => `| ${result.action} | ${result.name} | ${result.outcome} |`,
    );
    console.log(
      [
        `fault matrix: ${results.length} cases, ${count('recovered')} recovered, ` +
          `${count('failed cleanly')} failed cleanly, ${count('WRONG')} wrong`,
        '| action | fault | outcome |',
        '|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  });

  async function runCase(testCase: Case): Promise<{ run: ActionRun; done: () => boolean }> {
    // Three builds uploaded a day apart, for the actions that change or delete them.
    const { appKey, buildKeys } = seedApp(
      sandbox,
      3,
      (index) => new Date(Date.now() - (3 - index) * 86_400_000),
    );
    const common = {
      'api-key': sandbox.apiKey,
      'api-url': testCase.fault === 'refused' ? refusedUrl : sandbox.url,
      'fallback-api-urls': '',
      'request-timeout-seconds': '2',
      retries: '1',
    };
    const inputs: Record<ActionName, Record<string, string>> = {
      'upload-and-wait': {
        file: testCase.fault === 'broken-package' ? brokenApkPath : APK,
        // A recovery may cost a poll interval (3 s) or two on a loaded machine; only the build
        // that never publishes must reach the deadline, and it need not wait long for it.
        'wait-timeout-seconds': neverPublishes(testCase) ? '5' : '30',
      },
      'set-newest': { 'build-key': buildKeys[0] ?? '' },
      'update-settings': { 'app-key': appKey, 'install-type': 'invite', language: 'en' },
      'cleanup-old-builds': { 'app-key': appKey, 'keep-latest': '1' },
      latest: { identifier: sandbox.state.apps.get(appKey)?.identifier ?? '' },
    };
    if (typeof testCase.fault === 'object') sandbox.faults.inject(testCase.fault);
    const run = await runAction(testCase.action === 'upload-and-wait' ? '.' : testCase.action, {
      ...common,
      ...inputs[testCase.action],
    });
    sandbox.faults.clear();
    expectNoSecrets(run, [sandbox.apiKey], sandbox.issuedSecrets());
    /** Whether the work is really done: the green-step check of each action. */
    const done: Record<ActionName, () => boolean> = {
      'upload-and-wait': () =>
        (JSON.parse(run.outputs.build ?? '{}') as { published?: boolean }).published === true,
      'set-newest': () => sandbox.state.apps.get(appKey)?.newestBuildKey === buildKeys[0],
      'update-settings': () => sandbox.state.apps.get(appKey)?.settings.lang === 2,
      'cleanup-old-builds': () =>
        buildKeys.filter((key) => sandbox.state.builds.has(key)).length === 1 &&
        run.outputs['deleted-count'] === '2',
      // The seeded builds' version codes are all 1: the last upload, and 2 next.
      latest: () =>
        run.outputs['build-key'] === buildKeys.at(-1) && run.outputs['next-version-no'] === '2',
    };
    return { run, done: done[testCase.action] };
  }

  describe(`fault matrix of ${actions.join(', ')}`, () => {
    it.each(cases.filter((testCase) => actions.includes(testCase.action)))(
      '$action, $name: $expected',
      async (testCase) => {
        const { run, done } = await runCase(testCase);
        const green = run.exitCode === 0;
        const failure = failureOf(run);
        const clean =
          !green && (testCase.message ? testCase.message.test(failure) : failure !== '');
        const outcome = green && done() ? 'recovered' : clean ? 'failed cleanly' : 'WRONG';
        results.push({ action: testCase.action, name: testCase.name, outcome });
        // Never green without the work done.
        if (green)
          expect(done(), `${testCase.action} was green but did not do its work`).toBe(true);
        expect(outcome, failure || run.stdout.slice(-2000)).toBe(
          testCase.expected === 'recovers' ? 'recovered' : 'failed cleanly',
        );
      },
    );
  });
}
