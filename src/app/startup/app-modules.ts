/**
 * The scripts the app needs to start: main.tsx and everything it imports, apart from the page's own
 * chunk. The build writes them in place of this placeholder (scripts/app-modules.ts). Without them the
 * browser would find the scripts one level of imports at a time, a round trip each.
 */
const appStartModules: readonly string[] = ['__APP_START_MODULES__'];

/** Asks the browser for all of the app's start-up scripts at once (without running them). */
export function preloadAppModules(
  files: readonly string[] = appStartModules,
  doc: Document = document,
): void {
  const preloaded = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  const links = doc.createDocumentFragment();
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (!preloaded.has(link.href)) links.append(link);
  }
  doc.head.append(links);
}
