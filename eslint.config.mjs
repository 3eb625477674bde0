/**
 * ESLint over core, server, client and tests (`npm run lint` runs it after tsc).
 * Type-aware typescript-eslint rules catch promises nobody awaits and `any` leaking out of untyped data;
 * react-hooks catches broken hook order and stale closures; max-lines keeps files and functions readable.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { maxLinesPerFunction } from './tools/eslint-rules.mjs';

const sizeLimits = {
  'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
  'house/max-lines-per-function': ['error', { max: 80 }],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', 'client/src/gql/**', 'server/src/db/migrations/**',
      'schema/**', 'bench/**', '.data/**', 'coverage/**', 'tools/codegen-hooks.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Two programs for ESLint's type information: the Node side (core, server and tests, tsconfig.eslint.json)
        // and the client (its sources and tests, client/tsconfig.eslint.json). The six programs tsgo checks would
        // parse and type the shared libraries six times; two cut ESLint's cold run by a tenth (tools/lint.sh).
        project: ['tsconfig.eslint.json', 'client/tsconfig.eslint.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { house: { rules: { 'max-lines-per-function': maxLinesPerFunction } } },
    rules: {
      ...sizeLimits,
      '@typescript-eslint/no-floating-promises': ['error', {
        // react-router's navigate() answers a promise only for data routers, which this client does not use.
        allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }],
      }],
      // React runs async event handlers and ignores what they return; a promise passed anywhere else is a bug.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'smart'],
      // Route handlers and resolvers implement Promise-returning interfaces; some answer without awaiting.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Apollo Client 4 types its errors as ErrorLike; at run time they are Error subclasses.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@apollo/client', name: 'ErrorLike' }] }],
    },
  },
  {
    // Tests type what they read of an answer with the generated types (tests/helpers/types.ts): gql<T>(), call<T>().
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Plain JavaScript (jest set-up, configs) and the vite config sit outside the TypeScript programs.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs', 'client/vite.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'client/vite.config.ts'],
    languageOptions: { globals: globals.node, sourceType: 'module' },
  },
);
