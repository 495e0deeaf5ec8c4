import { defineConfig } from 'vitest/config';

// Unit, integration, conformance and fuzz tests of the emulator: all in Node, each file starting its
// own in-process emulator on a free port.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
