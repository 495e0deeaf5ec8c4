import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { siteTestFiles } from './scripts/site-test-files';

const siteProject = {
  // A test file that needs no DOM says `// @vitest-environment node` on its first line: a jsdom costs
  // each file its set-up (docs/performance-log.md).
  environment: 'jsdom',
  setupFiles: ['./src/testing/setup-tests.ts'],
  css: false,
  // Typing into MUI forms in jsdom takes seconds per test, and npm test runs lint and the emulator
  // suites beside these on two cores: the slowest typing tests took 20-30 s there.
  testTimeout: 60_000,
  // What a test file stubs is put back after it, since the next file may run in the same module graph.
  unstubGlobals: true,
  unstubEnvs: true,
} as const;

// The site's component and unit tests (jsdom), the build scripts' tests (node), and the built site's
// (node, over dist/: run `npm run build` first).
// The contract package's tests run here too; the emulator and functions workspaces have their own configs.
export default defineConfig((configEnv) =>
  mergeConfig(viteConfig(configEnv), {
    test: {
      restoreMocks: true,
      // Vitest's default on two cores is one worker; two keep both busy (the suites beside it in npm
      // test mostly wait on emulators).
      maxWorkers: 2,
      projects: [
        {
          // Most of the site's tests share one module graph per worker: React, MUI and the setup load once
          // per worker instead of once per file (docs/performance-log.md). The files that cannot share one
          // (scripts/site-test-files.ts says which, and why) get their own graph below.
          extends: true,
          test: {
            ...siteProject,
            name: 'site',
            include: siteTestFiles.shared,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { ...siteProject, name: 'site (own modules)', include: siteTestFiles.isolated },
        },
        {
          extends: true,
          test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['packages/*/src/**/*.test.ts'],
          },
        },
        {
          // The production build in dist/ as Hosting serves it: head tags, sitemap, redirects, headers,
          // the manifest. What needs no browser is checked here, not in Playwright.
          extends: true,
          test: {
            name: 'built',
            environment: 'node',
            include: ['tests/built/**/*.test.ts'],
            globalSetup: ['./tests/built/support/global-setup.ts'],
          },
        },
      ],
    },
  }),
);
