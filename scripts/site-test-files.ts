/**
 * The site's test files (src/**\/*.test.ts(x)), split by whether they can share a module graph with
 * the others (vitest.config.ts). A file needs its own when it replaces modules (`vi.mock`, which would
 * leak into every later file), fakes the clock (React's scheduler, loaded meanwhile, would keep the fake
 * one), or renders React outside the test providers (`@/testing/test-utils`), which leaves MUI on
 * Emotion's global cache.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const needsOwnModules = (source: string) =>
  /\bvi\.mock\(/.test(source) ||
  /\bvi\.useFakeTimers\(/.test(source) ||
  (/from '@testing-library\/react'/.test(source) &&
    /\brender(Hook)?\(/.test(source) &&
    !source.includes("'@/testing/test-utils'"));

const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
  .sort();

export const siteTestFiles: { shared: string[]; isolated: string[] } = { shared: [], isolated: [] };
for (const file of files) {
  const own = needsOwnModules(readFileSync(path.join(root, file), 'utf8'));
  (own ? siteTestFiles.isolated : siteTestFiles.shared).push(file);
}
