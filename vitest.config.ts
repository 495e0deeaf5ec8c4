import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Component and unit tests of the site (jsdom). The emulator and functions workspaces have their own configs.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      css: false,
      restoreMocks: true,
    },
  }),
);
