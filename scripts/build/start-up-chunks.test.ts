import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startUpChunks, startUpModules, type ModuleGraph } from './start-up-chunks';

const root = path.resolve('/project');
const at = (file: string) => path.join(root, file);

/** A graph from `module: [static imports, dynamic imports]`, with paths from the project root. */
function graphOf(modules: Record<string, [string[], string[]?]>): ModuleGraph {
  const imports = new Map(
    Object.entries(modules).map(([id, [statics, dynamics = []]]) => [
      at(id),
      { statics: statics.map(at), dynamics: dynamics.map(at) },
    ]),
  );
  return {
    ids: [...imports.keys()],
    importsOf: (id) => imports.get(id)?.statics ?? [],
    dynamicImportsOf: (id) => imports.get(id)?.dynamics ?? [],
  };
}

const siteModules: Record<string, [string[], string[]?]> = {
  'src/boot/boot.ts': [['src/config/paths.ts'], ['src/main.tsx']],
  'src/config/paths.ts': [[]],
  'src/main.tsx': [
    ['src/boot/shared.ts', 'node_modules/react/index.js'],
    [
      'src/theme/mui-theme.ts',
      'src/app/provider.tsx',
      'node_modules/react-router-dom/index.js',
      'src/app/routes.tsx',
      'node_modules/react-dom/client.js',
    ],
  ],
  'src/boot/shared.ts': [[]],
  'src/theme/mui-theme.ts': [
    ['src/theme/primitives.ts', 'node_modules/@mui/material/Button/buttonClasses.js'],
  ],
  'src/theme/primitives.ts': [[]],
  'node_modules/@mui/material/Button/buttonClasses.js': [[]],
  'src/app/provider.tsx': [
    [
      'src/components/toaster.tsx',
      'src/config/paths.ts',
      'node_modules/react-helmet-async/index.js',
    ],
  ],
  'node_modules/react-helmet-async/index.js': [['node_modules/react/index.js']],
  'src/components/toaster.tsx': [['src/boot/shared.ts']],
  'src/app/routes.tsx': [
    [
      'src/layout/footer.tsx',
      'packages/contract/src/site.ts',
      'node_modules/react-router-dom/index.js',
    ],
    ['src/pages/auth.tsx'],
  ],
  'src/layout/footer.tsx': [['src/theme/primitives.ts']],
  'packages/contract/src/site.ts': [[]],
  'src/pages/auth.tsx': [['src/components/text-input.tsx']],
  'src/components/text-input.tsx': [[]],
  'node_modules/react/index.js': [[]],
  'node_modules/react-router-dom/index.js': [['node_modules/react-router/index.js']],
  'node_modules/react-router/index.js': [['node_modules/cookie/index.js']],
  'node_modules/cookie/index.js': [[]],
  'node_modules/react-dom/client.js': [['node_modules/scheduler/index.js']],
  'node_modules/scheduler/index.js': [[]],
};
const site = graphOf(siteModules);

const apart = /[\\/]node_modules[\\/](react-dom[\\/]client\.js|react-router-dom[\\/])/;
const options = { entry: at('src/boot/boot.ts'), main: at('src/main.tsx'), root, apart };
const relative = (ids: Iterable<string>) => [...ids].map((id) => path.relative(root, id)).sort();

describe('startUpModules', () => {
  it("takes what main's steps import and what that imports, own modules and packages", () => {
    expect(relative(startUpModules(site, options))).toEqual([
      'node_modules/@mui/material/Button/buttonClasses.js',
      'node_modules/react-helmet-async/index.js',
      'packages/contract/src/site.ts',
      'src/app/provider.tsx',
      'src/app/routes.tsx',
      'src/components/toaster.tsx',
      'src/layout/footer.tsx',
      'src/theme/mui-theme.ts',
      'src/theme/primitives.ts',
    ]);
  });

  it('leaves what the entry or main load, the packages apart with theirs, and the pages', () => {
    const modules = startUpModules(site, options);
    for (const left of [
      'src/config/paths.ts',
      'src/boot/shared.ts',
      'src/main.tsx',
      'node_modules/react/index.js',
      'node_modules/react-dom/client.js',
      'node_modules/scheduler/index.js',
      'node_modules/react-router-dom/index.js',
      'node_modules/cookie/index.js',
      'src/pages/auth.tsx',
      'src/components/text-input.tsx',
    ]) {
      expect(modules.has(at(left)), left).toBe(false);
    }
  });

  it('takes what every page imports, not what only some do, nor the pages themselves', () => {
    const pages = graphOf({
      ...siteModules,
      'src/pages/auth.tsx': [['src/components/text-input.tsx', 'src/components/seo.tsx']],
      'src/pages/home.tsx': [['src/components/seo.tsx', 'src/config/paths.ts']],
      'src/components/seo.tsx': [['src/config/share-card.ts']],
      'src/config/share-card.ts': [[]],
    });
    const modules = startUpModules(pages, {
      ...options,
      pages: [[at('src/pages/auth.tsx')], [at('src/pages/home.tsx')]],
    });
    expect(modules.has(at('src/components/seo.tsx'))).toBe(true);
    expect(modules.has(at('src/config/share-card.ts'))).toBe(true);
    for (const left of [
      'src/components/text-input.tsx',
      'src/pages/auth.tsx',
      'src/config/paths.ts',
    ]) {
      expect(modules.has(at(left)), left).toBe(false);
    }
  });

  it("stops the build when the entry, the start-up or every page imports the package's index", () => {
    const withBarrel = (importer: string) => {
      const modules: Record<string, [string[], string[]?]> = {
        'src/boot/boot.ts': [[], ['src/main.tsx']],
        'src/main.tsx': [[], ['src/app/routes.tsx']],
        'src/app/routes.tsx': [[], ['src/pages/a.tsx', 'src/pages/b.tsx']],
        'src/pages/a.tsx': [[]],
        'src/pages/b.tsx': [[]],
        'packages/contract/src/index.ts': [['packages/contract/src/schema.ts']],
        'packages/contract/src/schema.ts': [[]],
      };
      modules[importer] = [['packages/contract/src/index.ts'], modules[importer]?.[1] ?? []];
      return () =>
        startUpModules(graphOf(modules), {
          ...options,
          pages: [[at('src/pages/a.tsx')], [at('src/pages/b.tsx')]],
          barrel: at('packages/contract/src/index.ts'),
        });
    };
    expect(withBarrel('src/boot/boot.ts')).toThrow(
      /^src[\\/]boot[\\/]boot\.ts imports packages[\\/]contract[\\/]src[\\/]index\.ts, which the entry and main\.tsx may not/,
    );
    expect(withBarrel('src/app/routes.tsx')).toThrow(
      /routes\.tsx imports .*, which main\.tsx's steps may not/,
    );
    // One page importing it is left to the bundler; both do, and it would be every page's.
    expect(withBarrel('src/pages/a.tsx')).not.toThrow();
    const both = graphOf({
      'src/boot/boot.ts': [[], ['src/main.tsx']],
      'src/main.tsx': [[], []],
      'src/pages/a.tsx': [['packages/contract/src/index.ts']],
      'src/pages/b.tsx': [['packages/contract/src/index.ts']],
      'packages/contract/src/index.ts': [[]],
    });
    expect(() =>
      startUpModules(both, {
        ...options,
        pages: [[at('src/pages/a.tsx')], [at('src/pages/b.tsx')]],
        barrel: at('packages/contract/src/index.ts'),
      }),
    ).toThrow(/a\.tsx, src[\\/]pages[\\/]b\.tsx import .*, which every page may not/);
  });

  it('is empty for a build without main (the prerenderer)', () => {
    expect(startUpModules(site, { ...options, main: at('src/prerender.tsx') }).size).toBe(0);
  });
});

describe('startUpChunks', () => {
  it('groups the theme and what it imports apart from the rest, once the build has read the graph', () => {
    const { plugin, groups } = startUpChunks({ root, apart });
    const [theme, rest] = groups;
    expect(theme?.test(at('src/theme/mui-theme.ts'))).toBe(false);
    const buildEnd = plugin.buildEnd as (this: unknown) => void;
    buildEnd.call({
      getModuleIds: () => site.ids.values(),
      getModuleInfo: (id: string) => ({
        importedIds: site.importsOf(id),
        dynamicallyImportedIds: site.dynamicImportsOf(id),
      }),
    });
    for (const file of [
      'src/theme/mui-theme.ts',
      'src/theme/primitives.ts',
      'node_modules/@mui/material/Button/buttonClasses.js',
    ]) {
      expect(theme?.test(at(file)), file).toBe(true);
    }
    expect(theme?.test(at('src/app/provider.tsx'))).toBe(false);
    expect(rest?.test(at('src/app/provider.tsx'))).toBe(true);
    expect(rest?.test(at('src/pages/auth.tsx'))).toBe(false);
    // Listed first at the same priority, the theme's group takes its modules before the rest's.
    expect(groups.map(({ name, priority }) => [name, priority])).toEqual([
      ['theme', 0],
      ['start-up', 0],
    ]);
  });
});
