import { defineConfig, devices } from '@playwright/test';
import { STACK_READY } from './scripts/dev/local-stack';
import { chromiumFlags, chromiumPath, headlessShellPath } from './scripts/test/chromium';
import { productionWiring } from './scripts/test/production-wiring-site';

const port = 4173;

// End-to-end tests run Debian's Chromium (never a downloaded browser) against the production build.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A journey of six page loads takes 30-35 s on a 2-core CI machine running both workers and the local
  // stack; a test that hangs still fails within the minute.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test (to keep the failures') cost a quarter of the suite's time (the
    // template pages' spec: 95 s with, 70 s without); a failed test is retried, with its trace, in CI.
    // Elsewhere: --trace on.
    trace: 'on-first-retry',
    // Most tests are not about the service worker, and installing it (its precache) costs every page
    // load; the specs and describes that test it opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: headlessShellPath,
      args: [...chromiumFlags],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /production-wiring\.spec\.ts/,
      grepInvert: /@full-browser/,
    },
    {
      // What the headless shell cannot do (a service worker's notifications), in the full browser.
      name: 'chromium (full browser)',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
      },
      testIgnore: /production-wiring\.spec\.ts/,
      grep: /@full-browser/,
    },
    {
      // The production bundle under the production CSP, Google's hosts routed to the same stack.
      name: 'production-wiring',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /production-wiring\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The site built with a fake production config, served with firebase.json's headers only.
      // Built by npm test beforehand (its --build-only step); alone, it builds first if stale.
      command: 'npx tsx scripts/test/production-wiring-site.ts',
      port: productionWiring.port,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Stopped by a signal it handles (it stops its Hosting emulator and removes its config), not the
      // SIGKILL Playwright sends by default, which left both behind after every run.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // The whole local stack (emulators, SMTP catcher) with dist/ served as Firebase Hosting serves it.
      command: 'npx tsx scripts/dev/start.ts --preview --ephemeral',
      // The url says whether a stack already runs; a stack started here is ready once it says so.
      url: `http://127.0.0.1:${port}/`,
      wait: { stdout: new RegExp(STACK_READY) },
      // npm test starts it once for these tests and the budgets (LOCAL_STACK_RUNNING).
      reuseExistingServer: !process.env.CI || process.env.LOCAL_STACK_RUNNING === '1',
      timeout: 180_000,
      // start.ts stops every service on SIGINT, as on Ctrl-C.
      gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    },
  ],
});
