/**
 * The GitHub files and the README's YAML examples pass GitHub's own parser and actionlint, and a
 * broken example is caught.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  actionFolders,
  actionProblems,
  exampleKind,
  exampleProblems,
  workflowProblems,
  yamlExamples,
} from '../../helpers/workflow-lint.js';
import {
  VENDOR_ALIAS_NAMES,
  VENDOR_ALIASES,
  VENDOR_OUTPUT,
} from '../../../src/jobs/upload/vendor-aliases.js';

/** The inputs of PGYER/pgyer-upload-app-action's action.yml, in its order, as published. */
const VENDOR_INPUTS = [
  '_api_key',
  'appFilePath',
  'buildInstallType',
  'buildPassword',
  'buildUpdateDescription',
  'buildInstallDate',
  'buildInstallStartDate',
  'buildInstallEndDate',
  'buildChannelShortcut',
];

const root = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const workflows = readdirSync(join(root, '.github/workflows')).filter((file) =>
  /\.ya?ml$/.test(file),
);

describe('the repository', () => {
  it('has the ci, actions, codeql and release workflows', () => {
    expect(workflows).toEqual(
      expect.arrayContaining(['ci.yml', 'actions.yml', 'codeql.yml', 'release.yml']),
    );
  });

  it.each(workflows)('.github/workflows/%s is a valid workflow', async (file) => {
    expect(await workflowProblems(file, read(`.github/workflows/${file}`))).toEqual([]);
  });

  it.each(actionFolders.map((folder) => join(folder, 'action.yml')))(
    '%s is valid action metadata',
    (path) => {
      expect(actionProblems(path, read(path))).toEqual([]);
    },
  );

  it('runs every action end to end on Linux, macOS and Windows', () => {
    const workflow = parseYaml(read('.github/workflows/actions.yml')) as {
      jobs: { actions: { strategy: { matrix: { os: string[] } }; steps: { uses?: string }[] } };
    };
    const job = workflow.jobs.actions;
    expect(job.strategy.matrix.os).toEqual(['ubuntu-latest', 'macos-latest', 'windows-latest']);
    const uses = new Set(job.steps.map((step) => step.uses));
    for (const folder of actionFolders) expect(uses).toContain(folder ? `./${folder}` : './');
  });

  it.each(workflows)(
    '.github/workflows/%s pins each action to a commit, its release tag in a comment',
    (file) => {
      // A tag can be moved to other code; a commit cannot. Dependabot updates both together.
      const uses = read(`.github/workflows/${file}`)
        .split('\n')
        .flatMap((line) => {
          const action = /^\s*(?:-\s+)?uses:\s*(.*)$/.exec(line)?.[1];
          return action && !action.startsWith('./') ? [action] : [];
        });
      expect(uses.length, file).toBeGreaterThan(0);
      for (const line of uses) {
        expect(line).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
      }
    },
  );

  it('has Dependabot keep npm packages and the workflows’ actions up to date', () => {
    const config = parseYaml(read('.github/dependabot.yml')) as {
      version: number;
      updates: { 'package-ecosystem': string; directory: string; schedule: { interval: string } }[];
    };
    expect(config.version).toBe(2);
    expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const update of config.updates) {
      expect(update.directory).toBe('/');
      expect(['daily', 'weekly', 'monthly']).toContain(update.schedule.interval);
    }
  });
});

describe("the vendor action's names in action.yml", () => {
  const manifest = parseYaml(read('action.yml')) as {
    inputs: Record<
      string,
      { required?: boolean; default?: string; description?: string; deprecationMessage?: string }
    >;
    outputs: Record<string, unknown>;
  };

  it.each(VENDOR_ALIASES.map((entry) => [entry.alias, entry.setting] as const))(
    '%s is an optional input described as the deprecated name of %s, without a deprecationMessage',
    (alias, setting) => {
      const spec = manifest.inputs[alias];
      expect(spec?.description).toContain(`Deprecated name of ${setting},`);
      // The runner turns each deprecationMessage into an annotation of its own: a migrated step's
      // eight inputs would bury its real problems. The step warns once, listing every rename.
      expect(spec?.deprecationMessage).toBeUndefined();
      expect(spec?.required).not.toBe(true);
      expect(spec?.default).toBeUndefined();
      // A non-empty default would make every alias look like a conflicting second value.
      expect(manifest.inputs[setting]?.default ?? '').toBe('');
      expect(manifest.inputs[setting]?.required).not.toBe(true);
    },
  );

  it('declares every input and the output of the vendor action, and nothing else deprecated', () => {
    const deprecated = Object.entries(manifest.inputs)
      .filter(([, spec]) => spec.description?.startsWith('Deprecated name of ') === true)
      .map(([input]) => input);
    expect(deprecated).toEqual([...VENDOR_ALIAS_NAMES]);
    expect(deprecated).toEqual(VENDOR_INPUTS);
    expect(Object.keys(manifest.outputs)).toContain(VENDOR_OUTPUT);
  });

  it('pass the validators in a step that uses only them', async () => {
    const step =
      '      - uses: pgyer-actions/pgyer-actions@v1\n' +
      '        with:\n' +
      VENDOR_INPUTS.map((input) => `          ${input}: x\n`).join('');
    const [example] = yamlExamples(
      `\`\`\`yaml\non: push\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n${step}\`\`\`\n`,
    );
    if (!example) throw new Error('no example found');
    expect(await exampleProblems('EXAMPLE.md', example)).toEqual([]);
  });
});

describe('a broken action.yml', () => {
  it('with an unknown runtime and a misspelt key is caught', () => {
    const problems = actionProblems(
      'action.yml',
      'name: x\ndescription: y\nruns:\n  using: node99\n  mian: index.js\n',
    ).join('\n');
    expect(problems).toContain("Unexpected value 'node99'");
    expect(problems).toContain("Unexpected value 'mian'");
  });
});

/** The user documentation: the README and docs/*.md, whose examples users copy. */
const userDocs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

describe("the documentation's YAML examples", () => {
  const examples = userDocs.flatMap((file) =>
    yamlExamples(read(file)).map((example) => ({ file, example })),
  );

  it('are found: workflows, steps and a GitLab CI file, in the README and docs/', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
    const kinds = new Set(examples.map(({ example }) => exampleKind(example.source)));
    expect(kinds).toEqual(new Set(['workflow', 'steps', 'gitlab-ci']));
    const files = new Set(examples.map(({ file }) => file));
    for (const file of ['README.md', 'docs/workflows.md', 'docs/migrating.md']) {
      expect(files).toContain(file);
    }
  });

  it.each(examples.map(({ file, example }) => [file, example.line, file, example] as const))(
    '%s:%i passes the validators',
    async (_name, _line, file, example) => {
      expect(await exampleProblems(file, example)).toEqual([]);
    },
  );
});

describe("docs/notifications.md's YAML examples", () => {
  const examples = yamlExamples(read('docs/notifications.md'));

  it.each(examples.map((example) => [example.line, example] as const))(
    'docs/notifications.md:%i passes the validators',
    async (_line, example) => {
      expect(await exampleProblems('docs/notifications.md', example)).toEqual([]);
    },
  );
});

describe('a broken example', () => {
  const problemsOf = async (yaml: string) => {
    const [example] = yamlExamples(`# Title\n\nText.\n\n\`\`\`yaml\n${yaml}\`\`\`\n`);
    if (!example) throw new Error('no example found');
    return (await exampleProblems('EXAMPLE.md', example)).join('\n');
  };
  const workflow = (steps: string) =>
    `on: push\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;

  it('that is not valid YAML is caught, with its line in the Markdown file', async () => {
    expect(await problemsOf('on: push\njobs:\n  a: [\n')).toMatch(/^EXAMPLE\.md:6:/);
  });

  it('with a key a job does not have is caught by both validators', async () => {
    const problems = await problemsOf(
      'on: push\njobs:\n  a:\n    runs_on: ubuntu-latest\n    steps:\n      - run: make\n',
    );
    expect(problems).toContain("Unexpected value 'runs_on'");
    expect(problems).toMatch(/unexpected key "runs_on" for "job" section.*\[actionlint/);
  });

  it('with an expression naming an unknown context is caught', async () => {
    const problems = await problemsOf(
      workflow('      - run: echo ${{ step.pgyer.outputs.build-key }}\n'),
    );
    expect(problems).toContain("Unrecognized named-value: 'step'");
    expect(problems).toContain('undefined variable "step"');
  });

  it("that gives this repository's action an input it does not have, or leaves out a required one", async () => {
    const problems = await problemsOf(
      workflow(
        '      - uses: pgyer-actions/pgyer-actions@v1\n' +
          '        with:\n' +
          '          api_key: ${{ secrets.PGYER_API_KEY }}\n' +
          '          file: app.apk\n' +
          '      - uses: pgyer-actions/pgyer-actions/set-newest@v1\n' +
          '        with:\n' +
          '          api-key: ${{ secrets.PGYER_API_KEY }}\n',
      ),
    );
    expect(problems).toContain('input "api_key" is not defined in pgyer-actions/pgyer-actions@v1');
    expect(problems).toContain('pgyer-actions/pgyer-actions@v1 needs the input "api-key"');
    expect(problems).toContain('set-newest@v1 needs the input "build-key"');
  });

  it('that gives neither api-key nor its deprecated alias _api_key is caught, naming both', async () => {
    const problems = await problemsOf(
      workflow(
        '      - uses: pgyer-actions/pgyer-actions@v1\n        with:\n          file: app.apk\n',
      ),
    );
    expect(problems).toContain(
      'pgyer-actions/pgyer-actions@v1 needs the input "api-key" (or its deprecated alias "_api_key")',
    );
  });

  it('that gives an input and its deprecated alias together is caught', async () => {
    const problems = await problemsOf(
      workflow(
        '      - uses: pgyer-actions/pgyer-actions@v1\n' +
          '        with:\n' +
          '          api-key: ${{ secrets.PGYER_API_KEY }}\n' +
          '          file: app.apk\n' +
          '          appFilePath: app.apk\n',
      ),
    );
    expect(problems).toContain('is given both "file" and its deprecated alias "appFilePath"');
  });

  it('that is only a fragment of a workflow is caught', async () => {
    const problems = await problemsOf(
      '  announce:\n    needs: release\n    runs-on: ubuntu-latest\n    steps:\n      - run: make\n',
    );
    expect(problems).toContain('neither a workflow, steps of a job nor a GitLab CI file');
  });

  it('of steps is checked as steps of a job', async () => {
    expect(await problemsOf('- uses: actions/checkout@v4\n  with:\n    depth: 1\n')).toContain(
      'input "depth" is not defined in action "actions/checkout@v4"',
    );
  });
});

interface Step {
  id?: string;
  shell?: string;
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}

interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}

describe('the release workflow', () => {
  const workflow = parseYaml(read('.github/workflows/release.yml')) as {
    permissions: Record<string, string>;
    jobs: Record<string, Job>;
  };
  const jobs = Object.entries(workflow.jobs);
  const permissionsOf = (job: Job) => job.permissions ?? workflow.permissions;
  const canWrite = (job: Job) => Object.values(permissionsOf(job)).includes('write');
  const runs = (job: Job, pattern: RegExp) =>
    job.steps.some((step) => pattern.test(step.run ?? ''));
  const index = (job: Job, pattern: RegExp) =>
    job.steps.findIndex((step) => pattern.test(step.run ?? ''));
  const only = (found: [string, Job][], what: string): Job => {
    const [first] = found;
    if (!first || found.length > 1) {
      throw new Error(`${what}: ${found.map(([name]) => name).join(', ') || 'none'}, not one`);
    }
    return first[1];
  };
  /** The job that runs the tests, and the one that runs `npm publish`. */
  const check = () =>
    only(
      jobs.filter(([, job]) => runs(job, /\bnpm test\b/)),
      'jobs running npm test',
    );
  const publish = () =>
    only(
      jobs.filter(([, job]) => runs(job, /\bnpm publish\b/)),
      'jobs running npm publish',
    );

  /** What runs code of the dependencies or of the repository: install scripts, lint, tests. */
  const RUNS_PROJECT_CODE =
    /\bnpm (?:ci|install|i|test|t|run|run-script|exec|rebuild|pack)\b|\bnpx\b|\byarn\b|\bpnpm\b/;

  it('checks the tag against both packages before anything is installed', () => {
    const job = check();
    const tagCheck = index(job, /for MANIFEST in package\.json packages\/cli\/package\.json/);
    expect(tagCheck).toBeGreaterThan(-1);
    expect(tagCheck).toBeLessThan(index(job, /npm ci/));
  });

  it('installs, builds, lints and tests in a job whose token can only read', () => {
    const job = check();
    for (const command of [
      /npm ci/,
      /npm run build/,
      /built="dist /,
      /git status --porcelain \$built/,
      /npm run lint/,
      /npm run typecheck/,
      /npm test/,
      /npm run compat:snapshot/,
    ]) {
      expect(index(job, command), String(command)).toBeGreaterThan(-1);
    }
    expect(permissionsOf(job)).toEqual({ contents: 'read' });
    expect(canWrite(job)).toBe(false);
    // The dependencies' install scripts could otherwise read the token from .git/config.
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['persist-credentials']).toBe(false);
  });

  it('runs no install script, lint or test in a job that can write or sign', () => {
    const writers = jobs.filter(([, job]) => canWrite(job));
    expect(writers.length).toBeGreaterThan(0);
    for (const [name, job] of writers) {
      for (const step of job.steps) {
        const run = step.run ?? '';
        expect(
          RUNS_PROJECT_CODE.test(run.replace(/npm ci [^\n]*--ignore-scripts/g, '')),
          `${name}: ${run}`,
        ).toBe(false);
      }
    }
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('publishes the tarball the checked job packed, with provenance, under the dist-tag the script chose', () => {
    const checked = check();
    const job = publish();
    expect(job.needs).toBe('check');
    expect(workflow.jobs.check).toBe(checked);
    expect(permissionsOf(job)).toEqual({ contents: 'write', 'id-token': 'write' });

    const pack = index(checked, /npm pack \.\/packages\/cli --silent > package-file\.txt/);
    expect(pack).toBeGreaterThan(index(checked, /npm test/));
    expect(pack).toBeGreaterThan(index(checked, /npm run compat:snapshot/));
    const upload = checked.steps.findIndex((step) =>
      step.uses?.startsWith('actions/upload-artifact@'),
    );
    expect(upload).toBeGreaterThan(pack);
    const uploaded = String(checked.steps[upload]?.with?.path);
    const download = job.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with?.name).toBe(checked.steps[upload]?.with?.name);
    for (const file of ['package-file.txt', 'release-notes.md', 'pgyer-actions-cli-*.tgz']) {
      expect(uploaded).toContain(file);
    }

    const step = job.steps[index(job, /npm publish /)];
    expect(step?.run).toContain(
      'npm publish "./$(cat package-file.txt)" --provenance --access public --tag "$NPM_TAG" --ignore-scripts',
    );
    expect(step?.env?.NODE_AUTH_TOKEN).toBe('${{ secrets.NPM_TOKEN }}');
    expect({ ...job.env, ...step?.env }.NPM_TAG).toBe('${{ needs.check.outputs.npm-tag }}');
  });

  it("takes npm's dist-tag and the major tag from scripts/release-channel.mjs, given every version tag", () => {
    const job = check();
    const channel = job.steps.find((step) => step.id === 'channel');
    expect(channel?.run).toMatch(
      /git tag --list 'v\*' \| node scripts\/release-channel\.mjs "\$TAG" \| tee -a "\$GITHUB_OUTPUT"/,
    );
    // GitHub's default bash has no pipefail: a failing script would pass with empty outputs.
    expect(channel?.shell).toBe('bash');
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
    expect(job.outputs).toEqual({
      'npm-tag': '${{ steps.channel.outputs.npm-tag }}',
      'major-tag': '${{ steps.channel.outputs.major-tag }}',
    });
  });

  it('refuses a tag that is not on main before anything is published', () => {
    const job = publish();
    const guard = index(job, /git merge-base --is-ancestor "\$GITHUB_SHA" origin\/main/);
    expect(guard).toBeGreaterThan(-1);
    expect(guard).toBeLessThan(index(job, /npm publish /));
    expect(job.steps[guard]?.run).toMatch(/\bexit 1\b/);
    // origin/main is fetched whole: its history must reach the tagged commit.
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
  });

  it("publishes the check job's tarball only when it holds the tagged tree's files, and nothing else", () => {
    const job = publish();
    const compare = index(job, /diff -r expected unpacked\/package/);
    expect(compare).toBeGreaterThan(-1);
    expect(compare).toBeLessThan(index(job, /npm publish /));
    const run = job.steps[compare]?.run ?? '';
    // The name the version gives, not one the check job chose.
    expect(run).toContain('[ "$(cat package-file.txt)" = "pgyer-actions-cli-${TAG#v}.tgz" ]');
    expect(run).toContain('tar -xzf "$(cat package-file.txt)" -C unpacked');
    for (const file of [
      'packages/cli/package.json',
      'packages/cli/README.md',
      'LICENSE',
      'CHANGELOG.md',
    ]) {
      expect(run).toContain(file);
    }
    expect(run).toContain('cp -R dist/cli expected/dist');
  });

  it("holds the check job's answers to a release channel before anything is published", () => {
    const job = publish();
    const guard = index(job, /case "\$NPM_TAG" in/);
    expect(guard).toBeGreaterThan(-1);
    expect(guard).toBeLessThan(index(job, /npm publish /));
    const run = job.steps[guard]?.run ?? '';
    expect(run).toMatch(/latest \| maintenance \| next\) ;;/);
    expect(run).toContain('[ "$MAJOR_TAG" != "${TAG%%.*}" ]');
  });

  it('moves the major tag only when the script names it, after npm and the GitHub release', () => {
    const job = publish();
    const move = index(job, /git push --force origin "refs\/tags\/\$MAJOR_TAG"/);
    expect(move).toBeGreaterThan(-1);
    expect(job.steps[move]?.if).toBe("needs.check.outputs.major-tag != ''");
    expect({ ...job.env, ...job.steps[move]?.env }.MAJOR_TAG).toBe(
      '${{ needs.check.outputs.major-tag }}',
    );
    const release = index(job, /gh release create/);
    expect(index(job, /npm publish /)).toBeLessThan(release);
    expect(release).toBeLessThan(move);
    // GitHub's "Latest release" follows npm's latest, not the date of the last tag.
    expect(job.steps[release]?.run).toContain('--latest="$LATEST"');
    expect({ ...job.env, ...job.steps[release]?.env }.LATEST).toBe(
      "${{ needs.check.outputs.npm-tag == 'latest' }}",
    );
  });
});
