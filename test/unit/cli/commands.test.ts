/**
 * Every `pgyer` command in process against the sandbox: what each prints (a table, or JSON with
 * --json) and its exit code. The e2e tests run the bundle in a child process, where coverage
 * cannot see the commands; these run the same code through run().
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/main.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { seedApp, seedVersions } from '../../helpers/seed.js';
import { captureIo } from './helpers.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

const sandbox = useSandbox({ parseDelayMs: 5, publishDelayMs: 5 });

/** Runs `pgyer args…` against the sandbox; the exit code and what it wrote. */
async function pgyer(...args: string[]) {
  const io = captureIo();
  const connection = ['--api-key', sandbox.apiKey, '--api-url', sandbox.url, '--retries', '1'];
  const exitCode = await run([...args, ...connection], io);
  return { exitCode, stdout: io.out(), stderr: io.err() };
}

function operations(): string[] {
  return sandbox.requests.map((request) => request.operation);
}

describe('the jobs through the CLI', () => {
  // The same APK each time, into one sandbox: each upload below is meant to upload it again.
  it('upload prints each published build, its keys and install page; --json their records', async () => {
    const human = await pgyer('upload', APK, '--poll-interval-seconds', '3');
    expect(human.exitCode, human.stderr).toBe(0);
    // Labelled as the summaries are: the package's version code apart from the service's build.
    expect(human.stdout).toMatch(
      /^settings_apk-debug\.apk: Appium Settings 8\.0\.10 \(version code 192\)\n {2}pgyer build +#\d+\n {2}install page +http\S+\n {2}build key +\w{32}\n {2}app key +\w{32}\n {2}size change +first build\n$/,
    );
    expect(human.stderr).toMatch(/8\.0\.10 \(version code 192\), Pgyer build #\d+: http/);
    const json = await pgyer('upload', APK, '--no-wait', '--json', '--if-published', 'upload');
    expect(json.exitCode, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject([{ published: false }]);
  });

  it('upload --debug logs every request, the storage upload too, without a secret', async () => {
    const result = await pgyer('upload', APK, '--no-wait', '--debug', '--if-published', 'upload');
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^debug: POST \/apiv2\/app\/getCOSToken -> HTTP 200 /m);
    expect(result.stderr).toMatch(
      /^debug: POST 127\.0\.0\.1:\d+\/\S* \(storage upload, 2\.93 MiB\) -> HTTP 204 in \d+ ms$/m,
    );
    expect(result.stderr).not.toContain(sandbox.apiKey);
  });

  it('upload --single-step publishes in one request', async () => {
    const result = await pgyer(
      'upload',
      APK,
      '--single-step',
      '--json',
      '--if-published',
      'upload',
      // Uploaded again on purpose: no look-up of builds of the same version either.
      '--same-version',
      'allow',
    );
    expect(result.exitCode, result.stderr).toBe(0);
    // The run's list of apps is asked while the upload starts (the app key of a known app then
    // costs nothing after it); when the list answered before the new app was on it, the key is
    // read once more after the publish. Which came first is a race: one or two reads.
    const asked = operations();
    expect(asked.filter((operation) => operation !== 'app/listMy')).toEqual(['app/upload']);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.length).toBeLessThanOrEqual(3);
  });

  it('upload of a missing file fails before any request (exit 2)', async () => {
    const result = await pgyer('upload', 'no/such/file.apk');
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/^error: .*no\/such\/file\.apk/m);
    expect(operations()).toEqual([]);
  });

  it('set-newest marks a build, and says so once; --cancel removes the mark', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const first = buildKeys[0] ?? '';
    const set = await pgyer('set-newest', first);
    expect(set.exitCode, set.stderr).toBe(0);
    expect(set.stdout).toMatch(new RegExp(`^Build ${first} is now the newest version`));
    // stdout is the result; the same line on stderr would show twice on a terminal.
    expect(set.stderr).toBe('');
    expect(sandbox.state.apps.get(appKey)?.newestBuildKey).toBe(first);
    const cancel = await pgyer('set-newest', first, '--cancel', '--json');
    expect(JSON.parse(cancel.stdout)).toMatchObject({ buildKey: first, mode: 'cancel', code: 0 });
  });

  it('set-newest of an unknown build fails with the service code (exit 1)', async () => {
    const result = await pgyer('set-newest', 'no-such-build');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^error: app\/setNewestVersion failed with code \d+/m);
  });

  it('update-settings prints the changed record without its password', async () => {
    const { appKey } = seedApp(sandbox, 1);
    const result = await pgyer(
      'update-settings',
      '--app-key',
      appKey,
      '--install-type',
      'password',
      '--password',
      'secret-pass-1',
    );
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}install access +password$/m);
    expect(result.stdout + result.stderr).not.toContain('secret-pass-1');
  });

  it('update-settings prints the app change, then the build change that failed (exit 1)', async () => {
    const { appKey } = seedApp(sandbox, 1);
    const result = await pgyer(
      'update-settings',
      '--app-key',
      appKey,
      '--install-type',
      'invite',
      '--language',
      'en',
      '--description',
      'x',
      '--user-key',
      'wrong-user-key-81b2',
    );
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/^ {2}language +English$/m);
    expect(result.stderr).toMatch(
      new RegExp(
        `^error: Changed App ${appKey} \\(language, install-type\\); then Build \\w+ failed, description not changed: the user key is not valid \\(service code 1045\\)`,
        'm',
      ),
    );
  });

  it('cleanup lists what it would delete and what it keeps', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const dry = await pgyer('cleanup', appKey, '--keep-latest', '1', '--dry-run');
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/^Would delete 2:/m);
    expect(dry.stdout).toMatch(/^Kept 1:/m);
    const done = await pgyer('cleanup', appKey, '--keep-latest', '1', '--json');
    expect(JSON.parse(done.stdout)).toMatchObject({ dryRun: false, kept: [{}] });
    expect(sandbox.state.buildsOf(appKey).map((build) => build.key)).toEqual([buildKeys[2]]);
  });

  it('cleanup heads a phase only when it shows a line under it', async () => {
    const { appKey } = seedApp(sandbox, 3);
    const quiet = await pgyer('cleanup', appKey, '--keep-latest', '3');
    expect(quiet.exitCode, quiet.stderr).toBe(0);
    // The listing logs only debug lines; nothing is deleted.
    expect(quiet.stderr).not.toMatch(/^(Builds of app|Deleting)/m);
    const debug = await pgyer('cleanup', appKey, '--keep-latest', '3', '--debug');
    expect(debug.stderr).toMatch(new RegExp(`^Builds of app ${appKey}:\ndebug: POST`, 'm'));
    const deleting = await pgyer('cleanup', appKey, '--keep-latest', '1');
    expect(deleting.stderr).toMatch(/^Deleting:\nDeleted /m);
  });

  it('cleanup reports a deletion whose answer was lost as unknown, and fails', async () => {
    const { appKey } = seedApp(sandbox, 2);
    sandbox.faults.inject({ kind: 'reset', operation: 'app/buildDelete' });
    const result = await pgyer('cleanup', appKey, '--keep-latest', '1');
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/^Unknown whether deleted 1:/m);
  });
});

describe('the reading and deleting commands', () => {
  it('apps, builds, view, info and shortcut show the seeded builds', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const latest = buildKeys[1] ?? '';
    for (const args of [['apps'], ['builds', appKey], ['view', appKey], ['info', latest]]) {
      const result = await pgyer(...args);
      expect(result.exitCode, `${args.join(' ')}: ${result.stderr}`).toBe(0);
      // apps lists each app by its key, its latest build by version and date.
      expect(result.stdout).toContain(args[0] === 'apps' ? appKey : latest);
    }
    const view = await pgyer('view', appKey, buildKeys[0] ?? '', '--json');
    expect(JSON.parse(view.stdout)).toMatchObject({ buildKey: buildKeys[0] });
    const shortcut = sandbox.state.apps.get(appKey)?.shortcut ?? '';
    const byShortcut = await pgyer('shortcut', shortcut, '--json');
    expect(JSON.parse(byShortcut.stdout)).toMatchObject({ buildKey: latest });
  });

  it('builds marks the newest version (app/view), set-newest moving it; --json stays the list', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const [oldest = '', , latest = ''] = buildKeys;
    const rowOf = (text: string, key: string) =>
      text.split('\n').find((line) => line.includes(key)) ?? '';
    const before = await pgyer('builds', appKey);
    expect(before.stdout).toMatch(/│ newest │$/m);
    expect(rowOf(before.stdout, latest)).toMatch(/│ yes +│$/);
    expect(rowOf(before.stdout, oldest)).toMatch(/│ +│$/);
    expect((await pgyer('set-newest', oldest)).exitCode).toBe(0);
    const after = await pgyer('builds', appKey);
    expect(rowOf(after.stdout, oldest)).toMatch(/│ yes +│$/);
    expect(rowOf(after.stdout, latest)).toMatch(/│ +│$/);
    const json = await pgyer('builds', appKey, '--json');
    const items = JSON.parse(json.stdout) as object[];
    expect(items).toHaveLength(3);
    for (const item of items) expect(Object.keys(item)).not.toContain('newest');
  });

  it('view shows flags as yes/no and the install type by name; --json the numbers', async () => {
    const { appKey } = seedApp(sandbox, 1);
    const human = await pgyer('view', appKey);
    expect(human.stdout).toMatch(/^ {2}install access +public$/m);
    expect(human.stdout).toMatch(/^ {2}first build +yes$/m);
    expect(human.stdout).not.toMatch(/buildIsFirst|isOwner/);
    const json = JSON.parse((await pgyer('view', appKey, '--json')).stdout) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({ buildInstallType: 1, isOwner: 1 });
  });

  it('check says whether a newer build exists', async () => {
    const { appKey } = seedApp(sandbox, 2);
    const result = await pgyer('check', appKey, '--build-version', '1.0', '--json');
    expect(result.exitCode, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ buildHaveNewVersion: true });
  });

  it('groups, feedback, crashes and certificates answer with tables', async () => {
    const { appKey } = seedApp(sandbox, 1);
    for (const args of [['groups'], ['feedback', appKey], ['crashes', appKey], ['certificates']]) {
      const result = await pgyer(...args);
      expect(result.exitCode, `${args.join(' ')}: ${result.stderr}`).toBe(0);
      expect(result.stdout).not.toBe('');
    }
  });

  it('builds, feedback and crashes list through 1.0 with --api v1, and the page asked for', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const feedback = sandbox.state.addFeedback(appKey);
    const crash = sandbox.state.addCrash(appKey);
    const lists = [
      ['builds', 'app/builds', { buildKey: buildKeys[1] }],
      ['feedback', 'feedback/listAll', { feedbackKey: feedback.key }],
      ['crashes', 'crash/listAll', { crashId: crash.id }],
    ] as const;
    for (const [command, operation, newest] of lists) {
      sandbox.requests.length = 0;
      const v1 = await pgyer(command, appKey, '--api', 'v1', '--json');
      expect(v1.exitCode, `${command}: ${v1.stderr}`).toBe(0);
      expect(JSON.parse(v1.stdout)).toEqual(
        expect.arrayContaining([expect.objectContaining(newest)]),
      );
      expect(operations()).toEqual([`apiv1/${operation}`]);
      const pastTheEnd = await pgyer(command, appKey, '--page', '2', '--json');
      expect(JSON.parse(pastTheEnd.stdout), command).toEqual([]);
    }
  });

  it('crash-view refuses an ID that is not a number before any request', async () => {
    const { appKey } = seedApp(sandbox, 1);
    const result = await pgyer('crash-view', appKey, 'x');
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/^error: .*ID/m);
    expect(operations()).toEqual([]);
  });

  it('install-url prints the iOS in-app link; the addresses with a secret only with --reveal', async () => {
    const buildKey = seedApp(sandbox, 1).buildKeys[0] ?? '';
    const hidden = await pgyer('install-url', buildKey);
    expect(hidden.exitCode, hidden.stderr).toBe(0);
    expect(hidden.stdout).toContain(`iOS in-app link: itms-services:`);
    expect(hidden.stdout).toContain(buildKey);
    expect(hidden.stdout).toContain('install address: hidden: it carries your api key (--reveal');
    expect(`${hidden.stdout}${hidden.stderr}`).not.toContain(sandbox.apiKey);

    const password = 'Zr8qPw41xK';
    const withPassword = await pgyer('install-url', buildKey, '--password', password);
    expect(withPassword.stdout).toContain(
      'iOS in-app link: hidden: it carries the install password',
    );
    expect(`${withPassword.stdout}${withPassword.stderr}`).not.toContain(password);

    const revealed = await pgyer('install-url', buildKey, '--password', password, '--reveal');
    const installUrl = /^install address: (\S+)$/m.exec(revealed.stdout)?.[1] ?? '';
    expect(new URL(installUrl).searchParams.get('_api_key')).toBe(sandbox.apiKey);
    expect(revealed.stdout).toMatch(
      new RegExp(`^iOS in-app link: itms-services:.*${password}`, 'm'),
    );
    expect(revealed.stderr).toContain('carries your api key');
    expect(revealed.stderr).not.toContain(sandbox.apiKey);
  });

  it('delete-build deletes one build; delete-app asks for --yes, then deletes', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const build = await pgyer('delete-build', buildKeys[0] ?? '');
    expect(build.exitCode, build.stderr).toBe(0);
    expect(sandbox.state.buildsOf(appKey)).toHaveLength(1);
    const unasked = await pgyer('delete-app', appKey);
    expect(unasked.exitCode).toBe(2);
    expect(sandbox.state.apps.has(appKey)).toBe(true);
    const app = await pgyer('delete-app', appKey, '--yes');
    expect(app.exitCode, app.stderr).toBe(0);
    expect(operations()).toContain('app/deleteApp');
  });
});

describe('service data in the human output', () => {
  it('never starts a line of a table with a workflow command', async () => {
    const { appKey } = seedVersions(sandbox, ['1.0\r::error title=x::boom'], {
      name: 'Injected\n::warning::boom',
    });
    for (const args of [['builds', appKey], ['view', appKey], ['apps']]) {
      const result = await pgyer(...args);
      expect(result.exitCode, result.stderr).toBe(0);
      const lines = (result.stdout + result.stderr).split(/\r?\n|\r/);
      expect(lines.filter((line) => /^\s*::/.test(line))).toEqual([]);
      expect(result.stdout).toContain('boom');
    }
  });
});
