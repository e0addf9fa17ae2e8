/**
 * Within a major version, a release keeps every promise of the one before (README "Versions"):
 * every action.yml input (its name, required or not, its default) and output, and every field of
 * every `pgyer … --json` result, compared with the snapshot of the last release
 * (test/compat/release-<version>.json, written by `npm run compat:snapshot` when releasing).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_FOLDERS } from '../../scripts/lib/action-readme.mjs';
import { useSandbox } from '../helpers/sandbox.js';
import { breaks, snapshotOf, type Snapshot } from './snapshot.js';

const root = join(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const numbers = (text: string) => text.split(/[.-]/).slice(0, 3).map(Number);
const major = (text: string) => numbers(text)[0];

/** The newest release snapshot of this major version. */
const release = readdirSync(import.meta.dirname)
  .map((file) => /^release-(\d+\.\d+\.\d+)\.json$/.exec(file)?.[1])
  .filter((found): found is string => found !== undefined && major(found) === major(version))
  .sort((a, b) => {
    const [x, y] = [numbers(a), numbers(b)];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  })
  .pop();
const baseline = release
  ? (JSON.parse(
      readFileSync(join(import.meta.dirname, `release-${release}.json`), 'utf8'),
    ) as Snapshot)
  : undefined;

/**
 * Defaults that moved from action.yml into the code, unchanged for a step: the deprecated aliases
 * of PGYER/pgyer-upload-app-action (buildInstallType, buildInstallDate) give these inputs, and a
 * default in action.yml would look like a second, conflicting value. test/unit/jobs/upload/
 * options.test.ts checks that the code applies them when the input is not given.
 */
const DEFAULTS_IN_CODE: Record<string, Record<string, string>> = {
  'action.yml': { 'install-type': 'public', 'install-validity': 'unchanged' },
};

/** `snapshot` with the defaults the code applies written into its action.yml inputs. */
function withDefaultsInCode(snapshot: Snapshot): Snapshot {
  const copy = structuredClone(snapshot);
  for (const [file, defaults] of Object.entries(DEFAULTS_IN_CODE)) {
    for (const [input, value] of Object.entries(defaults)) {
      const spec = copy.actions[file]?.inputs[input];
      if (spec?.default === null) spec.default = value;
    }
  }
  return copy;
}

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

describe.runIf(baseline)(`compatibility with release ${release ?? '(none)'}`, () => {
  it('keeps every input, default, output and --json field of that release', async () => {
    if (!baseline) return;
    const current = await snapshotOf(root, sandbox);
    expect(breaks(baseline, withDefaultsInCode(current))).toEqual([]);
    // What the next release's snapshot will hold it to: every sub-action, the new ones too.
    expect(Object.keys(current.actions).sort()).toEqual(
      ACTION_FOLDERS.map((folder) => join(folder, 'action.yml')).sort(),
    );
    expect(Object.keys(current.cli)).toContain('latest APP_KEY --json');
    // It runs every command with --json, one process after another: ~20 s alone, and more than
    // the default minute beside the whole suite on two cores.
  }, 180_000);
});

describe('a break', () => {
  const older: Snapshot = {
    version: '1.0.0',
    actions: {
      'action.yml': {
        inputs: {
          'api-key': { required: true, default: null },
          wait: { required: false, default: 'true' },
          password: { required: false, default: null },
        },
        outputs: ['build-key'],
      },
    },
    options: { 'install-url': ['--password', '--json'], apps: ['--all'] },
    cli: {
      'install-url BUILD_KEY --json': {
        '.': 'object',
        '.installUrl': 'string',
        '.buildKey': 'string',
      },
    },
  };
  const copy = () => structuredClone(older);

  it('is none when only things were added', () => {
    const current = copy();
    current.actions['action.yml']?.outputs.push('builds');
    if (current.actions['action.yml'])
      current.actions['action.yml'].inputs.extra = { required: false, default: '1' };
    current.cli['apps --json'] = { '.': 'array' };
    current.options['install-url']?.push('--reveal');
    current.options.groups = ['--json'];
    current.cli['install-url BUILD_KEY --json'] = {
      ...older.cli['install-url BUILD_KEY --json'],
      '.new': 'number',
    };
    expect(breaks(older, current)).toEqual([]);
  });

  it('is an input removed or renamed, made required, or given another default', () => {
    const current = copy();
    const action = current.actions['action.yml'];
    if (!action) throw new Error('no action');
    action.inputs = {
      api_key: { required: true, default: null },
      wait: { required: false, default: 'false' },
      password: { required: true, default: null },
    };
    action.outputs = [];
    expect(breaks(older, current)).toEqual([
      'action.yml: input api-key is gone',
      'action.yml: input wait\'s default changed from "true" to "false"',
      'action.yml: input password is now required',
      'action.yml: output build-key is gone',
    ]);
  });

  it('is a command or an option gone', () => {
    const current = copy();
    current.options = { 'install-url': ['--json', '--reveal'] };
    expect(breaks(older, current)).toEqual([
      'pgyer install-url: option --password is gone',
      'pgyer apps: the command is gone',
    ]);
  });

  it('is a --json field gone or of another type, or a command gone', () => {
    const current = copy();
    current.cli['install-url BUILD_KEY --json'] = { '.': 'object', '.buildKey': 'number' };
    expect(breaks(older, current)).toEqual([
      'pgyer install-url BUILD_KEY --json: field .installUrl is gone',
      'pgyer install-url BUILD_KEY --json: field .buildKey was string, is number',
    ]);
    expect(breaks(older, { ...current, cli: {} })).toEqual([
      'pgyer install-url BUILD_KEY --json: the command is gone',
    ]);
  });
});
