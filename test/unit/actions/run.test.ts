/**
 * Each action's run() in process against the sandbox, its inputs given as the runner gives them
 * (INPUT_* variables), its outputs and job summary read from the runner's files. The e2e tests run
 * the bundles in child processes, where coverage cannot see the actions; these run the same code.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import {
  InputError,
  PgyerError,
  setNewestVersion,
  Transport,
  updateBuildSettings,
} from '../../../src/api/index.js';
import { readInputs } from '../../../src/actions/common/read-inputs.js';
import { runAction, writeReport } from '../../../src/actions/common/run-action.js';
import { API_KEY } from '../../../src/jobs/options/connection.js';
import { InvalidOptions } from '../../../src/jobs/options/problems.js';
import { run as cleanupOldBuilds } from '../../../src/actions/cleanup-old-builds/main.js';
import { run as notify } from '../../../src/actions/notify/main.js';
import { run as setNewest } from '../../../src/actions/set-newest/main.js';
import { run as updateSettings } from '../../../src/actions/update-settings/main.js';
import { run as uploadAndWait } from '../../../src/actions/upload-and-wait/main.js';
import { renderGfm } from '../../../scripts/lib/github-page.mjs';
import { ALL_AT_ONCE, OUTSIDE_TEXTS } from '../../fixtures/outside-text.js';
import { fileChangedError } from '../../helpers/file-changed.js';
import { liveOnGithub } from '../../helpers/github-refs.js';
import { commandLines } from '../../helpers/runner-commands.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { seedApp, seedVersions } from '../../helpers/seed.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

const sandbox = useSandbox({ parseDelayMs: 5, publishDelayMs: 5 });
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pgyer-actions-run-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

interface Run {
  failed: boolean;
  /** What the step wrote to its log. */
  log: string;
  outputs: Record<string, string>;
  summary: string;
}

/** The runner's file format of step outputs: `name<<DELIMITER`, the value's lines, DELIMITER. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const [, name = '', , value = ''] of text.matchAll(pattern)) outputs[name] = value;
  return outputs;
}

/** Runs an action's run() with `inputs` and the sandbox's connection as its inputs. */
async function runStep(
  run: () => Promise<void>,
  inputs: Record<string, string>,
  { summaryWritable = true } = {},
): Promise<Run> {
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  await writeFile(outputFile, '');
  await rm(summaryFile, { recursive: true, force: true });
  // A folder where the summary file should be: appending to it fails.
  await (summaryWritable ? writeFile(summaryFile, '') : mkdir(summaryFile));
  vi.stubEnv('GITHUB_OUTPUT', outputFile);
  vi.stubEnv('GITHUB_STEP_SUMMARY', summaryFile);
  const all = { 'api-key': sandbox.apiKey, 'api-url': sandbox.url, retries: '1', ...inputs };
  for (const [name, value] of Object.entries(all)) vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
  let log = '';
  const write = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => {
      log += chunk.toString();
      return true;
    });
  // process.exitCode is reset after each test: core.setFailed sets it to 1.
  await run();
  const failed = process.exitCode === 1;
  write.mockRestore();
  return {
    failed,
    log,
    outputs: parseOutputs(await readFile(outputFile, 'utf8')),
    summary: summaryWritable ? await readFile(summaryFile, 'utf8') : '',
  };
}

/** The distinct `code` spans of `text`, sorted. */
function namesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/`(\w+)`/g)].map((match) => match[1] ?? ''))].sort();
}

describe('upload-and-wait', () => {
  it('publishes the build, sets the outputs and writes the summary', async () => {
    const step = await runStep(uploadAndWait, { file: APK, 'poll-interval-seconds': '3' });
    expect(step.failed, step.log).toBe(false);
    const [buildKey] = [...sandbox.state.builds.keys()].slice(-1);
    expect(step.outputs['build-key']).toBe(buildKey);
    expect(step.outputs['build-identifier']).toBe('io.appium.settings');
    expect(JSON.parse(step.outputs.builds ?? '[]')).toHaveLength(1);
    expect(step.summary).toContain('Build published to Pgyer');
  });

  it('sets build and builds to what action.yml and the README say they hold', async () => {
    const step = await runStep(uploadAndWait, {
      file: APK,
      'poll-interval-seconds': '3',
      // A new build (not one found already published), which carries the upload's install settings.
      'if-published': 'upload',
    });
    const build = JSON.parse(step.outputs.build ?? '{}') as Record<string, unknown>;
    // An .ipa's build also has its provisioning profile (README.md `.ipa installability`), and a
    // build whose replaced build was looked up (here by same-version's look-up) its size change.
    const fields = [
      ...new Set([...Object.keys(build), 'profile', 'replaces', 'sizeChange']),
    ].sort();
    expect(build.record).toMatchObject({ buildIdentifier: 'io.appium.settings' });
    expect(JSON.parse(step.outputs.builds ?? '[]')).toEqual([build]);

    const manifest = parse(await readFile('action.yml', 'utf8')) as {
      outputs: Record<string, { description: string }>;
    };
    const described = manifest.outputs.build?.description ?? '';
    expect(namesIn(described.replace(/\([^)]*\)/g, ''))).toEqual(fields);
    expect(manifest.outputs.builds?.description).toMatch(/one object like `build` per file/);
    // The README's table of the fields: its first column, from `buildKey` to the next heading.
    const readme = await readFile('README.md', 'utf8');
    const table = /^\| `buildKey` [^]*?\n\n/m.exec(readme)?.[0] ?? '';
    const firstColumn = table.split('\n').map((row) => row.split('|')[1] ?? '');
    expect(namesIn(firstColumn.join(' '))).toEqual(fields);
  });

  it('fails with one ::error:: line per bad input, before any request', async () => {
    const step = await runStep(uploadAndWait, {
      file: 'no/such/*.apk',
      'wait-timeout-seconds': 'soon',
      summary: 'maybe',
    });
    expect(step.failed).toBe(true);
    const errors = step.log.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors.map((line) => /Input "([\w-]+)"/.exec(line)?.[1])).toEqual(
      expect.arrayContaining(['file', 'wait-timeout-seconds', 'summary']),
    );
    expect(step.log).toContain('::error::Nothing was uploaded or changed.');
    expect(sandbox.requests).toEqual([]);
  });

  // Reports never fail a step whose builds are published (an older GitHub Enterprise Server or a
  // local runner has no job summary file; here it cannot be written).
  it('warns and succeeds when the job summary cannot be written', async () => {
    const step = await runStep(uploadAndWait, { file: APK }, { summaryWritable: false });
    expect(step.failed, step.log).toBe(false);
    expect(step.outputs['build-key']).toMatch(/^\w+$/);
    expect(step.log).toMatch(/^::warning::Could not write the job summary: /m);
  });

  it('says why there is no pull request comment without a token, and succeeds', async () => {
    const step = await runStep(uploadAndWait, {
      file: APK,
      wait: 'false',
      'pr-comment': 'true',
      'github-token': '',
      // The APK the tests before uploaded: uploaded again, so that there is something to comment.
      'if-published': 'upload',
    });
    expect(step.failed, step.log).toBe(false);
    expect(step.log).toContain('::warning::No pull request comment: github-token is empty');
  });
});

describe('a refused key', () => {
  it('names the api-key input, not the operation or _api_key', async () => {
    const step = await runStep(uploadAndWait, { file: APK, 'api-key': 'not-the-key-5d1e' });
    expect(step.failed).toBe(true);
    expect(step.log).toMatch(
      /^::error::the API key \(input api-key\) is not valid \(service code 1002\)$/m,
    );
    expect(step.log).not.toMatch(/^::error::.*(getCOSToken|_api_key)/m);
  });
});

describe('set-newest', () => {
  it('marks the build, sets code and message and writes the summary', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const first = buildKeys[0] ?? '';
    const step = await runStep(setNewest, { 'build-key': first });
    expect(step.failed, step.log).toBe(false);
    expect(step.outputs.code).toBe('0');
    expect(sandbox.state.apps.get(appKey)?.newestBuildKey).toBe(first);
    expect(step.summary).toContain(`Build <code>${first}</code> is now the newest version.`);
    expect(step.log.match(/is now the newest version/g)).toHaveLength(1);
  });

  it('fails on a refusal, after setting the outputs and the summary', async () => {
    const step = await runStep(setNewest, { 'build-key': 'no-such-build' });
    expect(step.failed).toBe(true);
    expect(step.outputs.code).toMatch(/^[1-9]\d*$/);
    expect(step.summary).toMatch(/Build <code>no-such-build<\/code> failed with code \d+/);
  });
});

describe('update-settings', () => {
  it('changes the app settings and shows them before and after', async () => {
    const { appKey } = seedApp(sandbox, 1);
    const step = await runStep(updateSettings, {
      'app-key': appKey,
      'install-type': 'invite',
      template: 'gray',
    });
    expect(step.failed, step.log).toBe(false);
    expect(JSON.parse(step.outputs.build ?? '{}')).toMatchObject({ buildTemplate: 'gray' });
    expect(step.summary).toMatch(/<td><code>template<\/code><\/td><td>[^<]*<\/td><td>gray<\/td>/);
  });

  // app/update has changed the app when app/updateApp is refused: the step still reports it.
  it('reports the app settings it changed when the build change fails, then fails', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    const step = await runStep(updateSettings, {
      'app-key': appKey,
      'install-type': 'invite',
      language: 'en',
      description: 'x',
      'user-key': 'wrong-user-key-81b2',
    });
    expect(step.failed).toBe(true);
    expect(JSON.parse(step.outputs.build ?? '{}')).toMatchObject({ appKey, appLang: 2 });
    expect(step.summary).toContain('Pgyer settings changed in part');
    expect(step.summary).toContain(`<h4>App ${appKey}</h4>`);
    expect(step.summary).toMatch(/<td><code>language<\/code><\/td><td>zh<\/td><td>en<\/td>/);
    expect(step.summary).toContain(`<h4>Build ${buildKeys[0] ?? ''}: failed</h4>`);
    expect(step.summary).toMatch(
      /description not changed: the user key is not valid \(service code 1045\)/,
    );
    expect(step.log).toMatch(
      new RegExp(
        `^::error::Changed App ${appKey} \\(language, install-type\\); then Build ${buildKeys[0] ?? ''} failed, description not changed: the user key is not valid \\(service code 1045\\)`,
        'm',
      ),
    );
  });

  it('reports every bad input at once', async () => {
    const step = await runStep(updateSettings, { 'app-key': 'a', template: 'purple' });
    expect(step.failed).toBe(true);
    expect(step.log).toMatch(/^::error::Input "template": /m);
    expect(step.log).toMatch(/^::error::Input "install-type": /m);
    expect(sandbox.requests).toEqual([]);
  });
});

describe('cleanup-old-builds', () => {
  it('deletes the old builds, sets the counts and writes the summary', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const step = await runStep(cleanupOldBuilds, { 'app-key': appKey, 'keep-latest': '1' });
    expect(step.failed, step.log).toBe(false);
    expect(step.outputs).toMatchObject({ 'deleted-count': '2', 'kept-count': '1' });
    const deleted = JSON.parse(step.outputs.deleted ?? '[]') as { buildKey: string }[];
    expect(deleted.map((build) => build.buildKey).sort()).toEqual(buildKeys.slice(0, 2).sort());
    expect(step.summary).toContain(`Pgyer cleanup of app ${appKey}`);
  });

  it('warns and succeeds when the job summary cannot be written', async () => {
    const { appKey } = seedApp(sandbox, 2);
    const step = await runStep(
      cleanupOldBuilds,
      { 'app-key': appKey, 'keep-latest': '1' },
      { summaryWritable: false },
    );
    expect(step.failed, step.log).toBe(false);
    expect(step.outputs['deleted-count']).toBe('1');
    expect(step.log).toMatch(/^::warning::Could not write the job summary: /m);
  });

  it('folds a phase only when it shows a line, debug lines only with step debugging', async () => {
    const { appKey } = seedApp(sandbox, 2);
    const quiet = await runStep(cleanupOldBuilds, { 'app-key': appKey, 'keep-latest': '2' });
    expect(quiet.failed, quiet.log).toBe(false);
    expect(quiet.log).not.toContain('::group::');
    vi.stubEnv('RUNNER_DEBUG', '1');
    const debug = await runStep(cleanupOldBuilds, { 'app-key': appKey, 'keep-latest': '2' });
    expect(debug.log).toMatch(
      new RegExp(`^::group::Builds of app ${appKey}\n::debug::POST[^]*?\n::endgroup::$`, 'm'),
    );
    expect(debug.log).not.toContain('::group::Deleting');
  });

  // Neither deleted nor kept: the counts do not add up to the app's builds, so the step fails
  // with the count, and the summary lists the build.
  it('fails with the count of deletions whose outcome is unknown, and lists them', async () => {
    const { appKey } = seedApp(sandbox, 3);
    sandbox.faults.inject({ kind: 'reset', operation: 'app/buildDelete' });
    const step = await runStep(cleanupOldBuilds, { 'app-key': appKey, 'keep-latest': '1' });
    expect(step.failed).toBe(true);
    expect(step.outputs).toMatchObject({ 'deleted-count': '1', 'kept-count': '1' });
    expect(step.log).toMatch(
      /^::error::Stopped after 1 deletions: .*; whether 1 build was deleted is unknown \(not sent again\): \w+$/m,
    );
    expect(step.summary).toContain(
      '<p>Deleted 1 builds, kept 1; unknown whether 1 more was deleted.</p>',
    );
    expect(step.summary).toContain('<h4>Unknown whether deleted</h4>');
  });

  it('fails when app/builds is refused', async () => {
    const { appKey } = seedApp(sandbox, 2);
    sandbox.faults.inject({ kind: 'refuse', operation: 'app/builds', code: 1009 });
    const step = await runStep(cleanupOldBuilds, { 'app-key': appKey });
    expect(step.failed).toBe(true);
    expect(step.log).toMatch(/^::error::app\/builds failed with code 1009/m);
  });
});

/** Lines the runner would read as the workflow command that service data carried. */
function injectedCommands(log: string): string[] {
  return log.split(/\r?\n|\r/).filter((line) => /^\s*::error title=x::/.test(line));
}

describe('notify', () => {
  // A fork's pull request: the upload step skipped, the webhook secrets empty.
  it.each(['skipped', 'cancelled'])(
    'sends nothing and passes after a %s upload, with no webhook and notify-required',
    async (outcome) => {
      const step = await runStep(notify, {
        'upload-outcome': outcome,
        builds: '',
        'slack-webhook': '',
        'notify-required': 'true',
      });
      expect(step.failed).toBe(false);
      expect(step.log).toBe(`Nothing to send: the upload step was ${outcome}\n`);
      expect(step.outputs).toEqual({ delivered: '0', failed: '0' });
    },
  );

  it('still wants a webhook when there is news to send', async () => {
    const step = await runStep(notify, { 'upload-outcome': 'failure' });
    expect(step.failed).toBe(true);
    expect(step.log).toMatch(/^::error::no webhook was given: /m);
  });

  it('says that nothing was sent after bad inputs, not that nothing was uploaded', async () => {
    const step = await runStep(notify, { 'upload-outcome': 'done' });
    expect(step.failed).toBe(true);
    expect(step.log).toContain('::error::Input "upload-outcome": "done" is not one of');
    expect(step.log).toMatch(/^::error::Nothing was sent\.$/m);
    expect(step.log).not.toContain('uploaded');
  });
});

describe('a failure part way through', () => {
  it('does not say that nothing was uploaded when the file changed size during the upload', async () => {
    const error = await fileChangedError();
    const step = await runStep(() => runAction(() => Promise.reject(error)), {});
    expect(step.failed).toBe(true);
    expect(step.log).toMatch(
      /^::error::.*changed size during the upload.*may have left a partial upload/m,
    );
    expect(step.log).not.toContain('Nothing was uploaded or changed.');
    expect(step.log).not.toContain('Input "file"');
  });

  // Review 3 I: the core's own precondition is no bad input, and here fires after a change.
  it('reports a call that leaves out a required parameter as a plain failure, after a change', async () => {
    const { buildKeys } = seedApp(sandbox, 1);
    const transport = new Transport({ apiKey: sandbox.apiKey, apiUrl: sandbox.url });
    const step = await runStep(
      () =>
        runAction(async () => {
          await setNewestVersion(transport, buildKeys[0] ?? '');
          await updateBuildSettings(transport, '', { buildVersion: '2.0' });
        }),
      {},
    );
    expect(step.failed).toBe(true);
    expect(step.log).toMatch(
      /^::error::app\/updateApp was called without userKey, which it requires: it was not sent$/m,
    );
    expect(step.log).not.toContain('Nothing was uploaded or changed.');
    expect(step.log).not.toContain('Input "');
    expect(sandbox.requests.map((request) => request.operation)).toEqual(['app/setNewestVersion']);
  });
});

describe('service data in a failure', () => {
  it('fails the step on one line, its line breaks shown and its commands broken', async () => {
    const step = await runStep(
      () => runAction(() => Promise.reject(new PgyerError('refused: 1.0\n::error title=x::boom'))),
      {},
    );
    expect(step.failed).toBe(true);
    expect(injectedCommands(step.log)).toEqual([]);
    expect(step.log).toContain('::error::refused: 1.0\\n: :error title=x: :boom');
  });

  it('redacts the secret inputs from a report warning and from refused-input lines', async () => {
    const key = () => encodeURIComponent(sandbox.apiKey);
    for (const refusal of [
      () => new InvalidOptions([{ setting: 'api-url', problem: `echoes ${key()}` }]),
      () => new InputError('api-url', `echoes ${key()}`),
    ]) {
      const step = await runStep(
        () =>
          runAction(async () => {
            readInputs([API_KEY, 'api-url']);
            await writeReport('job summary', () => Promise.reject(new Error(`at ${key()}`)));
            throw refusal();
          }),
        {},
      );
      expect(step.failed).toBe(true);
      const shown = step.log.replace(/^::add-mask::.*$/gm, '');
      expect(shown).not.toContain(sandbox.apiKey);
      expect(shown).toMatch(/^::warning::Could not write the job summary: at \*\*\*$/m);
      expect(shown).toMatch(/^::error::Input "api-url": echoes \*\*\*/m);
    }
  });

  it('redacts the secret inputs from an unexpected failure and from its stack', async () => {
    vi.stubEnv('RUNNER_DEBUG', '1');
    const step = await runStep(
      () =>
        runAction(() => {
          readInputs([API_KEY, 'api-url']);
          return Promise.reject(new TypeError(`no request to ?_api_key=${sandbox.apiKey}`));
        }),
      {},
    );
    expect(step.failed).toBe(true);
    // Masked for the runner, which never shows ::add-mask:: lines; nowhere else.
    const shown = step.log.replace(/^::add-mask::.*$/gm, '');
    expect(shown).not.toContain(sandbox.apiKey);
    expect(shown).toMatch(/^::error::no request to \?_api_key=\*\*\*$/m);
    expect(shown).toMatch(/^::debug::TypeError: no request to \?_api_key=\*\*\*%0A\s+at /m);
  });

  it('keeps a build version with a workflow command as data in the log and the summary', async () => {
    const { appKey } = seedVersions(sandbox, ['1.0\n\n::error title=x::boom', '2.0']);
    const step = await runStep(cleanupOldBuilds, {
      'app-key': appKey,
      'keep-latest': '1',
      'dry-run': 'true',
    });
    expect(step.failed, step.log).toBe(false);
    expect(injectedCommands(step.log)).toEqual([]);
    expect(step.summary).toContain('<td>1.0<br><br>::error title=x::boom</td>');
  });

  it('logs every outside payload as data: no line a command, nothing live in the summary', async () => {
    const { appKey } = seedVersions(sandbox, [...OUTSIDE_TEXTS, '2.0'], { name: ALL_AT_ONCE });
    const step = await runStep(cleanupOldBuilds, {
      'app-key': appKey,
      'keep-latest': '1',
      'dry-run': 'true',
    });
    expect(step.failed, step.log).toBe(false);
    expect(step.log).toContain('Would delete App ## [set-output name=x;]pwned');
    expect(commandLines(step.log).filter((line) => line.includes('pwned'))).toEqual([]);
    expect(liveOnGithub(renderGfm(step.summary))).toEqual([]);
  });
});
