/**
 * The public interface of a release, as a snapshot to compare later versions with (README
 * "Versions"): every action.yml input (required or not, default) and output, and the shape of
 * every `pgyer … --json` result, taken by running that tree's CLI bundle against the sandbox.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ACTION_FOLDERS } from '../../scripts/lib/action-readme.mjs';
import type { Sandbox } from '../../src/sandbox/server.js';
import { outputOf } from '../e2e/harness.js';
import { seedApp } from '../helpers/seed.js';

/** One action's interface: its inputs' required-ness and defaults, its outputs' names. */
export interface ActionInterface {
  inputs: Record<string, { required: boolean; default: string | null }>;
  outputs: string[];
}

/**
 * A release's interface. `options` maps each `pgyer` command to its options' long names, as its
 * `--help` lists them; `cli` maps a command line (as `pgyer upload APK --json`) to the JSON paths
 * its result has, each with the type of its value (`[]` stands for any array element).
 */
export interface Snapshot {
  version: string;
  actions: Record<string, ActionInterface>;
  options: Record<string, string[]>;
  cli: Record<string, Record<string, string>>;
}

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

/**
 * The inputs and outputs of each action.yml of `tree`: of every action folder
 * (ACTION_FOLDERS, as the READMEs are built), so a sub-action added since a release is in the next
 * release's snapshot; a folder an older tree lacks is left out.
 */
export async function actionInterfaces(tree: string): Promise<Record<string, ActionInterface>> {
  const actions: Record<string, ActionInterface> = {};
  for (const folder of ACTION_FOLDERS) {
    const path = join(tree, folder, 'action.yml');
    if (!existsSync(path)) continue;
    const manifest = parse(await readFile(path, 'utf8')) as {
      inputs?: Record<string, { required?: boolean; default?: string | number | boolean }>;
      outputs?: Record<string, unknown>;
    };
    actions[join(folder, 'action.yml')] = {
      inputs: Object.fromEntries(
        Object.entries(manifest.inputs ?? {}).map(([name, spec]) => [
          name,
          {
            required: spec.required === true,
            default: spec.default === undefined ? null : String(spec.default),
          },
        ]),
      ),
      outputs: Object.keys(manifest.outputs ?? {}),
    };
  }
  return actions;
}

/** What the CLI bundle `cli` prints for `args`. @throws Error when it fails */
async function runOf(cli: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = await outputOf(child);
  if (run.exitCode !== 0) {
    throw new Error(`pgyer ${args.join(' ')}: exit ${String(run.exitCode)}: ${run.stderr}`);
  }
  return run.stdout;
}

/** Each command of the CLI bundle `cli` with its options' long names, from `--help`. */
export async function cliOptions(cli: string): Promise<Record<string, string[]>> {
  const help = await runOf(cli, ['--help']);
  const commands = [...(help.split('Commands:')[1] ?? '').matchAll(/^ {2}([a-z][\w-]*)/gm)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'help');
  const options: Record<string, string[]> = {};
  for (const command of commands) {
    const text = await runOf(cli, [command, '--help']);
    options[command] = [...text.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map(
      (match) => match[1] ?? '',
    );
  }
  return options;
}

/** Every path of a JSON value with the type at its end; array elements merge under `[]`. */
export function shapeOf(value: unknown, path = '', into: Record<string, string> = {}) {
  if (Array.isArray(value)) {
    into[path || '.'] = 'array';
    for (const element of value) shapeOf(element, `${path}[]`, into);
  } else if (value !== null && typeof value === 'object') {
    into[path || '.'] = 'object';
    for (const [key, field] of Object.entries(value)) shapeOf(field, `${path}.${key}`, into);
  } else {
    const type = value === null ? 'null' : typeof value;
    // An element type seen as null in one element and as a value in another is that value's.
    if (into[path] === undefined || into[path] === 'null') into[path] = type;
  }
  return into;
}

/**
 * The `--json` commands of the CLI bundle `cli` run against `sandbox`, seeded here, and the shape of
 * each result. Each command line is the snapshot's key, with the sandbox's keys left out. A command
 * not in `has` (the commands of that tree's CLI: an older release lacks those added since) is left
 * out.
 * @throws Error when a command fails
 */
export async function cliShapes(
  cli: string,
  sandbox: Sandbox,
  has: ReadonlySet<string>,
): Promise<Record<string, Record<string, string>>> {
  const { appKey, buildKeys } = seedApp(sandbox, 3);
  const [oldest = '', , newest = ''] = buildKeys;
  const feedback = sandbox.state.addFeedback(appKey, { content: 'Login button does nothing' });
  const crash = sandbox.state.addCrash(appKey, { title: 'java.lang.IllegalStateException' });
  const group = sandbox.state.addAppGroup({ name: 'Snapshot group', appKeys: [appKey] });
  sandbox.state.addCertificate({ name: 'Snapshot distribution' });
  const shortcut = sandbox.state.apps.get(appKey)?.shortcut ?? '';
  // Placeholders in the key: the same command line whatever keys the sandbox made up.
  const twoApis: [string, string[]][] = [
    ['apps', ['apps']],
    ['builds APP_KEY', ['builds', appKey]],
    ['view APP_KEY', ['view', appKey]],
    ['view APP_KEY BUILD_KEY', ['view', appKey, oldest]],
    ['shortcut SLUG', ['shortcut', shortcut]],
    ['group KEY', ['group', group.key]],
    ['feedback APP_KEY', ['feedback', appKey]],
    ['feedback-view APP_KEY KEY', ['feedback-view', appKey, feedback.key]],
    ['crashes APP_KEY', ['crashes', appKey]],
    ['crash-view APP_KEY ID', ['crash-view', appKey, String(crash.id)]],
    ['install-url BUILD_KEY', ['install-url', newest]],
  ];
  const commands: [string, string[]][] = [
    ['upload APK', ['upload', APK]],
    ['set-newest BUILD_KEY', ['set-newest', oldest]],
    ['latest APP_KEY', ['latest', appKey]],
    ['update-feed APP_KEY', ['update-feed', appKey]],
    [
      'update-settings --app-key APP_KEY --install-type invite --template green',
      ['update-settings', '--app-key', appKey, '--install-type', 'invite', '--template', 'green'],
    ],
    [
      'update-settings --build-key BUILD_KEY --user-key USER_KEY --description text',
      [
        'update-settings',
        '--build-key',
        oldest,
        '--user-key',
        sandbox.userKey,
        '--description',
        'text',
      ],
    ],
    [
      'cleanup APP_KEY --keep-latest 1 --dry-run',
      ['cleanup', appKey, '--keep-latest', '1', '--dry-run'],
    ],
    ['report APP_KEY --since 7d', ['report', appKey, '--since', '7d']],
    ['expiry --app-keys APP_KEY', ['expiry', '--app-keys', appKey]],
    ...twoApis,
    ['info BUILD_KEY', ['info', newest]],
    ['check APP_KEY --build-version 1.0', ['check', appKey, '--build-version', '1.0']],
    ['groups', ['groups']],
    ['certificates', ['certificates']],
    // API 1.0 reads the same commands through other operations, into the same shapes.
    ...[
      ...twoApis,
      ['groups --user-key USER_KEY', ['groups', '--user-key', sandbox.userKey]] as [
        string,
        string[],
      ],
    ].map(([name, args]): [string, string[]] => [`${name} --api v1`, [...args, '--api', 'v1']]),
    ['delete-build BUILD_KEY', ['delete-build', oldest]],
    ['delete-app APP_KEY --yes', ['delete-app', appKey, '--yes']],
  ];
  const shapes: Record<string, Record<string, string>> = {};
  for (const [name, args] of commands.filter(([, [command = '']]) => has.has(command))) {
    const stdout = await runOf(cli, [...args, '--json', '--api-url', sandbox.url], {
      PGYER_API_KEY: sandbox.apiKey,
    });
    shapes[`${name} --json`] = shapeOf(JSON.parse(stdout));
  }
  return shapes;
}

/** The snapshot of the tree `tree` (a checkout), version from its package.json. */
export async function snapshotOf(tree: string, sandbox: Sandbox): Promise<Snapshot> {
  const { version } = JSON.parse(await readFile(join(tree, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cli = join(tree, 'dist/cli/index.js');
  const options = await cliOptions(cli);
  return {
    version,
    actions: await actionInterfaces(tree),
    options,
    cli: await cliShapes(cli, sandbox, new Set(Object.keys(options))),
  };
}

/**
 * What `current` breaks of `release`'s interface, one line each: an action, input or output
 * removed or renamed, an optional input made required, a default changed, a `pgyer` command or
 * option gone, a `--json` command line or field gone, a field's type changed (a null on either
 * side is not a change). Additions pass.
 */
export function breaks(release: Snapshot, current: Snapshot): string[] {
  const found: string[] = [];
  for (const [file, action] of Object.entries(release.actions)) {
    const now = current.actions[file];
    if (!now) {
      found.push(`${file}: the action is gone`);
      continue;
    }
    for (const [input, spec] of Object.entries(action.inputs)) {
      const nowSpec = now.inputs[input];
      if (!nowSpec) found.push(`${file}: input ${input} is gone`);
      else {
        if (nowSpec.required && !spec.required)
          found.push(`${file}: input ${input} is now required`);
        if (nowSpec.default !== spec.default) {
          found.push(
            `${file}: input ${input}'s default changed from ${JSON.stringify(spec.default)} to ${JSON.stringify(nowSpec.default)}`,
          );
        }
      }
    }
    for (const output of action.outputs) {
      if (!now.outputs.includes(output)) found.push(`${file}: output ${output} is gone`);
    }
  }
  for (const [command, options] of Object.entries(release.options)) {
    const now = current.options[command];
    if (!now) found.push(`pgyer ${command}: the command is gone`);
    else {
      for (const option of options) {
        if (!now.includes(option)) found.push(`pgyer ${command}: option ${option} is gone`);
      }
    }
  }
  for (const [command, shape] of Object.entries(release.cli)) {
    const now = current.cli[command];
    if (!now) {
      found.push(`pgyer ${command}: the command is gone`);
      continue;
    }
    for (const [path, type] of Object.entries(shape)) {
      const nowType = now[path];
      if (nowType === undefined) found.push(`pgyer ${command}: field ${path} is gone`);
      else if (nowType !== type && nowType !== 'null' && type !== 'null') {
        found.push(`pgyer ${command}: field ${path} was ${type}, is ${nowType}`);
      }
    }
  }
  return found;
}
