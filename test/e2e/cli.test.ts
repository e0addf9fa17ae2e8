/**
 * The `pgyer` command end to end: the dist bundle as a child process (stdin a pipe, not a
 * terminal) against the sandbox over loopback, the api key given as PGYER_API_KEY.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipaFixture } from '../fixtures/packages.js';
import { writePaddedPackage } from '../helpers/padded-package.js';
import { seedApp } from '../helpers/seed.js';
import { missingTool } from '../helpers/system-tools.js';
import { useSandbox } from '../helpers/sandbox.js';
import { runCli, type CliRun } from './harness.js';

const CLI = 'dist/cli/index.js';
const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

let sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

/**
 * Runs `pgyer args` against the sandbox and checks that the api key reached no output: only
 * install-url --reveal (and --json, deprecated) prints it, on stdout, when `keyOnStdout` says so.
 */
async function pgyer(
  args: readonly string[],
  options: { apiKey?: string; keyOnStdout?: boolean; env?: Record<string, string> } = {},
): Promise<CliRun> {
  const apiKey = options.apiKey ?? sandbox.apiKey;
  const run = await runCli(
    // The connection options only where the case does not give its own: the last value given wins.
    // Each upload is meant as a new one, though of the same APK (the look-up: rerun.test.ts,
    // same-version.test.ts).
    [
      ...args,
      ...(args[0] === 'upload' && !args.includes('--if-published')
        ? ['--if-published', 'upload']
        : []),
      ...(args[0] === 'upload' && !args.includes('--same-version')
        ? ['--same-version', 'allow']
        : []),
      ...(args.includes('--api-url') ? [] : ['--api-url', sandbox.url]),
      ...(args.includes('--request-timeout-seconds') ? [] : ['--request-timeout-seconds', '5']),
    ],
    { ...options.env, PGYER_API_KEY: apiKey },
  );
  expect(run.stderr, 'the api key reached stderr').not.toContain(apiKey);
  if (!options.keyOnStdout) expect(run.stdout, 'the api key reached stdout').not.toContain(apiKey);
  return run;
}

/** The JSON a successful `--json` run printed, of the shape the test expects. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
function json<T>(run: CliRun): T {
  expect(run.exitCode, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
}

function operations(): string[] {
  return sandbox.requests.map((request) => request.operation);
}

interface PublishedBuildJson {
  buildKey: string;
  published: boolean;
  installPageUrl: string;
  record: Record<string, unknown>;
}

describe.each([
  { keys: 'equal upload and build keys', distinctUploadKeys: false },
  { keys: 'distinct upload and build keys', distinctUploadKeys: true },
])('pgyer upload with $keys', ({ distinctUploadKeys }) => {
  // The file's helpers read `sandbox`: it stands for this block's own while the block runs.
  const shared = sandbox;
  const own = useSandbox({ parseDelayMs: 10, publishDelayMs: 10, distinctUploadKeys });
  beforeAll(() => {
    sandbox = own;
  });
  afterAll(() => {
    sandbox = shared;
  });

  it('uploads the APK, waits until it is published and prints the record with --json', async () => {
    const run = await pgyer(['upload', APK, '--json', '--update-description', 'CLI test']);
    const [build, ...others] = json<PublishedBuildJson[]>(run);
    expect(others).toEqual([]);
    expect(build?.published).toBe(true);
    expect(sandbox.state.builds.has(build?.buildKey ?? '')).toBe(true);
    expect(build?.record.buildKey).toBe(build?.buildKey);
    expect(build?.record).toMatchObject({
      buildName: 'Appium Settings',
      buildVersion: '8.0.10',
      buildIdentifier: 'io.appium.settings',
      buildUpdateDescription: 'CLI test',
    });
    expect(build?.installPageUrl).toMatch(new RegExp(`^${sandbox.url}/`));
    // The app's key, which `pgyer builds` and `pgyer cleanup` take, and how it may be installed.
    const published = sandbox.state.builds.get(build?.buildKey ?? '');
    expect(build).toMatchObject({ appKey: published?.appKey, installSettings: {} });
    // Not a terminal: the core's plain progress lines, on stderr.
    expect(run.stderr).toContain('100% (2.93 MiB of 2.93 MiB');
    expect(run.stderr).not.toContain('\u001b[');
    expect(operations()).toContain('app/buildInfo');
  });

  it('prints the buildKey of the published record in its table', async () => {
    const run = await pgyer(['upload', APK]);
    expect(run.exitCode, run.stderr).toBe(0);
    const [buildKey] = [...sandbox.state.builds.keys()].slice(-1);
    expect(run.stdout).toContain(buildKey);
  });

  it('returns right after the upload with --no-wait', async () => {
    const run = await pgyer(['upload', APK, '--no-wait', '--json']);
    const [build] = json<PublishedBuildJson[]>(run);
    expect(build?.published).toBe(false);
    expect(operations()).not.toContain('app/buildInfo');
  });
});

describe.each([1009, 1092] as const)(
  'pgyer upload when buildInfo answers %i for an upload key never stored',
  (unstoredUploadCode) => {
    const shared = sandbox;
    const own = useSandbox({ parseDelayMs: 10, publishDelayMs: 10, unstoredUploadCode });
    beforeAll(() => {
      sandbox = own;
    });
    afterAll(() => {
      sandbox = shared;
    });

    it('sends a small package again after storage reset the connection at 64 KiB: one build', async () => {
      // Smaller than the socket buffers: the whole body is written before the reset comes.
      const small = join(await mkdtemp(join(tmpdir(), 'cli-small-')), 'small.ipa');
      await writePaddedPackage(ipaFixture.path, small, 330 * 1024);
      sandbox.faults.inject({ kind: 'storage-reset', afterBytes: 64 * 1024 });
      const [build, ...others] = json<PublishedBuildJson[]>(
        await pgyer(['upload', small, '--json']),
      );
      expect(others).toEqual([]);
      expect(build?.published).toBe(true);
      expect([...sandbox.state.builds.keys()]).toEqual([build?.buildKey]);
      expect(operations().filter((operation) => operation === 'app/getCOSToken')).toHaveLength(1);
      expect(operations().filter((operation) => operation === 'storage')).toHaveLength(2);
    });
  },
);

describe('pgyer upload with a pattern', () => {
  it('uploads every match of a pattern no shell expanded (as cmd and PowerShell pass it)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-pattern-'));
    for (const name of ['b.apk', 'a.apk', 'a.txt']) await copyFile(APK, join(dir, name));
    // runCli starts node without a shell: the pattern arrives as it is written.
    const run = await pgyer(['upload', join(dir, '*.apk'), '--no-wait', '--json']);
    // @actions/glob's ::debug:: lines would land on stdout, before the JSON.
    const builds = json<{ fileName: string }[]>(run);
    expect(builds.map((build) => build.fileName)).toEqual(['a.apk', 'b.apk']);

    const none = await pgyer(['upload', join(dir, '*.ipa')]);
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toContain(`error: Argument FILE: no file matches "${join(dir, '*.ipa')}"`);
  });
});

describe('read commands', () => {
  it('lists apps and builds, and shows one build', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const apps = json<{ appKey: string }[]>(await pgyer(['apps', '--json', '--all']));
    expect(apps.map((entry) => entry.appKey)).toContain(appKey);

    const builds = json<{ buildKey: string }[]>(await pgyer(['builds', appKey, '--json']));
    expect(builds.map((build) => build.buildKey)).toEqual([...buildKeys].reverse());

    const view = await pgyer(['view', appKey, buildKeys[0] ?? '']);
    expect(view.exitCode, view.stderr).toBe(0);
    expect(view.stdout).toMatch(/^\S.* 1\.0\b/);
    expect(view.stdout).toContain(buildKeys[0]);

    const info = json<{ buildKey: string }>(await pgyer(['info', buildKeys[1] ?? '', '--json']));
    expect(info.buildKey).toBe(buildKeys[1]);
  });

  it('reads through the legacy API 1.0 with --api v1', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const builds = json<{ buildKey: string }[]>(
      await pgyer(['builds', appKey, '--api', 'v1', '--json']),
    );
    expect(builds.map((build) => build.buildKey).sort()).toEqual([...buildKeys].sort());
    expect(operations()).toEqual(['apiv1/app/builds']);
  });

  it('shows feedback, crashes, groups and certificates', async () => {
    const { appKey } = seedApp(sandbox, 1);
    sandbox.state.addFeedback(appKey, { content: 'Login button does nothing' });
    sandbox.state.addCrash(appKey, { title: 'java.lang.IllegalStateException' });
    const group = sandbox.state.addAppGroup({ name: 'CLI group', appKeys: [appKey] });
    sandbox.state.addCertificate({ name: 'CLI distribution' });

    const feedback = await pgyer(['feedback', appKey]);
    // The message's column may wrap at spaces: the table fits 100 columns.
    expect(feedback.stdout).toMatch(/│ Login button\b/);
    const crashes = json<{ crashId: number }[]>(await pgyer(['crashes', appKey, '--json']));
    const crash = json<{ crashTitle: string }>(
      await pgyer(['crash-view', appKey, String(crashes[0]?.crashId), '--json']),
    );
    expect(crash.crashTitle).toBe('java.lang.IllegalStateException');
    const viewed = await pgyer(['group', group.key]);
    expect(viewed.stdout).toContain('CLI group');
    expect(viewed.stdout).toContain(appKey);
    expect((await pgyer(['certificates'])).stdout).toContain('CLI distribution');
  });

  it('prints the install address, with the api key, only to stdout of install-url --reveal', async () => {
    const { buildKeys } = seedApp(sandbox, 1);
    const hidden = await pgyer(['install-url', buildKeys[0] ?? '']);
    expect(hidden.stdout).toContain('install address: hidden: it carries your api key');
    const args = ['install-url', buildKeys[0] ?? '', '--json', '--reveal'];
    const run = await pgyer(args, { keyOnStdout: true });
    const { installUrl, iosInstallUrl } = json<{ installUrl: string; iosInstallUrl: string }>(run);
    expect(new URL(installUrl).searchParams.get('_api_key')).toBe(sandbox.apiKey);
    expect(iosInstallUrl).toMatch(/^itms-services:\/\/\?action=download-manifest&url=/);
    expect(iosInstallUrl).not.toContain(sandbox.apiKey);
    expect(sandbox.requests).toEqual([]);
  });

  it('prints the addresses with --json alone, as 1.0 did, and warns that 2.0 will need --reveal', async () => {
    const { buildKeys } = seedApp(sandbox, 1);
    const password = 'Qx7vLm20tR';
    const args = ['install-url', buildKeys[0] ?? '', '--json', '--password', password];
    const run = await pgyer(args, { keyOnStdout: true });
    const printed = json<{ buildKey: string; installUrl: string; iosInstallUrl: string }>(run);
    expect(Object.keys(printed)).toEqual(['buildKey', 'installUrl', 'iosInstallUrl']);
    expect(new URL(printed.installUrl).searchParams.get('_api_key')).toBe(sandbox.apiKey);
    expect(printed.iosInstallUrl).toContain(password);
    expect(run.stderr).toMatch(
      /^warning: installUrl carries your api key; .*until version 2\.0\.0 \(deprecated\): add --reveal/m,
    );
  });
});

describe('output for people', () => {
  /** The lines of `text` wider than `width` columns (each character here one code unit, one column). */
  function widerThan(width: number, text: string): string[] {
    return text.split('\n').filter((line) => line.length > width);
  }

  it.each([
    { columns: undefined, width: 100 },
    { columns: '100', width: 100 },
    { columns: '160', width: 160 },
  ])(
    'fits $width columns with COLUMNS $columns: upload, apps, builds, view',
    async ({ columns, width }) => {
      const env: Record<string, string> = columns === undefined ? {} : { COLUMNS: columns };
      const upload = await pgyer(['upload', APK], { env });
      expect(upload.exitCode, upload.stderr).toBe(0);
      const [buildKey = ''] = [...sandbox.state.builds.keys()].slice(-1);
      const appKey = sandbox.state.builds.get(buildKey)?.appKey ?? '';
      expect(upload.stdout).toContain(buildKey);
      const runs = [upload];
      for (const args of [['apps'], ['builds', appKey], ['view', appKey]]) {
        const run = await pgyer(args, { env });
        expect(run.exitCode, run.stderr).toBe(0);
        expect(run.stdout).toContain(args[0] === 'apps' ? appKey : buildKey);
        runs.push(run);
      }
      for (const run of runs) expect(widerThan(width, run.stdout)).toEqual([]);
    },
  );

  it('view says in labelled words what the record holds, the raw fields only with --json', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const view = await pgyer(['view', appKey]);
    expect(view.exitCode, view.stderr).toBe(0);
    for (const label of [
      'newest',
      'first build',
      'install access',
      'validity',
      'language',
      'install page',
    ]) {
      expect(view.stdout).toMatch(new RegExp(`^  ${label} +\\S`, 'm'));
    }
    const shortcut = sandbox.state.apps.get(appKey)?.shortcut ?? '';
    expect(view.stdout).toMatch(new RegExp(`^  install page +${sandbox.url}/${shortcut}$`, 'm'));
    expect(view.stdout).toMatch(/^ {2}language +Chinese$/m);
    expect(view.stdout).toMatch(/^ {2}newest +yes\b/m);
    expect(view.stdout).toContain(buildKeys[1]);
    for (const field of ['buildIsLastest', 'buildQrcodeShowAppIcon', 'appLang', 'buildKey']) {
      expect(view.stdout).not.toContain(field);
    }
    const raw = json<Record<string, unknown>>(await pgyer(['view', appKey, '--json']));
    expect(raw).toMatchObject({ buildIsLastest: 1, appLang: 1 });
  });
});

describe('release and housekeeping', () => {
  it('marks an older build as the newest version', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const oldest = buildKeys[0] ?? '';
    const run = await pgyer(['set-newest', oldest]);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toBe(`Build ${oldest} is now the newest version\n`);
    expect(json<{ buildKey: string }>(await pgyer(['view', appKey, '--json'])).buildKey).toBe(
      oldest,
    );
  });

  it('changes app and build settings, and prints the record without the password', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const run = await pgyer([
      'update-settings',
      '--app-key',
      appKey,
      '--install-type',
      'password',
      '--password',
      'open-sesame',
      '--language',
      'en',
      '--update-description',
      'Notes from the CLI',
      '--user-key',
      sandbox.userKey,
      '--json',
    ]);
    const record = json<Record<string, unknown>>(run);
    expect(record).toMatchObject({
      buildKey: buildKeys[1],
      buildUpdateDescription: 'Notes from the CLI',
    });
    expect(operations()).toEqual(['app/view', 'app/update', 'app/updateApp']);
    for (const secret of ['open-sesame', sandbox.userKey]) {
      expect(run.stdout + run.stderr).not.toContain(secret);
    }
    const view = json<Record<string, unknown>>(await pgyer(['view', appKey, '--json']));
    expect(view).toMatchObject({ buildInstallType: 2, appLang: 2 });
  });

  it('prints the app settings it changed, then the refused build change (exit 1)', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    const run = await pgyer([
      'update-settings',
      '--app-key',
      appKey,
      '--install-type',
      'invite',
      '--language',
      'en',
      '--description',
      'Never applied',
      '--user-key',
      'wrong-user-key-81b2',
      '--json',
    ]);
    expect(run.exitCode).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ appKey, appLang: 2 });
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(`Changed the app settings of ${appKey}: language, install-type`);
    expect(lines.at(-1)).toBe(
      `error: Changed App ${appKey} (language, install-type); then Build ${buildKeys[0] ?? ''} ` +
        'failed, description not changed: the user key is not valid (service code 1045)',
    );
  });

  it('shows what a cleanup would delete, and deletes nothing, in a dry run', async () => {
    const { appKey, buildKeys } = seedApp(
      sandbox,
      5,
      (index) => new Date(Date.UTC(2025, 0, 1 + index)),
    );
    const plan = json<{ dryRun: boolean; deleted: { buildKey: string }[]; kept: unknown[] }>(
      await pgyer(['cleanup', appKey, '--keep-latest', '2', '--dry-run', '--json']),
    );
    expect(plan.dryRun).toBe(true);
    expect(plan.deleted.map((build) => build.buildKey)).toEqual(buildKeys.slice(0, 3));
    expect(plan.kept).toHaveLength(2);
    expect(operations()).not.toContain('app/buildDelete');
    expect(sandbox.state.buildsOf(appKey)).toHaveLength(5);
  });

  it('deletes old builds by the policy', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 4);
    const run = await pgyer(['cleanup', appKey, '--keep-latest', '1', '--max-deletions', '2']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain('Deleted 2:');
    expect(sandbox.state.buildsOf(appKey).map((build) => build.key)).toEqual(
      buildKeys.slice(2).reverse(),
    );
  });

  it('reports a deletion whose answer was lost as unknown, not as deleted or kept', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    sandbox.faults.inject({ kind: 'reset', operation: 'app/buildDelete' });
    try {
      const run = await pgyer(['cleanup', appKey, '--keep-latest', '1', '--retries', '0']);
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toContain('Unknown whether deleted 1:');
      expect(run.stderr).toContain(
        `whether 1 build was deleted is unknown (not sent again): ${buildKeys[0] ?? ''}`,
      );
    } finally {
      sandbox.faults.clear();
    }
  });

  it('refuses to delete an app without --yes when stdin is not a terminal', async () => {
    const { appKey } = seedApp(sandbox, 1);
    const run = await pgyer(['delete-app', appKey]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe(
      `error: pgyer delete-app deletes app ${appKey} with all its builds: pass --yes to confirm (stdin is not a terminal to ask on)\n`,
    );
    expect(sandbox.requests).toEqual([]);
    expect(sandbox.state.apps.has(appKey)).toBe(true);

    expect((await pgyer(['delete-app', appKey, '--yes'])).exitCode).toBe(0);
    expect(sandbox.state.apps.has(appKey)).toBe(false);
  });
});

describe('failures', () => {
  it.each([
    [['upload', 'missing.apk'], 'error: Argument FILE: missing.apk does not exist'],
    [
      ['upload', 'test/fixtures/brokn.apk'],
      'error: Argument FILE: test/fixtures/brokn.apk does not exist; did you mean test/fixtures/broken.apk?',
    ],
    [['upload', 'test'], 'error: Argument FILE: test is a folder, not a file'],
    [
      ['upload', APK, '--dotenv', 'test'],
      'error: Option --dotenv: cannot write test: it is a folder',
    ],
    [
      ['upload', APK, '--install-type', 'secret'],
      'error: Option --install-type: "secret" is not one of public (1), password (2), invite (3)',
    ],
    [
      ['upload', APK, '--password', 'hunter2'],
      'error: Option --password: is only used when --install-type is password; pass --install-type password',
    ],
    [
      ['upload', APK, '--install-type', 'password'],
      'error: Option --password: is required when --install-type is password: set PGYER_INSTALL_PASSWORD or pass --password',
    ],
    [
      ['upload', APK, '--update-description', 'a', '--update-description-file', 'notes.txt'],
      'error: Option --update-description-file: cannot be given together with --update-description',
    ],
    [
      ['update-settings', '--build-key', 'b'],
      'error: no setting was given; set at least one of --install-type, --password or PGYER_INSTALL_PASSWORD, --shortcut, --install-validity, --install-start-date, --install-end-date, --language, --build-number-source, --auto-sync, --show-service-copyright, --qr-code-show-icon, --feedback, --template, --description, --update-description, --build-version, --screenshot',
    ],
    [
      ['update-settings', '--build-key', 'b', '--language', 'en'],
      'error: Option --app-key: is required to change --language (app settings)',
    ],
    ...['view', 'cleanup', 'feedback', 'crashes'].map(
      (command) =>
        [
          [command],
          'error: Argument APP_KEY: is required: `pgyer apps` lists your apps with their keys',
        ] as [string[], string],
    ),
    [
      ['upload', APK, '--poll-interval-seconds', '1'],
      'error: Option --poll-interval-seconds: 1 is not between 3 and 30',
    ],
    [
      ['builds'],
      'error: Argument APP_KEY: is required: `pgyer apps` lists your apps with their keys',
    ],
    [['apps', '--bogus'], "error: unknown option '--bogus'"],
    [
      ['info', 'abc', '--api', 'v1'],
      'error: Option --api: v1 cannot run pgyer info: API 1.0 has no app/buildInfo; use --api v2 (the default)',
    ],
  ])('exits with 2 and makes no request for bad usage: %j', async (args, message) => {
    const run = await pgyer(args);
    expect(run.exitCode).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(message);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toContain('hunter2');
    expect(sandbox.requests).toEqual([]);
  });

  it('reports a --dotenv it cannot write with the other bad options, before any upload', async () => {
    const run = await pgyer(['upload', 'missing.apk', '--json', '--dotenv', 'test']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe(
      'error: Option --dotenv: cannot write test: it is a folder\n' +
        'error: Argument FILE: missing.apk does not exist\n',
    );
    expect(run.stdout).toBe('');
    expect(sandbox.requests).toEqual([]);
  });

  // Bad values for the options of each command: exit 2, a message naming the option or argument.
  it.each([
    [['upload'], /^error: missing required argument 'FILE/],
    [['upload', APK, '--build-type', 'windows'], /^error: Option --build-type: /],
    [['upload', APK, '--install-type', 'password'], /^error: Option --password: /],
    [
      ['upload', APK, '--install-start-date', '2026-02-30', '--install-end-date', '2026-03-01'],
      /^error: Option --install-start-date: /,
    ],
    [
      ['upload', APK, '--install-start-date', '2026-03-01', '--install-end-date', '2026-02-01'],
      /^error: Option --install-end-date: /,
    ],
    [['upload', APK, '--install-validity', 'sometimes'], /^error: Option --install-validity: /],
    [['upload', APK, '--oversea', 'maybe'], /^error: Option --oversea: /],
    [['upload', APK, '--wait-timeout-seconds', 'soon'], /^error: Option --wait-timeout-seconds: /],
    [
      ['upload', APK, '--update-description-file', 'missing.md'],
      /^error: Option --update-description-file: /,
    ],
    [['upload', 'package.json'], /^error: Argument FILE: /],
    [['set-newest'], /^error: missing required argument 'BUILD_KEY'/],
    [['update-settings', '--app-key', 'a', '--language', 'en'], /^error: Option --install-type: /],
    [
      ['update-settings', '--app-key', 'a', '--install-type', 'invite', '--template', 'neon'],
      /^error: Option --template: /,
    ],
    [
      ['update-settings', '--app-key', 'a', '--install-type', 'invite', '--language', 'fr'],
      /^error: Option --language: /,
    ],
    [['cleanup', 'a', '--keep-latest', '0'], /^error: Option --keep-latest: /],
    [['cleanup', 'a', '--max-deletions', 'many'], /^error: Option --max-deletions: /],
    [['cleanup', 'a', '--keep-version-pattern', '1.(0'], /^error: Option --keep-version-pattern: /],
    [['apps', '--retries', '11'], /^error: Option --retries: /],
    [['apps', '--request-timeout-seconds', '0'], /^error: Option --request-timeout-seconds: /],
    [['apps', '--api-url', 'api.pgyer.com'], /^error: Option --api-url: /],
    [['apps', '--api', 'v3'], /^error: option '--api <version>' argument 'v3' is invalid/],
    [['crash-view', 'a', 'not-a-number'], /^error: Argument ID: /],
  ])('exits with 2 for %j and names the option', async (args, message) => {
    const run = await pgyer(args);
    expect(run.exitCode).toBe(2);
    expect(run.stderr.split('\n')[0]).toMatch(message);
    expect(sandbox.requests).toEqual([]);
  });

  it("says a build of another app is not one of this app's, and how to list them", async () => {
    const { appKey } = seedApp(sandbox, 1);
    const other = seedApp(sandbox, 1);
    const run = await pgyer(['view', appKey, other.buildKeys[0] ?? '']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe(
      `error: build ${other.buildKeys[0] ?? ''} is not a build of app ${appKey} (or does not exist): list them with \`pgyer builds ${appKey}\`\n`,
    );
  });

  it('exits with 1 and names the key setting and the service code when the service refuses the key', async () => {
    const wrongKey = 'f'.repeat(32);
    const run = await pgyer(['apps'], { apiKey: wrongKey });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /^error: the API key \(--api-key or PGYER_API_KEY\) is not valid \(service code 1002\)$/m,
    );
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(run.stdout).toBe('');
  });
});

const noCurl = missingTool('curl', 'test/e2e/cli.test.ts');

describe('pgyer sandbox', () => {
  /** Starts `pgyer sandbox args` and waits for its banner. */
  async function startCliSandbox(args: string[]) {
    const child = spawn(process.execPath, [CLI, 'sandbox', '--api-key', 'local-key', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    while (!stdout.includes('Press Ctrl+C')) await once(child.stdout, 'data');
    const stop = async () => {
      child.kill('SIGINT');
      const [exitCode] = (await once(child, 'close')) as [number | null];
      return exitCode;
    };
    return { stdout, url: /listening on (\S+)/.exec(stdout)?.[1] ?? '', stop };
  }

  it('prints the keys it made up, and "(given)" for a key given, which may be a real one', async () => {
    const given = await startCliSandbox(['--user-key', 'Ux7wQ3rK9pLm']);
    expect(await given.stop()).toBe(0);
    expect(given.stdout).toMatch(/^ {2}api-key: +\(given\)$/m);
    expect(given.stdout).toMatch(/^ {2}user-key: +\(given\)$/m);
    expect(given.stdout).toMatch(
      /^Try: .* apps --api-url \S+ \(with PGYER_API_KEY set to the api key given\)$/m,
    );
    for (const key of ['local-key', 'Ux7wQ3rK9pLm']) expect(given.stdout).not.toContain(key);

    const child = spawn(process.execPath, [CLI, 'sandbox', '--port', '0'], { stdio: 'pipe' });
    let banner = '';
    child.stdout.on('data', (chunk: Buffer) => (banner += chunk.toString()));
    while (!banner.includes('Press Ctrl+C')) await once(child.stdout, 'data');
    child.kill('SIGINT');
    await once(child, 'close');
    const apiKey = /^ {2}api-key: +([0-9a-f]{32})$/m.exec(banner)?.[1];
    expect(banner).toMatch(/^ {2}user-key: +[0-9a-f]{32}$/m);
    expect(banner).toContain(`Try: PGYER_API_KEY=${apiKey ?? '?'} `);
  });

  it('serves the API until Ctrl-C', async () => {
    const { url, stop } = await startCliSandbox([]);
    const response = await fetch(`${url}/apiv2/app/listMy`, {
      method: 'POST',
      body: new URLSearchParams({ _api_key: 'local-key' }),
    });
    expect(((await response.json()) as { code: number }).code).toBe(0);
    expect(await stop()).toBe(0);
  });

  it('--tls: serves HTTPS and prints the CA file and the curl options that reach it as api.pgyer.com', async ({
    skip,
  }) => {
    skip(noCurl);
    const { stdout, url, stop } = await startCliSandbox(['--tls']);
    try {
      expect(url).toMatch(/^https:/);
      const curlOptions = /curl: +(.+)/.exec(stdout)?.[1] ?? '';
      expect(curlOptions).toMatch(/^--cacert \S+\.pem --connect-to api\.pgyer\.com:443:/);
      const { stdout: answer } = await promisify(execFile)('curl', [
        '-sS',
        ...curlOptions.split(' '),
        '-d',
        '_api_key=local-key',
        'https://api.pgyer.com/apiv2/app/listMy',
      ]);
      expect((JSON.parse(answer) as { code: number }).code).toBe(0);
    } finally {
      expect(await stop()).toBe(0);
    }
  });
});
