/**
 * update-settings end to end: the committed dist bundle as a child process against the sandbox
 * over loopback, on apps and builds seeded straight into the sandbox's state (no upload).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GITHUB_PUSH_CONTEXT_LINE, GITHUB_PUSH_ENV } from '../helpers/github-env.js';
import { seedApp } from '../helpers/seed.js';
import { useSandbox } from '../helpers/sandbox.js';
import { ok } from '../unit/sandbox/helpers.js';
import { failureOf, runActionOn, SYSTEM_NODE, type ActionRun } from './harness.js';

/** A 1×1 PNG, for the screenshot input. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// No 8 characters of a secret may be ordinary text: the secrets scan flags any such piece.
const PASSWORD = 'inst-Pw5823qZ';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });
let scratch: string;
let screenshot: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'update-settings-e2e-'));
  screenshot = join(scratch, 'screen.png');
  await writeFile(screenshot, PNG);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Runs update-settings as a step of a GitHub Actions run (GITHUB_PUSH_ENV). */
function update(inputs: Record<string, string>, node?: string): Promise<ActionRun> {
  // The password must never show, whether or not this run was given it.
  return runActionOn(
    sandbox,
    'update-settings',
    { 'request-timeout-seconds': '5', ...inputs },
    { node, otherSecrets: [PASSWORD], env: { ...GITHUB_PUSH_ENV } },
  );
}

/** app/view of the app's current build, or of `buildKey`. */
async function view(appKey: string, buildKey?: string): Promise<Record<string, unknown>> {
  return ok(sandbox, 'app/view', { appKey, ...(buildKey ? { buildKey } : {}) });
}

function operations(): string[] {
  return sandbox.requests.map((request) => request.operation);
}

/**
 * The operations, with the search for a build's app (app/listMy, then app/builds of each app
 * until one has the build) as `find app`: its length depends on the apps earlier tests made.
 */
function operationsFindingApp(): string[] {
  const ops = operations();
  if (ops[0] !== 'app/listMy') return ops;
  let end = 1;
  while (ops[end] === 'app/builds') end += 1;
  return ['find app', ...ops.slice(end)];
}

/** The summary table's row for `input`: [before, after]. */
function row(run: ActionRun, input: string): [string, string] | undefined {
  const match = new RegExp(
    `<tr><td><code>${input}</code></td><td>(.*?)</td><td>(.*?)</td></tr>`,
  ).exec(run.summary);
  return match ? [match[1] ?? '', match[2] ?? ''] : undefined;
}

function buildOutput(run: ActionRun): Record<string, unknown> {
  return JSON.parse(run.outputs.build ?? 'null') as Record<string, unknown>;
}

function expectSuccess(run: ActionRun): void {
  expect(failureOf(run)).toBe('');
  expect(run.exitCode).toBe(0);
}

describe('update-settings, app settings (app/update)', () => {
  it('changes install type, password, language and template; they persist in app/view', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    const run = await update({
      'app-key': appKey,
      'install-type': 'password',
      password: PASSWORD,
      language: 'en',
      template: 'green',
    });
    expectSuccess(run);
    expect(operations()).toEqual(['app/view', 'app/update']);

    const after = await view(appKey);
    expect(after).toMatchObject({
      buildInstallType: '2',
      buildPassword: PASSWORD,
      appLang: '2',
      buildTemplate: 'green',
    });

    expect(run.summary).toContain('Pgyer settings changed');
    expect(run.summary).toContain(GITHUB_PUSH_CONTEXT_LINE);
    expect(run.summary).toContain(`<h4>App ${appKey}</h4>`);
    expect(row(run, 'install-type')).toEqual(['public', 'password']);
    expect(row(run, 'password')).toEqual(['none', '(hidden)']);
    expect(row(run, 'language')).toEqual(['zh', 'en']);
    expect(row(run, 'template')).toEqual(['classic', 'green']);
    // Only the settings that were given.
    expect(row(run, 'feedback')).toBeUndefined();
    expect(row(run, 'description')).toBeUndefined();

    const build = buildOutput(run);
    expect(build).not.toHaveProperty('buildPassword');
    expect(build).toMatchObject({
      appKey,
      buildKey: buildKeys[0],
      buildInstallType: 2,
      appLang: 2,
      buildTemplate: 'green',
    });
  });

  it('changes the validity dates, flags and build number source, with the numbers as words', async () => {
    const { appKey } = seedApp(sandbox, 1);
    const run = await update({
      'app-key': appKey,
      'install-type': 'invite',
      'install-start-date': '2030-01-01',
      'install-end-date': '2030-02-01',
      'build-number-source': 'app',
      'auto-sync': 'true',
      'show-service-copyright': 'no',
      'qr-code-show-icon': 'false',
      feedback: '2',
      language: 'auto',
    });
    expectSuccess(run);
    expect(await view(appKey)).toMatchObject({
      buildInstallType: '3',
      appIsInstallDate: '1',
      appInstallStartDate: '2030-01-01',
      appInstallEndDate: '2030-02-01',
      buildVersionType: '2',
      appAutoSync: '1',
      appShowServiceCopyright: '2',
      buildQrcodeShowAppIcon: '2',
      appFeedbackStatus: '2',
      appLang: '3',
    });
    expect(row(run, 'install-type')).toEqual(['public', 'invite']);
    // The service's days, with their zone as on the upload's card.
    expect(row(run, 'install-start-date')).toEqual([
      'none',
      '2030-01-01 (starts 2029-12-31 16:00 UTC)',
    ]);
    expect(row(run, 'install-end-date')).toEqual([
      'none',
      '2030-02-01 (ends 2030-02-01 16:00 UTC)',
    ]);
    expect(row(run, 'build-number-source')).toEqual(['service', 'app']);
    expect(row(run, 'auto-sync')).toEqual(['false', 'true']);
    expect(row(run, 'show-service-copyright')).toEqual(['true', 'false']);
    expect(row(run, 'feedback')).toEqual(['true', 'false']);
    expect(row(run, 'language')).toEqual(['zh', 'auto']);
  });

  it('changes app and build settings in one run, on Node 20', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const [, latest] = buildKeys as [string, string];
    const run = await update(
      {
        'app-key': appKey,
        'user-key': sandbox.userKey,
        'install-type': 'invite',
        template: 'fashion',
        'update-description': 'Both at once',
      },
      SYSTEM_NODE,
    );
    expectSuccess(run);
    expect(operations()).toEqual(['app/view', 'app/update', 'app/updateApp']);
    expect(await view(appKey, latest)).toMatchObject({
      buildInstallType: '3',
      buildTemplate: 'fashion',
      buildUpdateDescription: 'Both at once',
    });
    expect(buildOutput(run)).toMatchObject({
      buildKey: latest,
      buildUpdateDescription: 'Both at once',
    });
    expect(buildOutput(run)).not.toHaveProperty('buildPassword');
  });

  it('gives a `build` output of the changed build when build-key is an older build', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const [older] = buildKeys as [string, string];
    const run = await update({
      'app-key': appKey,
      'build-key': older,
      'user-key': sandbox.userKey,
      'install-type': 'invite',
      description: 'Older build',
    });
    expectSuccess(run);
    expect(buildOutput(run)).toMatchObject({ buildKey: older, buildDescription: 'Older build' });
    expect(run.summary).toContain(`<h4>App ${appKey}</h4>`);
    expect(run.summary).toMatch(new RegExp(`<h4>Build .*${older}</h4>`));
  });

  // The reviewer's case: app/update changes the app, then app/updateApp refuses the user key.
  it('reports the app change in the outputs and the summary when the build change is refused, then fails', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    const [latest] = buildKeys as [string];
    const run = await update({
      'app-key': appKey,
      'install-type': 'invite',
      language: 'en',
      description: 'Never applied',
      'user-key': 'wrong-user-key-81b2',
    });
    expect(run.exitCode).toBe(1);
    expect(operations()).toEqual(['app/view', 'app/update', 'app/updateApp']);
    expect(failureOf(run)).toBe(
      `Changed App ${appKey} (language, install-type); then Build ${latest} failed, description ` +
        'not changed: the user key is not valid (service code 1045)',
    );
    expect(await view(appKey)).toMatchObject({
      appLang: '2',
      buildInstallType: '3',
      buildDescription: '',
    });
    expect(buildOutput(run)).toMatchObject({ appKey, appLang: 2, buildInstallType: 3 });
    expect(run.summary).toContain('Pgyer settings changed in part');
    expect(row(run, 'language')).toEqual(['zh', 'en']);
    expect(row(run, 'install-type')).toEqual(['public', 'invite']);
    expect(row(run, 'description')).toBeUndefined();
    expect(run.summary).toContain(`<h4>Build ${latest}: failed</h4>`);
    expect(run.summary).toContain(
      `<p><strong>Build ${latest} failed, description not changed: the user key is not valid (service code 1045)`,
    );
  });

  it('fails with the service code when the service refuses (short link taken)', async () => {
    const { appKey } = seedApp(sandbox, 1);
    const other = seedApp(sandbox, 1);
    const taken = sandbox.state.apps.get(other.appKey)?.shortcut ?? '';
    const run = await update({ 'app-key': appKey, 'install-type': 'invite', shortcut: taken });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(/^app\/update failed with code 1017: /);
    expect(run.outputs.build).toBeUndefined();
  });
});

describe('update-settings, build settings (app/updateApp)', () => {
  it('changes update description and version of a given build; they persist in app/view', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const [first, latest] = buildKeys as [string, string];
    const run = await update({
      'user-key': sandbox.userKey,
      'build-key': first,
      'update-description': 'Fixes the login crash',
      'build-version': '2.5.0',
    });
    expectSuccess(run);
    expect(operationsFindingApp()).toEqual(['find app', 'app/view', 'app/updateApp']);

    expect(await view(appKey, first)).toMatchObject({
      buildUpdateDescription: 'Fixes the login crash',
      buildVersion: '2.5.0',
    });
    expect(await view(appKey, latest)).toMatchObject({
      buildUpdateDescription: '',
      buildVersion: '1.1',
    });

    expect(row(run, 'update-description')).toEqual(['none', 'Fixes the login crash']);
    expect(row(run, 'build-version')).toEqual(['1.0', '2.5.0']);
    expect(run.summary).toMatch(new RegExp(`<h4>Build .*${first}</h4>`));
    const build = buildOutput(run);
    expect(build).toMatchObject({
      buildKey: first,
      buildVersion: '2.5.0',
      buildUpdateDescription: 'Fixes the login crash',
    });
    expect(build).not.toHaveProperty('buildPassword');
  });

  it("changes the app's latest build when app-key is given without build-key", async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const [first, middle, latest] = buildKeys as [string, string, string];
    const run = await update({
      'app-key': appKey,
      'user-key': sandbox.userKey,
      description: 'Latest build description',
    });
    expectSuccess(run);
    expect(operations()).toEqual(['app/view', 'app/updateApp']);
    expect(await view(appKey, latest)).toMatchObject({
      buildDescription: 'Latest build description',
    });
    for (const other of [first, middle]) {
      expect(await view(appKey, other)).toMatchObject({ buildDescription: '' });
    }
    expect(buildOutput(run).buildKey).toBe(latest);
    expect(row(run, 'description')).toEqual(['none', 'Latest build description']);
  });

  it('sets a password install on one build (no app-key) without the password showing', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    const run = await update({
      'user-key': sandbox.userKey,
      'build-key': buildKeys[0] ?? '',
      'install-type': 'password',
      password: PASSWORD,
    });
    expectSuccess(run);
    expect(operationsFindingApp()).toEqual(['find app', 'app/view', 'app/updateApp']);
    expect(await view(appKey)).toMatchObject({ buildInstallType: '2', buildPassword: PASSWORD });
    expect(buildOutput(run)).not.toHaveProperty('buildPassword');
  });

  it('attaches a screenshot', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    const run = await update({
      'user-key': sandbox.userKey,
      'build-key': buildKeys[0] ?? '',
      screenshot,
    });
    expectSuccess(run);
    const after = await view(appKey);
    expect(after.buildScreenShots).toMatch(/^\w+\.png$/);
    expect(after.buildScreenshotsUrl).toHaveLength(1);
    expect(row(run, 'screenshot')).toEqual(['none', after.buildScreenShots]);
  });

  it('recovers from one 1098 rate limit', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'rate-limit', operation: 'app/updateApp' });
    const run = await update({
      'user-key': sandbox.userKey,
      'build-key': buildKeys[0] ?? '',
      'build-version': '3.0',
    });
    expectSuccess(run);
    expect(run.stdout).toMatch(/^app\/updateApp failed with code 1098/m);
    expect(run.stdout).not.toContain('::warning::');
    expect(operationsFindingApp()).toEqual([
      'find app',
      'app/view',
      'app/updateApp',
      'app/updateApp',
    ]);
    expect(await view(appKey)).toMatchObject({ buildVersion: '3.0' });
  });

  it('fails on a wrong user key with the code, never printing the key', async () => {
    const { buildKeys } = seedApp(sandbox, 1);
    const run = await update({
      'user-key': 'wrong-Uk7Rq81b2',
      'build-key': buildKeys[0] ?? '',
      description: 'x',
    });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe('the user key (input user-key) is not valid (service code 1045)');
  });

  it('fails on an unknown build key with the code and its meaning', async () => {
    const run = await update({
      'user-key': sandbox.userKey,
      'build-key': 'no-such-build-key',
      description: 'x',
    });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toBe('app/updateApp failed with code 1093: no information found');
    expect(operationsFindingApp()).toEqual(['find app', 'app/updateApp']);
    // The search for its app feeds the summary only: it gives up quietly.
    expect(run.stdout).toMatch(
      /^::debug::Stopped looking for the app of build no-such-build-key after \d calls/m,
    );
    expect(run.stdout).not.toContain('::warning::');
  });

  // buildInfo takes an upload token's key; for an existing build's key the service may answer
  // 1009: the build's settings before are read through its app instead.
  it("reads a build's settings before the change through its app, never buildInfo", async () => {
    const { buildKeys } = seedApp(sandbox, 2);
    sandbox.faults.inject({ kind: 'refuse', operation: 'app/buildInfo', code: 1009 });
    const run = await update({
      'user-key': sandbox.userKey,
      'build-key': buildKeys[0] ?? '',
      description: 'Changed with a before',
    });
    expectSuccess(run);
    expect(operations()).not.toContain('app/buildInfo');
    expect(run.stdout).not.toContain('::warning::');
    expect(row(run, 'description')).toEqual(['none', 'Changed with a before']);
  });

  // The read only feeds the summary, so it must not stop the change.
  it('changes the build and succeeds with a warning when the summary read is refused', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'refuse', operation: 'app/listMy', code: 1009 });
    const run = await update({
      'user-key': sandbox.userKey,
      'build-key': buildKeys[0] ?? '',
      description: 'Changed without a before',
    });
    expectSuccess(run);
    expect(operations()).toEqual(['app/listMy', 'app/updateApp']);
    expect(await view(appKey)).toMatchObject({ buildDescription: 'Changed without a before' });
    expect(run.stdout).toMatch(
      /^::warning::Could not read the settings before the change \(app\/listMy failed with code 1009/m,
    );
    expect(run.summary).toContain('<tr><th>Setting</th><th>After</th></tr>');
    expect(run.summary).toContain(
      '<tr><td><code>description</code></td><td>Changed without a before</td></tr>',
    );
  });
});

describe('update-settings, bad input fails before any request', () => {
  const cases: [string, () => Record<string, string>, RegExp][] = [
    [
      'no setting at all',
      () => ({ 'app-key': 'abc', 'build-key': 'def', 'user-key': sandbox.userKey }),
      /^no setting was given; set at least one of input install-type, input password, /,
    ],
    [
      'app settings without app-key',
      () => ({ 'install-type': 'invite', language: 'en' }),
      /^Input "app-key": is required to change input language \(app settings\)/,
    ],
    [
      'app settings without install-type',
      () => ({ 'app-key': 'abc', language: 'en', template: 'gray' }),
      /^Input "install-type": is required by the service to change app settings \(app\/update\): password or invite/,
    ],
    [
      'install-type public with app settings',
      () => ({ 'app-key': 'abc', 'install-type': 'public', language: 'en' }),
      /^Input "install-type": must be password or invite to change app settings/,
    ],
    [
      'a password install without a password',
      () => ({ 'app-key': 'abc', 'install-type': 'password', language: 'en' }),
      /^Input "password": is required when input install-type is password/,
    ],
    [
      'a password without a password install',
      () => ({ 'app-key': 'abc', 'install-type': 'invite', password: PASSWORD }),
      /^Input "password": is only used when input install-type is password; set install-type: password\n/,
    ],
    [
      'reversed dates',
      () => ({
        'app-key': 'abc',
        'install-type': 'invite',
        'install-start-date': '2030-03-01',
        'install-end-date': '2030-02-01',
      }),
      /^Input "install-end-date": 2030-02-01 must be after input install-start-date 2030-03-01/,
    ],
    [
      'a date that does not exist',
      () => ({
        'app-key': 'abc',
        'install-type': 'invite',
        'install-start-date': '2030-02-30',
        'install-end-date': '2030-03-01',
      }),
      /^Input "install-start-date": "2030-02-30" is not a calendar date \(day 30: February 2030 has 28\)/,
    ],
    [
      'an unknown template',
      () => ({ 'app-key': 'abc', 'install-type': 'invite', template: 'purple' }),
      /^Input "template": "purple" is not one of classic, fashion, gray, green, colorful/,
    ],
    [
      'an unknown language word',
      () => ({ 'app-key': 'abc', 'install-type': 'invite', language: 'french' }),
      /^Input "language": "french" is not one of zh \(1\), en \(2\), auto \(3\)/,
    ],
    [
      'an unknown install type',
      () => ({ 'app-key': 'abc', 'install-type': 'secret' }),
      /^Input "install-type": "secret" is not one of public \(1\), password \(2\), invite \(3\)/,
    ],
    [
      'a boolean that is no boolean',
      () => ({ 'app-key': 'abc', 'install-type': 'invite', feedback: 'maybe' }),
      /^Input "feedback": "maybe" is not one of true \(1\), false \(2\), yes \(1\), no \(2\)/,
    ],
    [
      'build settings without user-key',
      () => ({ 'build-key': 'def', description: 'x' }),
      /^Input "user-key": is required to change input description \(build settings\)/,
    ],
    [
      'build settings without build-key or app-key',
      () => ({ 'user-key': sandbox.userKey, 'update-description': 'x' }),
      /^Input "build-key": or input app-key \(for its latest build\) is required to change input update-description/,
    ],
    [
      'a screenshot that does not exist',
      () => ({
        'user-key': sandbox.userKey,
        'build-key': 'def',
        screenshot: 'nowhere/screen.png',
      }),
      /^Input "screenshot": nowhere\/screen\.png does not exist/,
    ],
    [
      'a screenshot that is a directory',
      () => ({ 'user-key': sandbox.userKey, 'build-key': 'def', screenshot: 'test' }),
      /^Input "screenshot": test is a folder, not a file\n/,
    ],
    ['no api key', () => ({ 'api-key': '', 'build-key': 'def' }), /^Input "api-key": is required/],
    [
      'a request timeout that is no number',
      () => ({ 'request-timeout-seconds': 'soon', 'app-key': 'abc', 'install-type': 'invite' }),
      /^Input "request-timeout-seconds": "soon" is not a whole number/,
    ],
  ];

  it.each(cases)('%s', async (_name, inputs, message) => {
    const run = await update(inputs());
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(message);
    expect(failureOf(run)).toMatch(/\nNothing was uploaded or changed\.$/);
    expect(run.outputs).toEqual({});
    expect(run.summary).toBe('');
    expect(sandbox.requests).toEqual([]);
  });
});
