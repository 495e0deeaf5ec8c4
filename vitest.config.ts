import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const siteProject = {
  // A test file that needs no DOM says `// @vitest-environment node` on its first line: a jsdom costs
  // each file its set-up (docs/performance-log.md).
  environment: 'jsdom',
  setupFiles: ['./src/testing/setup-tests.ts'],
  css: false,
  // Each file in a fresh VM context of a long-lived worker: its own module graph (a file's `vi.mock`,
  // fake clock or Emotion cache stays its own) without a new process and a new jsdom per file, in about
  // half the CPU the forks pool took (docs/performance-log.md).
  pool: 'vmThreads',
  // Inside a VM context Vitest resolves react-router-dom to its CommonJS build, whose require() of
  // react-router's ES module fails: the ES module build, as the browser bundle uses.
  alias: {
    'react-router-dom': fileURLToPath(
      new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url),
    ),
  },
  // Typing into MUI forms in jsdom takes seconds per test, and npm test runs lint and the emulator
  // suites beside these on two cores: the slowest typing tests took 20-30 s there.
  testTimeout: 60_000,
  // What a test stubs is put back after it (stubPerformanceEntries, say).
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
      // The node projects' files share one module graph per worker: none replaces a module, and the one
      // that fakes the clock puts it back after each test; loaded once per worker, they take about
      // 22 CPU-s instead of 30 (docs/performance-log.md). The site's files keep a VM context each
      // (`pool: 'vmThreads'`, for which Vitest sets no isolation of its own either).
      isolate: false,
      projects: [
        {
          extends: true,
          test: { ...siteProject, name: 'site', include: ['src/**/*.test.{ts,tsx}'] },
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
