// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_FRONT_END_LIBRARY =
  'The API core and the jobs run under both front-ends: no Actions or CLI code.';
const NO_FRONT_END = 'The API core and the jobs never import a front-end.';

/**
 * no-restricted-syntax entries for an `import('…')` whose module name matches `regex` (esquery
 * syntax: no slash inside). `typeof import('…')` needs none: consistent-type-imports forbids it.
 * @param {string} regex
 * @param {string} message
 */
function importsOf(regex, message) {
  return [
    `ImportExpression > Literal.source[value=/${regex}/]`,
    `ImportExpression > TemplateLiteral.source > TemplateElement[value.raw=/${regex}/]`,
  ].map((selector) => ({ selector, message: `${message} (dynamic import)` }));
}

export default tseslint.config(
  // packages/cli/dist/ is the copy of dist/cli/ that `npm pack` of packages/cli/ makes for a moment.
  { ignores: ['dist/', 'packages/cli/dist/', 'node_modules/', 'coverage/'] },
  eslint.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'no-console': 'error',
      // A name that hides an outer one makes a reader check which of the two a line means.
      '@typescript-eslint/no-shadow': 'error',
    },
  },
  {
    // No module imports itself through others: a circle makes load order matter and hides which
    // of the two is the lower layer. `.js` in an import names the `.ts` source beside it. The rule
    // walks each file's import graph; a package cannot import ours back, so it is not walked
    // (ignoreExternal: 80 s of the lint's CPU without it, 6 s with). Type-only imports are not
    // followed (the rule's own choice): they vanish from the JavaScript.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Dependencies point one way: front-ends (actions, cli) -> jobs -> api.
    files: ['src/api/**/*.ts', 'src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@actions/*', 'commander'], message: NO_FRONT_END_LIBRARY },
            {
              group: ['**/actions/**', '**/cli/**', '**/github/**', '**/sandbox/**'],
              message: NO_FRONT_END,
            },
          ],
        },
      ],
      // no-restricted-imports sees import declarations only: the same boundary for `import('…')`.
      // esquery ends a regex at its first slash, hence \x2F.
      'no-restricted-syntax': [
        'error',
        ...importsOf(String.raw`^(@actions\x2F|commander($|\x2F))`, NO_FRONT_END_LIBRARY),
        ...importsOf(String.raw`(^|\x2F)(actions|cli|github|sandbox)\x2F`, NO_FRONT_END),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**', 'test/**', 'bench/**'],
    rules: {
      'no-console': 'off',
      // Tests read multipart bodies that msw hands them; speed and memory do not matter there.
      '@typescript-eslint/no-deprecated': 'off',
    },
  },
  prettier,
);
