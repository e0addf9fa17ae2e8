/** The user documentation as the docs tests read it: its pages, their code blocks. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** A page of the user documentation, its path relative to the repository. */
export interface DocPage {
  path: string;
  text: string;
}

/** One fenced code block of a page: its language word ('' when none) and its text. */
export interface CodeBlock {
  page: string;
  language: string;
  code: string;
}

/** README.md, every docs/*.md and the npm page of the CLI (packages/cli/README.md). */
export function docPages(): DocPage[] {
  const paths = [
    'README.md',
    'packages/cli/README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  return paths.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The fenced code blocks of `page`, in order (indented ones in lists too). */
export function codeBlocks(page: DocPage): CodeBlock[] {
  return [...page.text.matchAll(/^ *```(\w*)\n([\s\S]*?)^ *```/gm)].map((match) => ({
    page: page.path,
    language: match[1] ?? '',
    code: match[2] ?? '',
  }));
}
