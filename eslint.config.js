import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zodInBrowsers = { name: 'zod', message: "Import from 'zod/mini': the contract and the SPA are shipped to browsers." };

/**
 * Code lint for every workspace. The module and feature borders are dependency-cruiser's job
 * (.dependency-cruiser.cjs); both run in `npm run lint`, part of `npm test`.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/playwright-report/**', 'e2e/test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through the config module, not process.env.' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // What the browser loads: classic zod's schemas carry every method and cannot be tree-shaken
    // (25 KB gzipped against zod/mini's 11 KB on every first visit, issue 12).
    files: ['packages/contract/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodInBrowsers] }],
    },
  },
  {
    // Where the environment is the input: config parsing, the entry points, tests, tools.
    files: ['apps/server/src/config/**', 'apps/server/src/main.ts', 'apps/server/src/cli.ts', '**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**', 'e2e/**', 'bench/**', '**/*.config.ts', '**/*.mjs', '**/*.cjs', 'apps/web/src/config/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'bench/**'],
    languageOptions: { globals: globals.node },
    // Benchmarks read loosely typed JSON answers.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
