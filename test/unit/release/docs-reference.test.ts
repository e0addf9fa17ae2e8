/**
 * What the user documentation says about the GitLab components and the CLI package matches them:
 * docs/gitlab.md includes each component with inputs its template declares and documents every
 * input with the template's default; the docs' CI examples run the CLI of this release; the npm
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

/** The names in backquotes of a piece of Markdown, in order. */
const quoted = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

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
const templates = { upload: templateInputs('upload'), cleanup: templateInputs('cleanup') };

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

  it("lists every input of upload, each with the template's default", () => {
    const rows = section(gitlab, '### Inputs of `upload`')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const listed: string[] = [];
    for (const [, names = '', defaults = ''] of rows) {
      quoted(names).forEach((input, index) => {
        listed.push(input);
        const spec = templates.upload[input];
        expect(spec, input).toBeDefined();
        if (!spec || !('default' in spec)) expect(defaults, input).toBe('(required)');
        else if (spec.default === '') expect(defaults, input).toMatch(/^\(none\b/);
        else expect(quoted(defaults)[index], input).toBe(String(spec.default));
      });
    }
    expect(listed.sort()).toEqual(Object.keys(templates.upload).sort());
  });

  it("names every input of cleanup, each with the template's default or upload's", () => {
    const text = section(gitlab, '## Delete old builds')
      .replace(/^```[\s\S]*?^```/gm, '')
      .replace(/\s+/g, ' ');
    for (const input of Object.keys(templates.cleanup))
      expect(quoted(text), input).toContain(input);
    const given = [...text.matchAll(/`([a-z][\w-]*)` \((`[^`]*`|required|none[^)]*)\)/g)];
    expect(given.length).toBeGreaterThan(4);
    for (const [, input = '', value = ''] of given) {
      const spec = templates.cleanup[input];
      if (value === 'required') expect(spec && 'default' in spec, input).toBe(false);
      else if (value.startsWith('none')) expect(spec?.default, input).toBe('');
      else expect(`\`${String(spec?.default)}\``, input).toBe(value);
    }
    const asForUpload = /, and ([^.]*?) as for `upload`/.exec(text)?.[1] ?? '';
    const same = quoted(asForUpload).filter((input) => !given.some((match) => match[1] === input));
    expect(same.length).toBeGreaterThan(3);
    for (const input of same) {
      expect(templates.cleanup[input]?.default, input).toBe(templates.upload[input]?.default);
    }
  });
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
