import { describe, expect, it } from 'vitest';
import { appStartModules, withAppModules, type BuildManifest } from './app-modules';

const manifest: BuildManifest = {
  'src/boot.ts': { file: 'assets/index-a.js', dynamicImports: ['src/main.tsx'] },
  'src/main.tsx': {
    file: 'assets/main-b.js',
    imports: ['_react.js'],
    dynamicImports: ['node_modules/react-dom/client.js', 'src/app/routes.tsx'],
  },
  '_react.js': { file: 'assets/react-c.js' },
  'node_modules/react-dom/client.js': { file: 'assets/client-d.js', imports: ['_react.js'] },
  'src/app/routes.tsx': {
    file: 'assets/routes-e.js',
    imports: ['_react.js'],
    dynamicImports: ['src/pages/home/home-page.tsx'],
  },
  'src/pages/home/home-page.tsx': { file: 'assets/home-page-f.js' },
};

describe('appStartModules', () => {
  it("lists main, what it imports dynamically and their static imports, once each, not the pages' chunks", () => {
    expect(appStartModules(manifest)).toEqual([
      '/assets/main-b.js',
      '/assets/react-c.js',
      '/assets/client-d.js',
      '/assets/routes-e.js',
    ]);
  });

  it('fails on a manifest without the entry', () => {
    expect(() => appStartModules({})).toThrow('The build manifest has no src/main.tsx');
  });
});

describe('withAppModules', () => {
  it('writes the list as a JSON data block before </body>', () => {
    expect(withAppModules('<body><div id="root"></div></body>', ['/assets/main-b.js'])).toBe(
      '<body><div id="root"></div><script type="application/json" id="app-modules">["/assets/main-b.js"]</script>\n  </body>',
    );
  });
});
