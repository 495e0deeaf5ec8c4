/**
 * A link within this page (same origin, path and query): following it, the browser scrolls to its
 * target and loads nothing. Boot starts no app for it, and the menu shown without the app closes on it.
 */
export function isInPageLink(link: HTMLAnchorElement, here: Location): boolean {
  const to = new URL(link.href, here.href);
  return to.origin === here.origin && to.pathname === here.pathname && to.search === here.search;
}
