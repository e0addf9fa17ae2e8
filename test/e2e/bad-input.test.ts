/**
 * Bad input, for every input of every action: each case fails the step with a message that names
 * the input (and, where the wording matters, says what is wrong with it), before the sandbox sees
 * any request. The actions' own e2e files leave bad input to this one. A completeness check makes
 * sure every input of every action.yml is either covered here or listed as free text that nothing
 * can make bad.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { MAX_ANNOTATIONS } from '../../src/actions/common/action-logger.js';
import { annotationsOf, failureOf, runAction, runActionOn, runCli } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const HAP = 'test/fixtures/demo.hap';

type Action = '.' | 'set-newest' | 'update-settings' | 'cleanup-old-builds' | 'latest';

/** Inputs any text is right for (names, descriptions, keys the service checks). */
const FREE_TEXT: Record<Action, string[]> = {
  '.': [
    'description',
    'update-description',
    'channel-shortcut',
    'github-token',
    'receipt-artifact',
    'notify-title',
    'password',
    'harmony-certificate-password',
  ],
  'set-newest': [],
  'update-settings': [
    'app-key',
    'build-key',
    'shortcut',
    'description',
    'update-description',
    'build-version',
    'user-key',
    'password',
  ],
  'cleanup-old-builds': ['keep-build-keys', 'branch', 'github-token'],
  latest: [],
};

const sandbox = useSandbox();
let scratch: string;
/** Files made for the cases that name them (`file: 'EMPTY_APK'`), by placeholder. */
const madeFiles: Record<string, string> = {};

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bad-input-'));
  const made: [string, string, string][] = [
    ['EMPTY_APK', 'empty.apk', ''],
    ['HTML_IPA', 'app.ipa', '<!DOCTYPE html><html>Sign in</html>'],
    ['AAB', 'app-release.aab', 'PK\x03\x04 an app bundle'],
  ];
  for (const [placeholder, name, contents] of made) {
    madeFiles[placeholder] = join(scratch, name);
    await writeFile(join(scratch, name), contents);
  }
});

/**
 * [action, what is wrong, inputs, the input the message must name, and where it matters what
 * the message says of it]
 */
type Case = [Action, string, Record<string, string>, string, RegExp?];

const common = (action: Action): Case[] => [
  [action, 'no api key', { 'api-key': '' }, 'api-key', /^is required/],
  [
    action,
    'an api-url that is no URL',
    { 'api-url': 'api.pgyer.com' },
    'api-url',
    /^"api\.pgyer\.com" is not a URL/,
  ],
  [action, 'an api-url that is not http(s)', { 'api-url': 'ftp://api.pgyer.com' }, 'api-url'],
  [action, 'a timeout of 0', { 'request-timeout-seconds': '0' }, 'request-timeout-seconds'],
  [
    action,
    'a timeout that is no number',
    { 'request-timeout-seconds': 'soon' },
    'request-timeout-seconds',
  ],
  [action, 'negative retries', { retries: '-1' }, 'retries'],
  [action, 'too many retries', { retries: '11' }, 'retries'],
  [
    action,
    'a fallback origin that is no URL',
    { 'fallback-api-urls': 'api.xcxwo.com' },
    'fallback-api-urls',
    /^"api\.xcxwo\.com" is not a URL/,
  ],
];

/** The message every bad webhook setting gets: it never quotes the URL (a secret). */
const NOT_A_WEBHOOK = /^is not an http\(s\) URL \(the value is a secret and is not shown\)$/;

/** The chat notification settings, bad one at a time (upload-and-wait and the notify sub-action). */
function notifyCases<A extends string>(
  action: A,
): [A, string, Record<string, string>, string, RegExp?][] {
  return [
    [
      action,
      'a DingTalk webhook without a scheme',
      { 'dingtalk-webhook': 'oapi.dingtalk.com/robot/send?access_token=tok3nvalue' },
      'dingtalk-webhook',
      NOT_A_WEBHOOK,
    ],
    [
      action,
      'a Feishu webhook that is not http(s)',
      { 'feishu-webhook': 'ftp://open.feishu.cn/hook/tok3nvalue' },
      'feishu-webhook',
      NOT_A_WEBHOOK,
    ],
    [
      action,
      'a WeCom webhook that is no URL',
      { 'wecom-webhook': 'key=tok3nvalue' },
      'wecom-webhook',
      NOT_A_WEBHOOK,
    ],
    [
      action,
      'a Slack webhook that is no URL',
      { 'slack-webhook': 'hooks.slack.com/services/tok3nvalue' },
      'slack-webhook',
      NOT_A_WEBHOOK,
    ],
    [
      action,
      'a Teams webhook that is no URL',
      { 'teams-webhook': 'not a url' },
      'teams-webhook',
      NOT_A_WEBHOOK,
    ],
    [
      action,
      'a webhook-url that is not http(s)',
      { 'webhook-url': 'mailto:hooks@example.com' },
      'webhook-url',
      NOT_A_WEBHOOK,
    ],
    [
      action,
      'a DingTalk secret without its webhook',
      { 'dingtalk-secret': 'SECsecretvalue1' },
      'dingtalk-secret',
      /^is given without input dingtalk-webhook$/,
    ],
    [
      action,
      'a Feishu secret without its webhook',
      { 'feishu-secret': 'feishusecret1' },
      'feishu-secret',
      /^is given without input feishu-webhook$/,
    ],
    [
      action,
      'a webhook secret without its URL',
      { 'webhook-secret': 'webhooksecret1' },
      'webhook-secret',
      /^is given without input webhook-url$/,
    ],
    [
      action,
      'an unknown notify-on',
      { 'notify-on': 'sometimes' },
      'notify-on',
      /^"sometimes" is not one of success, failure, always/,
    ],
    [
      action,
      'notify-required that is no boolean',
      { 'notify-required': 'perhaps' },
      'notify-required',
      /^"perhaps" is not true or false/,
    ],
  ];
}

/** Valid inputs for each action, so that each case breaks exactly one thing. */
const base: Record<Action, Record<string, string>> = {
  '.': { file: APK },
  'set-newest': { 'build-key': 'k' },
  'update-settings': { 'app-key': 'a', 'install-type': 'invite', language: 'en' },
  'cleanup-old-builds': { 'app-key': 'a' },
  latest: { 'app-key': 'a' },
};

const cases: Case[] = [
  ...(['.', 'set-newest', 'update-settings', 'cleanup-old-builds', 'latest'] as const).flatMap(
    common,
  ),
  ['.', 'no file', { file: '' }, 'file'],
  [
    '.',
    'no file matched',
    { file: 'nowhere/*.apk' },
    'file',
    /^no file matches "nowhere\/\*\.apk"/,
  ],
  [
    '.',
    'a directory',
    { file: 'test/fixtures' },
    'file',
    /^test\/fixtures is a folder, not a file$/,
  ],
  [
    '.',
    'a wrong extension',
    { file: 'package.json' },
    'file',
    /^package\.json is not an \.ipa, \.apk or \.hap file/,
  ],
  ['.', 'an empty file', { file: 'EMPTY_APK' }, 'file'],
  [
    '.',
    'an .ipa that is not a zip',
    { file: 'HTML_IPA' },
    'file',
    /^\S+app\.ipa is not a readable \.ipa package: it is not a zip archive$/,
  ],
  [
    '.',
    'an app bundle',
    { file: 'AAB' },
    'file',
    /^\S+app-release\.aab is an Android App Bundle, and the service takes APKs: build an APK \(bundletool can make a universal one: bundletool build-apks --mode=universal\)$/,
  ],
  [
    '.',
    'an unknown build type',
    { 'build-type': 'windows' },
    'build-type',
    /^"windows" is not one of ios, android, harmony, auto/,
  ],
  [
    '.',
    'a build type that disagrees with the file',
    { 'build-type': 'ios' },
    'build-type',
    /^is ios, but .* is not an \.ipa file/,
  ],
  [
    '.',
    'an unknown install type',
    { 'install-type': 'secret' },
    'install-type',
    /^"secret" is not one of public \(1\), password \(2\), invite \(3\)/,
  ],
  ['.', 'an install type out of range', { 'install-type': '4' }, 'install-type'],
  [
    '.',
    'a password install without a password',
    { 'install-type': 'password' },
    'password',
    /^is required when input install-type is password/,
  ],
  [
    '.',
    'a password without a password install',
    { password: 'x1y2z3' },
    'password',
    /^is only used when input install-type is password; set install-type: password$/,
  ],
  ['.', 'an unknown validity', { 'install-validity': 'sometimes' }, 'install-validity'],
  [
    '.',
    'long-term with dates',
    { 'install-validity': 'long-term', 'install-start-date': '2026-01-01' },
    'install-validity',
  ],
  [
    '.',
    'an impossible date',
    { 'install-start-date': '2026-02-30', 'install-end-date': '2026-03-01' },
    'install-start-date',
    /^"2026-02-30" is not a calendar date \(day 30: February 2026 has 28\)/,
  ],
  [
    '.',
    'a date of another form',
    { 'install-start-date': '2026-01-01', 'install-end-date': '01/03/2026' },
    'install-end-date',
  ],
  [
    '.',
    'reversed dates',
    { 'install-start-date': '2026-03-01', 'install-end-date': '2026-02-01' },
    'install-end-date',
    /^2026-02-01 must be after input install-start-date 2026-03-01/,
  ],
  [
    '.',
    'a range without its end',
    { 'install-validity': 'range', 'install-start-date': '2026-03-01' },
    'install-end-date',
    /^is required for an install validity range/,
  ],
  [
    '.',
    'preview-validity-days with an install date',
    { 'preview-validity-days': '14', 'install-end-date': '2030-01-01' },
    'preview-validity-days',
    /^sets the install window itself; give it or input install-end-date, not both/,
  ],
  ['.', 'preview-validity-days 0', { 'preview-validity-days': '0' }, 'preview-validity-days'],
  ['.', 'an unknown oversea word', { oversea: 'maybe' }, 'oversea'],
  ['.', 'an unknown profile-check word', { 'profile-check': 'strict' }, 'profile-check'],
  [
    '.',
    'profile-expiry-warn-days that is no whole number',
    { 'profile-expiry-warn-days': 'soon' },
    'profile-expiry-warn-days',
  ],
  [
    '.',
    'expected-udids that is neither a device line nor a file',
    { 'expected-udids': 'no-such-devices.txt' },
    'expected-udids',
    /^"no-such-devices\.txt" is neither a device line/,
  ],
  [
    '.',
    'a size-warn-increase that is neither a percentage nor a size',
    { 'size-warn-increase': 'five' },
    'size-warn-increase',
    // The workflow command carries `%` as `%25`; the runner shows `%`.
    /^is "five"; give a percentage \(5%25\) or a size \(500KB, 2MiB; KB = 1000 bytes, KiB = 1024\)$/,
  ],
  ['.', 'a negative size-fail-increase', { 'size-fail-increase': '-1%' }, 'size-fail-increase'],
  [
    '.',
    'a size-budget the file is over',
    { 'size-budget': '1KB' },
    'size-budget',
    /, over the budget of 1000 B \(1000 bytes\)$/,
  ],
  [
    '.',
    'an update-feed in a folder that does not exist',
    { 'update-feed': 'no-such-folder/update.json' },
    'update-feed',
  ],
  ['.', 'an unknown verify-update word', { 'verify-update': 'maybe' }, 'verify-update'],
  [
    '.',
    'update-channel without a feed or a check',
    { 'update-channel': 'beta' },
    'update-channel',
    /^is given without input update-feed or input verify-update/,
  ],
  [
    '.',
    'an unknown source of release notes',
    { 'update-description-from': 'git' },
    'update-description-from',
    /^"git" is not one of commits, pr, none/,
  ],
  [
    '.',
    'an unknown if-published word',
    { 'if-published': 'replace' },
    'if-published',
    /^"replace" is not one of skip, upload/,
  ],
  [
    '.',
    'an unknown same-version word',
    { 'same-version': 'ignore' },
    'same-version',
    /^"ignore" is not one of warn, fail, allow/,
  ],
  [
    '.',
    'an unknown health-report word',
    { 'health-report': 'base' },
    'health-report',
    /^"base" is not one of previous, none/,
  ],
  [
    '.',
    'a .hap without a certificate',
    { file: HAP },
    'harmony-certificate',
    /^is required to publish a \.hap/,
  ],
  [
    '.',
    'a certificate that does not exist',
    { file: HAP, 'harmony-certificate': 'nope.p12', 'harmony-certificate-password': 'Hc5pW9qZ' },
    'harmony-certificate',
  ],
  [
    '.',
    'a certificate without a .hap',
    { 'harmony-certificate': 'package.json' },
    'harmony-certificate',
  ],
  [
    '.',
    'an hsp that does not exist',
    {
      file: HAP,
      'harmony-certificate': 'package.json',
      'harmony-certificate-password': 'Hc5pW9qZ',
      'harmony-hsp': 'nope.hsp',
    },
    'harmony-hsp',
  ],
  [
    '.',
    'wait that is no boolean',
    { wait: 'sometimes' },
    'wait',
    /^"sometimes" is not true or false/,
  ],
  ['.', 'a wait timeout of 0', { 'wait-timeout-seconds': '0' }, 'wait-timeout-seconds'],
  [
    '.',
    'a poll interval under 3',
    { 'poll-interval-seconds': '2' },
    'poll-interval-seconds',
    /^2 is not between 3 and 30/,
  ],
  [
    '.',
    'a poll interval over 30',
    { 'poll-interval-seconds': '31' },
    'poll-interval-seconds',
    /^31 is not between 3 and 30/,
  ],
  [
    '.',
    'a poll interval that is no number',
    { 'poll-interval-seconds': 'soon' },
    'poll-interval-seconds',
    /^"soon" is not a whole number/,
  ],
  ['.', 'summary that is no boolean', { summary: 'maybe' }, 'summary'],
  ['.', 'pr-comment that is no boolean', { 'pr-comment': 'maybe' }, 'pr-comment'],
  [
    '.',
    'a notes file that does not exist',
    { 'update-description-file': 'nope.md' },
    'update-description-file',
  ],
  [
    '.',
    'notes twice',
    { 'update-description': 'a', 'update-description-file': 'README.md' },
    'update-description-file',
  ],
  ['.', 'a vendor api key besides a different api-key', { _api_key: 'other' }, '_api_key'],
  [
    '.',
    'a vendor file path that matches nothing',
    { file: '', appFilePath: 'nope.apk' },
    'appFilePath',
  ],
  ['.', 'a vendor file path besides a different file', { appFilePath: 'other.apk' }, 'appFilePath'],
  ['.', 'a vendor install type out of range', { buildInstallType: '4' }, 'buildInstallType'],
  [
    '.',
    "a deployment environment name over GitHub's 255 characters",
    { 'deployment-environment': 'e'.repeat(256) },
    'deployment-environment',
  ],
  [
    '.',
    'a vendor install type that disagrees with install-type',
    { 'install-type': 'invite', buildInstallType: '2', password: 'x1y2z3' },
    'buildInstallType',
  ],
  [
    '.',
    'a vendor password install without its password (no public build from a missing secret)',
    { buildInstallType: '2', buildPassword: '' },
    'buildPassword',
  ],
  [
    '.',
    'a vendor date range without its start date',
    { buildInstallDate: '1', buildInstallEndDate: '2026-02-01' },
    'buildInstallStartDate',
  ],
  [
    '.',
    'vendor release notes besides different ones',
    { 'update-description': 'a', buildUpdateDescription: 'b' },
    'buildUpdateDescription',
  ],
  ['.', 'a vendor validity out of range', { buildInstallDate: '3' }, 'buildInstallDate'],
  [
    '.',
    'a vendor start date of another form',
    {
      buildInstallDate: '1',
      buildInstallStartDate: '2026/01/01',
      buildInstallEndDate: '2026-02-01',
    },
    'buildInstallStartDate',
  ],
  [
    '.',
    'vendor dates reversed',
    {
      buildInstallDate: '1',
      buildInstallStartDate: '2026-03-01',
      buildInstallEndDate: '2026-02-01',
    },
    'buildInstallEndDate',
  ],
  [
    '.',
    'a vendor channel besides a different channel-shortcut',
    { 'channel-shortcut': 'abcd', buildChannelShortcut: 'efgh' },
    'buildChannelShortcut',
  ],
  ['set-newest', 'no build key', { 'build-key': '' }, 'build-key'],
  ['set-newest', 'an unknown mode', { mode: 'maybe' }, 'mode'],
  [
    'latest',
    'neither app-key nor identifier',
    { 'app-key': '' },
    'app-key',
    /^is required unless identifier names the app$/,
  ],
  [
    'latest',
    'both app-key and identifier',
    { identifier: 'com.example' },
    'identifier',
    /^give app-key or identifier, not both$/,
  ],
  ['latest', 'an unknown build type', { 'build-type': 'windows' }, 'build-type'],
  ['update-settings', 'app settings without install-type', { 'install-type': '' }, 'install-type'],
  ['update-settings', 'public for app settings', { 'install-type': 'public' }, 'install-type'],
  [
    'update-settings',
    'a password install without a password',
    { 'install-type': 'password' },
    'password',
  ],
  ['update-settings', 'app settings without app-key', { 'app-key': '' }, 'app-key'],
  [
    'update-settings',
    'an unknown validity',
    { 'install-validity': 'sometimes' },
    'install-validity',
  ],
  [
    'update-settings',
    'an impossible start date',
    { 'install-start-date': '2026-13-01', 'install-end-date': '2027-01-01' },
    'install-start-date',
  ],
  [
    'update-settings',
    'reversed dates',
    { 'install-start-date': '2026-03-01', 'install-end-date': '2026-02-01' },
    'install-end-date',
  ],
  ['update-settings', 'an unknown language', { language: 'fr' }, 'language'],
  [
    'update-settings',
    'an unknown number source',
    { 'build-number-source': 'git' },
    'build-number-source',
  ],
  ['update-settings', 'auto-sync that is no boolean', { 'auto-sync': 'maybe' }, 'auto-sync'],
  [
    'update-settings',
    'copyright that is no boolean',
    { 'show-service-copyright': 'maybe' },
    'show-service-copyright',
  ],
  [
    'update-settings',
    'QR icon that is no boolean',
    { 'qr-code-show-icon': 'maybe' },
    'qr-code-show-icon',
  ],
  ['update-settings', 'feedback that is no boolean', { feedback: 'maybe' }, 'feedback'],
  ['update-settings', 'an unknown template', { template: 'neon' }, 'template'],
  [
    'update-settings',
    'a screenshot that does not exist',
    { 'user-key': 'user-key-0123', screenshot: 'nope.png' },
    'screenshot',
  ],
  [
    'update-settings',
    'a screenshot that is a directory',
    { 'user-key': 'user-key-0123', screenshot: 'src' },
    'screenshot',
  ],
  ['update-settings', 'build settings without user-key', { 'build-version': '2.0' }, 'user-key'],
  ['update-settings', 'no setting at all', { 'install-type': '', language: '' }, ''],
  ['cleanup-old-builds', 'no app key', { 'app-key': '' }, 'app-key', /^is required/],
  [
    'cleanup-old-builds',
    'keep-latest 0',
    { 'keep-latest': '0' },
    'keep-latest',
    /^0 is not between 1 and 100000/,
  ],
  [
    'cleanup-old-builds',
    'keep-latest that is no number',
    { 'keep-latest': 'ten' },
    'keep-latest',
    /^"ten" is not a whole number/,
  ],
  [
    'cleanup-old-builds',
    'negative older-than-days',
    { 'older-than-days': '-1' },
    'older-than-days',
    /^-1 is not between 0/,
  ],
  [
    'cleanup-old-builds',
    'a broken pattern',
    { 'keep-version-pattern': '1.(0' },
    'keep-version-pattern',
    /^is not a regular expression/,
  ],
  [
    'cleanup-old-builds',
    'a pattern that can take exponential time',
    { 'keep-version-pattern': '^(a+)+$' },
    'keep-version-pattern',
  ],
  [
    'cleanup-old-builds',
    'a pull request that is no number',
    { 'pull-request': '#7' },
    'pull-request',
    /^"#7" is not a whole number/,
  ],
  [
    'cleanup-old-builds',
    'keep-per-branch 0',
    { 'keep-per-branch': '0' },
    'keep-per-branch',
    /^0 is not between 1/,
  ],
  [
    'cleanup-old-builds',
    'max-deletions 0',
    { 'max-deletions': '0' },
    'max-deletions',
    /^0 is not between 1/,
  ],
  [
    'cleanup-old-builds',
    'dry-run that is no boolean',
    { 'dry-run': 'perhaps' },
    'dry-run',
    /^"perhaps" is not true or false/,
  ],
  ...notifyCases('.'),
];

describe('bad input fails before any request, naming the input', () => {
  it.each(cases)('%s: %s', async (action, _what, inputs, input, problem) => {
    const given = { ...base[action], ...inputs };
    if (given.file !== undefined) given.file = madeFiles[given.file] ?? given.file;
    const run = await runActionOn(sandbox, action, given);
    expect(run.exitCode).toBe(1);
    const lines = failureOf(run).split('\n');
    const named = input ? `Input "${input}": ` : '';
    expect(lines[0]).toMatch(input ? new RegExp(`^${named}`) : /^no setting was given/);
    if (problem) expect(lines[0]?.slice(named.length)).toMatch(problem);
    expect(lines.at(-1)).toBe('Nothing was uploaded or changed.');
    expect(sandbox.requests).toEqual([]);
  });

  it.each(['.', 'set-newest', 'update-settings', 'cleanup-old-builds', 'latest'] as const)(
    'covers every input of %s/action.yml',
    async (action) => {
      const manifest = parse(await readFile(join(action, 'action.yml'), 'utf8')) as {
        inputs: Record<string, unknown>;
      };
      const covered = new Set([
        ...cases.filter(([name]) => name === action).map((entry) => entry[3]),
        ...FREE_TEXT[action],
      ]);
      expect(Object.keys(manifest.inputs).filter((input) => !covered.has(input))).toEqual([]);
    },
  );
});

describe('the notify sub-action', () => {
  const valid = {
    builds: '[]',
    'upload-outcome': 'failure',
    'slack-webhook': 'https://hooks.slack.com/services/T1/B1/tok3nvalue',
  };
  const notifyOnly: [string, string, Record<string, string>, string, RegExp?][] = [
    [
      'notify',
      'builds that are not JSON',
      { builds: '{', 'upload-outcome': 'success' },
      'builds',
      /^is not JSON/,
    ],
    [
      'notify',
      'a build without its key',
      { builds: '[{"buildType":"ios"}]', 'upload-outcome': 'success' },
      'builds',
      /^entry 1 has no buildKey/,
    ],
    [
      'notify',
      'a build field of the wrong type',
      {
        builds:
          '[{"buildKey":"bk1","buildType":"ios","installPageUrl":"https://www.pgyer.com/a","record":{},"buildShortcutUrl":5}]',
        'upload-outcome': 'success',
      },
      'builds',
      /^builds\[0\]\.buildShortcutUrl is a number where the upload's output has text$/,
    ],
    [
      'notify',
      'no builds after a successful upload',
      { builds: '', 'upload-outcome': 'success' },
      'builds',
      /^is required/,
    ],
    [
      'notify',
      'an unknown upload outcome',
      { 'upload-outcome': 'done' },
      'upload-outcome',
      /^"done" is not one of success, failure, cancelled, skipped/,
    ],
    ...notifyCases('notify'),
  ];

  it.each(notifyOnly)('%s: %s', async (_action, _what, inputs, input, problem) => {
    const run = await runAction('notify', { ...valid, ...inputs });
    expect(run.exitCode).toBe(1);
    const [first] = failureOf(run).split('\n');
    expect(first).toMatch(new RegExp(`^Input "${input}": `));
    if (problem) expect(first?.slice(`Input "${input}": `.length)).toMatch(problem);
    expect(failureOf(run).split('\n').at(-1)).toBe('Nothing was sent.');
    expect(run.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain('tok3nvalue');
  });

  it('no webhook at all is named too', async () => {
    const run = await runAction('notify', { 'upload-outcome': 'failure' });
    expect(failureOf(run).split('\n')[0]).toMatch(/^no webhook was given/);
  });

  it('covers every input of notify/action.yml', async () => {
    const manifest = parse(await readFile('notify/action.yml', 'utf8')) as {
      inputs: Record<string, unknown>;
    };
    const covered = new Set([...notifyOnly.map((entry) => entry[3]), 'notify-title']);
    expect(Object.keys(manifest.inputs).filter((input) => !covered.has(input))).toEqual([]);
  });
});

describe("the vendor action's input names", () => {
  it('missing under both names: each message names the input and its deprecated alias', async () => {
    const run = await runAction('.', { 'api-url': sandbox.url });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run).split('\n')).toEqual([
      'Input "api-key": is required (or its deprecated alias "_api_key", the name PGYER/pgyer-upload-app-action uses)',
      'Input "file": is required (or its deprecated alias "appFilePath", the name PGYER/pgyer-upload-app-action uses)',
      'Nothing was uploaded or changed.',
    ]);
    expect(sandbox.requests).toEqual([]);
  });

  it('given twice with the same meaning is no conflict', async () => {
    // A bad poll interval stops the run before any request, once the names are resolved.
    const run = await runActionOn(sandbox, '.', {
      _api_key: sandbox.apiKey,
      file: APK,
      'install-type': 'password',
      buildInstallType: '2',
      password: 'x1y2z3',
      buildPassword: 'x1y2z3',
      'poll-interval-seconds': '2',
    });
    expect(failureOf(run).split('\n')[0]).toMatch(/^Input "poll-interval-seconds": /);
    expect(failureOf(run)).not.toMatch(/_api_key|buildInstallType|buildPassword/);
    expect(sandbox.requests).toEqual([]);
  });
});

describe('every bad input at once', () => {
  const TEMPLATE_AND_INSTALL_TYPE = [
    'install-type: is required by the service to change app settings (app/update): password or invite',
    'template: "purple" is not one of classic, fashion, gray, green, colorful',
  ];

  it('update-settings names both a bad template and the missing install type, then stops', async () => {
    const run = await runActionOn(sandbox, 'update-settings', {
      'app-key': 'a',
      template: 'purple',
    });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run).split('\n')).toEqual([
      ...TEMPLATE_AND_INSTALL_TYPE.map((line) => line.replace(/^([a-z-]+): /, 'Input "$1": ')),
      'Nothing was uploaded or changed.',
    ]);
    expect(sandbox.requests).toEqual([]);
  });

  it('pgyer update-settings names both too, and exits with 2', async () => {
    const run = await runCli(
      ['update-settings', '--app-key', 'a', '--template', 'purple', '--api-url', sandbox.url],
      { PGYER_API_KEY: sandbox.apiKey },
    );
    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual(
      TEMPLATE_AND_INSTALL_TYPE.map((line) => line.replace(/^([a-z-]+): /, 'error: Option --$1: ')),
    );
    expect(sandbox.requests).toEqual([]);
  });

  it('lists ten problems and counts the rest', async () => {
    const run = await runActionOn(sandbox, '.', {
      file: APK,
      'request-timeout-seconds': '0',
      retries: 'many',
      'build-type': 'windows',
      'install-type': 'secret',
      'install-validity': 'sometimes',
      'install-start-date': '2026-02-30',
      oversea: 'maybe',
      wait: 'sometimes',
      'wait-timeout-seconds': '0',
      'poll-interval-seconds': '2',
      summary: 'maybe',
      'pr-comment': 'maybe',
    });
    // Nine annotations and the failure make GitHub's ten a step; the tenth problem and the count
    // of the rest follow as plain lines.
    expect(annotationsOf(run)).toHaveLength(MAX_ANNOTATIONS);
    const lines = failureOf(run).split('\n');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatch(/^Input "summary": /);
    expect(lines[9]).toBe('Nothing was uploaded or changed.');
    expect(run.stdout).toMatch(/^error: Input "[a-z-]+": .*\nerror: … and 2 more$/m);
    // The job summary says so too (summary: maybe counts as the default, true).
    expect(run.summary).toContain('<h3>Pgyer upload refused</h3>');
    expect(run.summary).toContain('<li>Input &quot;summary&quot;: ');
    expect(run.summary).toContain('<li>… and 2 more</li>');
    expect(run.summary).toContain('Nothing was uploaded or changed.');
  });

  it('writes no summary for refused inputs when summary is false', async () => {
    const run = await runActionOn(sandbox, '.', { file: APK, wait: 'sometimes', summary: 'false' });
    expect(failureOf(run)).toMatch(/^Input "wait": /);
    expect(run.summary).toBe('');
  });
});
