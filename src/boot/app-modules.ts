/**
 * The scripts the app needs: its start-up scripts (main.tsx and everything it imports, apart from the
 * pages), and for each prerendered route its page's own chunks. The build writes them in place of this
 * placeholder (scripts/build/app-modules.ts). Without them the browser would find the scripts one level of
 * imports at a time, a round trip each. Boot asks for them (boot/preload-modules.ts); the build also
 * writes each form page's list into the page, for its starter (scripts/build/field-starter.ts), with
 * `appModuleUrls` below: this module imports nothing, so the build can run it.
 */
export interface AppModules {
  /** Root-relative URLs, once each. */
  files: readonly string[];
  /** Indexes into `files`. */
  start: readonly number[];
  /** Route path → indexes into `files`. */
  pages: Readonly<Record<string, readonly number[]>>;
}

const appModules = '__APP_MODULES__' as unknown as AppModules;

/** The start-up scripts and then the page's own, as root-relative URLs: what the app needs on `pathname`. */
export function appModuleUrls(pathname: string, modules: AppModules = appModules): string[] {
  return [...modules.start, ...(modules.pages[pathname] ?? [])].map(
    (index) => modules.files[index] ?? '',
  );
}
