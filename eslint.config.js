import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zodInBrowsers = { name: 'zod', message: "Import from 'zod/mini': the contract and the SPA are shipped to browsers." };

const flowStateOnly = {
  group: ['**/lib/storage'],
  importNames: ['session', 'sessionKeys'],
  message: "A flow's session storage is read and written by its flowState.ts only: use that module's functions.",
};

const processEnv = { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through the config module, not process.env.' };

const spaPage = String.raw`^\/(login|onboarding|forgot-password|forgot-username|reset-password|weak-password|setup-mfa|mfa|approve|partner|duplicated|fuzzion-success|user|profile|security|secure-account|account-recovery|oauth-error|maintenance|products)(\/|\?|#|$)`;
const spaPathLiterals = [
  { selector: `Literal[value=/${spaPage}/]`, message: 'Name an SPA page with its constant from @portal/contract/spa-paths.' },
  { selector: `TemplateElement[value.raw=/${spaPage}/]`, message: 'Name an SPA page with its constant from @portal/contract/spa-paths.' },
];

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
      'no-restricted-syntax': ['error', processEnv],
    },
  },
  {
    // The SPA's pages the server sends people to come from packages/contract (spa-paths.ts), which
    // the SPA's route table uses too: a path written here by hand could name a page that is gone.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-syntax': ['error', processEnv, ...spaPathLiterals],
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
      'no-restricted-imports': ['error', { paths: [zodInBrowsers], patterns: [flowStateOnly] }],
    },
  },
  {
    // Each flow keeps its state behind one typed module (the spec's session-storage names stay there).
    files: ['apps/web/src/**/flowState.ts', 'apps/web/src/app/guard/lastRoute.ts'],
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
