import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { walls } from './eslint/walls.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'src/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { project: { rules: { walls } } },
    rules: {
      'project/walls': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Kysely's own idiom for code that works on tables by name (migrations, backups): Kysely<any>.
    files: ['src/server/db/**/*.ts', 'src/server/backup/**/*.ts', 'tests/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The Insights chart library is the back office's alone: a visitor's page never downloads it.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/admin/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['uplot', 'uplot/*'], message: 'uPlot is for the back office only (src/web/admin).' }] }],
    },
  },
  {
    // Playwright fixtures without dependencies are declared with an empty pattern.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The rules of hooks; the React Compiler's extra rules are for code the compiler rewrites,
    // which this app does not use (decision 007).
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/web/**/*.tsx'],
    rules: {
      // Keyboard handlers on a dialog (Escape, the focus trap) are how dialogs work; clicks on
      // non-interactive elements stay refused.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp'] }],
    },
  },
);
