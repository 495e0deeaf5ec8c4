import { describe, expect, it } from 'vitest';
import { appModules, startModules, withAppModules, type ChunkImports } from './app-modules';

const chunk = (
  imports: string[] = [],
  dynamicImports: string[] = [],
  facadeModuleId: string | null = null,
): ChunkImports => ({ imports, dynamicImports, facadeModuleId });

const chunks: Record<string, ChunkImports> = {
  'assets/index-a.js': chunk([], ['assets/main-b.js']),
  'assets/main-b.js': chunk(
    ['assets/react-c.js', 'assets/index-a.js'],
    ['assets/client-d.js', 'assets/routes-e.js'],
    '/repo/src/main.tsx',
  ),
  'assets/react-c.js': chunk(),
  'assets/client-d.js': chunk(['assets/react-c.js']),
  'assets/routes-e.js': chunk(['assets/react-c.js'], ['assets/home-page-f.js']),
  'assets/home-page-f.js': chunk(
    ['assets/react-c.js', 'assets/card-g.js'],
    [],
    '/repo/src/pages/home/home-page.tsx',
  ),
  'assets/card-g.js': chunk(['assets/index-a.js']),
};

describe('startModules', () => {
  it("lists main, what it imports dynamically and their static imports, once each, not the pages' chunks nor the entry", () => {
    expect(startModules(chunks, 'assets/main-b.js', 'assets/index-a.js')).toEqual([
      'assets/main-b.js',
      'assets/react-c.js',
      'assets/client-d.js',
      'assets/routes-e.js',
    ]);
  });

  it('fails on a bundle without the chunk', () => {
    expect(() => startModules({}, 'assets/main-b.js', 'assets/index-a.js')).toThrow(
      'The bundle has no assets/main-b.js',
    );
  });
});

describe('appModules', () => {
  it("adds each page's chunks and their imports that start-up does not already load", () => {
    const pages = { '/': ['src/pages/home/home-page.tsx'] };
    expect(appModules(chunks, 'assets/main-b.js', 'assets/index-a.js', pages, '/repo')).toEqual({
      files: [
        '/assets/main-b.js',
        '/assets/react-c.js',
        '/assets/client-d.js',
        '/assets/routes-e.js',
        '/assets/home-page-f.js',
        '/assets/card-g.js',
      ],
      start: [0, 1, 2, 3],
      pages: { '/': [4, 5] },
    });
  });

  it('fails when a page module has no chunk of its own', () => {
    expect(() =>
      appModules(chunks, 'assets/main-b.js', 'assets/index-a.js', { '/x': ['src/x.tsx'] }, '/repo'),
    ).toThrow('No chunk for src/x.tsx, the page of /x');
  });
});

describe('withAppModules', () => {
  const modules = { files: ['/assets/main-b.js'], start: [0], pages: {} };

  it('writes the lists in place of the placeholder, whatever its quotes', () => {
    for (const source of [
      'const modules = `__APP_MODULES__`;',
      `const modules = "__APP_MODULES__";`,
      `const modules='__APP_MODULES__';`,
    ]) {
      expect(withAppModules(source, modules).toString()).toMatch(
        /^const modules ?= ?\{"files":\["\/assets\/main-b\.js"\],"start":\[0\],"pages":\{\}\};$/,
      );
    }
  });

  it('fails unless the placeholder is there exactly once', () => {
    expect(() => withAppModules('const modules = [];', modules)).toThrow('0 app module');
    expect(() => withAppModules('a = "__APP_MODULES__"; b = "__APP_MODULES__";', modules)).toThrow(
      '2 app module',
    );
  });
});
