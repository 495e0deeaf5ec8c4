/**
 * The start-up's code (what src/main.tsx's steps import: the theme, the providers, the route table, the
 * layout, and the packages only they use) in two files, the theme and the rest, instead of the dozen
 * small chunks the bundler made of it by which steps and pages share what. Under DevTools' "3G" every
 * file costs about 5 ms beyond its bytes, and the main thread a request; /auth's start-up went from 29
 * files to 19 (docs/performance-log.md, 30 Nov 2026, eleventh session).
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
}

/**
 * What only main's steps bring in: what main imports dynamically and their static imports, less what
 * the entry or main itself imports statically and less the packages `apart` with what they import.
 * Empty when the graph has no `main` (the prerenderer's build).
 */
export function startUpModules(
  graph: ModuleGraph,
  { entry, main, root, apart }: StartUpOptions,
): Set<string> {
  if (!graph.ids.includes(main)) return new Set();
  const left = withImportedModules(graph, [
    entry,
    main,
    ...graph.ids.filter((id) => apart.test(id)),
  ]);
  const steps = withImportedModules(graph, graph.dynamicImportsOf(main));
  return new Set([...steps].filter((id) => !left.has(id) && isFile(id, root)));
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
}: {
  root: string;
  apart: RegExp;
  entry?: string;
  main?: string;
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
