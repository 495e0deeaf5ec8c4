import { describe, expect, it } from 'vitest';
import { startModules, withStartModules, type ChunkImports } from './app-modules';

const chunk = (imports: string[] = [], dynamicImports: string[] = []): ChunkImports => ({
  imports,
  dynamicImports,
});
const chunks: Record<string, ChunkImports> = {
  'assets/index-a.js': chunk([], ['assets/main-b.js']),
  'assets/main-b.js': chunk(
    ['assets/react-c.js', 'assets/index-a.js'],
    ['assets/client-d.js', 'assets/routes-e.js'],
  ),
  'assets/react-c.js': chunk(),
  'assets/client-d.js': chunk(['assets/react-c.js']),
  'assets/routes-e.js': chunk(['assets/react-c.js'], ['assets/home-page-f.js']),
  'assets/home-page-f.js': chunk(),
};

describe('startModules', () => {
  it("lists main, what it imports dynamically and their static imports, once each, not the pages' chunks nor the entry", () => {
    expect(startModules(chunks, 'assets/main-b.js', 'assets/index-a.js')).toEqual([
      '/assets/main-b.js',
      '/assets/react-c.js',
      '/assets/client-d.js',
      '/assets/routes-e.js',
    ]);
  });

  it('fails on a bundle without the chunk', () => {
    expect(() => startModules({}, 'assets/main-b.js', 'assets/index-a.js')).toThrow(
      'The bundle has no assets/main-b.js',
    );
  });
});

describe('withStartModules', () => {
  it('writes the list in place of the placeholder, whatever its quotes', () => {
    for (const source of [
      'const modules = [`__APP_START_MODULES__`];',
      `const modules = ["__APP_START_MODULES__"];`,
      `const modules=[ '__APP_START_MODULES__' ];`,
    ]) {
      expect(
        withStartModules(source, ['/assets/main-b.js', '/assets/react-c.js']).toString(),
      ).toMatch(/^const modules ?= ?\["\/assets\/main-b\.js","\/assets\/react-c\.js"\];$/);
    }
  });

  it('fails unless the placeholder is there exactly once', () => {
    expect(() => withStartModules('const modules = [];', [])).toThrow('0 start-up module');
    expect(() =>
      withStartModules('a = ["__APP_START_MODULES__"]; b = ["__APP_START_MODULES__"];', []),
    ).toThrow('2 start-up module');
  });
});
