/**
 * GitHub shows at most 10 annotations (`::error::`, `::warning::`, `::notice::`) of a step and
 * drops the rest: upload-and-wait's bundle, through each way it fails, writes at most that many,
 * and says each failure's text once; a step migrated from the vendor's action spends one warning on
 * its deprecated input names, however many. Prints the count of each path. Bad input with many
 * problems is counted in bad-input.test.ts.
 */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANNOTATIONS } from '../../src/actions/common/action-logger.js';
import { brokenApkPath } from '../fixtures/packages.js';
import { useChatReceivers } from '../helpers/notify.js';
import { refusedOrigin } from '../helpers/refused-origin.js';
import { useSandbox } from '../helpers/sandbox.js';
import { annotationsOf, failureOf, runActionOn, type ActionRun } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

const sandbox = useSandbox({ parseDelayMs: 0, publishDelayMs: 0 });
const receivers = useChatReceivers({ secrets: { dingtalk: 'SECq7Zp2Lm9Xv4Rt8Wb' } });
let folder: string;
const counts: [string, number][] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'annotations-'));
  for (let index = 1; index <= 12; index += 1) {
    await copyFile(brokenApkPath, join(folder, `broken-${String(index).padStart(2, '0')}.apk`));
  }
});

afterAll(() => {
  console.log(
    ['annotations per path:', ...counts.map(([path, count]) => `  ${count}  ${path}`)].join('\n'),
  );
});

/** Runs upload-and-wait with `inputs`, checks it failed within the annotations, notes the count. */
async function failedRun(
  path: string,
  inputs: Record<string, string>,
  options: { interruptOnLog?: RegExp } = {},
): Promise<ActionRun> {
  const run = await runActionOn(
    sandbox,
    '.',
    { 'request-timeout-seconds': '2', ...inputs },
    options,
  );
  const annotations = annotationsOf(run);
  counts.push([path, annotations.length]);
  expect(run.exitCode, run.stdout.slice(-3000)).toBe(1);
  expect(annotations.length, annotations.join('\n')).toBeLessThanOrEqual(MAX_ANNOTATIONS);
  return run;
}

describe('upload-and-wait fails within GitHub annotations of a step', () => {
  it('network down on every origin: one error naming each origin and what to check', async () => {
    const origins = [await refusedOrigin(), await refusedOrigin(), await refusedOrigin()];
    const run = await failedRun('network down on 3 origins, 4 tries', {
      file: APK,
      'api-url': origins[0] ?? '',
      'fallback-api-urls': origins.slice(1).join('\n'),
      retries: '3',
    });
    expect(annotationsOf(run)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^error: app/getCOSToken got no answer: from 3 origins in 4 tries: ${origins
            .map((origin) => `${origin} \\(connect ECONNREFUSED [\\d.:]+\\)`)
            .join(
              ', ',
            )}; check the network, DNS and proxy \\(HTTPS_PROXY, NO_PROXY\\) of the machine this runs on, and api-url$`,
        ),
      ),
    ]);
    // The tries are in the log as plain lines: 2 switches of origin a try, 3 retries.
    expect(
      run.stdout.match(/^http:\S+: app\/getCOSToken got no answer: .*; switching to /gm),
    ).toHaveLength(8);
    expect(
      run.stdout.match(
        /^app\/getCOSToken cannot connect to http:\S+: connect ECONNREFUSED \S+; trying again in [\d.]+ s \(try [234] of 4\)$/gm,
      ),
    ).toHaveLength(3);
  });

  it('1098 on every try: one error', async () => {
    sandbox.faults.inject({ kind: 'rate-limit', operation: 'app/getCOSToken', times: Infinity });
    const run = await failedRun('1098 on every try', { file: APK, retries: '2' });
    sandbox.faults.clear();
    expect(annotationsOf(run)).toEqual([
      expect.stringMatching(/^error: app\/getCOSToken failed with code 1098/),
    ]);
  });

  it("two files refused by the service: each file's error once, and the run's failure", async () => {
    const files = ['broken-01.apk', 'broken-02.apk'].map((name) => join(folder, name));
    const run = await failedRun('2 files refused (1216)', { file: files.join('\n') });
    const annotations = annotationsOf(run);
    expect(annotations).toHaveLength(3);
    for (const file of files) {
      const text = annotations.find((annotation) => annotation.startsWith(`error: ${file}: `));
      expect(text).toMatch(/could not publish build/);
      // The file's error appears once in the whole log, annotation or line.
      const message = (text ?? '').slice(`error: ${file}: `.length);
      expect(run.stdout.split(message)).toHaveLength(2);
    }
    expect(annotations[2]).toBe(
      `error: 2 of 2 uploads failed (${files.join(', ')}): each file's error is logged above`,
    );
  });

  it('twelve files refused: nine errors, the failure, the rest as plain lines', async () => {
    const run = await failedRun('12 files refused (1216)', { file: join(folder, '*.apk') });
    expect(annotationsOf(run)).toHaveLength(MAX_ANNOTATIONS);
    expect(failureOf(run).split('\n').at(-1)).toMatch(/^12 of 12 uploads failed \(/);
    expect(run.stdout.match(/^error: \S+broken-\d+\.apk: /gm)).toHaveLength(3);
  });

  it("cancelled while waiting: each file's error once, and the run's failure", async () => {
    sandbox.faults.inject({ kind: 'never-publish', times: Infinity });
    const cancelFolder = await mkdtemp(join(tmpdir(), 'annotations-cancel-'));
    const files = ['a.apk', 'b.apk'].map((name) => join(cancelFolder, name));
    for (const file of files) await copyFile(APK, file);
    // Cancelled once both files wait for a build that never publishes.
    const waiting = (name: string) => `\\[${name}\\] The service answers code 124`;
    const bothWaiting = new RegExp(
      `${waiting('a\\.apk')}[\\s\\S]*${waiting('b\\.apk')}|${waiting('b\\.apk')}[\\s\\S]*${waiting('a\\.apk')}`,
    );
    const run = await failedRun(
      'cancelled while waiting, 2 files',
      { file: files.join('\n') },
      { interruptOnLog: bothWaiting },
    );
    sandbox.faults.clear();
    const annotations = annotationsOf(run);
    expect(annotations).toHaveLength(3);
    expect(failureOf(run).match(/cancelled by SIGINT/g)).toHaveLength(2);
  });

  it("a step with the vendor's 8 inputs whose chat message is refused: one deprecation warning, the refusal shown", async () => {
    const run = await runActionOn(sandbox, '.', {
      'api-key': '',
      _api_key: sandbox.apiKey,
      appFilePath: APK,
      buildInstallType: '2',
      buildPassword: 'x1y2z3',
      buildUpdateDescription: 'Fixed the login screen',
      buildInstallDate: '1',
      buildInstallStartDate: '2026-01-01',
      buildInstallEndDate: '2036-12-31',
      'dingtalk-webhook': receivers.webhookUrl('dingtalk'),
      'dingtalk-secret': 'SECnot-the-robots-secret-99',
    });
    const annotations = annotationsOf(run);
    counts.push(["vendor's 8 inputs, a chat message refused", annotations.length]);
    expect(run.exitCode, run.stdout.slice(-3000)).toBe(0);
    expect(annotations.filter((annotation) => annotation.includes('deprecated'))).toEqual([
      expect.stringMatching(/^warning: Inputs named as \S+ names them are deprecated: rename /),
    ]);
    expect(annotations).toContainEqual(
      expect.stringMatching(
        /^warning: Notification not delivered: DingTalk refused the message: errcode 310000: sign not match/,
      ),
    );
    expect(annotations).toHaveLength(2);
  });
});
