// README.md and the guides under docs/ (scripts/test/guides.ts) name files in backticks; each must exist. A
// path is read from the repository's root, from src/ (the docs name the site's files as
// `boot/…` too) or from the doc's own folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guides } from './guides';

const root = path.resolve(import.meta.dirname, '../..');

/** A file or folder named in backticks: a slash, and a file's extension or a closing slash. */
const fileLike =
  /^[\w@][\w.@-]*(?:\/[\w.@[\]-]+)*\/(?:[\w.@[\]-]+\.(?:tsx?|mjs|js|json|md|ya?ml|rules|html|css|sh)|)$/;

function namedPaths(markdown: string): string[] {
  const named = new Set<string>();
  for (const [, quoted] of markdown.matchAll(/`([^`\s]+)`/g)) {
    // `file.ts:12` and `doc.md#section` name the file.
    const candidate = quoted!.replace(/[:#].*$/, '');
    if (fileLike.test(candidate)) named.add(candidate);
  }
  return [...named];
}

describe('namedPaths', () => {
  it('takes files and folders with a slash, and leaves out URLs, globs, placeholders and bare names', () => {
    expect(
      namedPaths(
        '`src/boot/boot.ts:10` `docs/restore.md#drill` `tests/e2e/` `session.ts` `https://x.dev/a.js` ' +
          '`dist/assets/*.js` `assets/<chunk>.js` `/admin` `npm run build`',
      ),
    ).toEqual(['src/boot/boot.ts', 'docs/restore.md', 'tests/e2e/']);
  });
});

describe.each(guides)('%s', (doc) => {
  it('names only files that exist', () => {
    const missing = namedPaths(readFileSync(path.join(root, doc), 'utf8')).filter(
      (named) =>
        !['', 'src', path.dirname(doc)].some((base) => existsSync(path.join(root, base, named))),
    );
    expect(missing).toEqual([]);
  });
});
