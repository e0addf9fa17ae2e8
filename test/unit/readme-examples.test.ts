/**
 * The workflow examples of the README and docs/ are copied as they are: a `run:` script that
 * interpolates `${{ }}` (an output with service data, an event field) turns that data into shell
 * code.
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** Every `run:` script of a parsed YAML document, wherever it is nested. */
function scripts(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(scripts);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'run' && typeof value === 'string' ? [value] : scripts(value),
  );
}

describe('README and docs/ workflow examples', async () => {
  const files = ['README.md', ...(await readdir('docs')).map((file) => `docs/${file}`)].filter(
    (file) => file.endsWith('.md'),
  );
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  const blocks = texts.flatMap((text) =>
    [...text.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? ''),
  );

  it('has examples with scripts to check', () => {
    expect(blocks.flatMap((block) => scripts(parse(block))).length).toBeGreaterThan(3);
  });

  it('passes expressions to run: scripts through env:, never inside the script', () => {
    for (const block of blocks) {
      for (const script of scripts(parse(block))) expect(script).not.toContain('${{');
    }
  });
});
