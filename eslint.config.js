import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint.layers.js';

// Type-checked TypeScript rules, React's hook rules, and the layer rules of docs/architecture.md.
export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'samples/listings/',
      'bench/results.json',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.server.json', './tsconfig.e2e.json', './contract/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused arguments named with a leading underscore are a signature's shape (Fastify hooks, reducers).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Fastify plugins, hooks and interface implementations are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/browser/**/*.{ts,tsx}', 'tests/support/browser/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // redux-saga types every `yield` as any; each saga names the type of what it takes from a yield.
    files: ['src/sagas/**/*.ts', 'tests/browser/sagas/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Tests read response bodies (inject().json(), fetch().json()) as any and assert their shape; mocks and fakes
    // implement async interfaces without awaiting.
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(mock.method) and jest.mocked(object.method) name methods without calling them.
      '@typescript-eslint/unbound-method': 'off',
      // `res.json() as Body` says what the test expects the body to be.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
  ...layerRules,
);
