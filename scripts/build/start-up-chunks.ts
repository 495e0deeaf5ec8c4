/**
 * The start-up's own code (src/main.tsx's steps: the theme, the providers, the route table and the
 * layout) in two files, the theme and the rest, instead of the dozen small chunks the bundler made of
 * it by which steps and pages share what. On the budgets' phone every file costs the link a round trip's
 * worth of its last packet and the main thread a request; /auth's start-up went from 29 files to 23
 * (docs/performance-log.md, 30 Nov 2026, eleventh session).
 *
 * Two files, not one: each of main.tsx's steps evaluates what its import brings, in a task of its own.
 * The theme (MUI's createTheme with both colour schemes) is the largest piece of that work; in the same
 * file as the providers and the layout, it made one task of about 60 ms on that phone.
 *
 * Left where the bundler puts them: what the entry (boot) or main.tsx import statically, which are in
 * files already loaded, and packages, which the groups in vite.config.ts place.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** The build's module graph, as a plugin sees it once every module is loaded. */
export interface ModuleGraph {
  ids: readonly string[];
  importsOf(id: string): readonly string[];
  dynamicImportsOf(id: string): readonly string[];
}

/** `roots` and everything they import statically, once each. */
function withStaticImports(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...graph.importsOf(id));
  }
  return found;
}

/** The project's own source files (src/, packages/), not a package's or a virtual module. */
const isOwnSource = (id: string, root: string) =>
  !path.relative(root, id).startsWith('..') &&
  /^(src|packages)[\\/]/.test(path.relative(root, id)) &&
  !/[\\/]node_modules[\\/]/.test(id);

/**
 * The own modules only main's steps bring in: what main imports dynamically and their static imports,
 * less what the entry or main itself imports statically. Empty when the graph has no `main` (the
 * prerenderer's build).
 */
export function startUpSources(
  graph: ModuleGraph,
  { entry, main, root }: { entry: string; main: string; root: string },
): Set<string> {
  if (!graph.ids.includes(main)) return new Set();
  const loaded = withStaticImports(graph, [entry, main]);
  const steps = withStaticImports(graph, graph.dynamicImportsOf(main));
  return new Set([...steps].filter((id) => !loaded.has(id) && isOwnSource(id, root)));
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
 * place what it found. Without their dependencies: those are packages, placed by the other groups, or
 * own modules the entry or main already loaded, which import none of these.
 */
export function startUpChunks({
  root,
  entry = 'src/boot/boot.ts',
  main = 'src/main.tsx',
}: {
  root: string;
  entry?: string;
  main?: string;
}): { plugin: Plugin; groups: StartUpGroup[] } {
  let sources = new Set<string>();
  const isTheme = (id: string) => /^src[\\/]theme[\\/]/.test(path.relative(root, id));
  return {
    plugin: {
      name: 'start-up-chunks',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        sources = startUpSources(
          {
            ids,
            importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
            dynamicImportsOf: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
          },
          { entry: path.join(root, entry), main: path.join(root, main), root },
        );
      },
    },
    groups: [
      {
        name: 'theme',
        test: (id) => sources.has(id) && isTheme(id),
        priority: 0,
        includeDependenciesRecursively: false,
      },
      {
        name: 'start-up',
        test: (id) => sources.has(id),
        priority: 0,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
