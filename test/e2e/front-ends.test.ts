/**
 * One behaviour, both front-ends: each job run through its action bundle and through the `pgyer`
 * bundle, on the same sandbox state (two apps seeded alike), must leave the same outcome. The
 * cleanup copies once drifted (the CLI deleted the build set-newest marked); this table holds them
 * together.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { seedApp, type SeededApp } from '../helpers/seed.js';
import { failureOf, runAction, runCli } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

type Job = 'upload' | 'set-newest' | 'update-settings' | 'cleanup';

const ACTION_DIR: Record<Job, string> = {
  upload: '.',
  'set-newest': 'set-newest',
  'update-settings': 'update-settings',
  cleanup: 'cleanup-old-builds',
};

/** The setting each CLI command takes as its argument. */
const ARGUMENT: Partial<Record<Job, string>> = {
  upload: 'file',
  'set-newest': 'build-key',
  cleanup: 'app-key',
};

/** The settings as `pgyer` arguments: the positional one first, flags for booleans and modes. */
function cliArgs(job: Job, settings: Record<string, string>): string[] {
  const argument = ARGUMENT[job];
  const command = job === 'upload' ? 'upload' : job;
  const args = [command, ...(argument ? [settings[argument] ?? ''] : [])];
  for (const [name, value] of Object.entries(settings)) {
    if (name === argument) continue;
    if (name === 'mode') args.push(...(value === 'cancel' ? ['--cancel'] : []));
    else if (value === 'true' && name === 'dry-run') args.push(`--${name}`);
    else args.push(`--${name}`, value);
  }
  return args;
}

/** Whether the run succeeded, from either front-end. */
async function run(via: 'action' | 'cli', job: Job, settings: Record<string, string>) {
  if (via === 'action') {
    const result = await runAction(ACTION_DIR[job], {
      'api-key': sandbox.apiKey,
      'api-url': sandbox.url,
      ...settings,
    });
    return { ok: result.exitCode === 0, failure: failureOf(result) };
  }
  const result = await runCli([...cliArgs(job, settings), '--api-url', sandbox.url], {
    PGYER_API_KEY: sandbox.apiKey,
    PGYER_USER_KEY: settings['user-key'] ?? '',
  });
  return { ok: result.exitCode === 0, failure: result.stderr.trim() };
}

function markNewest(buildKey: string): void {
  const build = sandbox.state.builds.get(buildKey);
  if (!build) throw new Error(`no build ${buildKey}`);
  sandbox.state.setNewest(build);
}

/** Builds of the app, by their index in the seeding (0 the oldest). */
function remaining(app: SeededApp): number[] {
  const left = new Set(sandbox.state.buildsOf(app.appKey).map((build) => build.key));
  return app.buildKeys.flatMap((key, index) => (left.has(key) ? [index] : []));
}

/** The index (in the seeding) of the build the app has marked newest; -1 for none. */
function markedIndex(app: SeededApp): number {
  return app.buildKeys.indexOf(sandbox.state.apps.get(app.appKey)?.newestBuildKey ?? '');
}

/** [what, job, seed and settings, the outcome to read from the sandbox, what it must be] */
interface Case {
  what: string;
  job: Job;
  builds: number;
  prepare?: (app: SeededApp) => void;
  settings: (app: SeededApp) => Record<string, string>;
  outcome: (app: SeededApp) => unknown;
  expected: unknown;
}

const CASES: Case[] = [
  {
    what: 'cleanup --keep-latest 1 keeps the newest and the build set-newest marked',
    job: 'cleanup',
    builds: 4,
    prepare: (app) => {
      markNewest(app.buildKeys[0] ?? '');
    },
    settings: (app) => ({ 'app-key': app.appKey, 'keep-latest': '1' }),
    outcome: remaining,
    expected: [0, 3],
  },
  {
    what: 'cleanup dry run deletes nothing',
    job: 'cleanup',
    builds: 3,
    settings: (app) => ({ 'app-key': app.appKey, 'keep-latest': '1', 'dry-run': 'true' }),
    outcome: remaining,
    expected: [0, 1, 2],
  },
  {
    what: 'set-newest marks the oldest build',
    job: 'set-newest',
    builds: 3,
    settings: (app) => ({ 'build-key': app.buildKeys[0] ?? '' }),
    outcome: markedIndex,
    expected: 0,
  },
  {
    what: 'set-newest cancel removes the mark',
    job: 'set-newest',
    builds: 2,
    prepare: (app) => {
      markNewest(app.buildKeys[0] ?? '');
    },
    settings: (app) => ({ 'build-key': app.buildKeys[0] ?? '', mode: 'cancel' }),
    outcome: markedIndex,
    expected: 1,
  },
  {
    what: 'update-settings changes app and latest-build settings',
    job: 'update-settings',
    builds: 2,
    settings: (app) => ({
      'app-key': app.appKey,
      'install-type': 'invite',
      language: 'en',
      'user-key': sandbox.userKey,
      description: 'same on both',
    }),
    outcome: (app) => {
      const latest = sandbox.state.builds.get(app.buildKeys[1] ?? '');
      const older = sandbox.state.builds.get(app.buildKeys[0] ?? '');
      const settings = sandbox.state.apps.get(app.appKey)?.settings;
      return {
        latest: latest?.description,
        older: older?.description,
        installType: settings?.installType,
        lang: settings?.lang,
      };
    },
    expected: { latest: 'same on both', older: '', installType: 3, lang: 2 },
  },
  {
    what: 'upload publishes one more build of the app',
    job: 'upload',
    builds: 0,
    // The same APK through both: uploaded again by the second (README.md#re-runs).
    settings: () => ({ file: APK, description: 'uploaded', 'if-published': 'upload' }),
    // The description, then the package digest's line.
    outcome: () =>
      [...sandbox.state.builds.values()].filter((build) =>
        /^uploaded\n\npackage-sha256:[0-9a-f]{64}$/.test(build.description),
      ).length,
    expected: 1,
  },
];

describe.each(CASES)('$what', (testCase) => {
  it('leaves the same outcome through the action and through the CLI', async () => {
    const outcomes = [];
    for (const via of ['action', 'cli'] as const) {
      const app = seedApp(sandbox, testCase.builds);
      testCase.prepare?.(app);
      const before = testCase.job === 'upload' ? testCase.outcome(app) : undefined;
      const result = await run(via, testCase.job, testCase.settings(app));
      expect(result, `${via}: ${result.failure}`).toMatchObject({ ok: true });
      const outcome = testCase.outcome(app);
      outcomes.push(testCase.job === 'upload' ? Number(outcome) - Number(before) : outcome);
    }
    expect(outcomes[0]).toEqual(testCase.expected);
    expect(outcomes[1]).toEqual(outcomes[0]);
  });
});
