/**
 * The start-up's code (what src/main.tsx's steps import: the theme, the providers, the route table, the
 * layout, and the packages only they use; and what every prerendered page imports, such as the head
 * tags) in two files, the theme and the rest, instead of the dozen small chunks the bundler made of it
 * by which steps and pages share what. Under DevTools' "3G" every file costs about 5 ms beyond its
 * bytes, and the main thread a request; /auth's start-up went from 29 files to 19
 * (docs/performance-log.md, 30 Nov 2026, eleventh session), and to 16 with what every page imports and
 * the contract's files (twelfth session).
 *
 * Two files, not one: each of main.tsx's steps evaluates what its import brings, in a task of its own.
 * The theme (MUI's createTheme with both colour schemes) is the largest piece of that work; in the same
 * file as the providers and the layout, it made one task of about 60 ms on that phone.
 *
 * Left where they are:
 * - what the entry (boot) or main.tsx import statically: in files already loaded;
 * - the packages with files of their own (`apart`: React DOM's client and React Router, the largest).
 *   In the same file as the rest, they arrived last with it, and every step waited for them;
 * - what the other groups in vite.config.ts place first (React, MUI's styling engine, shared MUI
 *   components, the icons).
 *
 * A package's index that re-exports all its files (the contract's) must not be imported by the entry
 * or the start-up: the graph says nothing of which names an import uses, so through the index the
 * entry would claim every file of the package (each left to a tiny file of its own), or the start-up
 * would (zod's schemas with them, on every page). The build stops and names the importer.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { withStaticImports } from './static-imports';

/** The build's module graph, as a plugin sees it once every module is loaded. */
export interface ModuleGraph {
  ids: readonly string[];
  importsOf(id: string): readonly string[];
  dynamicImportsOf(id: string): readonly string[];
}

/** `roots` and every module they import statically. */
const withImportedModules = (graph: ModuleGraph, roots: readonly string[]) =>
  new Set(withStaticImports(roots, graph.importsOf));

const isTheme = (id: string, root: string) => /^src[\\/]theme[\\/]/.test(path.relative(root, id));

/** A file of the project or of an installed package, not a virtual module of the bundler's. */
const isFile = (id: string, root: string) =>
  !id.startsWith('\0') && !path.relative(root, id).startsWith('..');

export interface StartUpOptions {
  /** Absolute paths of the entry (boot) and of main.tsx. */
  entry: string;
  main: string;
  root: string;
  /** The packages that keep files of their own: matches their entry modules. */
  apart: RegExp;
  /** Each prerendered route's page modules: what all of them import statically is the start-up's too. */
  pages?: readonly (readonly string[])[];
  /** A package's index that re-exports its files, which neither the entry nor the start-up may import. */
  barrel?: string;
}

/** The modules that every one of the pages imports statically, not the pages' own. */
function importedByEveryPage(graph: ModuleGraph, pages: readonly (readonly string[])[]) {
  const own = new Set(pages.flat());
  const [first, ...others] = pages.map((roots) => withImportedModules(graph, roots));
  return new Set(
    [...(first ?? [])].filter((id) => !own.has(id) && others.every((page) => page.has(id))),
  );
}

/** Stops the build when `modules` hold the barrel, naming those of them (or of `roots`) that import it. */
function refuseBarrel(
  graph: ModuleGraph,
  modules: ReadonlySet<string>,
  { barrel, root }: { barrel?: string; root: string },
  whose: string,
  roots: readonly string[] = [],
) {
  if (barrel === undefined || !modules.has(barrel)) return;
  const importers = [...modules, ...roots]
    .filter((id) => graph.importsOf(id).includes(barrel))
    .map((id) => path.relative(root, id));
  throw new Error(
    `${importers.join(', ')} import${importers.length === 1 ? 's' : ''} ${path.relative(root, barrel)}, ` +
      `which ${whose} may not (scripts/build/start-up-chunks.ts): import the package's file instead.`,
  );
}

/**
 * What only main's steps and every page bring in: what main imports dynamically and their static
 * imports, and what all the pages import statically, less what the entry or main itself imports
 * statically and less the packages `apart` with what they import. Empty when the graph has no `main`
 * (the prerenderer's build).
 */
export function startUpModules(graph: ModuleGraph, options: StartUpOptions): Set<string> {
  const { entry, main, root, apart, pages = [] } = options;
  if (!graph.ids.includes(main)) return new Set();
  const loaded = withImportedModules(graph, [entry, main]);
  refuseBarrel(graph, loaded, options, 'the entry and main.tsx');
  const steps = withImportedModules(graph, graph.dynamicImportsOf(main));
  refuseBarrel(graph, steps, options, "main.tsx's steps");
  const everyPage = importedByEveryPage(graph, pages);
  refuseBarrel(graph, everyPage, options, 'every page', pages.flat());
  const packagesApart = withImportedModules(
    graph,
    graph.ids.filter((id) => apart.test(id)),
  );
  return new Set(
    [...steps, ...everyPage].filter(
      (id) => !loaded.has(id) && !packagesApart.has(id) && isFile(id, root),
    ),
  );
}

/** A `codeSplitting` group, as far as these use it. */
export interface StartUpGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
}

/**
 * The plugin that reads the graph once the build has loaded every module, and the two groups that
 * place what it found. Without their dependencies: what they import is either in them, or left (see
 * above), and nothing left imports them back.
 */
export function startUpChunks({
  root,
  apart,
  entry = 'src/boot/boot.ts',
  main = 'src/main.tsx',
  pages = {},
  barrel,
}: {
  root: string;
  apart: RegExp;
  entry?: string;
  main?: string;
  /** The prerendered routes' page modules, from the project root (src/app/page-modules.ts). */
  pages?: Record<string, readonly string[]>;
  /** From the project root. */
  barrel?: string;
}): { plugin: Plugin; groups: StartUpGroup[] } {
  let modules = new Set<string>();
  let theme = new Set<string>();
  return {
    plugin: {
      name: 'start-up-chunks',
      apply: 'build',
      buildEnd() {
        const graph: ModuleGraph = {
          ids: [...this.getModuleIds()],
          importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          dynamicImportsOf: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        };
        modules = startUpModules(graph, {
          entry: path.join(root, entry),
          main: path.join(root, main),
          root,
          apart,
          pages: Object.values(pages).map((files) => files.map((file) => path.join(root, file))),
          barrel: barrel === undefined ? undefined : path.join(root, barrel),
        });
        // The theme's sources and what they import of the rest: the rest's file imports the theme's, never
        // the other way round.
        const themeSources = [...modules].filter((id) => isTheme(id, root));
        theme = new Set(
          withStaticImports(themeSources, graph.importsOf).filter((id) => modules.has(id)),
        );
      },
    },
    groups: [
      {
        name: 'theme',
        test: (id) => theme.has(id),
        priority: 0,
        includeDependenciesRecursively: false,
      },
      {
        name: 'start-up',
        test: (id) => modules.has(id),
        priority: 0,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
