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

/**
 * The code of the block that follows the comment `<!-- example: NAME …-->` on `page`: an example
 * a test runs as the page shows it.
 * @throws Error naming the page and the example when there is no such block
 */
export function example(page: DocPage, name: string): string {
  const start = page.text.indexOf(`<!-- example: ${name}`);
  const block = /```\w+\n([\s\S]*?)^```/m.exec(page.text.slice(start));
  if (start < 0 || !block?.[1]) throw new Error(`${page.path} has no example ${name}`);
  return block[1];
}
