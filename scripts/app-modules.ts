/**
 * Writes the scripts the app needs to start into the entry module (src/app/startup/app-modules.ts):
 * src/main.tsx, the modules it imports dynamically (React DOM, MUI's styles, the providers, the router,
 * the route table), and all they import statically. What those load later (pages, Firebase) is left out.
 *
 * Why in the entry module and not in each page: every page loads the entry anyway, and the list, 370 B
 * of hashed names after compression, is better spent on a page's first 14 KB, the bytes a phone gets
 * in the connection's first round trip.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What the entry module's source holds where the build writes the list: a one-item array of this name. */
const PLACEHOLDER_NAME = '__APP_START_MODULES__';
const START_MODULES_PLACEHOLDER = /\[\s*(["'`])__APP_START_MODULES__\1\s*\]/g;

export interface ChunkImports {
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** main, what it imports dynamically and their static imports, once each, as root-relative URLs. */
export function startModules(
  chunks: Readonly<Record<string, ChunkImports>>,
  mainFile: string,
  exclude: string,
): string[] {
  const chunkOf = (file: string) => {
    const chunk = chunks[file];
    if (!chunk) throw new Error(`The bundle has no ${file}`);
    return chunk;
  };
  const files = new Set<string>();
  const addWithStaticImports = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunkOf(file).imports) addWithStaticImports(imported);
  };
  addWithStaticImports(mainFile);
  for (const imported of chunkOf(mainFile).dynamicImports) addWithStaticImports(imported);
  files.delete(exclude);
  return [...files].map((file) => `/${file}`);
}

/** The entry's code with the list in place of its placeholder, which must be there exactly once. */
export function withStartModules(code: string, files: readonly string[]): MagicString {
  const placeholders = [...code.matchAll(START_MODULES_PLACEHOLDER)];
  if (placeholders.length !== 1) {
    throw new Error(
      `The entry module holds ${placeholders.length} start-up module placeholders, not 1`,
    );
  }
  const [placeholder] = placeholders as [RegExpExecArray];
  return new MagicString(code).overwrite(
    placeholder.index,
    placeholder.index + placeholder[0].length,
    JSON.stringify(files),
  );
}

const isModule = (id: string | null | undefined, source: string) =>
  id?.replaceAll('\\', '/').endsWith(source) ?? false;

export function appStartModules({ main = 'src/main.tsx' } = {}): Plugin {
  return {
    name: 'app-start-modules',
    apply: 'build',
    // The chunk with the placeholder is the entry's (src/app/startup/app-modules.ts is in no other).
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(PLACEHOLDER_NAME)) return null;
      const mainChunk = Object.values(meta.chunks).find((rendered) =>
        isModule(rendered.facadeModuleId, main),
      );
      if (!mainChunk) throw new Error(`The bundle has no chunk for ${main}`);
      // The names still hold the bundler's hash placeholders, which it replaces in this code too.
      const written = withStartModules(
        code,
        startModules(meta.chunks, mainChunk.fileName, chunk.fileName),
      );
      return { code: written.toString(), map: written.generateMap({ hires: true }) };
    },
    // Minified, the placeholder could take a form the pattern misses, and the app would preload nothing.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.code.includes(PLACEHOLDER_NAME)) {
          throw new Error(`${output.fileName} still holds the start-up module placeholder`);
        }
      }
    },
  };
}
