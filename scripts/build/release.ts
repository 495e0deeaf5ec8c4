/**
 * The release a build reports its errors and Web Vitals under: the commit it was built from (CI's
 * GITHUB_SHA, else git's HEAD), so a report leads to the code and to the build's source maps.
 */
import { execFileSync } from 'node:child_process';

export function buildRelease(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GITHUB_SHA) return env.GITHUB_SHA.slice(0, 12);
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
