/**
 * The `pgyer` command lines of the documentation are ones the CLI bundle takes: in the code blocks
 * and inline code of README.md, docs/ and the npm page, in the GitLab templates, and in the `args`
 * examples of the templates and docs/gitlab.md, every command exists and every option is one its
 * `--help` lists. The npm page's `pgyer upload --json` example has the fields, and the address
 * forms, of a real upload's result (against the sandbox). The README's recipe for the CLI from a
 * clone (until the package is on npm) runs as written and gives a working `pgyer`.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliOptions } from '../compat/snapshot.js';
import { codeBlocks, docPages, example as exampleOf } from '../helpers/doc-pages.js';
import { useSandbox } from '../helpers/sandbox.js';
import { outputOf, runCli } from './harness.js';

const root = resolve(import.meta.dirname, '../..');
const APK = join(root, 'node_modules/io.appium.settings/apks/settings_apk-debug.apk');

/** A command line the docs show: where, the command, the options given to it. */
interface Usage {
  where: string;
  command: string;
  options: string[];
}

/** The long options in `text`, e.g. `--keep-latest 20 --dry-run` → both names. */
const optionsIn = (text: string) =>
  [...text.matchAll(/(?:^|[\s`(])(--[a-z][\w-]*)/g)].map((match) => match[1] ?? '');

/**
 * Each `pgyer COMMAND …` (or `@pgyer-actions/cli[@version] COMMAND …`) of shell-like `code`, with
 * the options that follow it up to the end of its command (a pipe, `&&`, `;`, a line end that is
 * not continued). Options of a `$(…)` inside belong to another program.
 */
function usagesIn(where: string, code: string): Usage[] {
  const lines = code
    .replace(/\\\n/g, ' ')
    .replace(/\$\([^)]*\)/g, '')
    .split('\n');
  // A terminal session (`$ pgyer …` and what it prints, e.g. `pgyer build #2`): only the lines
  // after a prompt are commands.
  const session = lines.some((line) => line.startsWith('$ '));
  return lines
    .filter((line) => !session || line.startsWith('$ '))
    .flatMap((line) =>
      line.split(/\||&&|;/).flatMap((segment) => {
        const match =
          /(?:^|[\s"'(])(?:pgyer|@pgyer-actions\/cli(?:@[\w.-]+)?)\s+([a-z][\w-]*)(.*)$/.exec(
            segment,
          );
        return match
          ? [{ where, command: match[1] ?? '', options: optionsIn(match[2] ?? '') }]
          : [];
      }),
    );
}

/** Every command line of the docs and templates: code blocks, inline code, `args` examples. */
function documentedUsages(): Usage[] {
  const pages = docPages();
  const templates = readdirSync(join(root, 'templates'))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => ({
      path: `templates/${name}`,
      text: readFileSync(join(root, 'templates', name), 'utf8'),
    }));
  return [
    ...pages.flatMap(codeBlocks).flatMap((block) => usagesIn(block.page, block.code)),
    ...templates.flatMap((template) => usagesIn(template.path, template.text)),
    ...[...pages, ...templates].flatMap(({ path, text }) => {
      const prose = text.replace(/^ *```[\s\S]*?^ *```/gm, '');
      return [
        // Inline code: `pgyer install-url BUILD_KEY --reveal`.
        ...[...prose.matchAll(/`(pgyer [^`]+)`/g)].flatMap((match) =>
          usagesIn(`${path} (inline)`, match[1] ?? ''),
        ),
        // `args` examples: more `pgyer upload` options, e.g. `--install-validity range …`.
        ...[
          ...prose
            .replace(/\s+/g, ' ')
            .matchAll(/`pgyer ([a-z-]+)` options[^`]*?e\.g\. `([^`]+)`/g),
        ].map((match) => ({
          where: `${path} (args)`,
          command: match[1] ?? '',
          options: optionsIn(match[2] ?? ''),
        })),
      ];
    }),
  ];
}

/**
 * The options named in each row of a command table (a row whose first cell names `pgyer`
 * commands): each must belong to one of the row's commands.
 */
function tableRows(): { where: string; commands: string[]; options: string[] }[] {
  return docPages().flatMap((page) =>
    page.text
      .split('\n')
      .filter((line) => line.startsWith('| `pgyer '))
      .map((line) => {
        const [, first = '', ...rest] = line.split('|');
        return {
          where: `${page.path}: ${first.trim()}`,
          commands: [...first.matchAll(/`pgyer ([a-z][\w-]*)/g)].map((match) => match[1] ?? ''),
          // `--kebab-case` names the form of the options, not one.
          options: optionsIn(rest.join('|')).filter((option) => option !== '--kebab-case'),
        };
      }),
  );
}

let options: Record<string, string[]>;
beforeAll(async () => {
  options = await cliOptions(join(root, 'dist/cli/index.js'));
});

describe('pgyer in the docs', () => {
  it('names commands that exist, with options each of them takes', () => {
    const usages = documentedUsages();
    expect(usages.length).toBeGreaterThan(50);
    expect(usages.filter((usage) => usage.where.endsWith('(args)'))).toHaveLength(8);
    const unknown = usages.flatMap(({ where, command, options: given }) => {
      const known = command === 'help' ? [] : options[command];
      if (!known) return [`${where}: pgyer ${command}`];
      return given
        .filter((option) => !known.includes(option))
        .map((option) => `${where}: pgyer ${command} ${option}`);
    });
    expect(unknown).toEqual([]);
  });

  it("lists in each command table's row only options of its commands", () => {
    const rows = tableRows();
    expect(rows.filter((row) => row.options.length > 0).length).toBeGreaterThan(10);
    const unknown = rows.flatMap(({ where, commands, options: given }) =>
      given
        .filter((option) => !commands.some((command) => options[command]?.includes(option)))
        .map((option) => `${where}: ${option}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe("the npm page's pgyer upload --json example", () => {
  const sandbox = useSandbox({ publishDelayMs: 10 });

  it('has the fields and address forms of a real upload', async () => {
    const page = readFileSync(join(root, 'packages/cli/README.md'), 'utf8');
    const example = (
      JSON.parse(/^```json\n([\s\S]*?)^```/m.exec(page)?.[1] ?? '[]') as Record<string, unknown>[]
    )[0];
    // An earlier build of the app: the example shows the build replaced and the size change.
    sandbox.state.addBuild({
      platform: 'android',
      identifier: 'io.appium.settings',
      fileSize: 3_001_856,
    });
    const run = await runCli(['upload', APK, '--json', '--api-url', sandbox.url], {
      PGYER_API_KEY: sandbox.apiKey,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    const [real] = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(Object.keys(example ?? {})).toEqual(Object.keys(real ?? {}));
    const exampleRecord = Object.keys(example?.record ?? {}).filter((key) => key !== '…');
    expect(Object.keys(real?.record ?? {})).toEqual(expect.arrayContaining(exampleRecord));

    /** The path of a URL field, its short link and hex keys made placeholders. */
    const form = (build: Record<string, unknown> | undefined, field: string) => {
      const value = build?.[field];
      if (typeof value !== 'string' || !value) return '';
      return new URL(value).pathname
        .replace(`/${build.buildShortcutUrl as string}`, '/SHORTCUT')
        .replace(/[0-9a-f]{32,}/g, (hex) => `HEX${String(hex.length)}`);
    };
    const urlFields = Object.entries(example ?? {})
      .filter(([, value]) => typeof value === 'string' && value.startsWith('https://'))
      .map(([field]) => field);
    expect(urlFields.length).toBeGreaterThan(3);
    for (const field of urlFields) expect(form(example, field), field).toBe(form(real, field));
    for (const [field, value] of Object.entries(example ?? {})) {
      expect(typeof value, field).toBe(typeof real?.[field]);
    }
  });
});

describe('the CLI from a clone, as README.md and the npm page show it', () => {
  const [readme, npmPage] = ['README.md', 'packages/cli/README.md'].map((path) => {
    const page = docPages().find((candidate) => candidate.path === path);
    if (!page) throw new Error(`no page ${path}`);
    return page;
  });

  it.skipIf(process.platform === 'win32')(
    'packs the package and installs the pgyer command, with no npm ci and offline',
    async () => {
      if (!readme || !npmPage) throw new Error('no README');
      const recipe = exampleOf(readme, 'cli-from-a-clone');
      expect(exampleOf(npmPage, 'cli-from-a-clone')).toBe(recipe);
      const work = await mkdtemp(join(tmpdir(), 'cli-from-a-clone-'));
      try {
        // The files of a clone that the recipe reads; no node_modules.
        const clone = join(work, 'pgyer-actions');
        for (const path of [
          'package.json',
          'scripts/cli-package.mjs',
          'packages/cli/package.json',
          'packages/cli/README.md',
          'dist/cli',
          'LICENSE',
          'CHANGELOG.md',
        ]) {
          await cp(join(root, path), join(clone, path), { recursive: true });
        }
        const npmrc = join(work, 'npmrc');
        await writeFile(npmrc, '');
        const prefix = join(work, 'prefix');
        // npm's global folder and cache in `work`, offline: the tarball needs nothing else.
        const env = {
          PATH: `${join(prefix, 'bin')}:${process.env.PATH ?? ''}`,
          HOME: work,
          npm_config_userconfig: npmrc,
          npm_config_prefix: prefix,
          npm_config_cache: join(work, 'npm-cache'),
          npm_config_offline: 'true',
          npm_config_update_notifier: 'false',
        };
        const child = spawn('bash', ['-e', '-c', recipe], {
          cwd: clone,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const run = await outputOf(child);
        expect(run.exitCode, run.stderr).toBe(0);
        const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
          version: string;
        };
        expect(recipe).toContain(`pgyer-actions-cli-${version}.tgz`);
        expect(run.stdout.trim().split('\n').at(-1)).toBe(version);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    // npm packs and installs: tens of seconds on a loaded machine.
    120_000,
  );
});
