/**
 * The scripts the app needs: its start-up scripts (main.tsx and everything it imports, apart from the
 * pages), and for each prerendered route its page's own chunks. The build writes them in place of this
 * placeholder (scripts/app-modules.ts). Without them the browser would find the scripts one level of
 * imports at a time, a round trip each.
 */
interface AppModules {
  /** Root-relative URLs, once each. */
  files: readonly string[];
  /** Indexes into `files`. */
  start: readonly number[];
  /** Route path → indexes into `files`. */
  pages: Readonly<Record<string, readonly number[]>>;
}

const appModules = '__APP_MODULES__' as unknown as AppModules;

/**
 * Asks the browser for the app's start-up scripts and the page's own at once (without running them).
 * `modules` is for the tests; the build writes the real lists.
 */
export function preloadAppModules(
  pathname: string,
  modules: AppModules = appModules,
  doc: Document = document,
): void {
  const preloaded = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  const wanted = [...modules.start, ...(modules.pages[pathname] ?? [])];
  const links = doc.createDocumentFragment();
  for (const index of wanted) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = modules.files[index] ?? '';
    if (link.href && !preloaded.has(link.href)) links.append(link);
    preloaded.add(link.href);
  }
  doc.head.append(links);
}
