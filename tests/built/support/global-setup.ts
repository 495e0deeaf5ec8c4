import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The built project tests dist/ as it was last built: without one it must fail, never pass by testing
 * nothing.
 */
export default function requireBuild() {
  const index = path.resolve(import.meta.dirname, '../../../dist/index.html');
  if (!existsSync(index)) {
    throw new Error('dist/ is missing: run `npm run build` first (the built project tests it).');
  }
}
