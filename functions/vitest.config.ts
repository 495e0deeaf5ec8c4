import { defineConfig } from 'vitest/config';

// Two projects: `unit` (src/**, against our Firestore emulator and in-process SMTP servers) and
// `integration` (test/**, the built function in firebase-tools' Functions emulator). Both need
// the Firestore emulator; `npm run test:functions` (the root's scripts/test/test-functions.ts) runs them
// inside `firebase emulators:exec`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/firestore-emulator-setup.ts'],
          // The files of a worker share one module graph: firebase-admin and the handlers are loaded
          // once per worker, not once per file (about 24 of the unit project's 68 CPU-s). Each file's
          // data stays its own by project (test/support/firestore.ts).
          isolate: false,
          // They talk to the emulator, beside the browser tests in npm test: a reminder sweep's test
          // took 6 s there once, over Vitest's default 5 s. A hung test still fails within the limit.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/firestore-emulator-setup.ts'],
          // One Functions emulator and one SMTP port (2525) are shared by all integration files.
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
