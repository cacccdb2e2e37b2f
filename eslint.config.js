// Lint setup: typescript-eslint's type-aware rules, including no-unnecessary-condition (see STYLE.md),
// and import-x's no-cycle, so that imports keep pointing one way (core <- games <- the rest).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['lib/**', 'dist/**', 'node_modules/**', 'coverage/**', 'test-output/**', 'bin/**', '*.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Import circles. Sources import `./x.js` for `./x.ts`, so the resolver maps the extension.
    // The rule skips type-only imports; src/architecture.test.ts finds circles with those counted too.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Browser-safe folders: the web game and everything it runs (in the page or a Web Worker).
    // No Node built-in (`node:` or bare), and nothing from the node-only rooms (the simulator's
    // pool, journals and clock in src/sim, the command line in src/cli, scripts). Tests beside the
    // code run in Node and may. tsconfig.browser.json checks the same folders with no Node types.
    files: ['src/core/**', 'src/games/**', 'src/play/**', 'src/solve/**', 'src/strategy/**', 'src/players/**', 'src/registry/**', 'src/coach/**', 'src/deals/**', 'web/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'Browser-safe code: no Node built-ins here (the browser and its workers run this).' },
            {
              regex: '^(fs|fs/promises|path|os|url|util|crypto|child_process|worker_threads|readline|stream|http|https|net|tty|zlib|events|assert|buffer|process|perf_hooks|module|v8|vm)$',
              message: 'Browser-safe code: no Node built-ins here (the browser and its workers run this).',
            },
            { regex: '(^|/)(sim|cli)/', message: 'Browser-safe code: the simulator (src/sim) and the command line (src/cli) are node-only.' },
            { regex: '(^|/)scripts/', message: 'Browser-safe code: scripts are node-only.' },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript helpers (npm hooks) are linted without type information.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: false },
      globals: { process: 'readonly', console: 'readonly' },
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
