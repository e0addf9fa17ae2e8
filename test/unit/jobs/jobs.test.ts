/**
 * The jobs in process against the sandbox: what each job does and returns,
 * whatever front-end runs it.
 */
import { describe, expect, it } from 'vitest';
import { checkCleanupOptions } from '../../../src/jobs/cleanup/options.js';
import { runCleanup, throwIfCleanupFailed } from '../../../src/jobs/cleanup/run.js';
import { checkSetNewestOptions } from '../../../src/jobs/set-newest/options.js';
import { runSetNewest } from '../../../src/jobs/set-newest/run.js';
import { checkUpdateSettingsOptions } from '../../../src/jobs/update-settings/options.js';
import { runUpdateSettings, throwIfSettingsFailed } from '../../../src/jobs/update-settings/run.js';
import { checkUploadOptions } from '../../../src/jobs/upload/options.js';
import { runUpload } from '../../../src/jobs/upload/run.js';
import { jobFor, recordingLogger } from '../../helpers/job.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { seedApp } from '../../helpers/seed.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

const sandbox = useSandbox({ parseDelayMs: 40, publishDelayMs: 60 });

/** The connection settings for the sandbox. */
function connection() {
  return { 'api-key': sandbox.apiKey, 'api-url': sandbox.url, 'request-timeout-seconds': '5' };
}

function markNewest(buildKey: string): void {
  const build = sandbox.state.builds.get(buildKey);
  if (!build) throw new Error(`no build ${buildKey}`);
  sandbox.state.setNewest(build);
}

const keysOf = (decisions: readonly { build: { buildKey: string } }[]) =>
  decisions.map(({ build }) => build.buildKey);

describe('cleanup', () => {
  it('keeps the build set-newest marked, although app/builds does not say which', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const oldest = buildKeys[0] ?? '';
    markNewest(oldest);
    const options = checkCleanupOptions({ ...connection(), 'app-key': appKey, 'keep-latest': '1' });
    const result = await runCleanup(jobFor(sandbox), options);
    expect(keysOf(result.kept)).toContain(oldest);
    expect(keysOf(result.deleted)).toEqual([buildKeys[1]]);
    expect(sandbox.state.buildsOf(appKey).map((build) => build.key)).toContain(oldest);
  });

  it('deletes nothing in a dry run and says what it would delete', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 3);
    const logger = recordingLogger();
    const options = checkCleanupOptions({
      ...connection(),
      'app-key': appKey,
      'keep-latest': '1',
      'dry-run': 'true',
    });
    const result = await runCleanup(jobFor(sandbox, logger), options);
    expect(result).toMatchObject({ dryRun: true, buildCount: 3, uncertain: [] });
    expect(keysOf(result.deleted).sort()).toEqual(buildKeys.slice(0, 2).sort());
    expect(sandbox.state.buildsOf(appKey)).toHaveLength(3);
    expect(logger.lines.filter((line) => line.startsWith('info: Would delete'))).toHaveLength(2);
  });

  it('reports a deletion whose answer was lost as uncertain, and fails', async () => {
    const { appKey } = seedApp(sandbox, 2);
    sandbox.faults.inject({ kind: 'reset', operation: 'app/buildDelete' });
    const options = checkCleanupOptions({
      ...connection(),
      'app-key': appKey,
      'keep-latest': '1',
      retries: '0',
    });
    const result = await runCleanup(jobFor(sandbox), options);
    expect(result.uncertain).toHaveLength(1);
    expect(result.stop?.kind).toBe('failed');
    expect(result.stop?.note).toMatch(
      /; whether 1 build was deleted is unknown \(not sent again\): \w+$/,
    );
    expect(() => {
      throwIfCleanupFailed(result);
    }).toThrow(/Stopped after 0 deletions/);
  });
});

describe('set-newest', () => {
  it('marks a build and returns the service answer', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 2);
    const buildKey = buildKeys[0] ?? '';
    const options = checkSetNewestOptions({ ...connection(), 'build-key': buildKey });
    const result = await runSetNewest(jobFor(sandbox), options);
    expect(result).toMatchObject({ buildKey, mode: 'set', code: 0 });
    expect(sandbox.state.apps.get(appKey)?.newestBuildKey).toBe(buildKey);
  });

  it('returns a refusal as data, for the outputs and the summary', async () => {
    const options = checkSetNewestOptions({ ...connection(), 'build-key': 'no-such-build' });
    const result = await runSetNewest(jobFor(sandbox), options);
    expect(result.code).not.toBe(0);
    expect(result.error).toBeDefined();
    expect(result.outcome).toMatch(/^failed with code \d+/);
  });
});

describe('update-settings', () => {
  // buildInfo takes an upload token's key: the "before" of an existing build is found through
  // its app (app/listMy, then app/builds) and read with app/view.
  it('reads the settings before the change of a build named by its key alone through its app', async () => {
    const { buildKeys } = seedApp(sandbox, 2);
    seedApp(sandbox, 1);
    const older = buildKeys[0] ?? '';
    sandbox.faults.inject({ kind: 'refuse', operation: 'app/buildInfo', code: 1009 });
    const logger = recordingLogger();
    const options = await checkUpdateSettingsOptions({
      ...connection(),
      'build-key': older,
      'user-key': sandbox.userKey,
      description: 'new',
    });
    const result = await runUpdateSettings(jobFor(sandbox, logger), options);
    expect(result.changes[0]?.before).toMatchObject({ buildKey: older });
    expect(result.changes[0]?.before?.buildDescription).not.toBe('new');
    expect(result.record).toMatchObject({ buildDescription: 'new' });
    expect(logger.lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
    const operations = sandbox.requests.map((request) => request.operation);
    expect(operations).not.toContain('app/buildInfo');
    expect(operations[0]).toBe('app/listMy');
    expect(operations).toContain('app/builds');
    expect(operations.slice(-2)).toEqual(['app/view', 'app/updateApp']);
  });

  it('changes the build and warns when the summary read fails', async () => {
    const { buildKeys } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'refuse', operation: 'app/listMy', code: 1009 });
    const logger = recordingLogger();
    const options = await checkUpdateSettingsOptions({
      ...connection(),
      'build-key': buildKeys[0],
      'user-key': sandbox.userKey,
      description: 'new',
    });
    const result = await runUpdateSettings(jobFor(sandbox, logger), options);
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]?.before).toBeUndefined();
    expect(result.record).toMatchObject({ buildDescription: 'new' });
    expect(
      logger.lines.some((line) => line.startsWith('warning: Could not read the settings before')),
    ).toBe(true);
  });

  it('returns the app change with the failure when app/updateApp is refused after app/update', async () => {
    const { appKey, buildKeys } = seedApp(sandbox, 1);
    const options = await checkUpdateSettingsOptions({
      ...connection(),
      'app-key': appKey,
      'install-type': 'invite',
      language: 'en',
      'user-key': 'wrong-user-key',
      description: 'new',
    });
    const result = await runUpdateSettings(jobFor(sandbox), options);
    expect(result.changes.map((change) => change.title)).toEqual([`App ${appKey}`]);
    expect(result.record).toMatchObject({ appKey, appLang: 2 });
    expect(sandbox.state.apps.get(appKey)?.settings.lang).toBe(2);
    expect(result.failure?.title).toBe(`Build ${buildKeys[0] ?? ''}`);
    expect(result.failure?.error).toMatchObject({ code: 1045 });
    expect(() => {
      throwIfSettingsFailed(result);
    }).toThrow(
      `Changed App ${appKey} (language, install-type); then Build ${buildKeys[0] ?? ''} failed, description not changed: the user key is not valid (service code 1045)`,
    );
  });

  it('says the build change may have happened when its answer was lost', async () => {
    const { appKey } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'reset', operation: 'app/updateApp', times: Infinity });
    const options = await checkUpdateSettingsOptions({
      ...connection(),
      'app-key': appKey,
      'install-type': 'invite',
      template: 'gray',
      'user-key': sandbox.userKey,
      description: 'new',
    });
    const result = await runUpdateSettings(jobFor(sandbox), options);
    expect(result.changes).toHaveLength(1);
    expect(() => {
      throwIfSettingsFailed(result);
    }).toThrow(/failed, whether description changed is unknown: /);
  });

  it('throws when the first change fails: nothing was changed', async () => {
    const { appKey } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'refuse', operation: 'app/update', code: 1017 });
    const options = await checkUpdateSettingsOptions({
      ...connection(),
      'app-key': appKey,
      'install-type': 'invite',
      'user-key': sandbox.userKey,
      description: 'new',
    });
    await expect(runUpdateSettings(jobFor(sandbox), options)).rejects.toThrow(
      /^app\/update failed/,
    );
    expect(sandbox.requests.map((request) => request.operation)).not.toContain('app/updateApp');
  });

  it('fails when app/view, which names the build to change, fails', async () => {
    const { appKey } = seedApp(sandbox, 1);
    sandbox.faults.inject({ kind: 'refuse', operation: 'app/view', code: 1009 });
    const options = await checkUpdateSettingsOptions({
      ...connection(),
      'app-key': appKey,
      'user-key': sandbox.userKey,
      description: 'new',
    });
    await expect(runUpdateSettings(jobFor(sandbox), options)).rejects.toThrow(/app\/view/);
  });
});

describe('upload', () => {
  it('publishes a build in one app/upload request with --single-step', async () => {
    // The APK of the tests before, uploaded again: the one request is app/upload.
    const options = await checkUploadOptions({
      ...connection(),
      file: APK,
      'single-step': 'true',
      'if-published': 'upload',
    });
    const result = await runUpload(jobFor(sandbox), options);
    expect(result.failures).toEqual([]);
    const [build] = result.builds;
    expect(build).toMatchObject({ published: true, buildType: 'android' });
    expect(build?.record.buildKey).toBe(build?.buildKey);
    // The app's key, which app/upload's record does not carry: the list of apps asked while the
    // file uploads does not hold this app's first build, so it is asked once more after it.
    expect(build?.appKey).toBe(sandbox.state.builds.get(build?.buildKey ?? '')?.appKey);
    expect(sandbox.requests.map((request) => request.operation).sort()).toEqual([
      'app/listMy',
      'app/listMy',
      'app/upload',
    ]);
    expect(sandbox.requests.at(-1)?.operation).toBe('app/listMy');
  });
});
