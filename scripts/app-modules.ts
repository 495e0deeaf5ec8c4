/**
 * The scripts the app needs to start, from Vite's build manifest, for src/app/startup/app-modules.ts:
 * src/main.tsx, the modules it imports dynamically (React DOM, MUI's styles, the providers, the router,
 * the route table), and all they import statically. What those load later (pages, Firebase) is left out.
 */
import { APP_MODULES_ID } from '../src/app/startup/app-modules';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export function appStartModules(manifest: BuildManifest, entry = 'src/main.tsx'): string[] {
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    return chunk;
  };
  const files = new Set<string>();
  const addWithStaticImports = (key: string) => {
    const { file, imports = [] } = chunkOf(key);
    if (files.has(`/${file}`)) return;
    files.add(`/${file}`);
    for (const imported of imports) addWithStaticImports(imported);
  };
  addWithStaticImports(entry);
  for (const imported of chunkOf(entry).dynamicImports ?? []) addWithStaticImports(imported);
  return [...files];
}

/** The list as a JSON data block at the end of the page's body (data, so the CSP's script-src is moot). */
export function withAppModules(template: string, files: readonly string[]): string {
  const block = `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(files)}</script>`;
  if (!template.includes('</body>')) throw new Error('The HTML template has no </body>');
  return template.replace('</body>', `${block}\n  </body>`);
}
