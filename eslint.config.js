import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'test-results', 'playwright-report', 'web/public', '**/*.d.ts', '.tmp', 'coverage', 'blob-report'] },
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
      // Architecture: the web never imports the mock server; features never import each other (routes compose them).
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mock-server/**'], message: 'web must not import the mock server' }] }],
    },
  },
  {
    // The two places the web may hold the mock (README.md, "Zero-server demo" and "Testing against the mock"): the
    // demo's service worker and the test helper. The normal build reaches neither (scripts/bench.ts checks it).
    files: ['web/src/demo/**/*.ts', 'web/src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**', '**/mock-server/**', '**/e2e/**'], message: 'the contract imports nothing of its consumers' }] }],
    },
  },
  {
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'the mock never imports the web' }] }],
    },
  },
);
