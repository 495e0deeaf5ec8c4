/**
 * Writes the scripts the app needs into the entry module (src/boot/app-modules.ts), so boot.ts
 * can request them all at once on the first interaction:
 * - the start-up scripts: src/main.tsx, the modules it imports dynamically (React DOM, MUI's styles, the
 *   providers, the router, the route table), and all they import statically;
 * - per prerendered route, its page's chunks (src/app/page-modules.ts) and their static imports, less
 *   the start-up scripts. Without them the page's code would be found only once the route table had
 *   run, and its imports one level at a time: three round trips more on a slow phone.
 * What those load later (Firebase, the install UI) is left out.
 *
 * Why in the entry module and not in each page: every page loads the entry anyway, and the list of
 * hashed names does not compress; it is better spent outside a page's first 14 KB, the bytes a phone
 * gets in the connection's first round trip.
 */
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin, Rollup } from 'vite';
import { withStaticImports } from './static-imports';

/** What the entry module's source holds where the build writes the lists: a string of this name. */
const PLACEHOLDER_NAME = '__APP_MODULES__';
const PLACEHOLDER = /(["'`])__APP_MODULES__\1/g;

export interface ChunkImports {
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId?: string | null;
}

/** As src/boot/app-modules.ts reads it: files once each, lists as indexes into them. */
export interface AppModules {
  files: string[];
  start: number[];
  pages: Record<string, number[]>;
}

function chunkOf(chunks: Readonly<Record<string, ChunkImports>>, file: string): ChunkImports {
  const chunk = chunks[file];
  if (!chunk) throw new Error(`The bundle has no ${file}`);
  return chunk;
}

/** `files` and every chunk they import statically, once each, in order. */
const withImportedChunks = (
  chunks: Readonly<Record<string, ChunkImports>>,
  files: readonly string[],
): string[] => withStaticImports(files, (file) => chunkOf(chunks, file).imports);

/** main, what it imports dynamically and their static imports, once each, less the entry itself. */
export function startModules(
  chunks: Readonly<Record<string, ChunkImports>>,
  mainFile: string,
  entryFile: string,
): string[] {
  const files = withImportedChunks(chunks, [mainFile, ...chunkOf(chunks, mainFile).dynamicImports]);
  return files.filter((file) => file !== entryFile);
}

/**
 * The lists the entry module gets. `pages` maps a route to the source modules of its page, as paths
 * from the project root; each must be the facade of a chunk (a dynamic import's target).
 */
export function appModules(
  chunks: Readonly<Record<string, ChunkImports>>,
  mainFile: string,
  entryFile: string,
  pages: Readonly<Record<string, readonly string[]>>,
  root: string,
): AppModules {
  const start = startModules(chunks, mainFile, entryFile);
  const chunkBySource = new Map<string, string>();
  for (const [file, chunk] of Object.entries(chunks)) {
    if (chunk.facadeModuleId) {
      chunkBySource.set(path.relative(root, chunk.facadeModuleId).replaceAll('\\', '/'), file);
    }
  }
  const files = [...start];
  const indexOf = (file: string) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  const pageLists: Record<string, number[]> = {};
  for (const [route, sources] of Object.entries(pages)) {
    const pageChunks = sources.map((source) => {
      const file = chunkBySource.get(source);
      if (!file) throw new Error(`No chunk for ${source}, the page of ${route}`);
      return file;
    });
    pageLists[route] = withImportedChunks(chunks, pageChunks)
      .filter((file) => file !== entryFile && !start.includes(file))
      .map(indexOf);
  }
  return {
    files: files.map((file) => `/${file}`),
    start: start.map(indexOf),
    pages: pageLists,
  };
}

/** The entry's code with the lists in place of its placeholder, which must be there exactly once. */
export function withAppModules(code: string, modules: AppModules): MagicString {
  const placeholders = [...code.matchAll(PLACEHOLDER)];
  if (placeholders.length !== 1) {
    throw new Error(`The entry module holds ${placeholders.length} app module placeholders, not 1`);
  }
  const [placeholder] = placeholders as [RegExpExecArray];
  return new MagicString(code).overwrite(
    placeholder.index,
    placeholder.index + placeholder[0].length,
    JSON.stringify(modules),
  );
}

const isModule = (id: string | null | undefined, source: string) =>
  id?.replaceAll('\\', '/').endsWith(source) ?? false;

export interface AppModulesOptions {
  main?: string;
  /** Route → its page's source modules (src/app/page-modules.ts). */
  pages: Readonly<Record<string, readonly string[]>>;
  root: string;
}

/** The chunk of `main` (src/main.tsx), which must be in the bundle. */
function mainChunkOf<Chunk extends ChunkImports & { fileName: string }>(
  chunks: Readonly<Record<string, Chunk>>,
  main: string,
): Chunk {
  const mainChunk = Object.values(chunks).find((chunk) => isModule(chunk.facadeModuleId, main));
  if (!mainChunk) throw new Error(`The bundle has no chunk for ${main}`);
  return mainChunk;
}

/**
 * The lists as the finished bundle names its files (the client build's output, one entry): what each
 * form page's starter asks for (scripts/build/field-starter.ts), the same the entry module holds.
 */
export function appModulesOfOutput(
  output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[],
  { main = 'src/main.tsx', pages, root }: AppModulesOptions,
): AppModules {
  const chunks = Object.fromEntries(
    output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const entries = Object.values(chunks).filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`The bundle has ${entries.length} entries, not 1`);
  return appModules(chunks, mainChunkOf(chunks, main).fileName, entries[0]!.fileName, pages, root);
}

export function appStartModules({ main = 'src/main.tsx', pages, root }: AppModulesOptions): Plugin {
  return {
    name: 'app-start-modules',
    apply: 'build',
    // The chunk with the placeholder is the entry's (src/boot/app-modules.ts is in no other).
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(PLACEHOLDER_NAME)) return null;
      const mainChunk = mainChunkOf(meta.chunks, main);
      // The names still hold the bundler's hash placeholders, which it replaces in this code too.
      const written = withAppModules(
        code,
        appModules(meta.chunks, mainChunk.fileName, chunk.fileName, pages, root),
      );
      return { code: written.toString(), map: written.generateMap({ hires: true }) };
    },
    // Minified, the placeholder could take a form the pattern misses, and the app would preload nothing.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.code.includes(PLACEHOLDER_NAME)) {
          throw new Error(`${output.fileName} still holds the app module placeholder`);
        }
      }
    },
  };
}
