/**
 * The id of the JSON list, written into each prerendered page by the build (scripts/app-modules.ts), of
 * the scripts the app needs to start: main.tsx and everything it imports, apart from the page's own
 * chunk. Without it the browser would find them one level of imports at a time, a round trip each.
 */
export const APP_MODULES_ID = 'app-modules';

/** Asks the browser for all of the app's start-up scripts at once (without running them). */
export function preloadAppModules(doc: Document = document): void {
  const list = doc.getElementById(APP_MODULES_ID);
  if (!list?.textContent) return;
  list.remove();
  const links = doc.createDocumentFragment();
  for (const href of JSON.parse(list.textContent) as string[]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  doc.head.append(links);
}
