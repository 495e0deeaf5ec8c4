/**
 * `roots` and everything they import statically, once each, in order: each before what it imports, depth
 * first. For chunks (app-modules.ts) and for modules (start-up-chunks.ts) alike: `importsOf` names what
 * one imports.
 */
export function withStaticImports(
  roots: readonly string[],
  importsOf: (id: string) => readonly string[],
): string[] {
  const found = new Set<string>();
  const add = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of importsOf(id)) add(imported);
  };
  roots.forEach(add);
  return [...found];
}
