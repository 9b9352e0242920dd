import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-boundaries.js';
import kitClasses from './scripts/eslint-kit-classes.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'test-results',
      'test-results-demo',
      'test-results-dev',
      'playwright-report',
      'web/public',
      '**/*.d.ts',
      '.tmp',
      'coverage',
      'blob-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Architecture (docs/conventions.md, "Boundaries"): features never import each other, components/, lib/ and
    // shell/ never import features or app/, web/ never imports mock-server/ or scripts/ (web/src/testing and
    // web/src/demo may import the mock), the contract imports only zod, ts-rest and itself, server/ reads only
    // web/src/lib and the server entry's types. scripts/lint-rules.test.ts lints fixtures against this config.
    files: ['web/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    plugins: { local: { rules: { ...boundaries.rules, ...kitClasses.rules } } },
    rules: { 'local/boundaries': 'error' },
  },
  {
    // The kit owns every daisyUI class (docs/conventions.md, "The kit"): outside web/src/components/ui they are
    // spelled only through the kit's components and class constants. The names: scripts/daisy-classes.js.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'local/kit-classes': 'error' },
  },
  {
    // Web test files share a worker's modules (vitest.config.ts, isolate: false): one that initialises i18next itself
    // replaces the app's catalog loader for every file after it, which then shows keys instead of words.
    files: ['web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='init'][callee.object.name=/^i18n(ext)?$/], CallExpression[callee.property.name='init'] > MemberExpression.callee > CallExpression.object[callee.property.name='use']",
          message: 'set i18next up with initI18n (lib/i18n/i18n.ts) or renderWithApp (testing/render.tsx), never i18next.init',
        },
      ],
    },
  },
  {
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'the mock never imports the web' }] }],
    },
  },
);
