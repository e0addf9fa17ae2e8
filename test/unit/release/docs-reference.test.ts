/**
 * What the user documentation says about the GitLab components and the CLI package matches them:
 * docs/gitlab.md includes each component with inputs its template declares (its inputs tables are
 * generated from the templates); the docs' CI examples run the CLI of this release; the npm
 * page lists every environment variable the CLI reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { ENVIRONMENT_FALLBACKS } from '../../../src/cli/settings.js';
import { codeBlocks, docPages } from '../../helpers/doc-pages.js';

const { version } = JSON.parse(readFileSync('packages/cli/package.json', 'utf8')) as {
  version: string;
};
type Inputs = Record<string, { default?: unknown }>;

/** The inputs of templates/<name>.yml, as its `spec:` header declares them. */
function templateInputs(name: string): Inputs {
  const [header] = parseAllDocuments(readFileSync(`templates/${name}.yml`, 'utf8'));
  return (header?.toJS() as { spec: { inputs: Inputs } }).spec.inputs;
}

/** The part of `text` from its heading `heading` to the next heading of that level or higher. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading ${heading}`);
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  const next = new RegExp(`^#{1,${String(level)}} `, 'm').exec(
    text.slice(start + heading.length + 2),
  );
  return text.slice(start, next ? start + heading.length + 2 + next.index : undefined);
}

const gitlab = readFileSync('docs/gitlab.md', 'utf8');
const templates = {
  upload: templateInputs('upload'),
  cleanup: templateInputs('cleanup'),
  expiry: templateInputs('expiry'),
  report: templateInputs('report'),
};

describe('docs/gitlab.md', () => {
  it('includes each component with inputs its template declares, and every one it requires', () => {
    const pipelines = [
      ...codeBlocks({ path: 'docs/gitlab.md', text: gitlab }).map((block) => block.code),
      readFileSync('test/fixtures/gitlab/pipeline.yml', 'utf8'),
    ];
    const includes = pipelines.flatMap((code) => {
      const pipeline = parse(code) as { include?: { component?: string; inputs?: Inputs }[] };
      return (pipeline.include ?? []).filter((include) => include.component);
    });
    expect(includes.length).toBeGreaterThanOrEqual(4);
    for (const { component = '', inputs = {} } of includes) {
      const name = /\/(\w+)@[^/]+$/.exec(component)?.[1] ?? '';
      const declared = templates[name as keyof typeof templates] as Inputs | undefined;
      expect(declared, component).toBeDefined();
      const required = Object.keys(declared ?? {}).filter(
        (input) => !('default' in (declared?.[input] ?? {})),
      );
      expect(Object.keys(declared ?? {}), component).toEqual(
        expect.arrayContaining(Object.keys(inputs)),
      );
      expect(Object.keys(inputs), component).toEqual(expect.arrayContaining(required));
    }
  });
  // Each component's inputs table is generated from its template (test/unit/build/gitlab-doc.test.ts).
});

describe('the CLI in the docs', () => {
  const pages = docPages();

  it(`is pinned to this release (${version}) wherever a version is given`, () => {
    const pins = pages.flatMap((page) =>
      [...page.text.matchAll(/@pgyer-actions\/cli@([\w.-]*\w)/g)].map(
        (match) => `${page.path}: ${match[1] ?? ''}`,
      ),
    );
    expect(pins.length).toBeGreaterThan(5);
    for (const pin of pins) expect(pin).toMatch(new RegExp(`: ${version.replaceAll('.', '\\.')}$`));
  });

  // A CI pipeline run today and re-run next year must run the same CLI (docs/other-ci.md).
  it('is pinned in every CI example', () => {
    const ci = pages.flatMap(codeBlocks).filter((block) => /^(ya?ml|groovy)$/.test(block.language));
    const unpinned = ci.flatMap((block) =>
      [...block.code.matchAll(/@pgyer-actions\/cli(?!@)\S*/g)].map(
        (match) => `${block.page}: ${match[0]}`,
      ),
    );
    expect(ci.some((block) => block.code.includes('@pgyer-actions/cli@'))).toBe(true);
    expect(unpinned).toEqual([]);
  });

  it('has every environment variable the CLI reads on its npm page, with its option', () => {
    const npmPage = readFileSync('packages/cli/README.md', 'utf8');
    const rows = section(npmPage, '### Environment variables')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    for (const [setting, variable] of Object.entries(ENVIRONMENT_FALLBACKS)) {
      const row = rows.find((line) => line.includes(`\`${variable}\``));
      expect(row, variable).toBeDefined();
      expect(row, variable).toContain(`--${setting}`);
    }
  });
});
