// @ts-check
// The build's guard over lazy `import()`s of CommonJS modules. esbuild puts each into a chunk that
// exports only `default` (module.exports), while Node and vitest, running the sources, also give
// the named exports they detect: `const { toBuffer } = await import('qrcode')` passes every unit
// test and fails only in the bundle. So the build refuses any use of such an import other than
// through `default`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * @typedef {object} LazyImport One `import()` as esbuild's metafile records it.
 * @property {string} importer The importing module, as the metafile names it (relative to the root).
 * @property {string} specifier What the code passes to `import()`.
 */

/**
 * The `import()`s of a bundle that load a CommonJS module, from esbuild's metafile.
 * @param {import('esbuild').Metafile} metafile
 * @returns {LazyImport[]}
 */
export function commonJsImports(metafile) {
  return Object.entries(metafile.inputs).flatMap(([importer, input]) =>
    input.imports
      .filter(
        (entry) => entry.kind === 'dynamic-import' && metafile.inputs[entry.path]?.format === 'cjs',
      )
      .map((entry) => ({ importer, specifier: entry.original ?? entry.path })),
  );
}

/**
 * Whether `node`, the value of an `import()`, is used through `default` only: destructured as
 * `{ default: name }`, or read as `(await import(…)).default`.
 * @param {ts.Node} node
 */
function throughDefault(node) {
  let value = node;
  while (ts.isParenthesizedExpression(value.parent) || ts.isAwaitExpression(value.parent)) {
    value = value.parent;
  }
  const user = value.parent;
  if (ts.isPropertyAccessExpression(user) && user.expression === value) {
    return user.name.text === 'default';
  }
  if (ts.isVariableDeclaration(user) && user.initializer === value) {
    const pattern = user.name;
    return (
      ts.isObjectBindingPattern(pattern) &&
      pattern.elements.every(
        (element) =>
          !element.dotDotDotToken && (element.propertyName ?? element.name).getText() === 'default',
      )
    );
  }
  return false;
}

/**
 * The lines (1-based) of `code` where `import(specifier)` is used other than through `default`.
 * @param {string} code TypeScript or JavaScript source
 * @param {string} fileName its name (the parser picks the language from the extension)
 * @param {string} specifier
 * @returns {number[]}
 */
export function usesBeyondDefault(code, fileName, specifier) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  /** @type {number[]} */
  const lines = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      node.arguments[0].text === specifier &&
      !throughDefault(node)
    ) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/**
 * Every use, in a bundle, of a lazily imported CommonJS module other than through `default`, as
 * `file:line: import('x')` lines; empty when there is none.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} root the folder the metafile's paths are relative to
 * @returns {Promise<string[]>}
 */
export async function commonJsImportProblems(metafile, root) {
  const problems = [];
  for (const { importer, specifier } of commonJsImports(metafile)) {
    // A plugin's module (namespace:path) has no file to read; none of ours imports CommonJS.
    if (/^[\w-]+:/.test(importer)) {
      problems.push(`${importer}: import('${specifier}') of a CommonJS module, not checked`);
      continue;
    }
    const code = await readFile(join(root, importer), 'utf8');
    for (const line of usesBeyondDefault(code, importer, specifier)) {
      problems.push(`${importer}:${line}: import('${specifier}')`);
    }
  }
  return problems;
}
