import { defineConfig } from 'vitest/config';

// firestore.rules tests (tests/rules): Node, against FIRESTORE_EMULATOR_HOST when set (the official
// emulator under `firebase emulators:exec`), else this repository's emulator started by the global setup.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    globalSetup: ['tests/rules/global-setup.ts'],
    testTimeout: 15_000,
  },
});
