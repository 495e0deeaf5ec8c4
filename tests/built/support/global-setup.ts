import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startHostingEmulator } from '../../../scripts/dev/hosting-emulator';

const root = path.resolve(import.meta.dirname, '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the Hosting emulator serves dist/ for the built project's tests. */
    builtSiteUrl: string;
  }
}

/**
 * The built project tests dist/ as it was last built: without one it must fail, never pass by testing
 * nothing. One Hosting emulator serves it to every test file (scripts/dev/hosting-emulator.ts).
 */
export default async function serveBuiltSite(project: TestProject) {
  if (!existsSync(path.join(root, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (the built project tests it).');
  }
  const site = await startHostingEmulator({ root });
  project.provide('builtSiteUrl', site.url);
  return () => site.close();
}
