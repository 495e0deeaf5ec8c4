// Flat config: typescript-eslint's recommended rules (not the type-checked ones: `npm run typecheck` runs
// the compiler), React hooks, jsx-a11y, import boundaries, Prettier last.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** functions/src's folders, ground floor first: each may import only the floors before it. */
const FUNCTIONS_FLOORS = [
  ['shared'],
  ['mail'],
  ['leads'],
  ['booking'],
  ['contact', 'accounts', 'field-data', 'firm', 'inbound', 'conversation'],
  ['index.ts'],
];

const firebaseImportBan = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message:
    'Reach Firebase only through src/lib/firebase and src/features/*/api (see docs/ARCHITECTURE.md).',
};

/** Boot's shared helpers are reached through their index, by the app and by boot's own files alike. */
const bootSharedThroughIndex = {
  group: ['@/boot/shared/*', '**/boot/shared/*', './shared/*'],
  message:
    "Import boot's shared helpers from their index, src/boot/shared (src/boot/shared/index.ts).",
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
      // The resolver every import-x rule asks, no-cycle most (it follows each file's imports through the
      // tree): the typescript resolver's native one (unrs-resolver).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
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
      'no-restricted-imports': ['error', { patterns: [firebaseImportBan, bootSharedThroughIndex] }],
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
            // Boot (src/boot) is the runtime without React. What boot and the app both run, each free of
            // React and of the rest of boot, lives in src/boot/shared (its index is the way in): nothing
            // else of boot's is the app's to import.
            {
              target: [
                './src/app',
                './src/components',
                './src/config',
                './src/content',
                './src/features',
                './src/lib',
                './src/pages',
                './src/sw',
                './src/theme',
                './src/main.tsx',
                './src/entry-server.tsx',
              ],
              from: './src/boot',
              except: ['./shared'],
              message:
                "From src/boot the app imports src/boot/shared (through its index); the rest is the boot module's own.",
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
    // The boot module (src/boot/boot.ts and what it imports) runs before first paint on every page, within
    // the eager-JavaScript budget (scripts/budgets/budgets.ts): no React, MUI or Firebase, and of the site's own
    // code only boot/, config/, the contract and the worker's message types. It loads the app with
    // import(), past these rules by a comment at each place.
    files: ['src/boot/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react-dom/*',
                'react-router*',
                '@mui/*',
                '@emotion/*',
                'notistack',
                'firebase',
                'firebase/*',
                '@firebase/*',
              ],
              message:
                'Boot runs before first paint, without React or Firebase: the app loads them (src/boot/boot.ts).',
            },
            bootSharedThroughIndex,
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/boot',
              from: [
                './src/app',
                './src/components',
                './src/content',
                './src/features',
                './src/lib',
                './src/pages',
                './src/testing',
                './src/theme',
                './src/main.tsx',
                './src/entry-server.tsx',
              ],
              message:
                'Boot imports only src/boot, src/config, the contract and src/sw/protocol.ts; it loads the app with import().',
            },
            {
              target: './src/boot',
              from: './src/sw',
              except: ['./protocol.ts'],
              message: "Boot imports only the worker's message types (src/sw/protocol.ts).",
            },
            // The shared part is the bottom: what the app imports from boot never brings boot's own code.
            {
              target: './src/boot/shared',
              from: './src/boot',
              except: ['./shared'],
              message:
                "src/boot/shared imports only itself, src/config and the worker's message types: the app imports it, and with it nothing else of boot's.",
            },
          ],
        },
      ],
    },
  },
  {
    // functions/src in floors, each importing only the floors below it, so no folder imports one that
    // imports it back: shared (params, logger, timeouts, Firestore) under mail (the transport) under
    // leads (the lead record, its only writer) under the entry points of the other concerns. A test
    // may drive its code through an entry point above it.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FUNCTIONS_FLOORS.slice(0, -1).flatMap((floor, level) =>
            floor.map((folder) => ({
              target: `./functions/src/${folder}`,
              from: FUNCTIONS_FLOORS.slice(level)
                .flat()
                .filter((other) => other !== folder)
                .map((other) => `./functions/src/${other}`),
              message: `functions/src/${folder} imports only the floors below it (eslint.config.js, FUNCTIONS_FLOORS).`,
            })),
          ),
        },
      ],
    },
  },
  {
    // The functions' tests import nothing of scripts/ (the SMTP catcher is a package of its own).
    files: ['functions/**/*.test.ts', 'functions/test/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions',
              from: './scripts',
              message:
                'Functions and their tests import nothing of scripts/: share through a package.',
            },
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
    files: ['packages/contract/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\./)',
              message:
                'The contract imports only zod/mini (classic zod would ship to the browser beside it) and its own files.',
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
