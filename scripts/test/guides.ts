import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The docs the checks hold to the code: README.md and every guide under docs/, but for the dated
 * performance log, which records figures and files as they were on their dates.
 */
export const guides: readonly string[] = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md') && name !== 'performance-log.md')
    .map((name) => `docs/${name}`),
];
