/**
 * The GitLab CI/CD components of templates/ as GitLab reads them: a `spec:` document with inputs
 * only, then the job; every input declared is used and every input used is declared; the CLI
 * version they run by default is the release's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const { version } = JSON.parse(readFileSync('packages/cli/package.json', 'utf8')) as {
  version: string;
};
const templates = readdirSync('templates').filter((name) => name.endsWith('.yml'));

describe.each(templates)('templates/%s', (name) => {
  const text = readFileSync(`templates/${name}`, 'utf8');
  const documents = parseAllDocuments(text);
  const [header, body] = documents.map((document) => document.toJS() as Record<string, unknown>);
  const inputs = (
    header?.spec as { inputs: Record<string, { description?: string; default?: unknown }> }
  ).inputs;
  const job = text.slice(text.indexOf('\n---\n'));

  it('is a spec header with inputs alone, then one job', () => {
    expect(documents.map((document) => document.errors)).toEqual([[], []]);
    expect(Object.keys(header ?? {})).toEqual(['spec']);
    expect(Object.keys(header?.spec ?? {})).toEqual(['inputs']);
    expect(Object.keys(body ?? {})).toEqual(['$[[ inputs.job-name ]]']);
  });

  it('describes and uses every input, and uses no other', () => {
    for (const [input, spec] of Object.entries(inputs)) {
      expect(spec.description, input).toBeTruthy();
      expect(job, input).toContain(`$[[ inputs.${input} ]]`);
    }
    const used = new Set(
      [...job.matchAll(/\$\[\[ inputs\.([\w-]+) \]\]/g)].map((match) => match[1]),
    );
    expect([...used].sort()).toEqual(Object.keys(inputs).sort());
  });

  it('runs the CLI of this release by default, with the API key in the environment only', () => {
    expect(inputs.cli?.default).toBe(`@pgyer-actions/cli@${version}`);
    expect(job).not.toContain('--api-key');
    expect(job).toContain('export PGYER_API_KEY');
  });

  // A command line is visible to every process of the runner (/proc/*/cmdline).
  it('puts no password on a command line', () => {
    expect(job).not.toMatch(/--(\w+-)?password/);
    if ('password-variable' in inputs) expect(job).toContain('export PGYER_INSTALL_PASSWORD');
  });
});
