/** The house rule that every exported declaration of src/ carries a docstring. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `file: name` for each exported declaration of `path` without a `/** … *\/` comment. */
function undocumentedExports(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  return source.statements.flatMap((statement) => {
    const exported =
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || ts.getJSDocCommentsAndTags(statement).length > 0) return [];
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((declaration) =>
          declaration.name.getText(source),
        )
      : [ts.getNameOfDeclaration(statement as ts.Declaration)?.getText(source) ?? '?'];
    return names.map((name) => `${relative(root, path)}: ${name}`);
  });
}

it('has a docstring on every exported declaration of src/', () => {
  expect(sourceFiles(join(root, 'src')).flatMap(undocumentedExports)).toEqual([]);
});
