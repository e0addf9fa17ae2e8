// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
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
    },
  },
  {
    // Dependencies point one way: front-ends (actions, cli) -> jobs -> api.
    files: ['src/api/**/*.ts', 'src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@actions/*', 'commander'],
              message:
                'The API core and the jobs run under both front-ends: no Actions or CLI code.',
            },
            {
              group: ['**/actions/**', '**/cli/**', '**/github/**', '**/sandbox/**'],
              message: 'The API core and the jobs never import a front-end.',
            },
          ],
        },
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
