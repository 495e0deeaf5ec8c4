// Flat config: typescript-eslint (type-aware), React hooks, jsx-a11y, import boundaries, Prettier last.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const firebaseImportBan = {
  patterns: [
    {
      group: ['firebase', 'firebase/*', '@firebase/*'],
      message:
        'Reach Firebase only through src/lib/firebase and src/features/*/api (see docs/ARCHITECTURE.md).',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.lighthouse/**',
      '.emulator-data/**',
      'emulators/firestore/src/rules/parser.generated.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': {
        typescript: { alwaysTryTypes: true, project: ['tsconfig.app.json', 'tsconfig.node.json'] },
      },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', firebaseImportBan],
      // One-way imports: shared code → features → app/pages. Features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                './src/components',
                './src/config',
                './src/lib',
                './src/theme',
                './src/content',
              ],
              from: ['./src/features', './src/app', './src/pages'],
              message: 'Shared code must not depend on features, pages or the app.',
            },
            {
              target: './src/features',
              from: ['./src/app', './src/pages'],
              message: 'Features must not depend on pages or the app.',
            },
            // One zone per feature folder, so a new feature is covered without editing this file.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: features
                .filter((other) => other !== feature)
                .map((other) => `./src/features/${other}`),
              message:
                'Features do not import each other: move what both need to shared code, or compose them in a page.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The only places allowed to touch the Firebase SDK.
    files: ['src/lib/firebase/**', 'src/features/*/api/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The contract runs in the browser and in the Cloud Function alike: zod/mini and its own files only.
    files: ['packages/contact-contract/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\./)',
              message:
                'The contact contract imports only zod/mini (classic zod would ship to the browser beside it) and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every browser test checks what the site stored against the privacy notice's list.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from tests/e2e/support/test.ts: it checks browser storage against the privacy notice's list.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
