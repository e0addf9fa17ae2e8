/**
 * The import graph of src/: no circle, type-only imports included (eslint's import-x/no-cycle
 * follows value imports only, and both circles issue 24 found had a type import on one side), and
 * every import points down the layers: api, then common, then jobs, then github and sandbox,
 * then the front-ends actions and cli.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

/** The layer of each top-level folder of src/: a file imports its own folder or lower layers. */
const LAYERS: Readonly<Record<string, number>> = {
  api: 0,
  common: 1,
  jobs: 2,
  github: 3,
  sandbox: 3,
  actions: 4,
  cli: 4,
};

/** Every .ts file under `folder`, as paths relative to src/. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => relative(SRC, join(entry.parentPath, entry.name)));
}

/** The files of src/ that `file` imports, statically or dynamically, types included. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    ([, specifier]) => specifier ?? '',
  );
  return specifiers.map((specifier) =>
    relative(SRC, resolve(SRC, dirname(file), specifier.replace(/\.js$/, '.ts'))),
  );
}

const graph = new Map(sources(SRC).map((file) => [file, importsOf(file)]));

/** The circles of the graph: each strongly connected set of more than one file (Tarjan). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) members.push(member);
    } while (member !== undefined && member !== file);
    if (members.length > 1) found.push(members.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const layerOf = (file: string): number | undefined => LAYERS[file.split('/')[0] ?? ''];

describe('the import graph of src/', () => {
  it('reads the imports it checks', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('jobs/upload/run.ts')).toContain('jobs/upload/options.ts');
  });

  it('has no circle, type-only imports included', () => {
    expect(circles()).toEqual([]);
  });

  it('points every import down the layers (api, common, jobs, github and sandbox, front-ends)', () => {
    const upward = [...graph].flatMap(([file, imported]) =>
      imported
        .filter((target) => {
          const [from, to] = [layerOf(file), layerOf(target)];
          const sameFolder = file.split('/')[0] === target.split('/')[0];
          return from !== undefined && to !== undefined && !sameFolder && to >= from;
        })
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('keeps the sandbox off the client it emulates: src/sandbox imports nothing from src/jobs', () => {
    // The sandbox answers as the platforms and the service document, not as our client expects.
    const client = ['jobs', 'actions', 'cli'];
    const leaning = [...graph].flatMap(([file, imported]) =>
      file.startsWith('sandbox/')
        ? imported
            .filter((target) => client.includes(target.split('/')[0] ?? ''))
            .map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(leaning).toEqual([]);
  });
});
