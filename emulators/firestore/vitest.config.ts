import { defineConfig } from 'vitest/config';

// Unit, integration, conformance and fuzz tests of the emulator: all in Node, each file starting its
// own in-process emulator on a free port.
export default defineConfig({
  test: {
    environment: 'node',
    // Files share each worker's module cache: importing firebase-admin and Firestore Lite once per
    // worker instead of once per file halves the suite's wall time on two cores. Every file starts its
    // own emulator, names its own apps and clears what it sets, so nothing leaks between files.
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
